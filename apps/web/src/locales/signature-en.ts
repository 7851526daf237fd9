import type { SignatureMessages } from './signature-ru.ts';

export const en: SignatureMessages = {
  signature: {
    waiting: 'Sign the document in the NCALayer window…',
    unavailableTitle: 'NCALayer is not responding',
    unavailable: 'No connection to the local signing application: make sure it is running and retry',
    install: 'Install NCALayer',
    retry: 'Retry',
    refusedTitle: 'The signature was not accepted',
    failed: 'NCALayer could not sign: {{details}}',
    register: {
      title: 'Register with a digital signature',
      lead: 'The BIN or IIN, organisation name, last name and first name are taken from the certificate. NCALayer must be running.',
      sign: 'Sign with NCALayer',
      signedAs: 'Filled from the certificate of {{name}}',
      fromCertificate: 'From the digital signature certificate',
      another: 'Sign with another key',
      typed: 'Or type the company details below.',
    },
    verify: {
      verifiedTitle: 'Company verified by digital signature',
      signer: 'Signed by',
      at: 'Signed on',
      offerVersion: 'Public offer version',
      title: 'Verify your company with a digital signature',
      lead: "Sign with your organisation's key: we check the BIN (the IIN for an entrepreneur) against the company's details, and you accept the public offer.",
      action: 'Verify with digital signature',
      onlyAdmins: 'The company can be verified by its owner or an administrator.',
      success: 'Verification successful',
    },
  },
};

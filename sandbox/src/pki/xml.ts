/**
 * XMLDSig as NCALayer's commonUtils `signXml` (and basics `sign` with format `xml`) makes it: an enveloped
 * `ds:Signature` as the last child of the root, Reference URI="" with the enveloped-signature and c14n transforms,
 * rsa-sha256 over sha256 digests, and the signer's certificate in KeyInfo/X509Data/X509Certificate.
 */
import { SignedXml } from 'xml-crypto';

export const XMLDSIG = {
  c14n: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  enveloped: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
  rsaSha256: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  sha256: 'http://www.w3.org/2001/04/xmlenc#sha256',
  namespace: 'http://www.w3.org/2000/09/xmldsig#',
} as const;

export const signXmlWith = (signer: { certificatePem: string; privateKeyPem: string }, xml: string): string => {
  const signature = new SignedXml({
    privateKey: signer.privateKeyPem,
    publicCert: signer.certificatePem,
    signatureAlgorithm: XMLDSIG.rsaSha256,
    canonicalizationAlgorithm: XMLDSIG.c14n,
  });
  signature.addReference({
    xpath: '/*',
    uri: '',
    isEmptyUri: true,
    transforms: [XMLDSIG.enveloped, XMLDSIG.c14n],
    digestAlgorithm: XMLDSIG.sha256,
  });
  signature.computeSignature(xml, { prefix: 'ds', location: { reference: '/*', action: 'append' } });
  return signature.getSignedXml();
};

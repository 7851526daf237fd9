import { type Static, Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import { UserDataSchema } from './identity.ts';
import { defineRoute } from './route.ts';

/**
 * Digital signature with NCALayer (spec §4 'Registration', §7 `xml/get-data-for-sign` and `xml/get-data-from-sign`):
 * the server issues a one-time XML, the user signs it in NCALayer (basics `sign`, format `xml`), the server verifies
 * the XMLDSig (chain, validity, revocation, key usage) and answers what the certificate says.
 */

/** The most a signed registration XML may be; a larger body is refused before it is parsed. */
export const SIGNED_XML_MAX_CHARS = 64_000;

/** Spec §3 'Certificate data response'. */
export const CertificateDataSchema = Type.Object({
  iin: Type.Union([Type.String(), Type.Null()], { description: 'The holder IIN (SERIALNUMBER=IIN…)' }),
  bin: Type.Union([Type.String(), Type.Null()], { description: 'The organisation BIN (OU=BIN…); null for an individual' }),
  firstName: Type.Union([Type.String(), Type.Null()]),
  lastName: Type.Union([Type.String(), Type.Null()]),
  organization: Type.Union([Type.String(), Type.Null()], { description: 'O=…; null for an individual' }),
  individual: Type.Boolean({ description: 'An individual (entrepreneur) certificate, not a legal entity one' }),
});
export type CertificateData = Static<typeof CertificateDataSchema>;

export const DataForSignSchema = Type.Object({
  message: Type.String({ description: 'The XML to sign with NCALayer (basics sign, format xml): a one-time nonce' }),
  expiresInSeconds: Type.Integer({ description: 'The nonce lives 5 minutes and works once' }),
});
export type DataForSign = Static<typeof DataForSignSchema>;

export const DataFromSignBodySchema = Type.Object({
  entityType: Type.Union([Type.Literal(1), Type.Literal(2)], {
    description: '1 individual entrepreneur (an individual certificate), 2 legal entity (a legal entity certificate)',
  }),
  xmlData: Type.String({ maxLength: SIGNED_XML_MAX_CHARS, description: 'The XML issued above, signed (XMLDSig)' }),
});
export type DataFromSignBody = Static<typeof DataFromSignBodySchema>;

export const DataFromSignSchema = Type.Object({
  data: CertificateDataSchema,
  signatureToken: Type.String({
    description:
      'Names the verified signature for 30 minutes: register-company with it takes BIN, IIN, names and organisation ' +
      'from the certificate and marks the company verified',
  }),
});
export type DataFromSign = Static<typeof DataFromSignSchema>;

/** A company registered by the typed form verifies later from the cabinet with its key (same XML flow). */
export const CompanyVerifyBodySchema = Type.Object({
  xmlData: Type.String({ maxLength: SIGNED_XML_MAX_CHARS, description: 'The XML from company-verification data, signed' }),
});

const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  413: ErrorSchema,
  429: ErrorSchema,
  503: ErrorSchema,
};
const ID = '/api/identity';

export const dataForSignRoute = defineRoute({
  method: 'GET',
  url: `${ID}/public/registration/xml/get-data-for-sign`,
  schema: {
    operationId: 'getRegistrationDataForSign',
    tags: ['identity'],
    summary: 'A one-time XML to sign with NCALayer for registration by certificate (valid 5 minutes, single use)',
    response: { 200: DataForSignSchema, ...errors },
  },
});
export const dataFromSignRoute = defineRoute({
  method: 'POST',
  url: `${ID}/public/registration/xml/get-data-from-sign`,
  schema: {
    operationId: 'getRegistrationDataFromSign',
    tags: ['identity'],
    summary: 'Verify the signed registration XML and answer what the certificate says about the company',
    body: DataFromSignBodySchema,
    response: { 200: DataFromSignSchema, ...errors },
  },
});
export const companyVerificationDataRoute = defineRoute({
  method: 'GET',
  url: `${ID}/protected/company/verification/xml`,
  schema: {
    operationId: 'getCompanyVerificationDataForSign',
    tags: ['identity'],
    summary: 'A one-time XML (with the public offer version) for the signed-in company to sign with its key',
    response: { 200: DataForSignSchema, ...errors },
  },
});
export const companyVerifyRoute = defineRoute({
  method: 'POST',
  url: `${ID}/protected/company/verification`,
  schema: {
    operationId: 'verifyCompany',
    tags: ['identity'],
    summary: 'Verify a company registered by the typed form with its certificate; records the offer acceptance',
    body: CompanyVerifyBodySchema,
    response: { 200: UserDataSchema, ...errors },
  },
});

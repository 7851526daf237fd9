/**
 * CMS (PKCS#7 SignedData) as NCALayer's basics `sign` with format `cms` makes it: sha256WithRSA, signed attributes
 * contentType, signingTime and messageDigest, the signer's certificate included; detached unless asked to encapsulate.
 */
import { createHash, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

pkijs.setEngine(
  'node',
  new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as pkijs.CryptoEngineParameters['crypto'] }),
);

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  sha256: '2.16.840.1.101.3.4.2.1',
} as const;

const view = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
export const certificateFromPem = (pem: string) =>
  pkijs.Certificate.fromBER(view(Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64')));

/**
 * Signs `data` and answers the CMS as base64 of its DER. `digested`: `data` is already the SHA-256 of the content
 * (NCALayer's `digested: true`, commonUtils createCAdESFromBase64Hash): it goes into messageDigest as it is, detached.
 */
export const signCmsWith = async (
  signer: { certificatePem: string; privateKey: webcrypto.CryptoKey },
  data: Uint8Array,
  options: { attached?: boolean; signingTime?: Date; digested?: boolean } = {},
): Promise<string> => {
  const certificate = certificateFromPem(signer.certificatePem);
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: OID.data,
      ...(options.attached && !options.digested ? { eContent: new asn1js.OctetString({ valueHex: view(data) }) } : {}),
    }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: OID.data })] }),
            new pkijs.Attribute({
              type: OID.signingTime,
              values: [new asn1js.UTCTime({ valueDate: options.signingTime ?? new Date() })],
            }),
            new pkijs.Attribute({
              type: OID.messageDigest,
              values: [
                new asn1js.OctetString({
                  valueHex: view(options.digested ? data : createHash('sha256').update(data).digest()),
                }),
              ],
            }),
          ],
        }),
      }),
    ],
    certificates: [certificate],
  });
  await signedData.sign(signer.privateKey, 0, 'SHA-256');
  const contentInfo = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
  return Buffer.from(contentInfo.toSchema().toBER()).toString('base64');
};

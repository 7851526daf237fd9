/**
 * Revocation as the sandbox CA publishes it: a DER CRL listing the 'revoked' certificate, and an OCSP responder
 * (RFC 6960) answering good / revoked / unknown for each certificate asked about, signed by the CA itself.
 */
import { createHash, type webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { certificateFromPem } from './cms.ts';

const HOUR = 3_600_000;
const OCSP_BASIC = '1.3.6.1.5.5.7.48.1.1';
const OCSP_NONCE = '1.3.6.1.5.5.7.48.1.2';
const SHA1 = '1.3.14.3.2.26';
const SHA256 = '2.16.840.1.101.3.4.2.1';

export type RevocationAuthority = {
  caCertificatePem: string;
  caPrivateKey: webcrypto.CryptoKey;
  /** Serial numbers (lowercase hex) of the certificates this CA issued. */
  issuedSerials: string[];
  revoked: Array<{ serialHex: string; revokedAt: Date }>;
  now?: () => Date;
};

const hex = (buffer: ArrayBuffer) =>
  Buffer.from(buffer)
    .toString('hex')
    .replace(/^(00)+(?=.)/, '');
const integerFromHex = (serialHex: string) =>
  new asn1js.Integer({ valueHex: new Uint8Array(Buffer.from(serialHex.length % 2 ? `0${serialHex}` : serialHex, 'hex')).buffer });

export const createCrl = async (authority: RevocationAuthority): Promise<Uint8Array> => {
  const ca = certificateFromPem(authority.caCertificatePem);
  const now = authority.now?.() ?? new Date();
  const crl = new pkijs.CertificateRevocationList({
    version: 1,
    issuer: ca.subject,
    thisUpdate: new pkijs.Time({ type: 0, value: new Date(now.getTime() - HOUR) }),
    nextUpdate: new pkijs.Time({ type: 0, value: new Date(now.getTime() + 24 * HOUR) }),
    revokedCertificates: authority.revoked.map(
      (entry) =>
        new pkijs.RevokedCertificate({
          userCertificate: integerFromHex(entry.serialHex),
          revocationDate: new pkijs.Time({ type: 0, value: entry.revokedAt }),
        }),
    ),
    crlExtensions: new pkijs.Extensions({
      extensions: [
        new pkijs.Extension({
          extnID: '2.5.29.20', // cRLNumber
          critical: false,
          extnValue: new asn1js.Integer({ value: Math.floor(now.getTime() / 1000) }).toBER(),
        }),
        new pkijs.Extension({
          extnID: '2.5.29.35', // authorityKeyIdentifier
          critical: false,
          extnValue: new pkijs.AuthorityKeyIdentifier({
            keyIdentifier: new asn1js.OctetString({ valueHex: keyHash(ca, 'sha1') }),
          })
            .toSchema()
            .toBER(),
        }),
      ],
    }),
  });
  await crl.sign(authority.caPrivateKey, 'SHA-256');
  return new Uint8Array(crl.toSchema(true).toBER());
};

const keyHash = (certificate: pkijs.Certificate, algorithm: 'sha1' | 'sha256') =>
  new Uint8Array(
    createHash(algorithm)
      .update(new Uint8Array(certificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView))
      .digest(),
  ).buffer;
const nameHash = (certificate: pkijs.Certificate, algorithm: 'sha1' | 'sha256') =>
  new Uint8Array(createHash(algorithm).update(new Uint8Array(certificate.subject.toSchema().toBER())).digest()).buffer;

const ocspResponse = (status: number, basic?: pkijs.BasicOCSPResponse) =>
  new Uint8Array(
    new pkijs.OCSPResponse({
      responseStatus: new asn1js.Enumerated({ value: status }),
      ...(basic
        ? {
            responseBytes: new pkijs.ResponseBytes({
              responseType: OCSP_BASIC,
              response: new asn1js.OctetString({ valueHex: basic.toSchema().toBER() }),
            }),
          }
        : {}),
    })
      .toSchema()
      .toBER(),
  );

const sameBytes = (a: ArrayBuffer, b: ArrayBuffer) => Buffer.from(a).equals(Buffer.from(b));

/** Answers a DER OCSPRequest; a request it cannot read gets `malformedRequest` (1). */
export const answerOcsp = async (authority: RevocationAuthority, requestDer: Uint8Array): Promise<Uint8Array> => {
  let request: pkijs.OCSPRequest;
  try {
    request = pkijs.OCSPRequest.fromBER(
      requestDer.buffer.slice(requestDer.byteOffset, requestDer.byteOffset + requestDer.byteLength) as ArrayBuffer,
    );
  } catch {
    return ocspResponse(1);
  }
  const ca = certificateFromPem(authority.caCertificatePem);
  const now = authority.now?.() ?? new Date();
  const responses = request.tbsRequest.requestList.map(({ reqCert }) => {
    const algorithm =
      reqCert.hashAlgorithm.algorithmId === SHA256 ? 'sha256' : reqCert.hashAlgorithm.algorithmId === SHA1 ? 'sha1' : null;
    const ours =
      algorithm !== null &&
      sameBytes(reqCert.issuerKeyHash.valueBlock.valueHexView.slice().buffer, keyHash(ca, algorithm)) &&
      sameBytes(reqCert.issuerNameHash.valueBlock.valueHexView.slice().buffer, nameHash(ca, algorithm));
    const serial = hex(reqCert.serialNumber.valueBlock.valueHexView.slice().buffer);
    const revoked = authority.revoked.find((entry) => entry.serialHex.replace(/^0+/, '') === serial.replace(/^0+/, ''));
    const known = authority.issuedSerials.some((issued) => issued.replace(/^0+/, '') === serial.replace(/^0+/, ''));
    const certStatus =
      ours && revoked
        ? new asn1js.Constructed({
            idBlock: { tagClass: 3, tagNumber: 1 },
            value: [new asn1js.GeneralizedTime({ valueDate: revoked.revokedAt })],
          })
        : new asn1js.Primitive({ idBlock: { tagClass: 3, tagNumber: ours && known ? 0 : 2 } });
    return new pkijs.SingleResponse({
      certID: reqCert,
      certStatus,
      thisUpdate: now,
      nextUpdate: new Date(now.getTime() + HOUR),
    });
  });
  const nonce = request.tbsRequest.requestExtensions?.find((extension) => extension.extnID === OCSP_NONCE);
  const basic = new pkijs.BasicOCSPResponse({
    tbsResponseData: new pkijs.ResponseData({
      responderID: ca.subject,
      producedAt: now,
      responses,
      ...(nonce ? { responseExtensions: [nonce] } : {}),
    }),
    certs: [ca],
  });
  await basic.sign(authority.caPrivateKey, 'SHA-256');
  return ocspResponse(0, basic);
};

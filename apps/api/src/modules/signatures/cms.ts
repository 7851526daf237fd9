import { createHash, verify as verifySignature } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { type Certificate, isGostOid, parseCertificate } from './certificate.ts';
import { refuse } from './refuse.ts';

/** A CMS SignedData read and its signature value checked against its own signer certificate (chain checked later). */
export type ParsedCms = {
  signer: Certificate;
  /** Every certificate the CMS carries (intermediates for the chain). */
  certificates: Certificate[];
  /** The signed content: the encapsulated one, or the detached data given. */
  content: Uint8Array;
  /** signingTime from the signed attributes, if any. */
  signingTime: Date | null;
  gost: boolean;
  /** Checks the signature value (RSA in process); GOST is left to the verification service. */
  checkValue(): void;
};

const SIGNED_DATA = '1.2.840.113549.1.7.2';
const CONTENT_TYPE = '1.2.840.113549.1.9.3';
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const SIGNING_TIME = '1.2.840.113549.1.9.5';

const DIGESTS: Readonly<Record<string, string>> = {
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};
/** rsaEncryption and sha{256,384,512}WithRSAEncryption: PKCS #1 v1.5 with the signer info's digest. */
const RSA_SIGNATURES = new Set([
  '1.2.840.113549.1.1.1',
  '1.2.840.113549.1.1.11',
  '1.2.840.113549.1.1.12',
  '1.2.840.113549.1.1.13',
]);

/** Largest CMS accepted (base64 characters): an act's detached signature is a few kilobytes. */
export const CMS_MAX_CHARS = 1_000_000;

const decodeBase64 = (text: string): Uint8Array => {
  const compact = text.replace(/\s/g, '');
  if (compact.length === 0 || compact.length > CMS_MAX_CHARS || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) {
    throw refuse('SIGNATURE_MALFORMED', 'CMS is not base64');
  }
  return new Uint8Array(Buffer.from(compact, 'base64'));
};

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && Buffer.compare(a, b) === 0;

const attribute = (signerInfo: pkijs.SignerInfo, type: string): asn1js.AsnType[] | undefined =>
  signerInfo.signedAttrs?.attributes.find((a) => a.type === type)?.values;

const issuerAndSerialMatches = (sid: pkijs.IssuerAndSerialNumber, certificate: Certificate) =>
  Buffer.from(sid.issuer.toSchema().toBER()).toString('hex') === certificate.issuerKey &&
  sid.serialNumber.isEqual(certificate.pkijs.serialNumber);

const skiOf = (certificate: Certificate): string | null => {
  const ext = certificate.pkijs.extensions?.find((e) => e.extnID === '2.5.29.14')?.parsedValue as asn1js.OctetString | undefined;
  return ext ? Buffer.from(ext.valueBlock.valueHexView).toString('hex') : null;
};

/** Reads a base64 CMS SignedData: detached with `data`, or attached (then `data`, when given, must equal it). */
export const parseCms = (cms: string, data: Uint8Array | undefined): ParsedCms => {
  const der = decodeBase64(cms);
  let signed: pkijs.SignedData;
  const carried: Uint8Array[] = [];
  try {
    // ContentInfo ::= SEQUENCE { contentType OID, content [0] EXPLICIT SignedData }, walked by hand (pkijs's schema
    // comparison of the whole structure costs milliseconds).
    const decoded = asn1js.fromBER(der);
    if (decoded.offset === -1 || decoded.offset !== der.byteLength) throw new Error('not DER');
    const [type, wrapper] = (decoded.result as asn1js.Sequence).valueBlock.value ?? [];
    if (!(type instanceof asn1js.ObjectIdentifier) || type.valueBlock.toString() !== SIGNED_DATA) {
      throw new Error('not SignedData');
    }
    if (wrapper?.idBlock.tagClass !== 3 || wrapper.idBlock.tagNumber !== 0) throw new Error('no content');
    // The certificates ([0] IMPLICIT SET) are taken out as DER and read through the certificate cache: pkijs reading
    // them again for every signature is most of the time a verification takes.
    const content = (wrapper as asn1js.Constructed).valueBlock.value[0] as asn1js.Sequence;
    if (!(content instanceof asn1js.Sequence)) throw new Error('SignedData is not a SEQUENCE');
    const elements = content.valueBlock.value;
    const isCertificates = (e: asn1js.AsnType) => e.idBlock.tagClass === 3 && e.idBlock.tagNumber === 0;
    for (const element of elements.filter(isCertificates)) {
      for (const item of (element as asn1js.Constructed).valueBlock.value) {
        // Only X.509 certificates (a SEQUENCE); attribute and other certificate choices are not signers.
        if (item.idBlock.tagClass === 1 && item.idBlock.tagNumber === 16) carried.push(item.valueBeforeDecodeView);
      }
    }
    content.valueBlock.value = elements.filter((e) => !isCertificates(e));
    signed = new pkijs.SignedData({ schema: content });
  } catch (cause) {
    throw refuse('SIGNATURE_MALFORMED', 'not a CMS SignedData', cause);
  }
  if (signed.signerInfos.length !== 1) throw refuse('SIGNATURE_MALFORMED', 'exactly one signer expected');
  const signerInfo = signed.signerInfos[0] as pkijs.SignerInfo;
  const certificates = carried.map((bytes) => parseCertificate(bytes));
  const sid = signerInfo.sid;
  const signer =
    sid instanceof pkijs.IssuerAndSerialNumber
      ? certificates.find((c) => issuerAndSerialMatches(sid, c))
      : certificates.find((c) => {
          const ski = skiOf(c);
          return ski !== null && ski === Buffer.from((sid as asn1js.OctetString).valueBlock.valueHexView).toString('hex');
        });
  if (!signer) throw refuse('SIGNATURE_MALFORMED', "the signer's certificate is not in the CMS");

  const encapsulated = signed.encapContentInfo.eContent ? new Uint8Array(signed.encapContentInfo.eContent.getValue()) : undefined;
  let content: Uint8Array;
  if (encapsulated && data) {
    if (!sameBytes(encapsulated, data)) throw refuse('SIGNATURE_INVALID', 'the CMS holds other data than the data given');
    content = data;
  } else if (encapsulated) content = encapsulated;
  else if (data) content = data;
  else throw refuse('SIGNATURE_MALFORMED', 'a detached CMS without its data');

  const digestOid = signerInfo.digestAlgorithm.algorithmId;
  const signatureOid = signerInfo.signatureAlgorithm.algorithmId;
  const gost = signer.gost || isGostOid(digestOid) || isGostOid(signatureOid);

  let signingTime: Date | null = null;
  const time = attribute(signerInfo, SIGNING_TIME)?.[0] as asn1js.UTCTime | asn1js.GeneralizedTime | undefined;
  if (time && typeof time.toDate === 'function') signingTime = time.toDate();

  return {
    signer,
    certificates,
    content,
    signingTime,
    gost,
    checkValue: () => {
      const hash = DIGESTS[digestOid];
      if (!hash || !RSA_SIGNATURES.has(signatureOid)) {
        throw refuse('SIGNATURE_MALFORMED', `unsupported algorithms ${digestOid} / ${signatureOid}`);
      }
      if (!signerInfo.signedAttrs) throw refuse('SIGNATURE_MALFORMED', 'no signed attributes');
      const contentType = attribute(signerInfo, CONTENT_TYPE)?.[0] as asn1js.ObjectIdentifier | undefined;
      if (contentType?.valueBlock.toString() !== signed.encapContentInfo.eContentType) {
        throw refuse('SIGNATURE_INVALID', 'content type attribute differs from the content');
      }
      const digest = attribute(signerInfo, MESSAGE_DIGEST)?.[0] as asn1js.OctetString | undefined;
      if (!digest) throw refuse('SIGNATURE_MALFORMED', 'no message digest');
      const actual = createHash(hash).update(content).digest();
      if (!sameBytes(new Uint8Array(digest.valueBlock.valueHexView), actual)) {
        throw refuse('SIGNATURE_INVALID', 'the message digest is not over this data');
      }
      // The signature covers the DER of the signed attributes as a SET (their [0] IMPLICIT tag replaced).
      const signedAttributes = new Uint8Array(signerInfo.signedAttrs.encodedValue);
      signedAttributes[0] = 0x31;
      const publicKey = signer.publicKey();
      const ok = verifySignature(hash, signedAttributes, publicKey, Buffer.from(signerInfo.signature.valueBlock.valueHexView));
      if (!ok) throw refuse('SIGNATURE_INVALID', 'the signature value does not verify');
    },
  };
};

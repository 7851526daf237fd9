import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const SIGNED_DATA = '1.2.840.113549.1.7.2';
const arrayBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

const signedDataOf = (base64: string): pkijs.SignedData => {
  const info = pkijs.ContentInfo.fromBER(arrayBuffer(Buffer.from(base64, 'base64')));
  if (info.contentType !== SIGNED_DATA) throw new Error('not a CMS SignedData');
  return new pkijs.SignedData({ schema: info.content });
};

/**
 * The signed package of an act (`GET …/avr/{id}/sign`): one CMS SignedData that encapsulates the issued PDF and
 * holds every side's SignerInfo and certificate, Jetkiz first. Each SignerInfo is copied as it was signed (its signed
 * attributes carry the PDF's digest), so any CMS tool verifies both over the enclosed document.
 */
export const buildSignedPackage = (pdf: Uint8Array, signatures: readonly string[]): Buffer => {
  const [first, ...others] = signatures.map(signedDataOf);
  if (!first) throw new Error('no signature');
  const certificates = [...(first.certificates ?? [])];
  const signerInfos = [...first.signerInfos];
  for (const other of others) {
    signerInfos.push(...other.signerInfos);
    for (const c of other.certificates ?? []) certificates.push(c);
  }
  const merged = new pkijs.SignedData({
    version: 1,
    digestAlgorithms: first.digestAlgorithms,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: first.encapContentInfo.eContentType,
      eContent: new asn1js.OctetString({ valueHex: arrayBuffer(pdf) }),
    }),
    certificates,
    signerInfos,
  });
  const info = new pkijs.ContentInfo({ contentType: SIGNED_DATA, content: merged.toSchema(true) });
  return Buffer.from(info.toSchema().toBER());
};

import 'reflect-metadata';
import { type KeyObject, X509Certificate as NodeCertificate, webcrypto } from 'node:crypto';
import { type DnAttribute, dnAttributeName, readCertificateSubject } from '@jetkiz/domain';
import { X509Certificate as PeculiarCertificate } from '@peculiar/x509';
import type * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { refuse } from './refuse.ts';

/** pkijs works on node's WebCrypto (signature checks of OCSP answers and CRLs). */
pkijs.setEngine(
  'node',
  new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as pkijs.CryptoEngineParameters['crypto'] }),
);

/** Kazakh GOST algorithms (GOST 34.310-2004, GOST R 34.10-2015): verified by the external service only. */
const GOST_PREFIXES = ['1.2.398.3.10.', '1.2.643.'];
export const isGostOid = (oid: string): boolean => GOST_PREFIXES.some((prefix) => oid.startsWith(prefix));

const EKU_OID = '2.5.29.37';
const BASIC_CONSTRAINTS_OID = '2.5.29.19';

/** One certificate, parsed once: what the rules read (subject, key usages, validity) and the means to check it. */
export type Certificate = {
  der: Uint8Array;
  pem: string;
  /** Hex, upper case, as NCA RK prints it. */
  serialNumber: string;
  subjectAttributes: DnAttribute[];
  /** RFC 4514-ish text of the subject and the issuer (for display and chain building). */
  subject: string;
  issuer: string;
  /** DER of the subject and issuer names: chain links are matched on these bytes. */
  subjectKey: string;
  issuerKey: string;
  notBefore: Date;
  notAfter: Date;
  ekuOids: string[];
  isCa: boolean;
  /** The signature algorithm and the public key algorithm OIDs. */
  signatureAlgorithm: string;
  publicKeyAlgorithm: string;
  gost: boolean;
  pkijs: pkijs.Certificate;
  /** @peculiar/x509's view (RSA/EC only): checks a signature made by an issuer. */
  x509: () => PeculiarCertificate;
  /** node:crypto's public key (RSA only), for the CMS signature value. */
  publicKey: () => KeyObject;
};

const toHex = (bytes: ArrayBuffer | Uint8Array): string => Buffer.from(bytes as ArrayBuffer).toString('hex');

const valueText = (value: asn1js.AsnType): string => {
  const block = (value as { valueBlock?: { value?: unknown } }).valueBlock;
  return typeof block?.value === 'string' ? block.value : '';
};

const nameAttributes = (name: pkijs.RelativeDistinguishedNames): DnAttribute[] =>
  name.typesAndValues.map((tv) => ({ type: dnAttributeName(tv.type), value: valueText(tv.value) }));

const nameText = (attributes: DnAttribute[]): string =>
  attributes.map(({ type, value }) => `${type}=${value.replace(/([,+"\\<>;])/g, '\\$1')}`).join(', ');

const pemOf = (der: Uint8Array): string => {
  const base64 = Buffer.from(der).toString('base64');
  return `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----\n`;
};

/**
 * Parsed certificates by their DER: the same signer signs again and again, and pkijs takes milliseconds to read one
 * (a parsed certificate is immutable; the cache is bounded).
 */
const parsed = new Map<string, Certificate>();
const MAX_PARSED = 2_000;

/** Parses one DER certificate (or answers it from the cache); anything else is MALFORMED. */
export const parseCertificate = (input: Uint8Array): Certificate => {
  const key = Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString('base64');
  const known = parsed.get(key);
  if (known) return known;
  const certificate = readCertificate(new Uint8Array(input));
  if (parsed.size >= MAX_PARSED) parsed.delete(parsed.keys().next().value as string);
  parsed.set(key, certificate);
  return certificate;
};

const readCertificate = (der: Uint8Array): Certificate => {
  let certificate: pkijs.Certificate;
  try {
    certificate = pkijs.Certificate.fromBER(der);
  } catch (cause) {
    throw refuse('SIGNATURE_MALFORMED', 'not a certificate', cause);
  }
  const subjectAttributes = nameAttributes(certificate.subject);
  const ekuExtension = certificate.extensions?.find((e) => e.extnID === EKU_OID);
  const ekuOids = (ekuExtension?.parsedValue as pkijs.ExtKeyUsage | undefined)?.keyPurposes ?? [];
  const basic = certificate.extensions?.find((e) => e.extnID === BASIC_CONSTRAINTS_OID)?.parsedValue as
    | pkijs.BasicConstraints
    | undefined;
  const signatureAlgorithm = certificate.signatureAlgorithm.algorithmId;
  const publicKeyAlgorithm = certificate.subjectPublicKeyInfo.algorithm.algorithmId;
  let x509: PeculiarCertificate | undefined;
  let publicKey: KeyObject | undefined;
  return {
    der,
    pem: pemOf(der),
    serialNumber: toHex(certificate.serialNumber.valueBlock.valueHexView).toUpperCase(),
    subjectAttributes,
    subject: nameText(subjectAttributes),
    issuer: nameText(nameAttributes(certificate.issuer)),
    subjectKey: toHex(certificate.subject.toSchema().toBER()),
    issuerKey: toHex(certificate.issuer.toSchema().toBER()),
    notBefore: certificate.notBefore.value,
    notAfter: certificate.notAfter.value,
    ekuOids: [...ekuOids],
    isCa: basic?.cA === true,
    signatureAlgorithm,
    publicKeyAlgorithm,
    gost: isGostOid(signatureAlgorithm) || isGostOid(publicKeyAlgorithm),
    pkijs: certificate,
    x509: () => {
      x509 ??= new PeculiarCertificate(der);
      return x509;
    },
    publicKey: () => {
      publicKey ??= new NodeCertificate(der).publicKey;
      return publicKey;
    },
  };
};

/** Reads the certificates of a PEM text (one or more blocks) or of one DER file. */
export const readCertificateFile = (content: Buffer): Certificate[] => {
  const text = content.toString('latin1');
  if (text.includes('-----BEGIN CERTIFICATE-----')) {
    const blocks = text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
    return blocks.map((block) =>
      parseCertificate(Buffer.from(block.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, ''), 'base64')),
    );
  }
  return [parseCertificate(content)];
};

/** The subject of a certificate as the rules read it. */
export const subjectOf = (certificate: Certificate) => readCertificateSubject(certificate.subjectAttributes);

export const withinValidity = (certificate: Certificate, at: Date): boolean =>
  certificate.notBefore.getTime() <= at.getTime() && at.getTime() <= certificate.notAfter.getTime();

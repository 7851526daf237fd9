/**
 * Kazakh qualified certificates (NCA RK): who a certificate names and what it may sign. Pure rules over what a
 * verifier already read out of a certificate — the subject's relative distinguished names and the extended key
 * usage OIDs. Cryptographic checks (signature value, chain, validity, revocation) live in the API's verifier.
 */

/** Extended key usage OIDs of NCA RK certificates (reference: NCANode CertificateKeyUser). */
export const KEY_USAGE_OIDS = {
  /** emailProtection: the signing key (RSA_… / GOST_… file). */
  signing: '1.3.6.1.5.5.7.3.4',
  /** clientAuth: the authentication key (AUTH_… file). */
  authentication: '1.3.6.1.5.5.7.3.2',
  individual: '1.2.398.3.3.4.1.1',
  legalEntity: '1.2.398.3.3.4.1.2',
  head: '1.2.398.3.3.4.1.2.1',
  signingRight: '1.2.398.3.3.4.1.2.2',
  financialSigningRight: '1.2.398.3.3.4.1.2.3',
  hr: '1.2.398.3.3.4.1.2.4',
  employee: '1.2.398.3.3.4.1.2.5',
} as const;

export type KeyUser = 'individual' | 'legalEntity' | 'head' | 'signingRight' | 'financialSigningRight' | 'hr' | 'employee';

/** The key users a certificate's extended key usages name, most specific last. */
export const keyUsersOf = (ekuOids: readonly string[]): KeyUser[] => {
  const users: KeyUser[] = [];
  for (const [name, oid] of Object.entries(KEY_USAGE_OIDS)) {
    if (name === 'signing' || name === 'authentication') continue;
    if (ekuOids.includes(oid)) users.push(name as KeyUser);
  }
  return users;
};

/** One attribute of a subject DN, as the certificate holds it (type as OID or short name). */
export type DnAttribute = { type: string; value: string };

/** What a certificate's subject says about its holder. */
export type CertificateSubject = {
  iin: string | null;
  bin: string | null;
  /** Family name (SURNAME, or the first word of CN). */
  lastName: string | null;
  /** Given name (the second word of CN). */
  firstName: string | null;
  /** Patronymic (G / GIVENNAME). */
  patronymic: string | null;
  commonName: string | null;
  organization: string | null;
  email: string | null;
};

const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  '2.5.4.3': 'CN',
  '2.5.4.4': 'SURNAME',
  '2.5.4.5': 'SERIALNUMBER',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.42': 'G',
  '1.2.840.113549.1.9.1': 'E',
  GIVENNAME: 'G',
  GN: 'G',
  EMAILADDRESS: 'E',
  SN: 'SURNAME',
};

/** The short name of a DN attribute type given as an OID or a name (2.5.4.5 → SERIALNUMBER, GIVENNAME → G). */
export const dnAttributeName = (type: string): string => {
  const upper = type.trim().toUpperCase();
  return ATTRIBUTE_NAMES[upper] ?? ATTRIBUTE_NAMES[type.trim()] ?? upper;
};

const TWELVE_DIGITS = /^\d{12}$/;
const idAfter = (value: string, prefix: 'IIN' | 'BIN'): string | null => {
  const trimmed = value.trim().toUpperCase();
  if (!trimmed.startsWith(prefix)) return null;
  const id = trimmed.slice(prefix.length);
  return TWELVE_DIGITS.test(id) ? id : null;
};

const clean = (value: string | undefined): string | null => {
  const trimmed = value?.trim().replace(/\s+/g, ' ');
  return trimmed ? trimmed : null;
};

/**
 * Reads the holder out of a subject DN the way NCANode does: `SERIALNUMBER=IIN…` is the IIN, `OU=BIN…` (or
 * `SERIALNUMBER=BIN…`) the BIN, `SURNAME` the family name, `G` the patronymic, `CN` "SURNAME NAME".
 */
export const readCertificateSubject = (attributes: readonly DnAttribute[]): CertificateSubject => {
  const first = new Map<string, string>();
  let iin: string | null = null;
  let bin: string | null = null;
  for (const { type, value } of attributes) {
    const name = dnAttributeName(type);
    if (!first.has(name)) first.set(name, value);
    if (name === 'SERIALNUMBER') {
      iin ??= idAfter(value, 'IIN');
      bin ??= idAfter(value, 'BIN');
    }
    if (name === 'OU') bin ??= idAfter(value, 'BIN');
  }
  const commonName = clean(first.get('CN'));
  const [cnSurname, cnName] = commonName ? commonName.split(' ') : [];
  return {
    iin,
    bin,
    lastName: clean(first.get('SURNAME')) ?? clean(cnSurname),
    firstName: clean(cnName),
    patronymic: clean(first.get('G')),
    commonName,
    organization: clean(first.get('O')),
    email: clean(first.get('E')),
  };
};

/**
 * Splits an RFC 4514 / OpenSSL-style DN string (`CN=ИВАНОВ ИВАН, SERIALNUMBER=IIN…`) into attributes. Escaped
 * commas (`\,`) and quoted values are kept whole; the order is the string's.
 */
export const parseDistinguishedName = (dn: string): DnAttribute[] => {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < dn.length; i++) {
    const ch = dn[i] as string;
    if (ch === '\\' && i + 1 < dn.length) {
      current += dn[i + 1];
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if ((ch === ',' || ch === '+') && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  const attributes: DnAttribute[] = [];
  for (const part of parts) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    attributes.push({ type: part.slice(0, at).trim(), value: part.slice(at + 1).trim() });
  }
  return attributes;
};

/** What the holder of a certificate wants to do with it. */
export type SignaturePurpose =
  /** Register (or verify) an individual entrepreneur's account: spec entity type 1. */
  | 'registerEntrepreneur'
  /** Register (or verify) a legal entity's account: spec entity type 2. */
  | 'registerLegalEntity'
  /** Sign an act of completed works (or the offer) on behalf of a company. */
  | 'signForCompany'
  /** Sign an act of completed works as an individual entrepreneur: with their own (an individual's) signing key. */
  | 'signForEntrepreneur';

export type CertificateRuleProblem =
  /** Not the signing key (e.g. the AUTH_ file). */
  | 'notSigningKey'
  /** Entity type 1 needs an individual (entrepreneur's) certificate. */
  | 'entrepreneurCertificateRequired'
  /** Entity type 2 and company signatures need a legal entity's certificate. */
  | 'legalEntityCertificateRequired'
  /** A legal entity's certificate without the head's or a signing right. */
  | 'noSigningRight'
  /** The certificate names no IIN (or, for a legal entity, no BIN). */
  | 'noIdentifier';

export type CertificateFacts = { ekuOids: readonly string[]; subject: CertificateSubject };

/**
 * Whether a certificate may serve a purpose, by its key usages and subject (spec §4–5: type 1 requires an
 * individual entrepreneur's certificate, type 2 a legal entity's; reference §2.2: a company's signature needs the
 * signing key of a legal entity with the head's or a signing right).
 */
export const checkCertificatePurpose = (
  facts: CertificateFacts,
  purpose: SignaturePurpose,
): { ok: true } | { ok: false; problem: CertificateRuleProblem } => {
  const { ekuOids, subject } = facts;
  if (!ekuOids.includes(KEY_USAGE_OIDS.signing)) return { ok: false, problem: 'notSigningKey' };
  const users = keyUsersOf(ekuOids);
  const legal = users.includes('legalEntity');
  if (purpose === 'registerEntrepreneur' || purpose === 'signForEntrepreneur') {
    if (!users.includes('individual') || legal) return { ok: false, problem: 'entrepreneurCertificateRequired' };
    if (!subject.iin) return { ok: false, problem: 'noIdentifier' };
    return { ok: true };
  }
  if (!legal) return { ok: false, problem: 'legalEntityCertificateRequired' };
  if (!subject.bin || !subject.iin) return { ok: false, problem: 'noIdentifier' };
  if (purpose === 'signForCompany' && !users.includes('head') && !users.includes('signingRight')) {
    return { ok: false, problem: 'noSigningRight' };
  }
  return { ok: true };
};

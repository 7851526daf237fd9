import { createHash } from 'node:crypto';
import { type CertificateSubject, checkCertificatePurpose, KEY_USAGE_OIDS, keyUsersOf } from '@jetkiz/domain';
import { signatures } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import type { SignatureVerifier } from '../identity.certificate.ts';

/**
 * The certificate tests' signer and verifier. Until the `signatures` module and the sandbox CA are merged, a thin fake
 * stands in for both: it "signs" by appending the key's name and a digest of the document, and verifies as the real
 * module would (size and DOCTYPE refused, digest over exactly the document, the key's validity, the domain's purpose
 * rule, the expected IIN/BIN). Its keys are the sandbox CA's (same names, people and numbers).
 */
export type KeyName =
  | 'head'
  | 'signer'
  | 'employee'
  | 'entrepreneur'
  | 'person'
  | 'expired'
  | 'revoked'
  | 'untrusted'
  | 'otherBin';

export const DALA = { bin: '150340012340', name: 'ТОО «Дала Логистик»' };
export const KOKTEM = { bin: '170940023450', name: 'ТОО «Көктем Сауда»' };
export const OMAROVA_IIN = '880425406781';

const { signing, individual, legalEntity, head, signingRight, employee } = KEY_USAGE_OIDS;
const person = (surname: string, name: string, patronymic: string, iin: string, org?: { bin: string; name: string }) => ({
  subject: {
    iin,
    bin: org?.bin ?? null,
    lastName: surname,
    firstName: name,
    patronymic,
    commonName: `${surname} ${name}`,
    organization: org?.name ?? null,
    email: null,
  } satisfies CertificateSubject,
});
const akhmetov = person('АХМЕТОВ', 'ЕРЛАН', 'САПАРОВИЧ', '850315300128', DALA);
const KEYS: Record<KeyName, { subject: CertificateSubject; eku: string[]; status?: 'expired' | 'revoked' | 'untrusted' }> = {
  head: { ...akhmetov, eku: [signing, legalEntity, head] },
  signer: { ...person('ЖУМАБЕКОВА', 'АЙГЕРИМ', 'НУРЛАНОВНА', '900721402348', DALA), eku: [signing, legalEntity, signingRight] },
  employee: { ...person('СЕРИКОВ', 'ДАНИЯР', 'АСКАРОВИЧ', '921103304562', DALA), eku: [signing, legalEntity, employee] },
  entrepreneur: { ...person('ОМАРОВА', 'ГУЛЬНАРА', 'БОЛАТОВНА', OMAROVA_IIN), eku: [signing, individual] },
  person: { ...person('ИВАНОВ', 'ВИКТОР', 'ПЕТРОВИЧ', '791208308913'), eku: [signing, individual] },
  expired: { ...akhmetov, eku: [signing, legalEntity, head], status: 'expired' },
  revoked: { ...akhmetov, eku: [signing, legalEntity, head], status: 'revoked' },
  untrusted: { ...akhmetov, eku: [signing, legalEntity, head], status: 'untrusted' },
  otherBin: { ...person('НУРЛАНОВ', 'АСХАТ', 'КАЙРАТОВИЧ', '760611301225', KOKTEM), eku: [signing, legalEntity, head] },
};

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const FAKE = /<FakeSignature key="(\w+)" digest="(\w+)"\/>/;

export const fakeSign = async (key: KeyName, xml: string) => {
  const at = xml.lastIndexOf('</');
  return `${xml.slice(0, at)}<FakeSignature key="${key}" digest="${digest(xml)}"/>${xml.slice(at)}`;
};

const PROBLEM_CODES = {
  notSigningKey: 'SIGNATURE_NOT_SIGNING_KEY',
  entrepreneurCertificateRequired: 'SIGNATURE_ENTREPRENEUR_REQUIRED',
  legalEntityCertificateRequired: 'SIGNATURE_LEGAL_ENTITY_REQUIRED',
  noSigningRight: 'SIGNATURE_NO_SIGNING_RIGHT',
  noIdentifier: 'SIGNATURE_NO_IDENTIFIER',
} as const;

export const fakeVerifier: SignatureVerifier = {
  async verifyXml({ xml, purpose, expect }) {
    if (xml.length > 64_000 || /<!DOCTYPE|<!ENTITY/i.test(xml)) throw new AppError('SIGNATURE_MALFORMED');
    const match = FAKE.exec(xml);
    if (!match || !xml.trimStart().startsWith('<')) throw new AppError('SIGNATURE_MALFORMED');
    const document = xml.replace(FAKE, '');
    if (digest(document) !== match[2]) throw new AppError('SIGNATURE_INVALID');
    const key = KEYS[match[1] as KeyName];
    if (key.status === 'untrusted') throw new AppError('SIGNATURE_UNTRUSTED');
    if (key.status === 'expired') throw new AppError('SIGNATURE_CERT_EXPIRED');
    if (key.status === 'revoked') throw new AppError('SIGNATURE_CERT_REVOKED');
    const rule = checkCertificatePurpose({ ekuOids: key.eku, subject: key.subject }, purpose);
    if (!rule.ok) throw new AppError(PROBLEM_CODES[rule.problem]);
    if ((expect?.iin && expect.iin !== key.subject.iin) || (expect?.bin && expect.bin !== key.subject.bin)) {
      throw new AppError('SIGNATURE_ID_MISMATCH');
    }
    return {
      format: 'xml',
      signer: key.subject,
      keyUsers: keyUsersOf(key.eku),
      certificate: { pem: 'fake', serialNumber: '01', issuer: 'CN=fake', notBefore: new Date(0), notAfter: new Date(0) },
      signedAt: new Date(),
      signedData: new TextEncoder().encode(document),
      revocation: 'ocsp',
      document,
    };
  },
  async record(tx, { signature, raw, subjectType, subjectId, accountId, actorId }) {
    const [row] = await tx
      .insert(signatures)
      .values({
        format: signature.format,
        subjectType,
        subjectId,
        accountId,
        actorId,
        signedData: signature.signedData,
        raw,
        certificatePem: signature.certificate.pem,
        serialNumber: signature.certificate.serialNumber,
        signerIin: signature.signer.iin,
        signerBin: signature.signer.bin,
        signerName: signature.signer.commonName,
        organization: signature.signer.organization,
        keyUsers: signature.keyUsers,
        signedAt: signature.signedAt,
        verifiedAt: new Date(),
        revocation: signature.revocation,
      })
      .returning({ id: signatures.id });
    if (!row) throw new Error('not stored');
    return row;
  },
};

import { createHash, randomBytes } from 'node:crypto';
import {
  CERTIFICATE_TEXTS,
  type CertificateData,
  type DataForSign,
  type DataFromSign,
  type DataFromSignBody,
  type RegisterCompanyBody,
  type UserData,
} from '@jetkiz/contract';
import {
  type CertificateSubject,
  checkCompanyRegistration,
  ENTITY_TYPES,
  type FieldIssues,
  fillText,
  type Lang,
  normalizePhone,
  OFFER_VERSION,
  registrationFromCertificate,
  type SignaturePurpose,
} from '@jetkiz/domain';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import type { SignatureService } from '../signatures/index.ts';
import { type ChallengeKind, type ChallengeRow, certificateRepository as repo } from './identity.certificate.repository.ts';
import type { NewUserRow, UserRow } from './identity.repository.ts';

/**
 * Company registration by certificate and verification from the cabinet (issue 16). The server issues a small XML
 * with a one-time nonce; the user signs it in NCALayer; the `signatures` module verifies the XMLDSig (chain,
 * validity, revocation, key usage, IIN/BIN) and this flow checks that exactly the issued document came back, takes
 * the nonce once, stores the signature, and either hands out a signature token for register-company or marks the
 * company verified with the public offer it accepted.
 */

/** What this flow needs of the `signatures` module. */
export type SignatureVerifier = Pick<SignatureService, 'verifyXml' | 'record'>;

export const CHALLENGE_TTL_SECONDS = 5 * 60;
export const SIGNATURE_TOKEN_TTL_SECONDS = 30 * 60;
/** Subject types of the signatures this flow stores. */
export const SIGNATURE_SUBJECTS = { registration: 'companyRegistration', verification: 'companyVerification' } as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const NONCE = /<nonce>([A-Za-z0-9_-]{32,64})<\/nonce>/;

/**
 * The document as compared: without an XML declaration (a signer may add one) and without whitespace between tags
 * (a signer may indent). The issued document has no text with markup characters, so nothing else may differ.
 */
export const normalizedDocument = (xml: string) =>
  xml
    .replace(/^\uFEFF?\s*<\?xml[^?]*\?>/, '')
    .replace(/>\s+</g, '><')
    .trim();

/** The issued XML: one line, elements with plain text (digits, dates, the statement), nothing to escape. */
const documentXml = (root: string, fields: Array<[string, string]>, statement: { lang: Lang; text: string }) =>
  `<${root}>${fields.map(([name, value]) => `<${name}>${value}</${name}>`).join('')}` +
  `<statement lang="${statement.lang}">${statement.text}</statement></${root}>`;

const purposeOf = (entityType: number): SignaturePurpose =>
  entityType === ENTITY_TYPES.individualEntrepreneur ? 'registerEntrepreneur' : 'registerLegalEntity';

const signerName = (subject: CertificateSubject) =>
  subject.commonName ?? [subject.lastName, subject.firstName].filter(Boolean).join(' ');

/** The user fields register-company writes for a company registered by certificate, or clears for a typed one. */
export type CertificateDetails = Pick<
  NewUserRow,
  'verifiedSignatureId' | 'verifiedSigner' | 'offerVersion' | 'verifiedAt' | 'offerAcceptedAt'
>;
const UNVERIFIED: CertificateDetails = {
  verifiedSignatureId: null,
  verifiedSigner: null,
  offerVersion: null,
  verifiedAt: null,
  offerAcceptedAt: null,
};

export const createCertificateFlow = (deps: {
  db: Db;
  signatures: SignatureVerifier | undefined;
  now: () => number;
  invalid: (issues: FieldIssues, lang: Lang) => AppError;
  updateUser: (tx: Tx, id: string, patch: Partial<NewUserRow>) => Promise<UserRow>;
}) => {
  const { db, now } = deps;
  const verifier = (): SignatureVerifier => {
    if (!deps.signatures) throw new AppError('SIGNATURE_VERIFIER_UNAVAILABLE');
    return deps.signatures;
  };

  const issue = async (
    kind: ChallengeKind,
    lang: Lang,
    content: { root: string; fields: Array<[string, string]>; statement: string; userId?: string },
  ): Promise<DataForSign> => {
    const nonce = randomBytes(24).toString('base64url');
    const issuedAt = new Date(now());
    const message = documentXml(
      content.root,
      [['nonce', nonce], ['issuedAt', issuedAt.toISOString()], ...content.fields, ['offerVersion', OFFER_VERSION]],
      { lang, text: content.statement },
    );
    await repo.prune(db, new Date(now() - 86_400_000));
    await repo.insertChallenge(db, {
      kind,
      nonceHash: sha256(nonce),
      documentHash: sha256(normalizedDocument(message)),
      userId: content.userId ?? null,
      offerVersion: OFFER_VERSION,
      expiresAt: new Date(issuedAt.getTime() + CHALLENGE_TTL_SECONDS * 1000),
      createdAt: issuedAt,
    });
    return { message, expiresInSeconds: CHALLENGE_TTL_SECONDS };
  };

  /**
   * The challenge a verified document answers: its nonce must be one issued for this kind (and account), and the
   * document exactly the one issued — a signature over anything else is refused. Not taken yet (see `take`).
   */
  const challengeOf = async (document: string, kind: ChallengeKind, userId?: string): Promise<ChallengeRow> => {
    const nonce = NONCE.exec(document)?.[1];
    if (!nonce) throw new AppError('SIGNATURE_INVALID');
    const challenge = await repo.findByNonce(db, sha256(nonce));
    if (!challenge || challenge.kind !== kind || (userId !== undefined && challenge.userId !== userId)) {
      throw new AppError('SIGNATURE_NONCE_EXPIRED');
    }
    if (challenge.documentHash !== sha256(normalizedDocument(document))) throw new AppError('SIGNATURE_INVALID');
    return challenge;
  };

  /** Takes the nonce in the caller's transaction: the second of two submissions is refused, nothing of it stored. */
  const take = async (tx: Tx, challenge: ChallengeRow) => {
    if (!(await repo.markSigned(tx, challenge.id, new Date(now())))) throw new AppError('SIGNATURE_NONCE_EXPIRED');
  };

  /** A live registration token, or the reason it is refused. */
  const tokenRow = async (token: string, entityType: number) => {
    const row = await repo.findByToken(db, sha256(token));
    if (
      !row?.signatureId ||
      !row.certificate ||
      row.kind !== 'registration' ||
      row.tokenUsedAt ||
      !row.tokenExpiresAt ||
      row.tokenExpiresAt.getTime() <= now()
    ) {
      throw new AppError('SIGNATURE_TOKEN_INVALID');
    }
    if (row.entityType !== entityType) {
      throw new AppError('SIGNATURE_TOKEN_INVALID', { localized: CERTIFICATE_TEXTS.tokenOtherEntityType });
    }
    return row as ChallengeRow & { signatureId: string; certificate: NonNullable<ChallengeRow['certificate']> };
  };

  return {
    /** GET get-data-for-sign: the registration XML, in the caller's language. */
    registrationData: (lang: Lang) =>
      issue('registration', lang, {
        root: 'registration',
        fields: [],
        statement: fillText(CERTIFICATE_TEXTS.registrationStatement[lang], { version: OFFER_VERSION }),
      }),

    /**
     * POST get-data-from-sign: verifies the signed registration XML for the entity type (1: an individual
     * entrepreneur's certificate, 2: a legal entity's), stores the signature, and answers what the certificate says
     * with a token that lets register-company use it (30 minutes, once).
     */
    async registrationFromSign(body: DataFromSignBody): Promise<DataFromSign> {
      const verified = await verifier().verifyXml({ xml: body.xmlData, purpose: purposeOf(body.entityType) });
      const challenge = await challengeOf(verified.document, 'registration');
      const registration = registrationFromCertificate(verified.signer, body.entityType);
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        await take(tx, challenge);
        const { id } = await verifier().record(tx, {
          signature: verified,
          raw: body.xmlData,
          subjectType: SIGNATURE_SUBJECTS.registration,
          subjectId: challenge.id,
          accountId: null,
          actorId: null,
        });
        await repo.attachToken(tx, challenge.id, {
          signatureId: id,
          entityType: body.entityType,
          certificate: { ...registration, signer: signerName(verified.signer) },
          tokenHash: sha256(token),
          tokenExpiresAt: new Date(now() + SIGNATURE_TOKEN_TTL_SECONDS * 1000),
        });
      });
      const data: CertificateData = {
        iin: verified.signer.iin,
        bin: registration.individual ? null : verified.signer.bin,
        firstName: registration.firstName,
        lastName: registration.lastName,
        organization: registration.individual ? null : verified.signer.organization,
        individual: registration.individual,
      };
      return { data, signatureToken: token };
    },

    /**
     * register-company's form as it is registered: with a signature token, the BIN (type 2) or IIN (type 1), the
     * organisation name and the contact's names come from the certificate — names typed otherwise are replaced, an
     * identifier typed otherwise is refused (SIGNATURE_ID_MISMATCH) — and the token is bound to the phone. Without
     * one, the form as typed, unverified.
     */
    async companyForm(
      body: RegisterCompanyBody,
      lang: Lang,
    ): Promise<{ form: RegisterCompanyBody; certificate: CertificateDetails }> {
      if (body.signatureToken === undefined) return { form: body, certificate: UNVERIFIED };
      const row = await tokenRow(body.signatureToken, body.entityType);
      const fromCertificate = row.certificate;
      if (body.bin.trim() !== '' && body.bin.trim() !== fromCertificate.bin) throw new AppError('SIGNATURE_ID_MISMATCH');
      const form = {
        ...body,
        bin: fromCertificate.bin ?? '',
        name: fromCertificate.name ?? body.name,
        firstName: fromCertificate.firstName ?? body.firstName,
        lastName: fromCertificate.lastName ?? body.lastName,
      };
      const issues = checkCompanyRegistration(form);
      if (Object.keys(issues).length > 0) throw deps.invalid(issues, lang);
      const phone = normalizePhone(body.username) as string;
      if (!(await repo.bindToken(db, row.id, phone, new Date(now())))) throw new AppError('SIGNATURE_TOKEN_INVALID');
      return {
        form,
        certificate: {
          ...UNVERIFIED,
          verifiedSignatureId: row.signatureId,
          verifiedSigner: fromCertificate.signer,
          offerVersion: row.offerVersion,
        },
      };
    },

    /** When the SMS code confirms an account registered by certificate: verified, the offer accepted (token spent). */
    async confirmed(tx: Tx, user: UserRow): Promise<UserRow> {
      if (!user.verifiedSignatureId || user.verifiedAt) return user;
      const at = new Date(now());
      if (await repo.spendToken(tx, user.verifiedSignatureId, user.phone, at)) {
        return deps.updateUser(tx, user.id, { verifiedAt: at, offerAcceptedAt: at });
      }
      return deps.updateUser(tx, user.id, UNVERIFIED);
    },

    /** GET the cabinet's verification XML: bound to the company account, naming its BIN (or IIN). */
    verificationData: (user: UserRow, lang: Lang) => {
      const id = (user.entityType === ENTITY_TYPES.individualEntrepreneur ? user.iin : user.bin) ?? '';
      return issue('verification', lang, {
        root: 'companyVerification',
        fields: [[user.entityType === ENTITY_TYPES.individualEntrepreneur ? 'iin' : 'bin', id]],
        statement: fillText(CERTIFICATE_TEXTS.verificationStatement[lang], { id, version: OFFER_VERSION }),
        userId: user.id,
      });
    },

    /**
     * POST the cabinet's verification: the certificate must be of the account's entity type and name its BIN (type
     * 2) or IIN (type 1); marks the company verified and records the offer acceptance.
     */
    async verify(auth: AccessClaims, user: UserRow, xmlData: string): Promise<UserRow> {
      const entrepreneur = user.entityType === ENTITY_TYPES.individualEntrepreneur;
      const expected = (entrepreneur ? user.iin : user.bin) ?? '';
      const verified = await verifier().verifyXml({
        xml: xmlData,
        purpose: purposeOf(user.entityType ?? ENTITY_TYPES.legalEntity),
        expect: entrepreneur ? { iin: expected } : { bin: expected },
      });
      if ((entrepreneur ? verified.signer.iin : verified.signer.bin) !== expected) throw new AppError('SIGNATURE_ID_MISMATCH');
      const challenge = await challengeOf(verified.document, 'verification', user.id);
      return db.transaction(async (tx) => {
        await take(tx, challenge);
        const { id } = await verifier().record(tx, {
          signature: verified,
          raw: xmlData,
          subjectType: SIGNATURE_SUBJECTS.verification,
          subjectId: user.id,
          accountId: user.id,
          // A company employee's token names the organisation as the user and the employee as the actor.
          actorId: ('actorId' in auth && typeof auth.actorId === 'string' ? auth.actorId : undefined) ?? auth.userId,
        });
        const at = new Date(now());
        return deps.updateUser(tx, user.id, {
          verifiedAt: at,
          verifiedSignatureId: id,
          verifiedSigner: signerName(verified.signer),
          offerVersion: challenge.offerVersion,
          offerAcceptedAt: at,
        });
      });
    },
  };
};

/** UserData.verified of an account. */
export const verifiedOf = (user: UserRow): UserData['verified'] =>
  user.verifiedAt && user.offerVersion
    ? { at: user.verifiedAt.toISOString(), signer: user.verifiedSigner ?? '', offerVersion: user.offerVersion }
    : null;

import { type CertificateRuleProblem, checkCertificatePurpose, keyUsersOf } from '@jetkiz/domain';
import { AppError } from '../../errors.ts';
import { type Certificate, subjectOf, withinValidity } from './certificate.ts';
import { buildChain, loadTrustStore } from './chain.ts';
import { parseCms } from './cms.ts';
import { createNcanodeVerifier, type ExternalVerifier } from './ncanode.ts';
import { refuse, type SignatureErrorCode } from './refuse.ts';
import { createRevocationChecker } from './revocation.ts';
import { signaturesRepository } from './signatures.repository.ts';
import type {
  SignatureExpectation,
  SignaturePurpose,
  SignatureService,
  SignatureServiceDeps,
  StoredSignature,
  VerifiedSignature,
} from './signatures.types.ts';
import { parseSignedXml } from './xml.ts';

const PROBLEM_CODES: Readonly<Record<CertificateRuleProblem, SignatureErrorCode>> = {
  notSigningKey: 'SIGNATURE_NOT_SIGNING_KEY',
  entrepreneurCertificateRequired: 'SIGNATURE_ENTREPRENEUR_REQUIRED',
  legalEntityCertificateRequired: 'SIGNATURE_LEGAL_ENTITY_REQUIRED',
  noSigningRight: 'SIGNATURE_NO_SIGNING_RIGHT',
  noIdentifier: 'SIGNATURE_NO_IDENTIFIER',
};

/** A signing time this far ahead of the server's clock is not believed. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The key usages the purpose needs, and the IIN/BIN the caller expects (domain rules). */
const checkHolder = (signer: Certificate, purpose: SignaturePurpose, expect: SignatureExpectation | undefined) => {
  const subject = subjectOf(signer);
  const verdict = checkCertificatePurpose({ ekuOids: signer.ekuOids, subject }, purpose);
  if (!verdict.ok) throw refuse(PROBLEM_CODES[verdict.problem], `certificate does not serve ${purpose}`);
  if ((expect?.iin !== undefined && subject.iin !== expect.iin) || (expect?.bin !== undefined && subject.bin !== expect.bin)) {
    throw refuse('SIGNATURE_ID_MISMATCH', 'IIN or BIN differs from the account');
  }
  return subject;
};

const describe = (
  format: 'xml' | 'cms',
  signer: Certificate,
  signedAt: Date,
  signedData: Uint8Array,
  revocation: 'ocsp' | 'crl',
): VerifiedSignature => ({
  format,
  signer: subjectOf(signer),
  keyUsers: keyUsersOf(signer.ekuOids),
  certificate: {
    pem: signer.pem,
    serialNumber: signer.serialNumber,
    issuer: signer.issuer,
    notBefore: signer.notBefore,
    notAfter: signer.notAfter,
  },
  signedAt,
  signedData,
  revocation,
});

/**
 * Verifies NCALayer signatures in process (RSA) against the trust store read once here, or through the configured
 * NCANode-compatible service (GOST); stores the accepted ones.
 */
export const createSignatureService = (deps: SignatureServiceDeps): SignatureService => {
  const { db, config, log } = deps;
  const now = deps.now ?? (() => new Date());
  const fetcher = deps.fetch ?? fetch;
  const store = loadTrustStore(config.trustStoreDir);
  for (const problem of store.problems) log.warn({ trustStore: config.trustStoreDir }, problem);
  if (store.anchors.length === 0) {
    log.warn({ trustStore: config.trustStoreDir }, 'the signature trust store is empty: every signature is refused');
  }
  const revocation = createRevocationChecker({
    fetch: fetcher,
    now,
    timeoutMs: config.timeoutMs,
    ocspUrl: config.ocspUrl,
    crlUrls: config.crlUrls,
    ocspCacheSeconds: config.ocspCacheSeconds,
    log,
  });
  const external: ExternalVerifier | undefined = config.verifierUrl
    ? createNcanodeVerifier({ url: config.verifierUrl, fetch: fetcher, timeoutMs: config.timeoutMs, now })
    : undefined;
  const needExternal = (): ExternalVerifier => {
    if (!external) throw refuse('SIGNATURE_VERIFIER_REQUIRED', 'GOST key without SIGNATURE_VERIFIER_URL');
    return external;
  };

  /**
   * The in-process checks in their order: the chain (valid at `at`), then the signature value with the checked
   * certificate, then — after the holder's rules, which need no network — revocation.
   */
  const verifyRsa = async (
    signer: Certificate,
    intermediates: readonly Certificate[],
    at: Date,
    checkValue: () => void,
    holder: () => void,
    revokedCounts: (revokedAt: Date) => boolean,
  ): Promise<'ocsp' | 'crl'> => {
    const chain = await buildChain(signer, intermediates, store, at);
    const issuer = chain[1];
    if (!issuer) throw refuse('SIGNATURE_UNTRUSTED', 'the signer certificate is itself a trust anchor');
    checkValue();
    holder();
    const status = await revocation.check(signer, issuer);
    if (status.status === 'revoked' && revokedCounts(status.at)) throw refuse('SIGNATURE_CERT_REVOKED', 'revoked');
    return status.source;
  };

  const freshTime = (claimed: Date | null): Date => {
    const current = now();
    if (!claimed) return current;
    if (claimed.getTime() > current.getTime() + CLOCK_SKEW_MS) {
      throw refuse('SIGNATURE_INVALID', 'signing time in the future');
    }
    return claimed;
  };

  /** A signature being accepted now: GOST through the service, RSA here; the holder's rules either way. */
  const verifyFresh = async (
    parsed: { signer: Certificate; certificates: readonly Certificate[]; gost: boolean; checkValue: () => void },
    signedAt: Date,
    purpose: SignaturePurpose,
    expect: SignatureExpectation | undefined,
    askService: () => Promise<{ revocation: 'ocsp' | 'crl' }>,
  ): Promise<'ocsp' | 'crl'> => {
    const holder = () => checkHolder(parsed.signer, purpose, expect);
    if (parsed.gost) {
      needExternal();
      holder();
      return (await askService()).revocation;
    }
    // Its certificate must be valid now too, whatever signing time it claims.
    if (!withinValidity(parsed.signer, now())) throw refuse('SIGNATURE_CERT_EXPIRED', 'certificate out of date now');
    return verifyRsa(parsed.signer, parsed.certificates, signedAt, parsed.checkValue, holder, () => true);
  };

  const service: SignatureService = {
    verifyXml: async ({ xml, purpose, expect }) => {
      const parsed = await parseSignedXml(xml);
      const signedAt = now();
      const source = await verifyFresh(parsed, signedAt, purpose, expect, () => needExternal().verifyXml(xml));
      const signedData = new Uint8Array(Buffer.from(parsed.document, 'utf8'));
      return { ...describe('xml', parsed.signer, signedAt, signedData, source), document: parsed.document };
    },

    verifyCms: async ({ cms, data, purpose, expect }) => {
      const parsed = parseCms(cms, data);
      const signedAt = freshTime(parsed.signingTime);
      const source = await verifyFresh(parsed, signedAt, purpose, expect, () => needExternal().verifyCms(cms, data));
      return describe('cms', parsed.signer, signedAt, parsed.content, source);
    },

    record: async (tx, { signature, raw, subjectType, subjectId, accountId, actorId }) => {
      const { signer } = signature;
      const name = [signer.lastName, signer.firstName, signer.patronymic].filter(Boolean).join(' ');
      return signaturesRepository.insert(tx, {
        format: signature.format,
        subjectType,
        subjectId,
        accountId,
        actorId,
        signedData: signature.signedData,
        raw,
        certificatePem: signature.certificate.pem,
        serialNumber: signature.certificate.serialNumber,
        signerIin: signer.iin,
        signerBin: signer.bin,
        signerName: name || signer.commonName,
        organization: signer.organization,
        keyUsers: signature.keyUsers,
        signedAt: signature.signedAt,
        verifiedAt: now(),
        revocation: signature.revocation,
      });
    },

    reverify: async (id) => {
      const row = await signaturesRepository.byId(db, id);
      if (!row) return { ok: false, errorCode: 'NOT_FOUND' };
      try {
        const parsed = row.format === 'xml' ? await parseSignedXml(row.raw) : parseCms(row.raw, row.signedData);
        if (parsed.gost) {
          const verifier = needExternal();
          if (row.format === 'xml') await verifier.verifyXml(row.raw);
          else await verifier.verifyCms(row.raw, row.signedData);
        } else {
          // Valid at the time it was signed; revoked only if revoked before that.
          await verifyRsa(
            parsed.signer,
            parsed.certificates,
            row.signedAt,
            parsed.checkValue,
            () => undefined,
            (revokedAt) => revokedAt.getTime() <= row.signedAt.getTime(),
          );
        }
        return { ok: true };
      } catch (error) {
        if (error instanceof AppError) return { ok: false, errorCode: error.code };
        throw error;
      }
    },

    get: async (id) => {
      const row = await signaturesRepository.byId(db, id);
      if (!row) return null;
      return {
        ...row,
        format: row.format as StoredSignature['format'],
        revocation: row.revocation as StoredSignature['revocation'],
      };
    },
  };
  return service;
};

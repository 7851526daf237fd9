import type { CertificateSubject, SignaturePurpose as DomainSignaturePurpose, KeyUser } from '@jetkiz/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SignaturesConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';

export type SignaturePurpose = DomainSignaturePurpose;

/** What the server established about one accepted signature. */
export type VerifiedSignature = {
  format: 'xml' | 'cms';
  signer: CertificateSubject;
  keyUsers: KeyUser[];
  certificate: { pem: string; serialNumber: string; issuer: string; notBefore: Date; notAfter: Date };
  /** CMS signingTime (or the time of verification for XML, which carries none). */
  signedAt: Date;
  /** Exactly the bytes (CMS) or the XML (XMLDSig) that were signed. */
  signedData: Uint8Array;
  /** How the certificate was found not revoked. */
  revocation: 'ocsp' | 'crl';
};

/** An accepted signature as stored. */
export type StoredSignature = {
  id: string;
  format: 'xml' | 'cms';
  subjectType: string;
  subjectId: string;
  accountId: string | null;
  actorId: string | null;
  signedData: Uint8Array;
  raw: string;
  certificatePem: string;
  serialNumber: string;
  signerIin: string | null;
  signerBin: string | null;
  signerName: string | null;
  organization: string | null;
  keyUsers: string[];
  signedAt: Date;
  verifiedAt: Date;
  revocation: 'ocsp' | 'crl';
  createdAt: Date;
};

export type SignatureExpectation = { iin?: string; bin?: string };

export type SignatureService = {
  /** Verifies an enveloped XMLDSig; returns the verified signature and the signed document (for reading a nonce). */
  verifyXml(input: {
    xml: string;
    purpose: SignaturePurpose;
    expect?: SignatureExpectation;
  }): Promise<VerifiedSignature & { document: string }>;
  /** Verifies CMS (base64), detached with `data` or attached; the signed content must equal `data` when given. */
  verifyCms(input: {
    cms: string;
    data?: Uint8Array;
    purpose: SignaturePurpose;
    expect?: SignatureExpectation;
  }): Promise<VerifiedSignature>;
  /** Stores an accepted signature (signed bytes, raw signature, certificate, signer IIN/BIN/name, time, result) in the caller's transaction. */
  record(
    tx: Tx | Db,
    input: {
      signature: VerifiedSignature;
      raw: string;
      subjectType: string;
      subjectId: string;
      accountId: string | null;
      actorId: string | null;
    },
  ): Promise<{ id: string }>;
  /** Re-verifies a stored signature (chain, validity at signing time, current revocation) for display later. */
  reverify(id: string): Promise<{ ok: true } | { ok: false; errorCode: string }>;
  get(id: string): Promise<StoredSignature | null>;
};

export type SignatureServiceDeps = {
  db: Db;
  config: SignaturesConfig;
  log: FastifyBaseLogger;
  /** OCSP, CRL and verification-service calls (tests pass a stub). */
  fetch?: typeof fetch;
  now?: () => Date;
};

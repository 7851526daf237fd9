/**
 * Signatures: server-side verification of NCALayer digital signatures (issue 16) — XMLDSig (registration, company
 * verification) and CMS, detached or attached (acts): the signature value, the chain up to the trust store
 * (SIGNATURE_TRUST_STORE), validity at signing time, revocation (OCSP, CRL fallback), the key usages a purpose needs
 * and the IIN/BIN against the account; GOST keys through an NCANode-compatible service. Owns `signatures`
 * (append-only). No routes: identity and orders call it through this file.
 */
export { createSignatureService } from './signatures.service.ts';
export type {
  SignatureExpectation,
  SignaturePurpose,
  SignatureService,
  SignatureServiceDeps,
  StoredSignature,
  VerifiedSignature,
} from './signatures.types.ts';

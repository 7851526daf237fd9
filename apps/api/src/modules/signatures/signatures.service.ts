import type { SignatureService, SignatureServiceDeps } from './signatures.types.ts';

/** Builds the signature service (verification is being written; every call refuses for now). */
export const createSignatureService = (_deps: SignatureServiceDeps): SignatureService => {
  const pending = () => Promise.reject(new Error('signature verification is not built yet'));
  return { verifyXml: pending, verifyCms: pending, record: pending, reverify: pending, get: pending };
};

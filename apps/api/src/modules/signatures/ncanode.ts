import { refuse } from './refuse.ts';

/**
 * The verification service for GOST keys: an NCANode-compatible HTTP API (kazakhstan.md §2.4). It checks the signature
 * value, the chain and revocation with the Kalkan provider; the key usages and the IIN/BIN are still checked here,
 * from the certificate the signature carries.
 */
export type ExternalVerifier = {
  verifyCms(cms: string, data: Uint8Array | undefined): Promise<ExternalVerdict>;
  verifyXml(xml: string): Promise<ExternalVerdict>;
};
export type ExternalVerdict = { revocation: 'ocsp' | 'crl' };

type CertificateInfo = {
  valid?: boolean;
  notBefore?: string;
  notAfter?: string;
  revocations?: Array<{ revoked?: boolean; by?: string }>;
};
type VerifyAnswer = {
  status?: number;
  message?: string;
  valid?: boolean;
  signers?: Array<{ certificates?: CertificateInfo[] }>;
};

export const createNcanodeVerifier = (options: {
  url: string;
  fetch: typeof fetch;
  timeoutMs: number;
  now: () => Date;
}): ExternalVerifier => {
  const call = async (path: string, body: Record<string, unknown>): Promise<ExternalVerdict> => {
    let answer: VerifyAnswer;
    try {
      const response = await options.fetch(`${options.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...body, revocationCheck: ['OCSP', 'CRL'] }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (response.status >= 500) throw new Error(`verification service answered ${response.status}`);
      answer = (await response.json()) as VerifyAnswer;
    } catch (cause) {
      throw refuse('SIGNATURE_VERIFIER_UNAVAILABLE', 'the verification service did not answer', cause);
    }
    if (answer.status !== undefined && answer.status >= 400 && answer.valid === undefined) {
      throw refuse('SIGNATURE_MALFORMED', `the verification service refused the input: ${answer.message ?? answer.status}`);
    }
    const certificate = answer.signers?.[0]?.certificates?.[0];
    const revocations = certificate?.revocations ?? [];
    if (answer.valid === true && certificate?.valid !== false) {
      return { revocation: revocations.some((r) => r.by?.toUpperCase() === 'OCSP') || revocations.length === 0 ? 'ocsp' : 'crl' };
    }
    if (revocations.some((r) => r.revoked === true)) throw refuse('SIGNATURE_CERT_REVOKED', 'the service says revoked');
    const now = options.now().getTime();
    const notAfter = certificate?.notAfter ? Date.parse(certificate.notAfter) : Number.NaN;
    const notBefore = certificate?.notBefore ? Date.parse(certificate.notBefore) : Number.NaN;
    if (notAfter < now || notBefore > now) throw refuse('SIGNATURE_CERT_EXPIRED', 'the service says out of date');
    if (certificate && certificate.valid === false) throw refuse('SIGNATURE_UNTRUSTED', 'the service found no valid chain');
    throw refuse('SIGNATURE_INVALID', `the service says not valid: ${answer.message ?? ''}`);
  };
  return {
    verifyCms: (cms, data) =>
      call('/cms/verify', { cms: cms.replace(/\s/g, ''), ...(data && { data: Buffer.from(data).toString('base64') }) }),
    verifyXml: (xml) => call('/xml/verify', { xml }),
  };
};

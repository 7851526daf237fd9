import type * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { Certificate } from './certificate.ts';
import { refuse } from './refuse.ts';

/**
 * Revocation of a signer's certificate: OCSP first (the certificate's AIA, or SIGNATURE_OCSP_URL), the CRL when OCSP
 * gives no answer (the certificate's CDP, or SIGNATURE_CRL_URLS). OCSP answers are kept a few minutes, CRLs until
 * their nextUpdate. Neither answering is SIGNATURE_REVOCATION_UNKNOWN, never a pass.
 */
export type RevocationStatus =
  | { status: 'good'; source: 'ocsp' | 'crl' }
  | { status: 'revoked'; source: 'ocsp' | 'crl'; at: Date };

export type RevocationChecker = {
  check(certificate: Certificate, issuer: Certificate): Promise<RevocationStatus>;
};

export type RevocationOptions = {
  fetch: typeof fetch;
  now: () => Date;
  timeoutMs: number;
  ocspUrl: string | undefined;
  crlUrls: readonly string[];
  ocspCacheSeconds: number;
  log: { warn(object: unknown, message: string): void };
};

const AIA_OID = '1.3.6.1.5.5.7.1.1';
const OCSP_METHOD = '1.3.6.1.5.5.7.48.1';
const CDP_OID = '2.5.29.31';
const BASIC_OCSP = '1.3.6.1.5.5.7.48.1.1';
/** The hashes a CertID may name the issuer by (SHA-1 as RFC 6960 requests do, SHA-256). */
const CERT_ID_HASHES: Readonly<Record<string, string>> = { '1.3.14.3.2.26': 'SHA-1', '2.16.840.1.101.3.4.2.1': 'SHA-256' };
/** Keeps the caches from growing without bound under many different certificates. */
const MAX_CACHED = 10_000;

const uriOf = (name: pkijs.GeneralName): string | null =>
  name.type === 6 && typeof name.value === 'string' && /^https?:\/\//i.test(name.value) ? name.value : null;

/** The OCSP responders a certificate names in its Authority Information Access. */
export const ocspUrlsOf = (certificate: Certificate): string[] => {
  const aia = certificate.pkijs.extensions?.find((e) => e.extnID === AIA_OID)?.parsedValue as pkijs.InfoAccess | undefined;
  return (aia?.accessDescriptions ?? [])
    .filter((d) => d.accessMethod === OCSP_METHOD)
    .map((d) => uriOf(d.accessLocation))
    .filter((u): u is string => u !== null);
};

/** The CRLs a certificate names in its CRL Distribution Points. */
export const crlUrlsOf = (certificate: Certificate): string[] => {
  const cdp = certificate.pkijs.extensions?.find((e) => e.extnID === CDP_OID)?.parsedValue as
    | pkijs.CRLDistributionPoints
    | undefined;
  const urls: string[] = [];
  for (const point of cdp?.distributionPoints ?? []) {
    const names = Array.isArray(point.distributionPoint) ? point.distributionPoint : [];
    for (const name of names) {
      const uri = uriOf(name as pkijs.GeneralName);
      if (uri) urls.push(uri);
    }
  }
  return urls;
};

type CachedOcsp = { status: RevocationStatus; until: number };
type CachedCrl = { crl: pkijs.CertificateRevocationList; until: number };

export const createRevocationChecker = (options: RevocationOptions): RevocationChecker => {
  const ocspCache = new Map<string, CachedOcsp>();
  const crlCache = new Map<string, CachedCrl>();

  const remember = <T>(cache: Map<string, T>, key: string, value: T) => {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(key, value);
  };

  const call = async (url: string, init: RequestInit): Promise<Uint8Array> => {
    const response = await options.fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  };

  /** One OCSP exchange; null when the responder answered nothing usable about this certificate. */
  const askOcsp = async (url: string, certificate: Certificate, issuer: Certificate): Promise<RevocationStatus | null> => {
    const request = new pkijs.OCSPRequest();
    await request.createForCertificate(certificate.pkijs, { hashAlgorithm: 'SHA-1', issuerCertificate: issuer.pkijs });
    const body = request.toSchema(true).toBER();
    const answer = await call(url, {
      method: 'POST',
      headers: { 'content-type': 'application/ocsp-request', accept: 'application/ocsp-response' },
      body: new Uint8Array(body),
    });
    const response = pkijs.OCSPResponse.fromBER(answer);
    if (response.responseStatus.valueBlock.valueDec !== 0 || !response.responseBytes) return null;
    if (response.responseBytes.responseType !== BASIC_OCSP) return null;
    const basic = pkijs.BasicOCSPResponse.fromBER(response.responseBytes.response.valueBlock.valueHexView);
    if (!(await basic.verify({ trustedCerts: [issuer.pkijs], issuerCerts: [issuer.pkijs] }))) {
      throw new Error('OCSP answer not signed by the issuer or its responder');
    }
    const now = options.now().getTime();
    for (const single of basic.tbsResponseData.responses) {
      const hash = CERT_ID_HASHES[single.certID.hashAlgorithm.algorithmId];
      if (!hash || !single.certID.serialNumber.isEqual(certificate.pkijs.serialNumber)) continue;
      const ours = new pkijs.CertID();
      await ours.createForCertificate(certificate.pkijs, { hashAlgorithm: hash, issuerCertificate: issuer.pkijs });
      const same = single.certID.isEqual(ours);
      if (!same) continue;
      // A stale answer (past its nextUpdate, or from the future) says nothing about now.
      if (single.nextUpdate && single.nextUpdate.getTime() < now - 60_000) return null;
      if (single.thisUpdate.getTime() > now + 5 * 60_000) return null;
      const status = single.certStatus as asn1js.Primitive | asn1js.Constructed;
      const tag = status.idBlock.tagNumber;
      if (tag === 0) return { status: 'good', source: 'ocsp' };
      if (tag === 1) {
        const time = (status as asn1js.Constructed).valueBlock.value[0] as asn1js.GeneralizedTime | undefined;
        return { status: 'revoked', source: 'ocsp', at: time?.toDate?.() ?? new Date(0) };
      }
      return null;
    }
    return null;
  };

  const ocsp = async (certificate: Certificate, issuer: Certificate): Promise<RevocationStatus | null> => {
    const key = `${issuer.subjectKey}:${certificate.serialNumber}`;
    const cached = ocspCache.get(key);
    const now = options.now().getTime();
    if (cached && cached.until > now) return cached.status;
    const urls = options.ocspUrl ? [options.ocspUrl] : ocspUrlsOf(certificate);
    for (const url of urls) {
      try {
        const status = await askOcsp(url, certificate, issuer);
        if (status) {
          remember(ocspCache, key, { status, until: now + options.ocspCacheSeconds * 1000 });
          return status;
        }
      } catch (error) {
        options.log.warn({ err: error, url }, 'OCSP responder gave no answer');
      }
    }
    return null;
  };

  const loadCrl = async (url: string, issuer: Certificate): Promise<pkijs.CertificateRevocationList | null> => {
    const now = options.now().getTime();
    const cached = crlCache.get(url);
    if (cached && cached.until > now) return cached.crl;
    let bytes = await call(url, { method: 'GET' });
    const text = Buffer.from(bytes).toString('latin1');
    if (text.startsWith('-----BEGIN')) {
      bytes = Buffer.from(text.replace(/-----(BEGIN|END) X509 CRL-----|\s/g, ''), 'base64');
    }
    const crl = pkijs.CertificateRevocationList.fromBER(bytes);
    if (Buffer.from(crl.issuer.toSchema().toBER()).toString('hex') !== issuer.subjectKey) return null;
    if (!(await crl.verify({ issuerCertificate: issuer.pkijs }))) throw new Error(`CRL ${url} not signed by its issuer`);
    const nextUpdate = crl.nextUpdate?.value.getTime();
    // Past its nextUpdate the list may miss recent revocations.
    if (nextUpdate !== undefined && nextUpdate < now) return null;
    remember(crlCache, url, { crl, until: nextUpdate ?? now + options.ocspCacheSeconds * 1000 });
    return crl;
  };

  const crl = async (certificate: Certificate, issuer: Certificate): Promise<RevocationStatus | null> => {
    const urls = options.crlUrls.length > 0 ? options.crlUrls : crlUrlsOf(certificate);
    for (const url of urls) {
      try {
        const list = await loadCrl(url, issuer);
        if (!list) continue;
        const entry = list.revokedCertificates?.find((r) => r.userCertificate.isEqual(certificate.pkijs.serialNumber));
        if (entry) return { status: 'revoked', source: 'crl', at: entry.revocationDate.value };
        return { status: 'good', source: 'crl' };
      } catch (error) {
        options.log.warn({ err: error, url }, 'CRL could not be read');
      }
    }
    return null;
  };

  return {
    check: async (certificate, issuer) => {
      const status = (await ocsp(certificate, issuer)) ?? (await crl(certificate, issuer));
      if (!status) throw refuse('SIGNATURE_REVOCATION_UNKNOWN', `no OCSP or CRL answer for ${certificate.serialNumber}`);
      return status;
    },
  };
};

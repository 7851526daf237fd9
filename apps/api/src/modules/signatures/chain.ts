import fs from 'node:fs';
import path from 'node:path';
import { type Certificate, readCertificateFile, withinValidity } from './certificate.ts';
import { refuse } from './refuse.ts';

/** The trusted certificates: roots (and intermediates an operator chose to trust directly), read once at start. */
export type TrustStore = { anchors: Certificate[]; problems: string[] };

const CERTIFICATE_FILE = /\.(pem|cer|crt|der)$/i;

/** Reads every .pem/.cer/.crt/.der file of a folder (PEM or DER); a file that is no certificate is named in `problems`. */
export const loadTrustStore = (dir: string): TrustStore => {
  const anchors: Certificate[] = [];
  const problems: string[] = [];
  let names: string[] = [];
  try {
    names = fs.readdirSync(dir).filter((name) => CERTIFICATE_FILE.test(name));
  } catch {
    problems.push(`trust store folder ${dir} cannot be read`);
  }
  for (const name of names.sort()) {
    try {
      anchors.push(...readCertificateFile(fs.readFileSync(path.join(dir, name))));
    } catch {
      problems.push(`${name} is not a certificate`);
    }
  }
  return { anchors, problems };
};

const MAX_DEPTH = 6;

/** Signatures already checked between two (cached, immutable) certificates: child → issuers it is signed by. */
const checkedLinks = new WeakMap<Certificate, Map<Certificate, boolean>>();

/** Whether `issuer` signed `child` (the signature over its TBS, checked with @peculiar/x509). */
const signedBy = async (child: Certificate, issuer: Certificate): Promise<boolean> => {
  if (child.issuerKey !== issuer.subjectKey) return false;
  let links = checkedLinks.get(child);
  const known = links?.get(issuer);
  if (known !== undefined) return known;
  let ok = false;
  try {
    ok = await child.x509().verify({ publicKey: issuer.x509().publicKey, signatureOnly: true });
  } catch {
    ok = false;
  }
  if (!links) {
    links = new Map();
    checkedLinks.set(child, links);
  }
  links.set(issuer, ok);
  return ok;
};

/**
 * Builds the chain from the signer to a trust anchor: each link's issuer found by name among the intermediates (the
 * signature's own certificates, the trust store) and its signature checked; each certificate valid at `at`.
 * Answers signer first, anchor last. UNTRUSTED when no anchor is reached, CERT_EXPIRED when a link is out of date.
 */
export const buildChain = async (
  signer: Certificate,
  intermediates: readonly Certificate[],
  store: TrustStore,
  at: Date,
): Promise<Certificate[]> => {
  const chain: Certificate[] = [signer];
  let current = signer;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    if (
      store.anchors.some((anchor) => anchor.der.length === current.der.length && Buffer.compare(anchor.der, current.der) === 0)
    ) {
      return checkDates(chain, at);
    }
    let next: Certificate | undefined;
    for (const anchor of store.anchors) {
      if (await signedBy(current, anchor)) {
        chain.push(anchor);
        return checkDates(chain, at);
      }
    }
    for (const candidate of intermediates) {
      if (candidate === current || !candidate.isCa || chain.includes(candidate)) continue;
      if (await signedBy(current, candidate)) {
        next = candidate;
        break;
      }
    }
    if (!next) break;
    chain.push(next);
    current = next;
  }
  throw refuse('SIGNATURE_UNTRUSTED', `no chain from ${signer.subject} to the trust store`);
};

const checkDates = (chain: Certificate[], at: Date): Certificate[] => {
  for (const certificate of chain) {
    if (!withinValidity(certificate, at)) {
      throw refuse('SIGNATURE_CERT_EXPIRED', `${certificate.subject} is not valid at ${at.toISOString()}`);
    }
  }
  return chain;
};

import { SIGNED_XML_MAX_CHARS } from '@jetkiz/contract';
import type { Element } from '@xmldom/xmldom';
import { type Certificate, isGostOid, parseCertificate } from './certificate.ts';
import { refuse } from './refuse.ts';

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const C14N = new Set([
  'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  'http://www.w3.org/TR/2001/REC-xml-c14n-20010315#WithComments',
  'http://www.w3.org/2001/10/xml-exc-c14n#',
  'http://www.w3.org/2001/10/xml-exc-c14n#WithComments',
]);
const RSA_METHODS = new Set([
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512',
]);
const DIGEST_METHODS = new Set(['http://www.w3.org/2001/04/xmlenc#sha256', 'http://www.w3.org/2001/04/xmlenc#sha512']);
/** GOST signature methods NCALayer uses (kazakhstan.md §2.3): verified by the external service only. */
const isGostMethod = (uri: string) => /gost/i.test(uri) || isGostOid(uri.replace(/^urn:oid:/, ''));

/** A signed XML read: its one enveloped signature, the signer's certificate and the document without the signature. */
export type ParsedXml = {
  signer: Certificate;
  /** Other certificates KeyInfo carries (intermediates for the chain). */
  certificates: Certificate[];
  /** The document as signed: the signature element removed. */
  document: string;
  gost: boolean;
  /** Checks the signature value with the (already chain-checked) signer certificate. */
  checkValue(): void;
};

const children = (element: Element, localName: string): Element[] => {
  const found: Element[] = [];
  for (let node = element.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as Element).namespaceURI === DSIG && (node as Element).localName === localName) {
      found.push(node as Element);
    }
  }
  return found;
};
const only = (element: Element, localName: string): Element => {
  const [first, ...rest] = children(element, localName);
  if (!first || rest.length > 0) throw refuse('SIGNATURE_MALFORMED', `expected one ds:${localName}`);
  return first;
};

/**
 * Refuses, before any parsing, what no NCALayer registration XML has: more than SIGNED_XML_MAX_CHARS, a DOCTYPE or
 * an entity (no expansion, no external entities), processing instructions other than the XML declaration.
 */
const screen = (xml: string) => {
  if (xml.length > SIGNED_XML_MAX_CHARS) throw refuse('SIGNATURE_MALFORMED', 'XML over the size limit');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw refuse('SIGNATURE_MALFORMED', 'DOCTYPE or entity');
  const instructions = xml.match(/<\?[\s\S]*?\?>/g) ?? [];
  for (const [index, instruction] of instructions.entries()) {
    const declaration = index === 0 && /^<\?xml\s/.test(instruction) && xml.trimStart().startsWith(instruction);
    if (!declaration) throw refuse('SIGNATURE_MALFORMED', 'processing instruction');
  }
};

type XmlLibs = { xmldom: typeof import('@xmldom/xmldom'); SignedXml: typeof import('xml-crypto').SignedXml };
let xmlLibs: Promise<XmlLibs> | undefined;
/** The XML parser and XMLDSig (~700 KB of code) load with the first signed XML (a sign-up with a key), not at start. */
const loadXmlLibs = (): Promise<XmlLibs> => {
  xmlLibs ??= Promise.all([import('@xmldom/xmldom'), import('xml-crypto')]).then(([xmldom, crypto]) => ({
    xmldom,
    SignedXml: crypto.SignedXml,
  }));
  return xmlLibs;
};

const parse = ({ DOMParser }: XmlLibs['xmldom'], xml: string) => {
  try {
    return new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml');
  } catch (cause) {
    throw refuse('SIGNATURE_MALFORMED', 'not well-formed XML', cause);
  }
};

/** Reads an enveloped XMLDSig the way NCALayer's signXml makes it, refusing every other shape. */
export const parseSignedXml = async (xml: string): Promise<ParsedXml> => {
  screen(xml);
  const { xmldom, SignedXml } = await loadXmlLibs();
  const dom = parse(xmldom, xml);
  const root = dom.documentElement;
  if (!root) throw refuse('SIGNATURE_MALFORMED', 'no root element');
  const all = dom.getElementsByTagNameNS(DSIG, 'Signature');
  if (all.length !== 1) throw refuse('SIGNATURE_MALFORMED', `${all.length} signatures`);
  const signature = all.item(0) as Element;
  if (signature.parentNode !== root) throw refuse('SIGNATURE_MALFORMED', 'the signature is not enveloped by the root');

  const signedInfo = only(signature, 'SignedInfo');
  const algorithm = (element: Element) => element.getAttribute('Algorithm') ?? '';
  const c14n = algorithm(only(signedInfo, 'CanonicalizationMethod'));
  if (!C14N.has(c14n)) throw refuse('SIGNATURE_MALFORMED', `canonicalization ${c14n}`);
  const method = algorithm(only(signedInfo, 'SignatureMethod'));
  const reference = only(signedInfo, 'Reference');
  if (reference.getAttribute('URI') !== '') throw refuse('SIGNATURE_MALFORMED', 'a reference other than the whole document');
  const transforms = children(reference, 'Transforms').flatMap((t) => children(t, 'Transform'));
  if (!transforms.some((t) => algorithm(t) === ENVELOPED)) throw refuse('SIGNATURE_MALFORMED', 'not an enveloped signature');
  for (const transform of transforms) {
    const name = algorithm(transform);
    if (name !== ENVELOPED && !C14N.has(name)) throw refuse('SIGNATURE_MALFORMED', `transform ${name}`);
  }
  const digest = algorithm(only(reference, 'DigestMethod'));

  const keyInfo = only(signature, 'KeyInfo');
  const encoded = children(keyInfo, 'X509Data').flatMap((data) => children(data, 'X509Certificate'));
  if (encoded.length === 0) throw refuse('SIGNATURE_MALFORMED', 'no certificate in KeyInfo');
  const certificates = encoded.map((element) =>
    parseCertificate(Buffer.from((element.textContent ?? '').replace(/\s/g, ''), 'base64')),
  );
  // NCALayer puts the signer's certificate first.
  const signer = certificates[0] as Certificate;

  const gost = signer.gost || isGostMethod(method) || isGostMethod(digest);
  // The document as signed, from a second parse: the first keeps the signature in place (its namespaces in scope).
  const copy = parse(xmldom, xml);
  const copiedSignature = copy.getElementsByTagNameNS(DSIG, 'Signature').item(0) as Element;
  copy.documentElement?.removeChild(copiedSignature);
  const document = new xmldom.XMLSerializer().serializeToString(copy);

  return {
    signer,
    certificates: certificates.slice(1),
    document,
    gost,
    checkValue: () => {
      if (!RSA_METHODS.has(method) || !DIGEST_METHODS.has(digest)) {
        throw refuse('SIGNATURE_MALFORMED', `unsupported algorithms ${method} / ${digest}`);
      }
      // xml-crypto does not trust KeyInfo by itself: it is given the certificate whose chain was checked.
      const verifier = new SignedXml({ publicCert: signer.pem, getCertFromKeyInfo: () => null });
      let ok = false;
      try {
        verifier.loadSignature(signature);
        ok = verifier.checkSignature(xml);
      } catch (cause) {
        throw refuse('SIGNATURE_INVALID', 'XML signature does not verify', cause);
      }
      if (!ok) throw refuse('SIGNATURE_INVALID', 'XML signature does not verify');
    },
  };
};

/**
 * The document inside a CMS SignedData (RFC 5652), read with a small DER walker: ContentInfo → [0] SignedData →
 * encapContentInfo → [0] eContent OCTET STRING. The signed package of an act carries the exact PDF that was issued,
 * so the company signs those bytes and no parser library joins the page. A constructed (BER) octet string is
 * joined from its parts.
 */
type Node = { tag: number; constructed: boolean; start: number; end: number };

const read = (bytes: Uint8Array, offset: number): Node => {
  const first = bytes[offset];
  if (first === undefined) throw new Error('CMS: truncated');
  if ((first & 0x1f) === 0x1f) throw new Error('CMS: high tag numbers are not expected');
  let at = offset + 1;
  const lengthByte = bytes[at++];
  if (lengthByte === undefined) throw new Error('CMS: truncated');
  let length: number;
  if (lengthByte < 0x80) length = lengthByte;
  else if (lengthByte === 0x80) throw new Error('CMS: indefinite lengths are not expected');
  else {
    length = 0;
    for (let i = 0; i < (lengthByte & 0x7f); i++) length = length * 256 + (bytes[at++] ?? 0);
  }
  if (at + length > bytes.length) throw new Error('CMS: truncated');
  return { tag: first, constructed: (first & 0x20) !== 0, start: at, end: at + length };
};

const children = (bytes: Uint8Array, node: Node): Node[] => {
  const list: Node[] = [];
  for (let at = node.start; at < node.end; ) {
    const child = read(bytes, at);
    list.push(child);
    at = child.end;
  }
  return list;
};

const SEQUENCE = 0x30;
const CONTEXT_0 = 0xa0;
const OCTET_STRING = 0x04;

const octets = (bytes: Uint8Array, node: Node): Uint8Array => {
  if (!node.constructed) return bytes.slice(node.start, node.end);
  const parts = children(bytes, node).map((part) => octets(bytes, part));
  const joined = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
};

const expect = (node: Node | undefined, tag: number): Node => {
  if (!node || (node.tag & ~0x20) !== (tag & ~0x20)) throw new Error('CMS: unexpected structure');
  return node;
};

/** The encapsulated content of a DER CMS SignedData; throws on anything else. */
export const cmsContent = (bytes: Uint8Array): Uint8Array => {
  const info = expect(read(bytes, 0), SEQUENCE);
  const explicit = expect(children(bytes, info)[1], CONTEXT_0);
  const signedData = expect(children(bytes, explicit)[0], SEQUENCE);
  // version, digestAlgorithms, encapContentInfo, …
  const encap = expect(children(bytes, signedData)[2], SEQUENCE);
  const eContent = expect(children(bytes, encap)[1], CONTEXT_0);
  return octets(bytes, expect(children(bytes, eContent)[0], OCTET_STRING));
};

/** SHA-256 of bytes, hex (the act's `documentSha256`). */
export const sha256Hex = async (bytes: Uint8Array): Promise<string> => {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** Base64 of bytes, in slices so a large PDF does not overflow the call stack. */
export const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

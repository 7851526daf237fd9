import { describe, expect, it } from 'vitest';
import { cmsContent, sha256Hex, toBase64 } from '../lib/cms-content.ts';

/** A DER element: tag, length (short or long form), content. */
const der = (tag: number, ...parts: Uint8Array[]): Uint8Array => {
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    body.set(p, at);
    at += p.length;
  }
  const n = body.length;
  const length =
    n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : n < 0x10000 ? [0x82, n >> 8, n & 0xff] : [0x83, n >> 16, (n >> 8) & 0xff, n & 0xff];
  return new Uint8Array([tag, ...length, ...body]);
};
const OID_SIGNED_DATA = new Uint8Array([0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02]);
const OID_DATA = new Uint8Array([0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x01]);

const signedData = (eContent: Uint8Array) =>
  der(
    0x30,
    OID_SIGNED_DATA,
    der(0xa0, der(0x30, new Uint8Array([0x02, 0x01, 0x01]), der(0x31), der(0x30, OID_DATA, der(0xa0, eContent)), der(0x31))),
  );

describe('the issued document inside the signed package', () => {
  it.each([
    ['a small document', 5],
    ['a document over 64 KB (long lengths)', 70_000],
  ])('reads %s', (_name, size) => {
    const pdf = new Uint8Array(size).map((_, i) => i % 251);
    expect(cmsContent(signedData(der(0x04, pdf)))).toEqual(pdf);
  });

  it('joins a constructed octet string', () => {
    const joined = cmsContent(signedData(der(0x24, der(0x04, new Uint8Array([1, 2])), der(0x04, new Uint8Array([3])))));
    expect(Array.from(joined)).toEqual([1, 2, 3]);
  });

  it('refuses what is not a SignedData with content', () => {
    expect(() => cmsContent(new Uint8Array([0x30, 0x00]))).toThrow();
    expect(() => cmsContent(new Uint8Array([0x30, 0x05, 0x01]))).toThrow();
  });

  it('hashes and encodes as the act and NCALayer expect', async () => {
    expect(await sha256Hex(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(toBase64(new TextEncoder().encode('Jetkiz'))).toBe('SmV0a2l6');
  });
});

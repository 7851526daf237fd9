import { hash } from 'node:crypto';

const BLOCK = 64;

/**
 * HMAC-SHA256 (RFC 2104) of one key, as base64url, for the MACs computed on every request (a calculation signs each
 * of its tariffs' quotes): H((K ⊕ opad) ‖ H((K ⊕ ipad) ‖ m)) with the two padded key blocks prepared once, through
 * `crypto.hash`'s one-shot digest. `createHmac` builds a stream object and looks the algorithm and the key up in
 * OpenSSL on every call; under load that cost several times the hashing itself (issue 20).
 */
export const hmacSha256 = (key: string | Buffer): ((message: string) => string) => {
  let k = typeof key === 'string' ? Buffer.from(key) : key;
  if (k.length > BLOCK) k = hash('sha256', k, 'buffer');
  const inner = Buffer.alloc(BLOCK + 1024);
  const outer = Buffer.alloc(BLOCK + 32);
  for (let i = 0; i < BLOCK; i++) {
    const byte = k[i] ?? 0;
    inner[i] = byte ^ 0x36;
    outer[i] = byte ^ 0x5c;
  }
  const room = inner.length - BLOCK;
  return (message) => {
    // A message that fits is written after the prepared block in place (synchronous: no other call can interleave);
    // the inner digest comes as a binary (Latin-1) string, one character a byte, and is written after the outer block.
    const innerInput =
      message.length <= room / 3 || Buffer.byteLength(message) <= room
        ? inner.subarray(0, BLOCK + inner.write(message, BLOCK))
        : Buffer.concat([inner.subarray(0, BLOCK), Buffer.from(message)]);
    outer.write(hash('sha256', innerInput, 'binary'), BLOCK, 'latin1');
    return hash('sha256', outer, 'base64url');
  };
};

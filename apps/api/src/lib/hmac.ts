import { hash } from 'node:crypto';

const BLOCK = 64;

/**
 * HMAC-SHA256 (RFC 2104) of one key, for the MACs computed on every request (a calculation signs each of its
 * tariffs' quotes): H((K ⊕ opad) ‖ H((K ⊕ ipad) ‖ m)) with the two padded key blocks prepared once, through
 * `crypto.hash`'s one-shot digest. `createHmac` builds a stream object and looks the algorithm and the key up in
 * OpenSSL on every call; under load that cost several times the hashing itself (issue 20).
 */
export const hmacSha256 = (key: string | Buffer): ((message: string) => Buffer) => {
  let k = typeof key === 'string' ? Buffer.from(key) : key;
  if (k.length > BLOCK) k = hash('sha256', k, 'buffer');
  const inner = Buffer.alloc(BLOCK + 1024);
  const outer = Buffer.alloc(BLOCK + 32);
  for (let i = 0; i < BLOCK; i++) {
    const byte = k[i] ?? 0;
    inner[i] = byte ^ 0x36;
    outer[i] = byte ^ 0x5c;
  }
  return (message) => {
    const length = Buffer.byteLength(message);
    // Short messages are written after the prepared block in place (synchronous: no other call can interleave).
    const innerInput =
      length <= inner.length - BLOCK
        ? inner.subarray(0, BLOCK + inner.write(message, BLOCK))
        : Buffer.concat([inner.subarray(0, BLOCK), Buffer.from(message)]);
    hash('sha256', innerInput, 'buffer').copy(outer, BLOCK);
    return hash('sha256', outer, 'buffer');
  };
};

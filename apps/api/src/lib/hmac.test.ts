import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256 } from './hmac.ts';

describe('HMAC-SHA256 with prepared key blocks', () => {
  const keys = [
    ['a short key', 'k'],
    ['a key of one block', 'x'.repeat(64)],
    ['a key longer than a block (hashed first)', 'y'.repeat(100)],
    ['a key with non-ASCII characters', 'ключ-кілт-🔑'],
  ] as const;
  const messages = [
    ['nothing', ''],
    ['a word', 'abc'],
    ['a quote id', 'WzEsIlNURVBQRSIsIlNURVBQRV9FQ09OT01ZIl0'],
    ['Cyrillic (two bytes a letter)', 'Қарағанды'.repeat(50)],
    ['more than the prepared room (written apart)', 'z'.repeat(5_000)],
  ] as const;
  it.each(keys.flatMap(([keyName, key]) => messages.map(([messageName, message]) => [keyName, key, messageName, message])))(
    'with %s, of %s, is what createHmac gives',
    (_keyName, key, _messageName, message) => {
      expect(hmacSha256(key)(message)).toBe(createHmac('sha256', key).update(message).digest('base64url'));
    },
  );

  it('gives the same MAC however calls are interleaved (the prepared room is rewritten each call)', () => {
    const mac = hmacSha256('jetkiz');
    const long = mac('a'.repeat(900));
    expect(mac('b')).toBe(createHmac('sha256', 'jetkiz').update('b').digest('base64url'));
    expect(mac('a'.repeat(900))).toBe(long);
  });
});

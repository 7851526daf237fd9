import { ERRORS } from '@jetkiz/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';

/**
 * The profile picture (issue 19): the type told by the bytes, the pixels re-encoded without metadata, and every
 * bad upload a clear 4xx in the caller's language that changes nothing.
 */
let t: TestApp;
const f = fixtures(() => t, '77791');
let token = '';

beforeAll(async () => {
  t = await buildTestApp();
  token = (await f.user('person')).token;
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/identity/protected/person/avatar';
const put = (payload: Buffer | string, contentType = 'image/jpeg', lang = 'RU', bearer = token) =>
  t.app.inject({
    method: 'PUT',
    url: URL,
    payload,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': contentType, 'accept-language': lang },
  });
const get = (bearer = token) => t.app.inject({ method: 'GET', url: URL, headers: { authorization: `Bearer ${bearer}` } });

/** A photo as a phone takes it: 800×600 JPEG with its camera's EXIF and GPS position. */
const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#2392d4' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone', Model: 'Secret Model' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 15/1 0/1' } })
    .toBuffer();

describe('profile picture', () => {
  it('keeps the pixels only: square, WebP, no EXIF or GPS', async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const saved = await put(original);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Фото профиля сохранено');
    const read = await get();
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/webp');
    const meta = await sharp(read.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(read.rawPayload.includes(Buffer.from('Secret Model'))).toBe(false);
  });

  it('tells the type by the bytes, not by the Content-Type', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#ff0000' } })
      .png()
      .toBuffer();
    expect((await put(png, 'application/octet-stream')).statusCode).toBe(200);
    const html = await put(Buffer.from('<html><script>alert(1)</script></html>'), 'image/jpeg', 'KZ');
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ errorCode: 'IMAGE_READ_ERROR', message: expect.stringContaining('Суретті оқу') });
  });

  it('re-encodes a polyglot: what hid after the image is gone', async () => {
    const polyglot = Buffer.concat([await photo(), Buffer.from('PK\u0003\u0004<script>evil()</script>')]);
    expect((await put(polyglot)).statusCode).toBe(200);
    const read = await get();
    expect(read.rawPayload.includes(Buffer.from('evil()'))).toBe(false);
    expect(read.rawPayload.includes(Buffer.from('PK\u0003\u0004'))).toBe(false);
  });

  it('refuses a broken image, a large file and a huge one, and keeps the picture it had', async () => {
    const before = (await get()).rawPayload;
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const bad = await put(broken, 'image/jpeg', 'EN');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The image could not be read. Choose a JPEG, PNG or WebP file');
    const large = await put(Buffer.concat([await photo(), Buffer.alloc(6 * 1024 * 1024)]), 'image/jpeg', 'EN');
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({
      errorCode: 'IMAGE_TOO_LARGE',
      message: 'The image is larger than 5 MB. Choose a smaller file',
    });
    const huge = await put(Buffer.alloc(12 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    // Text is no image type the picture may be: the same answer as an SVG's (below).
    const text = await put('not an image', 'text/plain', 'EN');
    expect(text.statusCode).toBe(415);
    expect(text.json().errorCode).toBe('IMAGE_TYPE_NOT_ACCEPTED');
    expect(Buffer.compare((await get()).rawPayload, before)).toBe(0);
  });

  it('refuses an SVG, a GIF or a PDF with a 415 naming the types taken, in the caller’s language, keeping the picture', async () => {
    const before = (await get()).rawPayload;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    for (const [lang, message] of [
      ['RU', 'Файлы этого типа не принимаются. Выберите файл JPEG, PNG или WebP'],
      ['KZ', 'Бұл түрдегі файлдар қабылданбайды. JPEG, PNG немесе WebP файлын таңдаңыз'],
      ['EN', 'Files of this type are not accepted. Choose a JPEG, PNG or WebP file'],
    ] as const) {
      const refused = await put(svg, 'image/svg+xml', lang);
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toEqual({
        errorCode: 'IMAGE_TYPE_NOT_ACCEPTED',
        message,
        messageTexts: ERRORS.IMAGE_TYPE_NOT_ACCEPTED.message,
      });
    }
    for (const type of ['image/gif', 'application/pdf']) {
      expect((await put(Buffer.from('GIF89a'), type)).json().errorCode).toBe('IMAGE_TYPE_NOT_ACCEPTED');
    }
    expect(Buffer.compare((await get()).rawPayload, before)).toBe(0);
  });

  it('is one person’s own: another account has none (204), a guest gets 401, removing it leaves none', async () => {
    const other = (await f.user('person')).token;
    expect((await get(other)).statusCode).toBe(204);
    expect((await get(other)).rawPayload.length).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: URL,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'EN' },
    });
    expect(removed.json().message).toBe('The profile picture has been removed');
    expect((await get()).statusCode).toBe(204);
  });
});

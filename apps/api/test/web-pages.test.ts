import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { makeTrackNumber } from '@jetkiz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../web/src/config/paths.ts';
import { isClientRoute } from '../src/plugins/web.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const INDEX = `<!doctype html><html lang="ru"><head>
<meta property="og:title" content="Jetkiz" />
<meta property="og:description" content="Доставка" />
<meta property="og:url" content="/" />
<meta property="og:image" content="/og-image.png" />
<title>Jetkiz</title></head><body><div id="root"></div></body></html>`;

/** A pre-rendered page as apps/web/scripts/prerender.ts writes it: its language, an inline script, the placeholder. */
const PRERENDERED = (lang: string, page: string) => `<!doctype html><html lang="${lang}"><head>
<meta property="og:title" content="Jetkiz" />
<meta property="og:description" content="Доставка" />
<meta property="og:url" content="/" />
<meta property="og:image" content="/og-image.png" />
<title>Jetkiz</title><script>document.documentElement.dataset.x='${lang}'</script></head>
<body><div id="root" data-prerendered="${lang}"><h1>${page} ${lang}</h1><input value="JKZTRACKNUMBER0PLACEHOLDER"></div></body></html>`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jetkiz-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  for (const lang of ['ru', 'kk', 'en']) {
    fs.mkdirSync(path.join(dist, 'pages', lang), { recursive: true });
    for (const page of ['home', 'calculator', 'tracking', 'tracking-number']) {
      fs.writeFileSync(path.join(dist, 'pages', lang, `${page}.html`), PRERENDERED(lang, page));
    }
  }
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  t = await buildTestApp({ env: { WEB_DIST: dist, PUBLIC_URL: 'https://jetkiz.example' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, lang = 'RU', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang, ...headers } });

describe('pages of the web app', () => {
  it('knows every client-side route of the web app (apps/web/src/config/paths.ts)', () => {
    const unknown = Object.values(paths)
      .map((p) => p.replace(/:\w+/g, 'X1'))
      .filter((p) => !isClientRoute(p));
    expect(unknown).toEqual([]);
  });

  it.each(['/', '/offer', '/privacy', '/knowledge', '/partners', '/cabinet/orders/abc', '/terminals/'])(
    'answers %s with the app (200)',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<div id="root"( data-prerendered="ru")?>/);
    },
  );

  it.each(['/no-such-page', '/cabinet/orders/1/2', '/offers'])(
    'answers an unknown address %s with 404 and the app',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('answers a page address whose escapes are not UTF-8 with the app, as any address it does not know', async () => {
    // The router refuses such a path before any hook; a browser that follows a broken link still gets the site.
    for (const [url, status] of [
      ['/cabinet/%ff', 404],
      ['/calculator%C0', 404],
      ['/tracking/A%ffB', 200],
    ] as const) {
      const response = await get(url, 'KZ', { 'x-request-id': 'bad-page-address-1' });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['x-request-id'], url).toBe('bad-page-address-1');
    }
    // Broken bytes in a page's query are the app's to read (it asks the API, which refuses them).
    const query = await get('/newsletter/confirm?token=%ff%fe', 'EN');
    expect(query.statusCode).toBe(200);
    expect(query.body).toContain('<div id="root"');
    // Not a page: a file's address or a form's post, and the API, keep the contract's 400 in the caller's language.
    const file = await get('/assets/a%ff.js', 'EN');
    const posted = await t.app.inject({ method: 'POST', url: '/cabinet/%ff', headers: { 'accept-language': 'KZ' } });
    const api = await get('/api/tracking/public/track/A%ffB', 'RU');
    for (const response of [file, posted, api]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'VALIDATION', fields: { path: expect.any(String) } });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(file.json().fields.path).not.toBe(posted.json().fields.path);
  });

  it('answers an app address whose last part has a dot with the app, and a missing file with JSON', async () => {
    for (const url of ['/tracking/JK123456789KZ.', '/cabinet/orders/a.b', '/avr/verify/abc.def', '/operator/customers/x.y']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
    }
    const file = await get('/favicon-that-is-not-here.png');
    expect(file.statusCode).toBe(404);
    expect(file.json().errorCode).toBe('NOT_FOUND');
  });

  it('keeps JSON 404s for the API and serves robots.txt', async () => {
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json().errorCode).toBe('NOT_FOUND');
    expect((await get('/robots.txt')).body).toContain('Disallow: /api/');
  });
});

describe('a shared tracking link', () => {
  it('gets an Open Graph title with its number, in the caller language, and no personal data', async () => {
    const track = makeTrackNumber('RK', 12_345_678);
    const response = await get(`/tracking/${track.toLowerCase()}`, 'KZ');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<meta property="og:title" content="${track} сәлемдемесі — Jetkiz" />`);
    expect(response.body).toContain(
      '<meta property="og:description" content="Jetkiz\u2011де сәлемдемені трек-нөмір бойынша бақылау." />',
    );
    expect(response.body).toContain(`<meta property="og:url" content="https://jetkiz.example/tracking/${track}" />`);
    expect(response.body).toContain('<meta property="og:image" content="https://jetkiz.example/og-image.png" />');
  });

  it('never echoes what is not a track number', async () => {
    const response = await get(`/tracking/${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).toContain('<meta property="og:title" content="Отслеживание посылки — Jetkiz" />');
  });
});

describe('the pre-rendered pages', () => {
  it.each([
    ['/', 'home'],
    ['/calculator', 'calculator'],
    ['/tracking/', 'tracking'],
  ])('answers %s with its pre-rendered page in the language of the cookie (Russian without one)', async (url, page) => {
    const russian = await get(url, 'EN');
    expect(russian.statusCode).toBe(200);
    expect(russian.body).toContain(`<h1>${page} ru</h1>`);
    const kazakh = await get(url, 'RU', { cookie: 'other=1; jetkiz-lang=kk' });
    expect(kazakh.body).toContain(`<h1>${page} kk</h1>`);
    expect(kazakh.headers.vary).toContain('cookie');
    expect((await get(url, 'RU', { cookie: 'jetkiz-lang=xx' })).body).toContain(`<h1>${page} ru</h1>`);
  });

  it('allows exactly its inline scripts by their hashes in the CSP', async () => {
    const response = await get('/');
    const csp = String(response.headers['content-security-policy']);
    const script = "document.documentElement.dataset.x='ru'";
    const hash = createHash('sha256').update(script).digest('base64');
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/^script-src 'self' /);
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('fills a parcel page with its number, normalised, and keeps the Open Graph preview', async () => {
    const track = makeTrackNumber('RK', 12_345_679);
    const response = await get(`/tracking/${track.toLowerCase()}`, 'RU', { cookie: 'jetkiz-lang=en' });
    expect(response.body).toContain('<h1>tracking-number en</h1>');
    expect(response.body).toContain(`<input value="${track}">`);
    expect(response.body).not.toContain('PLACEHOLDER');
    expect(response.body).toContain(`<meta property="og:title" content="Посылка ${track} — Jetkiz" />`);
    const bad = await get(`/tracking/${encodeURIComponent('"><b>')}`);
    expect(bad.body).toContain('<div id="root"></div>');
  });

  it('compresses them for a browser that takes brotli or gzip', async () => {
    const br = await get('/', 'RU', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>home ru</h1>');
    const gzip = await get('/calculator', 'RU', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<h1>calculator ru</h1>');
  });
});

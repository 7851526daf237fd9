import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jetkiz-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  t = await buildTestApp({ env: { WEB_DIST: dist, PUBLIC_URL: 'https://jetkiz.example' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, lang = 'RU') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

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
      expect(response.body).toContain('<div id="root">');
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
      '<meta property="og:description" content="Jetkiz-те сәлемдемені трек-нөмір бойынша бақылау." />',
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

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { checkTrackNumber, DEFAULT_LANG, isLang, type Lang } from '@jetkiz/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a browser's request for a page with the SPA's index.html: 200 for a client-side route, 404 with the
     * same page (which shows «not found») for any other address; false when the request is not for a page.
     */
    servePage(request: FastifyRequest, reply: FastifyReply): boolean | Promise<boolean>;
  }
}

/**
 * The client-side routes (apps/web/src/config/paths.ts), as patterns: an address that matches none is a 404.
 * `apps/api/test/web-pages.test.ts` checks that every path of the web app is here.
 */
export const CLIENT_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/(faq|contacts|calculator|terminals|tracking|offer|privacy|knowledge|partners)$/,
  /^\/tracking\/[^/]+$/,
  /^\/(login|register|register\/confirm|recovery|invitation)$/,
  /^\/cabinet(\/(password|priority|orders|orders\/new|addresses|priority\/orders|wallet|employees|acts|invoices|receipts))?$/,
  /^\/cabinet\/orders\/[^/]+$/,
  /^\/cabinet\/priority\/orders\/[^/]+$/,
  // The company's acts (issue 17): one act, and the public check of its signatures the QR code opens.
  /^\/cabinet\/acts\/[^/]+$/,
  /^\/avr\/verify\/[^/]+$/,
  // The news subscription and the pages its e-mails' links open (issue 19).
  /^\/newsletter(\/(confirm|unsubscribe))?$/,
  // The operator console (issue 18): its sections, and what it does not know, are its own router's
  // (features/operator/routes.tsx), whatever the characters of an id in the address.
  /^\/operator(\/.*)?$/,
];

export const isClientRoute = (pathname: string): boolean => {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CLIENT_ROUTES.some((pattern) => pattern.test(trimmed));
};

/** The status of a shared parcel in the caller's language (no names, no addresses), or null when unknown. */
export type TrackPreview = (trackNumber: string, lang: Lang, ip: string) => Promise<string | null>;

const PREVIEW_TEXTS: Readonly<Record<Lang, { title: string; untitled: string; status: string; generic: string }>> = {
  ru: {
    title: 'Посылка {{track}} — Jetkiz',
    untitled: 'Отслеживание посылки — Jetkiz',
    status: 'Статус: {{status}}. Откройте, чтобы увидеть путь посылки.',
    generic: 'Отслеживание посылки по трек-номеру на Jetkiz.',
  },
  kk: {
    title: '{{track}} сәлемдемесі — Jetkiz',
    untitled: 'Сәлемдемені бақылау — Jetkiz',
    status: 'Мәртебесі: {{status}}. Сәлемдеменің жолын көру үшін ашыңыз.',
    generic: 'Jetkiz‑де сәлемдемені трек-нөмір бойынша бақылау.',
  },
  en: {
    title: 'Parcel {{track}} — Jetkiz',
    untitled: 'Track a parcel — Jetkiz',
    status: 'Status: {{status}}. Open it to see where the parcel is.',
    generic: 'Track a parcel by its track number on Jetkiz.',
  },
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** index.html with its Open Graph title, description and URL replaced (each tag must exist in the built page). */
export const withOpenGraph = (html: string, og: { title: string; description: string; url: string; origin?: string }): string =>
  html
    .replace(/(<meta property="og:image" content=")\/([^"]*")/, `$1${escapeHtml(og.origin ?? '')}/$2`)
    .replace(/(<meta property="og:title" content=")[^"]*(")/, `$1${escapeHtml(og.title)}$2`)
    .replace(/(<meta property="og:description" content=")[^"]*(")/, `$1${escapeHtml(og.description)}$2`)
    .replace(/(<meta property="og:url" content=")[^"]*(")/, `$1${escapeHtml(og.url)}$2`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(og.title)}</title>`);

/** The pages apps/web/scripts/prerender.ts renders at build time, by address; a parcel's page is `tracking-number`. */
const PRERENDERED: Readonly<Record<string, string>> = { '/': 'home', '/calculator': 'calculator', '/tracking': 'tracking' };
/** Where the web app renders the track number in the `tracking-number` page (apps/web/scripts/prerender.ts). */
const TRACK_PLACEHOLDER = 'JKZTRACKNUMBER0PLACEHOLDER';
/** The language the visitor chose, which the web app keeps in this cookie for us (apps/web/src/main.tsx). */
const LANGUAGE_COOKIE = /(?:^|;\s*)jetkiz-lang=([a-z]{2})(?:;|$)/;

/** The pre-rendered pages of one build: `<lang>/<page>` → HTML, and the hashes of their inline scripts. */
const readPrerendered = (webDist: string) => {
  const pages = new Map<string, string>();
  const hashes = new Set<string>();
  const dir = path.join(webDist, 'pages');
  if (!fs.existsSync(dir)) return { pages, hashes: '' };
  for (const lang of fs.readdirSync(dir)) {
    for (const file of fs.readdirSync(path.join(dir, lang))) {
      if (!file.endsWith('.html')) continue;
      const html = fs.readFileSync(path.join(dir, lang, file), 'utf8');
      pages.set(`${lang}/${file.slice(0, -'.html'.length)}`, html);
      for (const m of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
        hashes.add(
          `'sha256-${createHash('sha256')
            .update(m[1] ?? '')
            .digest('base64')}'`,
        );
      }
    }
  }
  return { pages, hashes: [...hashes].join(' ') };
};

/**
 * The built web app (apps/web/dist) at `/`. Home, the calculator and tracking are answered with their pre-rendered
 * first screen in the visitor's language (the page paints before its JavaScript runs), compressed here since a
 * parcel's page is filled in per request. Hashed assets are cached for a year; index.html never is, so a
 * new release reaches everyone on their next page load. A shared tracking link (`/tracking/<track>`) gets its own
 * Open Graph title and description, so a messenger shows a preview: the track number and its status, nothing more.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { webDist: string; publicUrl?: string; trackPreview?: { describe?: TrackPreview } }) => {
    const index = path.join(options.webDist, 'index.html');
    const available = fs.existsSync(index);
    const indexHtml = available ? fs.readFileSync(index, 'utf8') : '';
    const prerendered = available ? readPrerendered(options.webDist) : { pages: new Map<string, string>(), hashes: '' };
    const compressed = new Map<string, { br: Buffer; gzip: Buffer }>();

    /** The visitor's language for a pre-rendered page: the one chosen in the web app, else the default. */
    const pageLang = (request: FastifyRequest): Lang => {
      const chosen = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
      return isLang(chosen) ? chosen : DEFAULT_LANG;
    };
    const prerenderedPage = (request: FastifyRequest, name: string): string | undefined =>
      prerendered.pages.get(`${pageLang(request)}/${name}`);

    /** Sends a page, compressed when the browser takes it; `cacheKey` keeps the compressed copy of a fixed page. */
    const sendHtml = (request: FastifyRequest, reply: FastifyReply, html: string, cacheKey?: string): void => {
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
      // The pre-rendered pages set the colour scheme with a small inline script, allowed by its hash.
      const csp = reply.getHeader('content-security-policy');
      if (prerendered.hashes && typeof csp === 'string') {
        reply.header('content-security-policy', csp.replace("script-src 'self'", `script-src 'self' ${prerendered.hashes}`));
      }
      if (!encoding) {
        reply.send(html);
        return;
      }
      let packed = cacheKey ? compressed.get(cacheKey) : undefined;
      if (!packed) {
        const data = Buffer.from(html);
        const quality = cacheKey ? 11 : 5;
        packed = {
          br: zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }),
          gzip: zlib.gzipSync(data, { level: cacheKey ? 9 : 6 }),
        };
        if (cacheKey) compressed.set(cacheKey, packed);
      }
      reply.header('content-encoding', encoding).send(packed[encoding]);
    };
    if (available) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          reply.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ webDist: options.webDist }, 'web app is not built; only the API is served');
    }

    const trackingPage = async (request: FastifyRequest, reply: FastifyReply, raw: string): Promise<void> => {
      let decoded = raw;
      try {
        decoded = decodeURIComponent(raw);
      } catch {
        // a malformed escape: not a track number
      }
      const check = checkTrackNumber(decoded);
      const track = check.ok ? check.value : null;
      const texts = PREVIEW_TEXTS[request.lang ?? 'ru'];
      let status: string | null = null;
      try {
        status = track ? ((await options.trackPreview?.describe?.(track, request.lang ?? 'ru', request.ip)) ?? null) : null;
      } catch {
        status = null; // unknown, or the address is asked to wait: the generic preview
      }
      const title = track ? texts.title.replace('{{track}}', track) : texts.untitled;
      const description = status ? texts.status.replace('{{status}}', status) : texts.generic;
      const url = `${options.publicUrl ?? ''}/tracking/${track ?? ''}`;
      // A valid number is the one the web app shows (it normalises as checkTrackNumber does): the pre-rendered
      // parcel page with it filled in. Anything else gets the app, which says what is wrong with the number.
      const template = track ? prerenderedPage(request, 'tracking-number') : undefined;
      const html = template ? template.replaceAll(TRACK_PLACEHOLDER, track ?? '') : indexHtml;
      sendHtml(request, reply, withOpenGraph(html, { title, description, url, origin: options.publicUrl ?? '' }));
    };

    app.decorate('servePage', (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isPage =
        available &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api') &&
        // A file's address (an extension) that is not there is a 404 of the API's kind; an app's address whose last
        // part has a dot (`/tracking/JK123456789KZ.` pasted with a sentence's full stop, `/cabinet/orders/a.b`) is a page.
        (!path.extname(pathname) || isClientRoute(pathname));
      if (!isPage) return false;
      const shared = /^\/tracking\/([^/]+)\/?$/.exec(pathname);
      if (shared?.[1]) return trackingPage(request, reply, shared[1]).then(() => true);
      const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const name = PRERENDERED[trimmed];
      const page = name ? prerenderedPage(request, name) : undefined;
      if (name && page) {
        sendHtml(request, reply, page, `${pageLang(request)}/${name}`);
        return true;
      }
      // An unknown address answers 404 with the app, whose router shows the not-found page. Sent from memory, not with
      // sendFile: an address the router refuses (bytes that are not UTF-8) gets a reply without the plugins' methods.
      sendHtml(request, reply.status(isClientRoute(pathname) ? 200 : 404), indexHtml, 'index');
      return true;
    });
  },
  { name: 'web' },
);

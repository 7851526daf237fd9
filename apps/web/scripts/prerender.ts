/**
 * Pre-renders the first screen of the pages people arrive on from outside — home, the calculator and tracking —
 * in each language, at build time (vite.config.ts runs it after the browser bundle is written). The server
 * (apps/api/src/plugins/web.ts) answers those addresses with these files, so the page paints from HTML before
 * any JavaScript runs; main.tsx then hydrates it instead of rendering it again.
 *
 * Output: dist/pages/<lang>/<page>.html. The tracking page of a parcel is rendered once with a placeholder
 * number, which the server replaces by the number asked for.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { renderPage as RenderPage } from '../src/entry-server.tsx';

type Lang = 'ru' | 'kk' | 'en';
type TextPart = Parameters<typeof RenderPage>[2][number];

const LANGS: readonly Lang[] = ['ru', 'kk', 'en'];

/** Stands for the track number in the tracking template (not S10-shaped, so the page treats it as wanted). */
export const TRACK_PLACEHOLDER = 'JKZTRACKNUMBER0PLACEHOLDER';

/**
 * The pages, the texts each needs, the title it sets (usePageTitle) and the modules its first screen renders
 * lazily (their chunks are preloaded so that hydration does not wait for them one after another).
 */
const PAGES = (lang: Lang) =>
  [
    {
      name: 'home',
      url: '/',
      parts: ['public'],
      title: 'app.tagline',
      modules: ['src/features/home/components/home-sections.tsx', `src/locales/public-${lang}.ts`],
    },
    {
      name: 'calculator',
      url: '/calculator',
      parts: ['calc'],
      title: 'calc.title',
      modules: ['src/app/routes/calc/calculator.tsx', `src/locales/calc-${lang}.ts`],
    },
    {
      name: 'tracking',
      url: '/tracking',
      parts: ['tracking'],
      title: 'tracking.title',
      modules: ['src/app/routes/tracking.tsx', `src/locales/tracking-${lang}.ts`],
    },
    {
      name: 'tracking-number',
      url: `/tracking/${TRACK_PLACEHOLDER}`,
      parts: ['tracking'],
      title: 'tracking.title',
      modules: ['src/app/routes/tracking.tsx', `src/locales/tracking-${lang}.ts`],
    },
  ] satisfies Array<{ name: string; url: string; parts: TextPart[]; title: string; modules: string[] }>;

/** Every page has these: the language's texts and the footer. */
const COMMON = (lang: Lang) => [`src/locales/${lang}.ts`, 'src/components/layouts/footer.tsx'];

/**
 * Sets the colour scheme before the first paint, as Mantine's ColorSchemeScript does (a choice stored by Mantine,
 * else the system's), so a dark phone never sees the light page first. The server allows it by its hash.
 */
const COLOR_SCHEME_SCRIPT =
  "try{var s=localStorage.getItem('mantine-color-scheme-value'),d=s==='dark'||s==='light'?s:matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';document.documentElement.setAttribute('data-mantine-color-scheme',d)}catch(e){}";

/**
 * Starts the JavaScript once the page has painted (after the first frame): on a slow line the HTML, its styles and
 * the font get the bandwidth first, and the scripts, which only take the painted page over, follow. The chunks the
 * page needs are fetched side by side instead of one import after another.
 */
const loaderScript = (entry: string, chunks: readonly string[]) =>
  `requestAnimationFrame(function(){setTimeout(function(){var d=document,h=d.head;${JSON.stringify(chunks)}.forEach(function(f){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+f;h.appendChild(l)});var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src='/${entry}';h.appendChild(s)})})`;

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/** A module's chunk, the chunks it imports statically and their style sheets. */
const closure = (manifest: Record<string, ManifestChunk>, keys: string[]) => {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css };
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch);

export const prerender = async (webRoot: string, configFile: string): Promise<void> => {
  const dist = path.join(webRoot, 'dist');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'jetkiz-prerender-'));
  try {
    await build({
      configFile,
      root: webRoot,
      logLevel: 'warn',
      // The whole app in one file for Node (the workspace packages are TypeScript; nothing stays external).
      ssr: { noExternal: true },
      build: {
        ssr: 'src/entry-server.tsx',
        outDir: scratch,
        emptyOutDir: true,
        manifest: false,
        rolldownOptions: { output: { codeSplitting: false } },
      },
    });
    const entry = fs.readdirSync(scratch).find((f) => /^entry-server\.m?js$/.test(f));
    if (!entry) throw new Error('prerender: the server bundle has no entry-server.js');
    const { renderPage } = (await import(pathToFileURL(path.join(scratch, entry)).href)) as { renderPage: typeof RenderPage };

    const inTemplate = (file: string) => template.includes(`/${file}"`);
    /**
     * A style sheet written into the page instead of linked: no request stands between the HTML and the first
     * paint. The disabled link beside it is never fetched; it tells Vite's loader that the sheet is on the page,
     * so a chunk that needs it later does not load it again.
     */
    const inlineStyle = (file: string) =>
      `<style>${fs.readFileSync(path.join(dist, file), 'utf8')}</style><link rel="stylesheet" href="/${file}" disabled>`;
    // The entry script and the chunks it imports: started by the loader below, not by the HTML.
    const entryScript = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/.exec(template)?.[1];
    if (!entryScript) throw new Error('prerender: index.html has no entry script');
    const templateChunks = [...template.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+\.js)">/g)].map(
      (m) => m[1] as string,
    );
    const withInlineStyles = template
      .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_, file: string) => inlineStyle(file))
      .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
      .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
    for (const lang of LANGS) {
      fs.mkdirSync(path.join(dist, 'pages', lang), { recursive: true });
      for (const page of PAGES(lang)) {
        const { html, t } = await renderPage(page.url, lang, page.parts);
        const { js, css } = closure(manifest, [...COMMON(lang), ...page.modules]);
        const chunks = [...new Set([...templateChunks, ...js])];
        const head = [
          `<script>${COLOR_SCHEME_SCRIPT}</script>`,
          ...[...css].filter((f) => !inTemplate(f)).map(inlineStyle),
          `<script>${loaderScript(entryScript, chunks)}</script>`,
        ];
        // Replaced by functions: a `$` in the texts or styles must not be read as a replacement pattern.
        const out = withInlineStyles
          .replace(/<html lang="[^"]*">/, () => `<html lang="${lang}">`)
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(`${t(page.title)} — Jetkiz`)}</title>`)
          .replace('</head>', () => `${head.join('\n')}\n</head>`)
          .replace(
            /<div id="root">[\s\S]*<\/div>\s*<\/body>/,
            () => `<div id="root" data-prerendered="${lang}">${html}</div>\n</body>`,
          );
        if (!out.includes('data-prerendered')) throw new Error('prerender: index.html has no <div id="root"> to fill');
        fs.writeFileSync(path.join(dist, 'pages', lang, `${page.name}.html`), out);
      }
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
    // The manifest was for this step only; it is not served.
    fs.rmSync(path.dirname(manifestFile), { recursive: true, force: true });
  }
};

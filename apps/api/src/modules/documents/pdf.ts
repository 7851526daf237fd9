/// <reference path="./fontkit.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Lang } from '@jetkiz/domain';
import type PDFDocument from 'pdfkit';
import { loadBarcodes } from './barcodes.ts';

const require = createRequire(import.meta.url);
const DEJAVU_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const INTER_DIR = path.join(import.meta.dirname, 'fonts');
/**
 * The site's typeface: Inter (Latin, Latin Extended, the whole Cyrillic block with every Kazakh letter), made
 * from @fontsource/inter by apps/web/scripts/subset-fonts.py --pdf. Any other script a customer types (a name
 * in Greek, say) is written in DejaVu Sans, which covers far more.
 */
export const FONTS = {
  regular: path.join(INTER_DIR, 'inter-regular.ttf'),
  bold: path.join(INTER_DIR, 'inter-bold.ttf'),
  fallbackRegular: path.join(DEJAVU_DIR, 'DejaVuSans.ttf'),
  fallbackBold: path.join(DEJAVU_DIR, 'DejaVuSans-Bold.ttf'),
} as const;

/**
 * The site's colours (apps/web/src/config/theme.ts): the brand blue for the name and the section titles, the
 * site's near-black text, its dimmed grey for labels, its light grey for rules. The document drawers speak in
 * a few plain greys and a green; they are mapped here, so every document follows the brand from one place.
 */
export const PDF_COLORS = {
  brand: '#0a6fa8',
  text: '#212529',
  dimmed: '#495057',
  rule: '#dee2e6',
  ruleStrong: '#adb5bd',
} as const;
const PALETTE: Readonly<Record<string, string>> = {
  '#007a4d': PDF_COLORS.brand,
  '#111111': PDF_COLORS.text,
  '#555555': PDF_COLORS.dimmed,
  '#cccccc': PDF_COLORS.rule,
  '#999999': PDF_COLORS.ruleStrong,
};
const brandColor = <T>(color: T): T =>
  typeof color === 'string' ? ((PALETTE[color.toLowerCase()] as T | undefined) ?? color) : color;

type FontkitFont = { hasGlyphForCodePoint(codePoint: number): boolean };

/**
 * The four fonts parsed once per process (fontkit), not per document: parsing their tables was most of a document's
 * cost. pdfkit takes a fontkit font as a font source and still subsets and embeds it per document.
 *
 * pdfkit and fontkit (~1.5 MB of code with the WOFF2 decoder and its dictionary) load with a process's first document,
 * not at its start: an API instance or a job runner that renders nothing never holds them. fontkit is the ES module
 * pdfkit itself imports, so the process holds one copy of it, not two.
 */
type PdfLibs = { PDFDocument: typeof PDFDocument; fontkit: { create(bytes: Buffer): FontkitFont } };
let pdfLibs: Promise<PdfLibs> | undefined;
const loadPdfLibs = (): Promise<PdfLibs> => {
  pdfLibs ??= Promise.all([import('pdfkit'), import('fontkit')]).then(([kit, fontkit]) => ({
    PDFDocument: kit.default,
    fontkit,
  }));
  return pdfLibs;
};
type FontName = 'regular' | 'bold' | 'fallback-regular' | 'fallback-bold';
const FONT_FILES: Readonly<Record<FontName, string>> = {
  regular: FONTS.regular,
  bold: FONTS.bold,
  'fallback-regular': FONTS.fallbackRegular,
  'fallback-bold': FONTS.fallbackBold,
};
const parsedFonts = new Map<FontName, FontkitFont>();
type Glyph = { id: number; codePoints: number[] };
type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
type GlyphRun = { glyphs: Glyph[]; positions: Position[]; readonly advanceWidth: number };
type FontView = FontkitFont & {
  _glyphs: Record<number, unknown>;
  getGlyph(id: number, codePoints?: number[]): Glyph;
  layout(text: string, features?: unknown): GlyphRun;
};

/**
 * A word as fontkit shaped it (GSUB, GPOS: most of what a document costs after parsing), kept per parsed font for
 * every document of the process: the glyphs it asked for, in order (id and characters), which of them the run
 * holds, and the positions. Replaying the asks in a document's own font view builds the document's glyphs exactly as
 * shaping there would (fontkit keeps the characters a glyph was first asked with, and pdfkit writes them into the
 * text layer), so the bytes are those of shaping each document anew. Bounded: emptied when full.
 */
type Shaped = { asks: Array<[number, number[] | undefined]>; picks: number[]; positions: Position[] };
/**
 * Words are kept in two generations: a new word waits in `young` (a document measures a cell, then draws it: an order
 * number is asked twice and never again); one asked again by another document moves to `old` (headings, routes,
 * tariffs, dates). Both bounded, emptied when full: the worker threads of the monthly issue keep a small heap.
 */
const YOUNG_MAX = 2_000;
const OLD_MAX = 5_000;
const shapers = new Map<FontkitFont, (text: string, doc: number) => Shaped | null>();
let documents = 0;
const shaperOf = (parsed: FontkitFont) => {
  let shaper = shapers.get(parsed);
  if (shaper) return shaper;
  const base = parsed as FontView;
  const scratch = Object.create(parsed) as FontView;
  let asks: Shaped['asks'] = [];
  let answers: Glyph[] = [];
  scratch.getGlyph = function (this: FontView, id: number, codePoints?: number[]) {
    const glyph = base.getGlyph.call(this, id, codePoints);
    asks.push([id, codePoints ? [...codePoints] : codePoints]);
    answers.push(glyph);
    return glyph;
  };
  const old = new Map<string, Shaped | null>();
  const young = new Map<string, { shaped: Shaped | null; doc: number }>();
  shaper = (text: string, doc: number) => {
    const kept = old.get(text);
    if (kept !== undefined) return kept;
    const waiting = young.get(text);
    if (waiting) {
      if (waiting.doc !== doc) {
        young.delete(text);
        if (old.size >= OLD_MAX) old.clear();
        old.set(text, waiting.shaped);
      }
      return waiting.shaped;
    }
    scratch._glyphs = {};
    asks = [];
    answers = [];
    const run = base.layout.call(scratch, text);
    const picks = run.glyphs.map((g) => answers.indexOf(g));
    const shaped = picks.includes(-1)
      ? null
      : {
          asks,
          picks,
          positions: run.positions.map((p) => ({
            xAdvance: p.xAdvance,
            yAdvance: p.yAdvance,
            xOffset: p.xOffset,
            yOffset: p.yOffset,
          })),
        };
    if (young.size >= YOUNG_MAX) young.clear();
    young.set(text, { shaped, doc });
    return shaped;
  };
  shapers.set(parsed, shaper);
  return shaper;
};

/**
 * A document's own view of a parsed font: the tables (read lazily into the parsed font) and the shaped words are
 * shared, the glyphs are the document's (see `Shaped`).
 */
const documentFont = (parsed: FontkitFont): FontkitFont => {
  const base = parsed as FontView;
  const view = Object.create(parsed) as FontView;
  view._glyphs = {};
  const shape = shaperOf(parsed);
  const doc = ++documents;
  view.layout = (text: string, features?: unknown): GlyphRun => {
    const shaped = features === undefined && typeof text === 'string' ? shape(text, doc) : null;
    if (!shaped) return base.layout.call(view, text, features);
    const made = shaped.asks.map(([id, codePoints]) => view.getGlyph(id, codePoints));
    const positions = shaped.positions.map((p) => ({ ...p }));
    return {
      glyphs: shaped.picks.map((k) => made[k] as Glyph),
      positions,
      get advanceWidth() {
        let width = 0;
        for (const position of positions) width += position.xAdvance;
        return width;
      },
    };
  };
  return view;
};
const parsedFont = (fontkit: PdfLibs['fontkit'], name: FontName): FontkitFont => {
  let font = parsedFonts.get(name);
  if (!font) {
    font = fontkit.create(readFileSync(FONT_FILES[name]));
    parsedFonts.set(name, font);
  }
  return font;
};

/** Whether the font in use has every character of the text (pdfkit keeps the fontkit font on `_font.font`). */
const fontCovers = (doc: Pdf, text: string): boolean => {
  const font = (doc as unknown as { _font?: { font?: FontkitFont } })._font?.font;
  if (!font) return true;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x20 && !font.hasGlyphForCodePoint(code)) return false;
  }
  return true;
};

/**
 * Inter for everything, and DejaVu for a piece of text with a character Inter lacks: the drawers keep calling
 * `font('regular' | 'bold')` and `text(…)` as before.
 */
const withBrand = (doc: Pdf) => {
  const font = doc.font.bind(doc);
  const text = doc.text.bind(doc);
  const fillColor = doc.fillColor.bind(doc);
  const strokeColor = doc.strokeColor.bind(doc);
  let current = 'regular';
  doc.font = ((src: unknown, ...rest: unknown[]) => {
    if (typeof src === 'string') current = src;
    return (font as (...args: unknown[]) => Pdf)(src, ...rest);
  }) as Pdf['font'];
  doc.text = ((value: unknown, ...rest: unknown[]) => {
    const call = () => (text as (...args: unknown[]) => Pdf)(value, ...rest);
    if (typeof value !== 'string' || (current !== 'regular' && current !== 'bold') || fontCovers(doc, value)) return call();
    const named = current;
    font(`fallback-${named}`);
    call();
    font(named);
    current = named;
    return doc;
  }) as Pdf['text'];
  doc.fillColor = ((color: Parameters<Pdf['fillColor']>[0], opacity?: number) =>
    fillColor(brandColor(color), opacity)) as Pdf['fillColor'];
  doc.strokeColor = ((color: Parameters<Pdf['strokeColor']>[0], opacity?: number) =>
    strokeColor(brandColor(color), opacity)) as Pdf['strokeColor'];
};

export type Pdf = InstanceType<typeof PDFDocument>;

/** The document's language tag, so a screen reader reads Kazakh as Kazakh (BCP 47). */
const LANGUAGE_TAGS: Readonly<Record<Lang, string>> = { ru: 'ru-KZ', kk: 'kk-KZ', en: 'en' };

/** A document with the DejaVu fonts registered as `regular` and `bold`, rendered to a Buffer. */
export const renderPdf = (
  options: {
    size: 'A4' | 'A5' | 'A6' | [number, number];
    margin?: number;
    title: string;
    lang: Lang;
    /** The document's creation date (default now); fixed, the same data renders the same bytes. */
    createdAt?: Date;
    /** The drawing has a barcode or a QR code (their encoder loads with the first document that has one). */
    barcodes?: boolean;
  },
  draw: (doc: Pdf) => void,
): Promise<Buffer> => {
  const libs = Promise.all([loadPdfLibs(), options.barcodes ? loadBarcodes() : undefined]);
  return libs.then(
    ([{ PDFDocument, fontkit }]) =>
      new Promise((resolve, reject) => {
        const doc = new PDFDocument({
          size: options.size,
          margin: options.margin ?? 40,
          info: {
            Title: options.title,
            Author: 'Jetkiz',
            Creator: 'Jetkiz',
            ...(options.createdAt && { CreationDate: options.createdAt }),
          },
          lang: LANGUAGE_TAGS[options.lang],
        });
        const chunks: Buffer[] = [];
        doc.on('data', (chunk: Buffer) => chunks.push(chunk));
        doc.on('end', () => resolve(Buffer.concat(chunks)));
        doc.on('error', reject);
        for (const name of Object.keys(FONT_FILES) as FontName[])
          doc.registerFont(name, documentFont(parsedFont(fontkit, name)) as unknown as string);
        withBrand(doc);
        doc.font('regular').fillColor(PDF_COLORS.text);
        try {
          draw(doc);
          doc.end();
        } catch (error) {
          reject(error);
        }
      }),
  );
};

/** Almaty wall time of an instant: «22.11.2026 14:05». */
export const almatyDateTime = (at: Date): string => {
  const local = new Date(at.getTime() + 5 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(local.getUTCDate())}.${p(local.getUTCMonth() + 1)}.${local.getUTCFullYear()} ${p(local.getUTCHours())}:${p(local.getUTCMinutes())}`;
};

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
 *
 * Kept compact, as whole numbers in one Int32Array per generation (a word as objects and arrays cost ~1 KB of heap,
 * ~15 MB a thread; as a record of ints ~0.3 KB outside the heap): a record is
 * `[length, doc, asks, glyphs, (id, characters or −1, …characters) × asks, picks × glyphs, (xAdvance, yAdvance,
 * xOffset, yOffset) × glyphs]`; `asks` −1: a word that does not replay (fontkit answered a glyph it was not asked
 * for, or a position that is not whole), laid out anew each time.
 */
const LENGTH = 0;
const DOC = 1;
const ASKS = 2;
const GLYPHS = 3;
const HEAD = 4;
/** Ints a generation may keep per word it holds, on average (a 10-letter word's record is ~90): only a bound. */
const WORD_INTS = 1_024;
export class Words {
  private readonly index = new Map<string, number>();
  data = new Int32Array(16_384);
  private used = 0;
  private readonly max: number;
  constructor(max: number) {
    this.max = max;
  }
  /** The record's offset in `data`, or −1. */
  find(text: string): number {
    return this.index.get(text) ?? -1;
  }
  /** Keeps a record (emptied first when full); answers its offset. */
  put(text: string, record: ArrayLike<number>): number {
    // Full by words, or by space: a promoted word leaves the index but not the array, which would otherwise grow
    // without end in a long-running process whose words all come back.
    if (this.index.size >= this.max || this.used + record.length > this.max * WORD_INTS) {
      this.index.clear();
      this.used = 0;
    }
    if (this.used + record.length > this.data.length) {
      const grown = new Int32Array(Math.max(this.data.length * 2, this.used + record.length));
      grown.set(this.data.subarray(0, this.used));
      this.data = grown;
    }
    const at = this.used;
    this.data.set(record, at);
    this.used += record.length;
    this.index.set(text, at);
    return at;
  }
  forget(text: string) {
    this.index.delete(text);
  }
}
/**
 * Words are kept in two generations: a new word waits in `young` (a document measures a cell, then draws it: an order
 * number is asked twice and never again); one asked again by another document moves to `old` (headings, routes,
 * tariffs, dates). Both bounded, emptied when full: the worker threads of the monthly issue keep a small heap.
 */
const YOUNG_MAX = 2_000;
const OLD_MAX = 5_000;
type Shaper = (text: string, doc: number) => { data: Int32Array; at: number } | null;
const shapers = new Map<FontkitFont, Shaper>();
let documents = 0;
const INT32 = (n: number) => n === (n | 0);
const shaperOf = (parsed: FontkitFont): Shaper => {
  let shaper = shapers.get(parsed);
  if (shaper) return shaper;
  const base = parsed as FontView;
  const scratch = Object.create(parsed) as FontView;
  let asks: Array<[number, number[] | undefined]> = [];
  let answers: Glyph[] = [];
  scratch.getGlyph = function (this: FontView, id: number, codePoints?: number[]) {
    const glyph = base.getGlyph.call(this, id, codePoints);
    asks.push([id, codePoints ? [...codePoints] : codePoints]);
    answers.push(glyph);
    return glyph;
  };
  /** Shapes a word in the scratch view: its record. */
  const record = (text: string, doc: number): number[] => {
    scratch._glyphs = {};
    asks = [];
    answers = [];
    const run = base.layout.call(scratch, text);
    const picks = run.glyphs.map((g) => answers.indexOf(g));
    const out = [HEAD, doc, -1, 0];
    if (picks.includes(-1)) return out;
    for (const [id, codePoints] of asks) {
      out.push(id, codePoints ? codePoints.length : -1);
      if (codePoints) out.push(...codePoints);
    }
    out.push(...picks);
    for (const p of run.positions) out.push(p.xAdvance, p.yAdvance, p.xOffset, p.yOffset);
    if (!out.every(INT32)) return [HEAD, doc, -1, 0];
    out[LENGTH] = out.length;
    out[ASKS] = asks.length;
    out[GLYPHS] = picks.length;
    return out;
  };
  const old = new Words(OLD_MAX);
  const young = new Words(YOUNG_MAX);
  const answer = (words: Words, at: number) => ((words.data[at + ASKS] as number) < 0 ? null : { data: words.data, at });
  shaper = (text: string, doc: number) => {
    const kept = old.find(text);
    if (kept >= 0) return answer(old, kept);
    const waiting = young.find(text);
    if (waiting >= 0) {
      if (young.data[waiting + DOC] === doc) return answer(young, waiting);
      young.forget(text);
      const length = young.data[waiting + LENGTH] as number;
      return answer(old, old.put(text, young.data.subarray(waiting, waiting + length)));
    }
    return answer(young, young.put(text, record(text, doc)));
  };
  shapers.set(parsed, shaper);
  return shaper;
};

/**
 * A document's own view of a parsed font: the tables (read lazily into the parsed font) and the shaped words are
 * shared, the glyphs are the document's (see `Words`).
 */
/** Off: every word laid out by fontkit itself (the tests compare the bytes both ways). */
export const shapedWords = { on: true };
const documentFont = (parsed: FontkitFont): FontkitFont => {
  const base = parsed as FontView;
  const view = Object.create(parsed) as FontView;
  view._glyphs = {};
  const shape = shaperOf(parsed);
  const doc = ++documents;
  view.layout = (text: string, features?: unknown): GlyphRun => {
    const shaped = shapedWords.on && features === undefined && typeof text === 'string' ? shape(text, doc) : null;
    if (!shaped) return base.layout.call(view, text, features);
    const { data } = shaped;
    const asks = data[shaped.at + ASKS] as number;
    const count = data[shaped.at + GLYPHS] as number;
    let k = shaped.at + HEAD;
    const made: Glyph[] = new Array(asks);
    for (let i = 0; i < asks; i++) {
      const id = data[k++] as number;
      const length = data[k++] as number;
      let codePoints: number[] | undefined;
      if (length >= 0) {
        codePoints = new Array(length);
        for (let j = 0; j < length; j++) codePoints[j] = data[k++] as number;
      }
      made[i] = view.getGlyph(id, codePoints);
    }
    const glyphs: Glyph[] = new Array(count);
    for (let i = 0; i < count; i++) glyphs[i] = made[data[k++] as number] as Glyph;
    const positions: Position[] = new Array(count);
    for (let i = 0; i < count; i++, k += 4)
      positions[i] = {
        xAdvance: data[k] as number,
        yAdvance: data[k + 1] as number,
        xOffset: data[k + 2] as number,
        yOffset: data[k + 3] as number,
      };
    return {
      glyphs,
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
 * The text without the characters the font in use cannot draw (emoji, which neither Inter nor DejaVu has, with the
 * joiners and variation selectors that build them): a customer's «Коробка смята 📦💥» printed «Коробка смята ▯ ▯».
 */
/** Where a character was left out, until the words close up (a private-use character, never typed into a document). */
const DROPPED = '\uE000';

export const drawableText = (font: FontkitFont | undefined, text: string): string => {
  if (!font) return text;
  let kept = '';
  let dropped = false;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || font.hasGlyphForCodePoint(code)) kept += char;
    else {
      kept += DROPPED;
      dropped = true;
    }
  }
  if (!dropped) return text;
  // Where one stood, the words close up as if it had never been typed: no space before a comma, one between words.
  return kept
    .replace(/ *\uE000+(?=[,.;:!?)»])/g, '')
    .replace(/\uE000+/g, '')
    .replace(/ {2,}/g, ' ')
    .replace(/ +$/gm, '');
};

/**
 * Inter for everything, and DejaVu for a piece of text with a character Inter lacks: the drawers keep calling
 * `font('regular' | 'bold')` and `text(…)` as before. What DejaVu lacks too is left out (`drawableText`).
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
    const fallback = (doc as unknown as { _font?: { font?: FontkitFont } })._font?.font;
    (text as (...args: unknown[]) => Pdf)(drawableText(fallback, value), ...rest);
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

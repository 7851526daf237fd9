import { createRequire } from 'node:module';
import path from 'node:path';
import type { Lang } from '@jetkiz/domain';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
/** DejaVu covers every Kazakh letter (ә ғ қ ң ө ұ ү һ і), which the PDF standard fonts do not. */
export const FONTS = {
  regular: path.join(FONT_DIR, 'DejaVuSans.ttf'),
  bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
} as const;

export type Pdf = InstanceType<typeof PDFDocument>;

/** The document's language tag, so a screen reader reads Kazakh as Kazakh (BCP 47). */
const LANGUAGE_TAGS: Readonly<Record<Lang, string>> = { ru: 'ru-KZ', kk: 'kk-KZ', en: 'en' };

/** A document with the DejaVu fonts registered as `regular` and `bold`, rendered to a Buffer. */
export const renderPdf = (
  options: { size: 'A4' | 'A5' | 'A6' | [number, number]; margin?: number; title: string; lang: Lang },
  draw: (doc: Pdf) => void,
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: options.size,
      margin: options.margin ?? 40,
      info: { Title: options.title, Author: 'Jetkiz', Creator: 'Jetkiz' },
      lang: LANGUAGE_TAGS[options.lang],
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('regular', FONTS.regular);
    doc.registerFont('bold', FONTS.bold);
    doc.font('regular');
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });

/** Almaty wall time of an instant: «22.11.2026 14:05». */
export const almatyDateTime = (at: Date): string => {
  const local = new Date(at.getTime() + 5 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(local.getUTCDate())}.${p(local.getUTCMonth() + 1)}.${local.getUTCFullYear()} ${p(local.getUTCHours())}:${p(local.getUTCMinutes())}`;
};

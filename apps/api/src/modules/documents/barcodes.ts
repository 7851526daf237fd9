import type { Pdf } from './pdf.ts';

type Raw = { sbs?: number[]; pixs?: number[]; pixx?: number; pixy?: number };
type Encode = (bcid: string, text: string, options: string) => Raw[];
let encode: Encode | undefined;
let loading: Promise<void> | undefined;
/**
 * bwip-js (2 MB of PostScript turned JavaScript) loads with the first document that draws a code, not with the
 * process: renderPdf({ barcodes: true }) waits for it, then the drawers below are synchronous.
 */
export const loadBarcodes = (): Promise<void> => {
  loading ??= import('bwip-js').then((bwip) => {
    encode = (bwip.default as unknown as { raw: Encode }).raw;
  });
  return loading;
};
const raw: Encode = (bcid, text, options) => {
  if (!encode) throw new Error('barcodes drawn before loadBarcodes()');
  return encode(bcid, text, options);
};

/**
 * Barcodes drawn as vector rectangles straight into the PDF (no PNG in between): crisp at any printer
 * resolution, and a waybill renders in milliseconds. bwip-js encodes; pdfkit draws.
 */
export const drawCode128 = (doc: Pdf, text: string, x: number, y: number, width: number, height: number) => {
  const [symbol] = raw('code128', text, '');
  const sbs = symbol?.sbs ?? [];
  const modules = sbs.reduce((a, b) => a + b, 0);
  const unit = width / modules;
  let cursor = x;
  doc.save().fillColor('#000000');
  sbs.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(cursor, y, w * unit, height).fill();
    cursor += w * unit;
  });
  doc.restore();
};

export const drawQr = (doc: Pdf, text: string, x: number, y: number, size: number) => {
  const [symbol] = raw('qrcode', text, 'eclevel=M');
  const n = symbol?.pixx ?? 0;
  const pixs = symbol?.pixs ?? [];
  const cell = size / (n + 8);
  const origin = { x: x + 4 * cell, y: y + 4 * cell };
  doc.save().fillColor('#000000');
  for (let row = 0; row < (symbol?.pixy ?? 0); row++) {
    for (let col = 0; col < n; col++) {
      if (pixs[row * n + col]) doc.rect(origin.x + col * cell, origin.y + row * cell, cell + 0.05, cell + 0.05).fill();
    }
  }
  doc.restore();
};

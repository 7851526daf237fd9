import zlib from 'node:zlib';

/**
 * The text of a PDF written by pdfkit, one line per text run: enough for a test to read what a document says
 * (pdfkit subsets fonts, so the bytes hold glyph ids; the fonts' ToUnicode maps turn them back into letters).
 */
export const pdfText = (pdf: Buffer): string => {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2] ?? '';
    const at = body.search(/stream\r?\n/);
    let stream: string | null = null;
    if (at >= 0) {
      const start = (m.index ?? 0) + m[0].indexOf(body) + at + (/stream\r\n/.test(body.slice(at, at + 8)) ? 8 : 7);
      const end = raw.indexOf('endstream', start);
      const bytes = pdf.subarray(start, end);
      stream = (/FlateDecode/.test(body.slice(0, at)) ? zlib.inflateSync(bytes) : bytes).toString('latin1');
    }
    objects.set(m[1] ?? '', { dict: at >= 0 ? body.slice(0, at) : body, stream });
  }
  const unicodeOf = (fontRef: string): Map<number, string> => {
    const map = new Map<number, string>();
    const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontRef)?.dict ?? '')?.[1];
    const cmap = cmapRef ? (objects.get(cmapRef)?.stream ?? '') : '';
    const hex = (h: string) =>
      String.fromCharCode(...(h.replace(/\s/g, '').match(/.{4}/g) ?? []).map((c) => Number.parseInt(c, 16)));
    for (const r of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      const from = Number.parseInt(r[1] ?? '0', 16);
      for (const [i, v] of [...(r[3] ?? '').matchAll(/<([0-9a-f\s]+)>/gi)].entries()) map.set(from + i, hex(v[1] ?? ''));
    }
    for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const r of (section[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
        map.set(Number.parseInt(r[1] ?? '0', 16), hex(r[2] ?? ''));
    return map;
  };
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    const block = /\/Font\s*<<([^>]*)>>/.exec(dict)?.[1];
    for (const f of block?.matchAll(/\/(\w+) (\d+) 0 R/g) ?? [])
      if (!fonts.has(f[1] ?? '')) fonts.set(f[1] ?? '', unicodeOf(f[2] ?? ''));
  }
  const lines: string[] = [];
  for (const { stream, dict } of objects.values()) {
    if (!stream || /\/Subtype|\/Type \/(XObject|Font)/.test(dict) || !/TJ/.test(stream)) continue;
    let font = new Map<number, string>();
    for (const op of stream.matchAll(/\/(\w+) [\d.]+ Tf|\[((?:<[0-9a-f]*>|[^\]])*)\] TJ/gi)) {
      if (op[1]) {
        font = fonts.get(op[1]) ?? new Map();
        continue;
      }
      const text = [...(op[2] ?? '').matchAll(/<([0-9a-f]*)>/gi)]
        .flatMap((h) => (h[1]?.match(/.{4}/g) ?? []).map((g) => font.get(Number.parseInt(g, 16)) ?? ''))
        .join('');
      lines.push(text);
    }
  }
  return lines.join('\n');
};

/** fontkit ships no types: the one call the documents make (parse a font file's bytes). */
declare module 'fontkit' {
  export const create: (bytes: Buffer) => { hasGlyphForCodePoint(codePoint: number): boolean };
}

import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.ts';

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('detectImageType', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'), 'image/jpeg'],
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR'), 'image/png'],
    ['WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['a RIFF that is not WebP (WAVE)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '), null],
    ['GIF', bytes('GIF89a', 1, 0, 1, 0), null],
    ['HTML named .jpg', bytes('<html><script>'), null],
    ['PDF', bytes('%PDF-1.7'), null],
    ['HEIC (an iPhone photo)', bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0, 'mif1heic'), 'image/heic'],
    ['HEIF of brand mif1', bytes(0, 0, 0, 0x18, 'ftypmif1', 0, 0, 0, 0, 'mif1heic'), 'image/heic'],
    ['an MP4 video (ftyp isom)', bytes(0, 0, 0, 0x18, 'ftypisom', 0, 0, 2, 0), null],
    ['a PNG signature cut short', bytes(0x89, 'PNG', 0x0d), null],
    ['two JPEG bytes', bytes(0xff, 0xd8), null],
    ['nothing', bytes(), null],
  ] as const)('%s', (_name, input, type) => {
    expect(detectImageType(input)).toBe(type);
  });
});

/** Image types an upload may arrive as: profile pictures (JPEG, PNG, WebP) and claim photos (JPEG, PNG, HEIC; issue 19). */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** The ISO-BMFF brands of HEIF images coded in HEVC (what phones write as .heic). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The type of an image told by its first bytes (its signature), never by its name or the Content-Type a client
 * claims: JPEG (FF D8 FF), PNG (the 8-byte signature), WebP (a RIFF container of kind WEBP) or HEIC (an ISO-BMFF
 * `ftyp` box of a HEIF brand). Null: anything else. The bytes after the signature are not trusted either: the server
 * decodes and re-encodes the pixels alone.
 */
export const detectImageType = (bytes: Uint8Array): ImageType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(bytes, 8, 12))) return 'image/heic';
  return null;
};

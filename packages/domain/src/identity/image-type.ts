/** Image types a profile picture may arrive as (issue 19). */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/**
 * The type of an image told by its first bytes (its signature), never by its name or the Content-Type a client
 * claims: JPEG (FF D8 FF), PNG (the 8-byte signature) or WebP (a RIFF container of kind WEBP). Null: anything else.
 * The bytes after the signature are not trusted either: the server decodes and re-encodes the pixels alone.
 */
export const detectImageType = (bytes: Uint8Array): ImageType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
};

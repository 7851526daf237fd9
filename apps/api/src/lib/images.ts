/// <reference path="./heic-decode.d.ts" />
import type { ErrorCode } from '@jetkiz/contract';
import { detectImageType, type ImageType } from '@jetkiz/domain';
import type { FastifyInstance } from 'fastify';
import type { Sharp } from 'sharp';
import { AppError } from '../errors.ts';

/** Above this many pixels an upload is refused before it is decoded (a small file can claim a huge image). */
export const MAX_INPUT_PIXELS = 40_000_000;

export type ReencodeOptions = {
  maxBytes: number;
  /** The types accepted (told by the bytes); anything else is `unreadable`. */
  accept: readonly ImageType[];
  tooLarge: ErrorCode;
  unreadable: ErrorCode;
  /** The pixels' way out: resize and encode (sharp writes no metadata unless asked). */
  encode: (image: Sharp) => Sharp;
};

/**
 * HEIC is HEVC inside HEIF: sharp's prebuilt libvips decodes only AVIF from HEIF, so HEIC goes through libheif's
 * WebAssembly decoder (heic-decode, nothing downloaded at run time) to raw RGBA pixels, which sharp then encodes. The
 * decoder (several MB of WebAssembly) is loaded on the first HEIC, not at start.
 */
const heicPixels = async (sharp: typeof import('sharp').default, bytes: Uint8Array): Promise<Sharp> => {
  const { default: decodeHeic } = await import('heic-decode');
  const { width, height, data } = await decodeHeic({ buffer: bytes });
  if (width * height > MAX_INPUT_PIXELS) throw new Error('too many pixels');
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
};

/**
 * The pixels of an uploaded picture, and nothing else: the type told by the bytes, decoded, turned upright by its
 * EXIF orientation and encoded anew by `encode` — no EXIF, GPS, ICC or comment, and nothing a polyglot file hid after
 * its image (a ZIP, HTML, a PDF) survives. Anything that does not decode is the spec's read error. Shared by profile
 * pictures (identity) and claim photos (claims).
 */
export const reencodeImage = async (bytes: Uint8Array, options: ReencodeOptions): Promise<Uint8Array> => {
  if (bytes.byteLength > options.maxBytes) throw new AppError(options.tooLarge);
  const type = detectImageType(bytes);
  if (!type || !options.accept.includes(type)) throw new AppError(options.unreadable);
  try {
    // sharp (libvips) loads with the first picture, not with every API process.
    const { default: sharp } = await import('sharp');
    const image =
      type === 'image/heic'
        ? await heicPixels(sharp, bytes)
        : sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).rotate();
    const out = await options.encode(image).toBuffer();
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  } catch {
    throw new AppError(options.unreadable);
  }
};

/**
 * The body parsers of an image upload's scope (an encapsulated plugin holding only upload routes): the image types
 * the route takes, and application/octet-stream (a browser's word for a file it cannot name), read whole as bytes up to
 * `bodyLimit` for `reencodeImage` to judge by the bytes. Any other Content-Type — SVG, GIF, PDF, text, JSON — is
 * refused at once, unread, with `refusal`: a 415 whose message names the types taken (it was the framework's bare
 * 415, «Please check the data you entered»).
 */
export const acceptImageBodies = (app: FastifyInstance, types: readonly string[], bodyLimit: number, refusal: ErrorCode) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser([...types, 'application/octet-stream'], { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser('*', (_request, _payload, done) => done(new AppError(refusal), undefined));
};

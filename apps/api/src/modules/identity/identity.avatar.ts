import { AVATAR_MAX_BYTES, AVATAR_SIZE, IMAGE_MESSAGES } from '@jetkiz/contract';
import { detectImageType, type Lang } from '@jetkiz/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { userAvatars } from './identity.tables.ts';

/** Above this many pixels an upload is refused before it is decoded (a small file can claim a huge image). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The pixels of an uploaded picture, and nothing else: the type told by the bytes, decoded, turned upright by its
 * EXIF orientation, cropped square to AVATAR_SIZE px and encoded anew as WebP — no EXIF, GPS, ICC or comment, and
 * nothing a polyglot file hid after its image survives. Anything that does not decode is the spec's read error.
 */
export const reencodeAvatar = async (bytes: Uint8Array): Promise<Uint8Array> => {
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE');
  if (!detectImageType(bytes)) throw new AppError('IMAGE_READ_ERROR');
  try {
    const out = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  } catch {
    throw new AppError('IMAGE_READ_ERROR');
  }
};

/** The profile pictures of identity's users: one per person, replaced whole. */
export const createAvatars = (db: Db, now: () => number) => ({
  async save(userId: string, bytes: Uint8Array, lang: Lang) {
    const image = await reencodeAvatar(bytes);
    const at = new Date(now());
    await db
      .insert(userAvatars)
      .values({ userId, image, contentType: 'image/webp', updatedAt: at })
      .onConflictDoUpdate({ target: userAvatars.userId, set: { image, contentType: 'image/webp', updatedAt: at } });
    return { message: IMAGE_MESSAGES.saved[lang] };
  },
  async get(userId: string) {
    const [row] = await db.select().from(userAvatars).where(eq(userAvatars.userId, userId));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  },
  async remove(userId: string, lang: Lang) {
    await db.delete(userAvatars).where(eq(userAvatars.userId, userId));
    return { message: IMAGE_MESSAGES.removed[lang] };
  },
});

export type Avatars = ReturnType<typeof createAvatars>;

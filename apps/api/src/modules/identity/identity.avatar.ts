import { AVATAR_MAX_BYTES, AVATAR_SIZE, IMAGE_MESSAGES } from '@jetkiz/contract';
import type { Lang } from '@jetkiz/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reencodeImage } from '../../lib/images.ts';
import { userAvatars } from './identity.tables.ts';

/**
 * A profile picture: JPEG, PNG or WebP (told by its bytes), re-encoded by the shared image code (lib/images.ts),
 * cropped square to AVATAR_SIZE px and written as WebP without any metadata.
 */
export const reencodeAvatar = (bytes: Uint8Array): Promise<Uint8Array> =>
  reencodeImage(bytes, {
    maxBytes: AVATAR_MAX_BYTES,
    accept: ['image/jpeg', 'image/png', 'image/webp'],
    tooLarge: 'IMAGE_TOO_LARGE',
    unreadable: 'IMAGE_READ_ERROR',
    encode: (image) => image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }),
  });

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
  /** The picture, or undefined when the person has none. */
  async get(userId: string) {
    const [row] = await db.select().from(userAvatars).where(eq(userAvatars.userId, userId));
    return row;
  },
  async remove(userId: string, lang: Lang) {
    await db.delete(userAvatars).where(eq(userAvatars.userId, userId));
    return { message: IMAGE_MESSAGES.removed[lang] };
  },
});

export type Avatars = ReturnType<typeof createAvatars>;

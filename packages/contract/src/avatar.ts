import { Type } from 'typebox';
import { ErrorSchema } from './errors.ts';

export { IMAGE_ERRORS, IMAGE_MESSAGES } from './image-errors.ts';

import { MessageSchema, UserTypeParamsSchema } from './identity.ts';
import { defineRoute } from './route.ts';

/**
 * The profile picture (issue 19): the person signed in (an employee: their own, not the organisation's) chooses an
 * image, crops it in the browser and uploads the crop; the server tells the type by the bytes, re-encodes the
 * pixels alone (no metadata, nothing else the file carried) at AVATAR_SIZE px square, and keeps that.
 */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
/** What the upload may be: told by the bytes, whatever the Content-Type says. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema };
const URL = '/api/identity/protected/{userType}/avatar' as const;

export const getAvatarRoute = defineRoute({
  method: 'GET',
  url: URL,
  schema: {
    operationId: 'getAvatar',
    tags: ['identity'],
    summary: `The signed-in person's profile picture (image/webp, ${AVATAR_SIZE}×${AVATAR_SIZE}); 204 when there is none`,
    params: UserTypeParamsSchema,
    response: { 200: Type.Unknown({ description: 'image/webp' }), 204: Type.Null({ description: 'No picture' }), ...errors },
  },
});

export const putAvatarRoute = defineRoute({
  method: 'PUT',
  url: URL,
  schema: {
    operationId: 'putAvatar',
    tags: ['identity'],
    summary:
      'Upload the profile picture: the image bytes as the body (JPEG, PNG or WebP, at most 5 MB, told by the bytes), re-encoded without metadata',
    params: UserTypeParamsSchema,
    response: { 200: MessageSchema, ...errors },
  },
});

export const deleteAvatarRoute = defineRoute({
  method: 'DELETE',
  url: URL,
  schema: {
    operationId: 'deleteAvatar',
    tags: ['identity'],
    summary: 'Remove the profile picture',
    params: UserTypeParamsSchema,
    response: { 200: MessageSchema, ...errors },
  },
});

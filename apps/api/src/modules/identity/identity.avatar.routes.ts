import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, deleteAvatarRoute, getAvatarRoute, putAvatarRoute, routerPath } from '@jetkiz/contract';
import { actorOf } from '../../lib/access-token.ts';
import { acceptImageBodies } from '../../lib/images.ts';
import { requireUserType } from '../../plugins/auth.ts';
import type { Avatars } from './identity.avatar.ts';

/** Bodies above this are refused before they are read whole; between the limit and this, with the image's own message. */
const READ_LIMIT = 2 * AVATAR_MAX_BYTES;

/**
 * The profile picture of the person signed in (an employee's own: `actorOf`): the image's bytes are the body of the
 * PUT, as JPEG, PNG, WebP or octet-stream (the server tells the type by the bytes); another type, an SVG, is a 415
 * naming the types taken.
 */
export const avatarRoutes: FastifyPluginAsyncTypebox<{ avatars: Avatars }> = async (app, { avatars }) => {
  acceptImageBodies(app, AVATAR_TYPES, READ_LIMIT, 'IMAGE_TYPE_NOT_ACCEPTED');
  const signedIn = { onRequest: app.authenticate };
  app.route({
    ...getAvatarRoute,
    url: routerPath(getAvatarRoute.url),
    ...signedIn,
    handler: async (req, reply) => {
      const row = await avatars.get(actorOf(requireUserType(req, req.params.userType)).actorId);
      // No picture is no error (a 404 put a red line in the browser's console on every profile without one).
      if (!row) return reply.code(204).header('cache-control', 'private, no-cache').send();
      return reply
        .type(row.contentType)
        .header('cache-control', 'private, no-cache')
        .header('last-modified', row.updatedAt.toUTCString())
        .send(Buffer.from(row.image));
    },
  });
  app.route({
    ...putAvatarRoute,
    url: routerPath(putAvatarRoute.url),
    bodyLimit: READ_LIMIT,
    ...signedIn,
    handler: (req) => {
      const auth = requireUserType(req, req.params.userType);
      const body = req.body as unknown;
      const bytes = body instanceof Uint8Array ? body : new Uint8Array();
      return avatars.save(actorOf(auth).actorId, bytes, req.lang);
    },
  });
  app.route({
    ...deleteAvatarRoute,
    url: routerPath(deleteAvatarRoute.url),
    ...signedIn,
    handler: (req) => avatars.remove(actorOf(requireUserType(req, req.params.userType)).actorId, req.lang),
  });
};

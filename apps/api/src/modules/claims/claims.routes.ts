import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CLAIM_PHOTO_MAX_BYTES, CLAIM_ROUTES_COMPANY, CLAIM_ROUTES_PERSON, routerPath } from '@jetkiz/contract';
import { acceptImageBodies } from '../../lib/images.ts';
import { sendPdf } from '../../lib/send-encoded.ts';
import { requireUserType } from '../../plugins/auth.ts';
import type { ClaimFamily, ClaimsService } from './claims.service.ts';

/** Bodies above this are refused before they are read whole; between the limit and this, with the photo's own message. */
const READ_LIMIT = 2 * CLAIM_PHOTO_MAX_BYTES;
/** The Content-Types a photo may come as (HEIF is how some phones name HEIC). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/heif'] as const;
const USER_TYPE = { person: 'person', company: 'company' } as const;

/**
 * The customer's claims (issue 19), transport only: the person paths under /api/order/protected/claims, the company's
 * under /api/order/protected/jur/claims. A photo is the body of its POST as JPEG, PNG, HEIC/HEIF or octet-stream (the
 * server tells the type by the bytes); another type, an SVG, is a 415 naming the types taken. The photo routes sit in
 * a scope of their own, so the JSON routes keep the JSON parser.
 */
export const claimsRoutes: FastifyPluginAsyncTypebox<{ service: ClaimsService }> = async (app, { service }) => {
  app.addHook('onRequest', app.authenticate);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  // The two families' routes differ only in their paths and operation ids: one binding serves both.
  const families = [
    ['person', CLAIM_ROUTES_PERSON],
    ['company', CLAIM_ROUTES_COMPANY as unknown as typeof CLAIM_ROUTES_PERSON],
  ] as const;
  for (const [family, routes] of families) {
    const auth = (req: Parameters<typeof requireUserType>[0]) => requireUserType(req, USER_TYPE[family as ClaimFamily]);
    r.route({ ...routes.list, handler: (req) => service.list(auth(req), req.lang) });
    r.route({
      ...routes.ofOrder,
      url: routerPath(routes.ofOrder.url),
      handler: (req) => service.ofOrder(auth(req), family, (req.params as { id: string }).id, req.lang),
    });
    r.route({
      ...routes.file,
      handler: (req) => service.file(auth(req), family, req.body as Parameters<ClaimsService['file']>[2], req.lang),
    });
    r.route({
      ...routes.detail,
      url: routerPath(routes.detail.url),
      handler: (req) => service.detail(auth(req), (req.params as { id: string }).id, req.lang),
    });
    await app.register(async (photos) => {
      acceptImageBodies(photos, PHOTO_TYPES, READ_LIMIT, 'CLAIM_PHOTO_TYPE_NOT_ACCEPTED');
      photos.withTypeProvider<TypeBoxTypeProvider>().route({
        ...routes.addPhoto,
        url: routerPath(routes.addPhoto.url),
        bodyLimit: READ_LIMIT,
        handler: (req) => {
          const body = req.body as unknown;
          const bytes = body instanceof Uint8Array ? body : new Uint8Array();
          return service.addPhoto(auth(req), (req.params as { id: string }).id, bytes, req.lang);
        },
      });
    });
    r.route({
      ...routes.photo,
      url: routerPath(routes.photo.url),
      handler: async (req, reply) => {
        const { id, photoId } = req.params as { id: string; photoId: string };
        const image = await service.photo(auth(req), id, photoId);
        return reply.type('image/jpeg').header('cache-control', 'private, max-age=3600').send(Buffer.from(image));
      },
    });
    r.route({
      ...routes.letter,
      url: routerPath(routes.letter.url),
      handler: async (req, reply) => sendPdf(reply, await service.letter(auth(req), (req.params as { id: string }).id, req.lang)),
    });
  }
};

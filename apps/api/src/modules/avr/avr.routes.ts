import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  avrDetailRoute,
  avrDetailsPdfRoute,
  avrHtmlRoute,
  avrPublicVerificationRoute,
  avrSignedPackageRoute,
  avrStatusesRoute,
  listAvrsRoute,
  payAvrRoute,
  refuseAvrRoute,
  routerPath,
  signAvrRoute,
} from '@jetkiz/contract';
import { AppError } from '../../errors.ts';
import { sendPdf } from '../../lib/send-encoded.ts';
import { requireUserType } from '../../plugins/auth.ts';
import type { AvrService } from './avr.service.ts';

/**
 * Spec §7 'AVR (company)': the company's acts — registry, statuses, detail, HTML, PDF, signed package, signing
 * (form-encoded), payment, refusal — and the public check the QR code opens. Transport only; company accounts only.
 */
export const avrRoutes: FastifyPluginAsyncTypebox<{ service: AvrService }> = async (app, { service }) => {
  app.route({
    ...avrPublicVerificationRoute,
    url: routerPath(avrPublicVerificationRoute.url),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: (req) => service.publicVerification(req.params.code, req.lang),
  });

  await app.register(async (scope) => {
    scope.addHook('onRequest', app.authenticate);
    const r = scope.withTypeProvider<TypeBoxTypeProvider>();
    const company = (req: Parameters<typeof requireUserType>[0]) => requireUserType(req, 'company');

    r.route({ ...listAvrsRoute, handler: (req) => service.list(company(req), req.query, req.lang) });
    r.route({
      ...avrStatusesRoute,
      handler: (req) => {
        company(req);
        return service.statuses(req.lang);
      },
    });
    r.route({
      ...avrDetailRoute,
      url: routerPath(avrDetailRoute.url),
      handler: (req) => service.detail(company(req), req.params.id, req.lang),
    });
    r.route({
      ...avrHtmlRoute,
      url: routerPath(avrHtmlRoute.url),
      handler: async (req, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'private, no-store')
          // The act's page: its own styles and inline images, nothing that runs.
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
          )
          .send(await service.html(company(req), req.params.id, req.lang)),
    });
    r.route({
      ...avrDetailsPdfRoute,
      url: routerPath(avrDetailsPdfRoute.url),
      handler: async (req, reply) => sendPdf(reply, await service.pdf(company(req), req.params.id)),
    });
    r.route({
      ...avrSignedPackageRoute,
      url: routerPath(avrSignedPackageRoute.url),
      handler: async (req, reply) => {
        const { body, name } = await service.signedPackage(company(req), req.params.id);
        return reply
          .header('content-type', 'application/pkcs7-mime; smime-type=signed-data')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .send(body);
      },
    });
    r.route({
      ...payAvrRoute,
      url: routerPath(payAvrRoute.url),
      handler: (req) => service.pay(company(req), req.params.id, req.lang),
    });
    r.route({
      ...refuseAvrRoute,
      url: routerPath(refuseAvrRoute.url),
      handler: (req) => service.refuse(company(req), req.params.id, req.body.reason, req.lang),
    });

    // The signed document comes form-encoded (spec §7); a malformed body is AVR_BAD_SIGN_REQUEST, not a generic 400.
    await r.register(async (form) => {
      await form.register(formbody, { bodyLimit: 300_000 });
      form.withTypeProvider<TypeBoxTypeProvider>().route({
        ...signAvrRoute,
        attachValidation: true,
        // Form decoding turns an unescaped «+» of base64 into a space; base64 never holds a space.
        preValidation: (req, _reply, done) => {
          const body = req.body as { cms?: unknown } | undefined;
          if (body && typeof body.cms === 'string') body.cms = body.cms.replace(/ /g, '+');
          done();
        },
        handler: (req) => {
          const auth = company(req);
          if (req.validationError) throw new AppError('AVR_BAD_SIGN_REQUEST');
          return service.sign(auth, req.body, req.lang);
        },
      });
    });
  });
};

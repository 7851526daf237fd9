import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a browser's request for a client-side route with the SPA's index.html; false when not one. */
    servePage(request: FastifyRequest, reply: FastifyReply): boolean;
  }
}

/**
 * The built web app (apps/web/dist) at `/`. Hashed assets are cached for a year; index.html never is, so a
 * new release reaches everyone on their next page load.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { webDist: string }) => {
    const index = path.join(options.webDist, 'index.html');
    const available = fs.existsSync(index);
    if (available) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          reply.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ webDist: options.webDist }, 'web app is not built; only the API is served');
    }
    app.decorate('servePage', (request: FastifyRequest, reply: FastifyReply) => {
      const isPage =
        available &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api') &&
        !path.extname(request.url.split('?')[0] ?? '');
      if (!isPage) return false;
      reply.header('cache-control', 'no-cache').sendFile('index.html');
      return true;
    });
  },
  { name: 'web' },
);

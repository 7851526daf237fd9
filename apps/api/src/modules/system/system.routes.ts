import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthRoute, type PublicConfig, publicConfigRoute, readyRoute } from '@jetkiz/contract';

export type ReadinessProbe = { database(): Promise<boolean>; jobs(): boolean };

export const systemRoutes: FastifyPluginAsyncTypebox<{ probe: ReadinessProbe; publicConfig?: PublicConfig }> = async (
  app,
  { probe, publicConfig = { mapTileUrl: null, mapAttribution: null, carriers: [], ncalayerUrl: 'wss://127.0.0.1:13579' } },
) => {
  app.route({ ...healthRoute, handler: async () => ({ status: 'ok' as const }) });
  // What the public web needs of the configuration (the map's tile server, NCALayer's address); the same for everyone, cached briefly.
  app.route({
    ...publicConfigRoute,
    handler: async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(publicConfig),
  });
  app.route({
    ...readyRoute,
    handler: async (_request, reply) => {
      const database = await probe.database();
      const jobs = probe.jobs();
      const ready = database && jobs;
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', database, jobs });
    },
  });
};

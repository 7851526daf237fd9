import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthRoute, readyRoute } from '@jetkiz/contract';

export type ReadinessProbe = { database(): Promise<boolean>; jobs(): boolean };

export const systemRoutes: FastifyPluginAsyncTypebox<{ probe: ReadinessProbe }> = async (app, { probe }) => {
  app.route({ ...healthRoute, handler: async () => ({ status: 'ok' as const }) });
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

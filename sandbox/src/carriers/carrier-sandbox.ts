import Fastify, { type FastifyInstance } from 'fastify';
import type { CarrierCodes } from './grids.ts';
import type { SandboxPoint } from './points.ts';
import { registerShipments } from './shipments.ts';
import { type CarrierProduct, type CarrierZone, carrierPrice, carrierZone } from './tariff.ts';

export type CarrierSandboxOptions = {
  name: string;
  grid: CarrierProduct[];
  /** Answers this long after the request (ms): a test's slow carrier. */
  delayMs?: number;
  /** Answers 503 to every rate request: a test's broken carrier. */
  failing?: boolean;
  /** The carrier's own zoning on top of the regions: e.g. «near» counted as «far». */
  zoneOf?: (zone: CarrierZone) => CarrierZone;
  /** Booking and tracking: the carrier's status codes and how its tracking numbers start. */
  tracking?: { codes: CarrierCodes; prefix: string; webhookSecret: string };
  /** Its stores and pickup points (`GET /api/v1/pickup-points`); none when left out. */
  points?: SandboxPoint[];
};

/**
 * A stand-in carrier with its own tariff API: `POST /api/v1/rates` with
 * `{ fromKato, toKato, chargeableKg, pickupDate }` answers `{ carrier, rates: [{ code, name, type, price, daysMin,
 * daysMax }] }`, price in tenge. Rates come from its own grid over its own idea of zones (tariff.ts).
 */
export const createCarrierSandbox = (options: CarrierSandboxOptions): FastifyInstance => {
  const app = Fastify({ logger: false });
  app.get('/api/v1/health', async () => ({ carrier: options.name, ok: !options.failing }));
  app.post('/api/v1/rates', async (request, reply) => {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (options.failing) return reply.status(503).send({ error: 'temporarily unavailable' });
    const body = (request.body ?? {}) as { fromKato?: unknown; toKato?: unknown; chargeableKg?: unknown };
    const geographic = carrierZone(body.fromKato, body.toKato);
    const zone = geographic && (options.zoneOf ? options.zoneOf(geographic) : geographic);
    const kg = Number(body.chargeableKg);
    if (!zone || !Number.isFinite(kg) || kg <= 0) return reply.status(400).send({ error: 'bad request' });
    const rates = options.grid.flatMap((product) => {
      const rate = product.zones[zone];
      const price = carrierPrice(rate, kg, product.maxKg);
      if (price === null || !rate) return [];
      return [
        {
          code: product.product,
          name: product.name,
          type: product.type,
          price,
          daysMin: rate.daysMin,
          daysMax: rate.daysMax,
        },
      ];
    });
    return { carrier: options.name, rates };
  });
  // The carrier's stores and pickup points with their limits (issue 19); a failing carrier fails this too.
  app.get('/api/v1/pickup-points', async (_request, reply) =>
    options.failing ? reply.status(503).send({ error: 'temporarily unavailable' }) : { points: options.points ?? [] },
  );
  if (options.tracking) registerShipments(app, options.tracking);
  return app;
};

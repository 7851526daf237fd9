import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CarrierCodes } from './grids.ts';

/**
 * The booking and tracking side of a sandbox carrier:
 * - `POST /api/v1/shipments` books (idempotent by `reference`) and answers `{ shipmentId, trackingNumber }`;
 * - `POST /api/v1/cancellations {reference}` cancels the booking of a reference (idempotent; until the parcel is
 *   collected). A reference cancelled before its booking arrived stays cancelled: that late booking is refused;
 * - `POST|DELETE /api/v1/shipments/{id}/courier` asks for / cancels a courier (until one is assigned);
 * - `GET /api/v1/shipments/{id}/events` lists what happened (for a shop whose webhooks stay silent);
 * - every event is pushed to the booking's `webhookUrl`, signed `x-carrier-signature: sha256=<HMAC of the body>`.
 * A booked parcel walks a realistic timeline — courier (if asked), accepted at the terminal, in transit, arrived,
 * out for delivery, sometimes a failed attempt and a second round, delivered — one step every `stepMs`.
 * `POST /sandbox/settings {stepMs, webhooks, bookingFails, bookingRefusal, bookingDelayMs, cancelFails, failedAttemptEvery}`
 * steers it;
 * `POST /sandbox/shipments/{id}/advance` takes the next step at once; `GET /sandbox/shipments?reference=` lists
 * the bookings (a test asks which are live). A late parcel: `advance?lateDays=N` takes every remaining step at once
 * and dates the delivery N days after the promised range (`deliverBy`, sent with the booking; 12:00 Almaty), and
 * `advance?deliveredAt=<ISO instant>` dates it exactly.
 */
export type ShipmentSettings = {
  stepMs: number;
  webhooks: boolean;
  bookingFails: boolean;
  /** Refuses every booking with this reason (422, in the carrier's words), or none when empty: a carrier that declines an order. */
  bookingRefusal: string;
  /** A booking answers this long after it was made (ms): a slow carrier, to widen races in tests. */
  bookingDelayMs: number;
  /** Answers 503 to every cancellation: a carrier that cannot confirm one now. */
  cancelFails: boolean;
  /** Every n-th shipment meets a failed delivery attempt (0: never). */
  failedAttemptEvery: number;
};

type CarrierEvent = { eventId: string; status: string; occurredAt: string; place: string };
type Shipment = {
  shipmentId: string;
  reference: string;
  trackingNumber: string;
  webhookUrl: string;
  fromCity: string;
  toCity: string;
  /** The last day of the promised delivery range (ISO date), when the shop sent one. */
  deliverBy: string | null;
  courier: { status: 'requested' | 'assigned' | 'cancelled'; date: string; window: string } | null;
  cancelled: boolean;
  plan: Array<keyof CarrierCodes>;
  step: number;
  events: CarrierEvent[];
  timer: NodeJS.Timeout | undefined;
};

export const registerShipments = (
  app: FastifyInstance,
  options: { prefix: string; codes: CarrierCodes; webhookSecret: string },
) => {
  const settings: ShipmentSettings = {
    stepMs: 60_000,
    webhooks: true,
    bookingFails: false,
    bookingRefusal: '',
    bookingDelayMs: 0,
    cancelFails: false,
    failedAttemptEvery: 3,
  };
  const shipments = new Map<string, Shipment>();
  const byReference = new Map<string, Shipment>();
  /** References cancelled before any booking of theirs arrived. */
  const cancelledReferences = new Set<string>();
  let serial = 0;

  const push = async (shipment: Shipment, event: CarrierEvent) => {
    if (!settings.webhooks || !shipment.webhookUrl) return;
    const body = JSON.stringify({
      ...event,
      shipmentId: shipment.shipmentId,
      reference: shipment.reference,
      trackingNumber: shipment.trackingNumber,
    });
    const signature = `sha256=${createHmac('sha256', options.webhookSecret).update(body).digest('hex')}`;
    for (let attempt = 0; attempt < 3; attempt++) {
      const ok = await fetch(shipment.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-carrier-signature': signature },
        body,
        signal: AbortSignal.timeout(5_000),
      }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
    }
  };

  /** When the next delivery happens, if a test has said (`advance?lateDays=` or `deliveredAt=`); else now. */
  const deliveryTimes = new Map<Shipment, Date>();

  /** Records a stage now; `delayMs` holds its webhook back (the event keeps the time it happened). */
  const record = (shipment: Shipment, stage: keyof CarrierCodes, delayMs = 0) => {
    const place = ['booked', 'courierAssigned', 'accepted', 'inTransit'].includes(stage) ? shipment.fromCity : shipment.toCity;
    const at = (stage === 'delivered' && deliveryTimes.get(shipment)) || new Date();
    const event = { eventId: randomUUID(), status: options.codes[stage], occurredAt: at.toISOString(), place };
    shipment.events.push(event);
    if (stage === 'courierAssigned' && shipment.courier) shipment.courier.status = 'assigned';
    if (delayMs === 0) return push(shipment, event);
    setTimeout(() => void push(shipment, event), delayMs);
    return Promise.resolve();
  };

  /** The next stage of a shipment; resolves when its webhook has been delivered (or given up). */
  const step = (shipment: Shipment): Promise<void> => {
    clearTimeout(shipment.timer);
    const stage = shipment.plan[shipment.step];
    if (!stage || shipment.cancelled) return Promise.resolve();
    shipment.step++;
    // No courier was asked for (or it was cancelled): the parcel comes to the terminal some other way.
    if (stage === 'courierAssigned' && shipment.courier?.status !== 'requested') return step(shipment);
    const pushed = record(shipment, stage);
    schedule(shipment);
    return pushed;
  };
  /** The first step waits three times as long: time for the sender to call a courier. */
  const schedule = (shipment: Shipment) => {
    const wait = shipment.step === 0 ? 3 * settings.stepMs : settings.stepMs;
    if (shipment.step < shipment.plan.length) shipment.timer = setTimeout(() => void step(shipment), wait);
  };

  app.post('/api/v1/shipments', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (settings.bookingFails) return reply.status(503).send({ error: 'Booking service is temporarily unavailable' });
    if (settings.bookingRefusal) return reply.status(422).send({ error: settings.bookingRefusal });
    const reference = String(body.reference ?? '');
    if (!reference || !/^\d{4}-\d{2}-\d{2}$/.test(String(body.pickupDate ?? ''))) {
      return reply.status(422).send({ error: 'reference and pickupDate (YYYY-MM-DD) are required' });
    }
    const existing = byReference.get(reference);
    if (existing) return { shipmentId: existing.shipmentId, trackingNumber: existing.trackingNumber };
    if (cancelledReferences.has(reference)) return reply.status(409).send({ error: 'This booking has been cancelled' });
    serial++;
    const failing = settings.failedAttemptEvery > 0 && serial % settings.failedAttemptEvery === 0;
    const shipment: Shipment = {
      shipmentId: randomUUID(),
      reference,
      trackingNumber: `${options.prefix}${String(Date.now()).slice(-7)}${String(serial).padStart(3, '0')}`,
      webhookUrl: String(body.webhookUrl ?? ''),
      fromCity: String(body.fromCity ?? ''),
      toCity: String(body.toCity ?? ''),
      deliverBy: /^\d{4}-\d{2}-\d{2}$/.test(String(body.deliverBy ?? '')) ? String(body.deliverBy) : null,
      courier: null,
      cancelled: false,
      plan: [
        'courierAssigned',
        'accepted',
        'inTransit',
        'arrived',
        'outForDelivery',
        ...(failing ? (['failedAttempt', 'outForDelivery'] as const) : []),
        'delivered',
      ],
      step: 0,
      events: [],
      timer: undefined,
    };
    shipments.set(shipment.shipmentId, shipment);
    byReference.set(reference, shipment);
    // Told by webhook after the booking answer, as carriers do (the shop only knows the shipment id then).
    void record(shipment, 'booked', 100);
    schedule(shipment);
    if (settings.bookingDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.bookingDelayMs));
    return { shipmentId: shipment.shipmentId, trackingNumber: shipment.trackingNumber };
  });

  app.post('/api/v1/cancellations', async (request, reply) => {
    if (settings.cancelFails) return reply.status(503).send({ error: 'Cancellation service is temporarily unavailable' });
    const reference = String(((request.body ?? {}) as { reference?: unknown }).reference ?? '');
    if (!reference) return reply.status(422).send({ error: 'reference is required' });
    const shipment = byReference.get(reference);
    if (!shipment) {
      cancelledReferences.add(reference);
      return { reference, shipmentId: null, status: 'cancelled' };
    }
    // Collected (accepted at the terminal or later): too late to cancel.
    if (!shipment.cancelled && shipment.step >= 2)
      return reply.status(409).send({ error: 'The parcel has already been collected' });
    shipment.cancelled = true;
    clearTimeout(shipment.timer);
    if (shipment.courier?.status === 'requested') shipment.courier.status = 'cancelled';
    return { reference, shipmentId: shipment.shipmentId, status: 'cancelled' };
  });

  app.post('/api/v1/shipments/:id/courier', async (request, reply) => {
    const shipment = shipments.get((request.params as { id: string }).id);
    if (!shipment) return reply.status(404).send({ error: 'shipment not found' });
    const body = (request.body ?? {}) as { date?: string; window?: string };
    if (shipment.cancelled) return reply.status(409).send({ error: 'This booking has been cancelled' });
    if (shipment.step >= 2) return reply.status(409).send({ error: 'The parcel has already been collected' });
    if (shipment.courier?.status === 'assigned') return reply.status(409).send({ error: 'A courier is already assigned' });
    shipment.courier = { status: 'requested', date: String(body.date ?? ''), window: String(body.window ?? '') };
    return { status: 'requested' };
  });

  app.delete('/api/v1/shipments/:id/courier', async (request, reply) => {
    const shipment = shipments.get((request.params as { id: string }).id);
    if (!shipment?.courier) return reply.status(404).send({ error: 'no courier request' });
    if (shipment.courier.status === 'assigned') return reply.status(409).send({ error: 'The courier is already assigned' });
    shipment.courier.status = 'cancelled';
    return { status: 'cancelled' };
  });

  app.get('/api/v1/shipments/:id/events', async (request, reply) => {
    const shipment = shipments.get((request.params as { id: string }).id);
    if (!shipment) return reply.status(404).send({ error: 'shipment not found' });
    return { shipmentId: shipment.shipmentId, trackingNumber: shipment.trackingNumber, events: shipment.events };
  });

  app.post('/sandbox/settings', async (request) => {
    const body = (request.body ?? {}) as Partial<ShipmentSettings>;
    if (typeof body.stepMs === 'number') settings.stepMs = body.stepMs;
    if (typeof body.webhooks === 'boolean') settings.webhooks = body.webhooks;
    if (typeof body.bookingFails === 'boolean') settings.bookingFails = body.bookingFails;
    if (typeof body.bookingRefusal === 'string') settings.bookingRefusal = body.bookingRefusal;
    if (typeof body.bookingDelayMs === 'number') settings.bookingDelayMs = body.bookingDelayMs;
    if (typeof body.cancelFails === 'boolean') settings.cancelFails = body.cancelFails;
    if (typeof body.failedAttemptEvery === 'number') settings.failedAttemptEvery = body.failedAttemptEvery;
    return settings;
  });

  app.get('/sandbox/shipments', async (request) => {
    const reference = (request.query as { reference?: string }).reference;
    return [...shipments.values()]
      .filter((s) => reference === undefined || s.reference === reference)
      .map((s) => ({
        shipmentId: s.shipmentId,
        reference: s.reference,
        trackingNumber: s.trackingNumber,
        status: s.cancelled ? 'cancelled' : 'booked',
      }));
  });

  /** Takes the next step of one shipment now (or of the shipment booked for `reference`). */
  app.post('/sandbox/shipments/:id/advance', async (request, reply) => {
    const id = (request.params as { id: string }).id;
    const shipment = shipments.get(id) ?? byReference.get(id);
    if (!shipment) return reply.status(404).send({ error: 'shipment not found' });
    const query = request.query as { lateDays?: string; deliveredAt?: string };
    if (query.lateDays !== undefined || query.deliveredAt !== undefined) {
      const lateDays = Number(query.lateDays);
      let at: Date;
      if (query.deliveredAt !== undefined) at = new Date(query.deliveredAt);
      else if (!shipment.deliverBy) return reply.status(422).send({ error: 'the booking named no deliverBy date' });
      else at = new Date(Date.parse(`${shipment.deliverBy}T12:00:00+05:00`) + lateDays * 86_400_000);
      if (Number.isNaN(at.getTime()) || (query.lateDays !== undefined && !(Number.isInteger(lateDays) && lateDays >= 0))) {
        return reply.status(422).send({ error: 'lateDays must be a whole number ≥ 0, deliveredAt an ISO instant' });
      }
      deliveryTimes.set(shipment, at);
      // Every remaining step, in order, each webhook delivered before the next: the parcel is delivered then.
      while (shipment.step < shipment.plan.length && !shipment.cancelled) await step(shipment);
      return { step: shipment.step, of: shipment.plan.length, events: shipment.events };
    }
    await step(shipment);
    return { step: shipment.step, of: shipment.plan.length, events: shipment.events };
  });

  app.addHook('onClose', async () => {
    for (const shipment of shipments.values()) clearTimeout(shipment.timer);
  });
};

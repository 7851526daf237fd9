import { basePrice, type ProductGrid, routeZone } from '@jetkiz/domain';
import type { CarrierPort } from './carrier.port.ts';

/** Jetkiz's own fleet: the grid from the database, priced in process. */
export const createOwnFleet = (grids: () => ProductGrid[]): CarrierPort => ({
  code: 'JETKIZ',
  name: 'Jetkiz',
  // The own fleet's scans come from Jetkiz's dispatchers (the back office), not from a webhook.
  tracksByWebhook: false,
  // Booked in our own dispatch: the parcel travels under Jetkiz's own track number.
  book: async (request) => ({ shipmentId: request.reference, trackingNumber: null }),
  // Nothing booked outside: the own dispatch never sees a cancelled order's parcel.
  cancel: async () => {},
  requestCourier: async () => {},
  cancelCourier: async () => {},
  events: async () => [],
  // The own fleet delivers to the partners' points as their agent; it publishes none of its own (terminals aside).
  pickupPoints: async () => [],
  async rates({ fromKato, toKato, chargeableKg }) {
    const zone = routeZone(fromKato, toKato);
    if (!zone) return [];
    return grids().flatMap((grid) => {
      const rate = grid.zones[zone];
      const price = basePrice(rate, chargeableKg, grid.maxKg);
      return price === null || !rate
        ? []
        : [{ product: grid.product, name: grid.name, type: grid.type, price, daysMin: rate.daysMin, daysMax: rate.daysMax }];
    });
  },
});

import type { ProductGrid } from '@jetkiz/domain';
import type { CarriersConfig } from '../../config.ts';
import type { CarrierPort } from './carrier.port.ts';
import { createHttpCarrier } from './http-carrier.adapter.ts';
import { createOwnFleet } from './own-fleet.adapter.ts';

export {
  type BookingRequest,
  type CarrierEvent,
  type CarrierPickupPoint,
  type CarrierPort,
  type CarrierRate,
  CarrierRefusedError,
  CarrierUnavailableError,
  type RateRequest,
} from './carrier.port.ts';
export { shipmentCallTimeoutMs } from './http-carrier.adapter.ts';

/** The carriers of the configuration: the own fleet first, then the partners by HTTP. */
export const createCarriers = (carriers: CarriersConfig, ownGrids: () => ProductGrid[]): CarrierPort[] => [
  createOwnFleet(ownGrids),
  ...carriers.partners.map((c) =>
    createHttpCarrier({ code: c.code, name: c.name, baseUrl: c.url, timeoutMs: carriers.timeoutMs }),
  ),
];

import {
  almatyDayOf,
  createWorkCalendar,
  earliestPickupDate,
  type IsoDate,
  type OrderDates,
  type OrderDatesInput,
  orderDates,
} from '@jetkiz/domain';
import { date } from '../../../lib/format.ts';

/** Kazakhstan's working-day calendar, built once for every date the orders screens show. */
export const workCalendar = createWorkCalendar();

/** The first pickup date offered now: the domain's one rule (cut-off, Asia/Almaty, working days). */
export const earliestPickup = (now = new Date()): IsoDate => earliestPickupDate(now, workCalendar);

/**
 * A calendar date (YYYY-MM-DD) or an instant (its day in Almaty) as the reader's language writes it: «23.11.2026» in
 * Russian and Kazakh, «23/11/2026» in English (lib/format's `date`).
 */
export const displayDate = (value: string) => date(value);

/** What an order's page needs for its dates: the detail's own fields when the API gives them. */
type OrderDatesSource = OrderDatesInput & {
  history?: ReadonlyArray<{ status: string; at: string }>;
  expectedPickupDate?: string | undefined;
  expectedDeliveryFrom?: string | undefined;
  expectedDeliveryTo?: string | undefined;
  deliveredDate?: string | null | undefined;
};

/**
 * An order's dates as every orders screen shows them: the API's expected dates (counted by the server with the
 * same rule) where the answer carries them, otherwise the domain's `orderDates`. A delivered order shows its
 * delivery day, never a status word; a cancelled one expects nothing.
 */
export const orderDatesOf = (order: OrderDatesSource): OrderDates => {
  const delivered = order.history?.find((h) => h.status === 'delivered');
  const deliveredOn = order.deliveredDate ?? (delivered ? almatyDayOf(delivered.at) : null);
  const dates = orderDates({ ...order, deliveredOn }, workCalendar);
  const pickup =
    dates.pickup && order.expectedPickupDate ? { ...dates.pickup, date: order.expectedPickupDate.slice(0, 10) } : dates.pickup;
  const delivery =
    dates.delivery?.kind === 'expected' && order.expectedDeliveryFrom && order.expectedDeliveryTo
      ? { kind: 'expected' as const, from: order.expectedDeliveryFrom.slice(0, 10), to: order.expectedDeliveryTo.slice(0, 10) }
      : dates.delivery;
  return { pickup, delivery };
};

import { almatyDate, type IsoDate, isIsoDate } from '../calendar/dates.ts';
import type { WorkCalendar } from '../calendar/work-calendar.ts';
import { PRODUCT_SIGNS } from '../tariffs/tariff.ts';

/** The product sign (1 Standard, 2 Express) a quote of this tariff type was priced for; null for other types. */
export const productSignOf = (quoteType: string): number | null => {
  const found = Object.entries(PRODUCT_SIGNS).find(([, type]) => type === quoteType);
  return found ? Number(found[0]) : null;
};

export type PriorityOrderProblems = {
  /** The product sign differs from the quote's: an «Express» order at a «Standard» price and days. */
  productSign?: 'mismatch';
  /** The client's date is not a date, or is before today (spec §5: later than the end of yesterday). */
  clientDate?: 'format' | 'past';
};

/**
 * What a priority order names of its own against its quote (spec §3 'Order body', §5): the product sign the quote
 * was priced for (1 Standard, 2 Express), and a client's date not in the past. A weekend date is not refused: the
 * priority calculation took it and counted from the next working day.
 */
export const priorityOrderProblems = (
  order: { productSign?: number | null; clientDate?: string | null },
  /** The quote's tariff type (standard, express, …). */
  quoteType: string,
  now: Date,
): PriorityOrderProblems => {
  const problems: PriorityOrderProblems = {};
  if (order.productSign !== undefined && order.productSign !== null && PRODUCT_SIGNS[order.productSign] !== quoteType)
    problems.productSign = 'mismatch';
  if (order.clientDate !== undefined && order.clientDate !== null) {
    if (!isIsoDate(order.clientDate)) problems.clientDate = 'format';
    else if ((order.clientDate as IsoDate) < almatyDate(now)) problems.clientDate = 'past';
  }
  return problems;
};

/**
 * The day an order's cargo is expected to be picked up: the earliest pickup (`earliestPickupDate`), or a priority
 * order's client date when later, moved to a working day, as its calculation counted its days from it.
 */
export const plannedPickupDate = (earliest: IsoDate, clientDate: string | null | undefined, calendar: WorkCalendar): IsoDate => {
  if (!clientDate || !isIsoDate(clientDate)) return earliest;
  const clientDay = calendar.workingDayOnOrAfter(clientDate);
  return clientDay > earliest ? clientDay : earliest;
};

import type { DashboardPeriod } from '@jetkiz/domain';
import { sql } from 'drizzle-orm';
import type { OrdersContext } from './orders.context.ts';

/** Statuses of a parcel still under way: late when its delivery range ended before today. */
const UNDER_WAY = sql.raw(`('paid', 'sent', 'in_transit', 'arrived', 'out_for_delivery')`);

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? result : ((result as { rows: Row[] }).rows ?? []));
const int = (value: unknown) => Number(value ?? 0);

/**
 * The dashboard's order figures in two round trips: the week's orders grouped by status, carrier and whether they
 * are today's (a range scan of `orders_list_created_idx`, which carries status and carrier), and the open work counted over the partial index of orders
 * under way or awaiting the operator (`orders_open_idx`).
 */
export const ordersDashboard = async (ctx: OrdersContext, period: DashboardPeriod) => {
  const [grouped, open] = await Promise.all([
    ctx.db.execute(sql`
      select status, carrier, carrier_name, created_at >= ${period.todayStart.toISOString()}::timestamptz as is_today,
        count(*) as orders,
        coalesce(sum(total_with_promo) filter (where payment_status = 'paid'), 0) as revenue
      from orders
      where created_at >= ${period.weekStart.toISOString()}::timestamptz
      group by 1, 2, 3, 4`),
    ctx.db.execute(sql`
      select
        count(*) filter (where status = 'cancellation_requested') as cancellations,
        count(*) filter (where status in ${UNDER_WAY} and estimated_delivery_to < ${period.today}::date) as late,
        count(*) filter (where status = 'paid' and booking_error is not null) as booking_errors,
        count(*) filter (where status = 'cancelled' and carrier_cancel_error is not null) as cancel_errors
      from orders
      where status in ${UNDER_WAY} or status = 'cancellation_requested'
        or (status = 'cancelled' and carrier_contacted_at is not null and carrier_cancelled_at is null)`),
  ]);
  const groups = rowsOf(grouped).map((row) => ({
    status: String(row.status),
    carrier: String(row.carrier),
    carrierName: String(row.carrier_name),
    today: row.is_today === true || row.is_today === 't',
    orders: int(row.orders),
    revenue: int(row.revenue),
  }));
  const counts = rowsOf(open)[0] ?? {};
  return {
    groups,
    cancellations: int(counts.cancellations),
    late: int(counts.late),
    bookingErrors: int(counts.booking_errors),
    cancelErrors: int(counts.cancel_errors),
  };
};

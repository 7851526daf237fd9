import { type Dashboard, ORDER_STATUS_NAMES } from '@jetkiz/contract';
import { almatyDate, dashboardPeriod, isOrderStatus, type Lang, tiynToTenge } from '@jetkiz/domain';
import type { ClaimsService } from '../claims/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { PaymentsService } from '../payments/index.ts';

/**
 * The console's dashboard: reads each module's figures through its service (one round trip per group of widgets,
 * run side by side). Claims (issue 19) come from the claims module: those under review and those past their term.
 */
export const createDashboardService = (deps: {
  orders: OrdersService;
  payments: PaymentsService;
  notifications: NotificationsService;
  claims: Pick<ClaimsService, 'dashboard'>;
  clock?: () => number;
}) => {
  const now = deps.clock ?? Date.now;
  return {
    async read(lang: Lang): Promise<Dashboard> {
      const period = dashboardPeriod(almatyDate(new Date(now())));
      const [orders, topUps, sms, claims] = await Promise.all([
        deps.orders.dashboard(period),
        deps.payments.topUpTotals(period.weekStart, period.todayStart),
        deps.notifications.problems(period.weekStart),
        deps.claims.dashboard(),
      ]);
      const byStatus = new Map<string, { today: number; week: number }>();
      const byCarrier = new Map<string, { name: string; today: number; week: number }>();
      const revenue = { today: 0, week: 0 };
      for (const group of orders.groups) {
        const status = byStatus.get(group.status) ?? { today: 0, week: 0 };
        const carrier = byCarrier.get(group.carrier) ?? { name: group.carrierName, today: 0, week: 0 };
        status.week += group.orders;
        carrier.week += group.orders;
        revenue.week += group.revenue;
        if (group.today) {
          status.today += group.orders;
          carrier.today += group.orders;
          revenue.today += group.revenue;
        }
        byStatus.set(group.status, status);
        byCarrier.set(group.carrier, carrier);
      }
      const statusOrder = Object.keys(ORDER_STATUS_NAMES);
      return {
        today: period.today,
        weekFrom: period.weekFrom,
        ordersByStatus: [...byStatus]
          .sort(([a], [b]) => statusOrder.indexOf(a) - statusOrder.indexOf(b))
          .map(([status, n]) => ({ status, name: isOrderStatus(status) ? ORDER_STATUS_NAMES[status][lang] : status, ...n })),
        ordersByCarrier: [...byCarrier].sort(([, a], [, b]) => b.week - a.week).map(([carrier, n]) => ({ carrier, ...n })),
        revenue: { today: tiynToTenge(revenue.today), week: tiynToTenge(revenue.week) },
        topUps: {
          count: topUps.count,
          amount: { today: tiynToTenge(topUps.amount.today), week: tiynToTenge(topUps.amount.week) },
        },
        openRequests: { cancellations: orders.cancellations },
        late: orders.late,
        claims,
        errors: {
          smsFailed: sms.failed,
          smsWaiting: sms.waiting,
          carrierBooking: orders.bookingErrors,
          carrierCancel: orders.cancelErrors,
        },
      };
    },
  };
};
export type DashboardService = ReturnType<typeof createDashboardService>;

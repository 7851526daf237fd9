import { type Static, Type } from 'typebox';
import { defineOperatorRoute, OPERATOR_ERROR_RESPONSES, STAFF_READ } from './operator.ts';

/** The console's dashboard (issue 18): the day and the week at a glance, each figure linking into its list. */

const TodayWeek = Type.Object({ today: Type.Integer(), week: Type.Integer() });
const TengeTodayWeek = Type.Object({
  today: Type.Number({ description: 'Tenge' }),
  week: Type.Number({ description: 'Tenge' }),
});

export const DashboardSchema = Type.Object({
  today: Type.String({ description: 'Today in Almaty, YYYY-MM-DD' }),
  weekFrom: Type.String({ description: 'Monday of this week, YYYY-MM-DD' }),
  ordersByStatus: Type.Array(
    Type.Intersect([
      Type.Object({ status: Type.String(), name: Type.String({ description: 'In the caller language' }) }),
      TodayWeek,
    ]),
    { description: 'Orders created today and this week, by their status now' },
  ),
  ordersByCarrier: Type.Array(Type.Intersect([Type.Object({ carrier: Type.String(), name: Type.String() }), TodayWeek])),
  revenue: Type.Object(TengeTodayWeek.properties, { description: 'Paid orders created in the period, after promo discounts' }),
  topUps: Type.Object({
    count: TodayWeek,
    amount: TengeTodayWeek,
  }),
  openRequests: Type.Object({
    cancellations: Type.Integer({ description: 'Cancellation requests waiting for the operator' }),
  }),
  late: Type.Integer({ description: 'Parcels under way whose delivery range ended before today' }),
  claims: Type.Object({
    filed: Type.Integer({ description: 'Claims under review' }),
    overdue: Type.Integer({ description: 'Claims still under review after their 30 working days (issue 19)' }),
    payoutDue: Type.Integer({ description: 'Compensations decided and not yet in the wallet on their last day or later' }),
  }),
  errors: Type.Object({
    smsFailed: Type.Integer({ description: 'Text messages the gateway refused for good this week' }),
    smsWaiting: Type.Integer({ description: 'Text messages still retried after failed attempts' }),
    carrierBooking: Type.Integer({ description: 'Paid orders whose booking at the carrier failed' }),
    carrierCancel: Type.Integer({ description: 'Cancelled orders the carrier has not confirmed cancelling' }),
  }),
});
export type Dashboard = Static<typeof DashboardSchema>;

export const operatorDashboardRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/dashboard',
  schema: {
    operationId: 'operatorDashboard',
    tags: ['operator'],
    summary: 'Orders today and this week by status and carrier, revenue, top-ups, open requests, late parcels, errors',
    response: { 200: DashboardSchema, ...OPERATOR_ERROR_RESPONSES },
  },
  staffRoles: STAFF_READ,
  writes: false,
});

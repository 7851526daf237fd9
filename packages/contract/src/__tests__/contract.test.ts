import { describe, expect, it } from 'vitest';
import * as addresses from '../addresses.ts';
import { deleteAvatarRoute, getAvatarRoute, putAvatarRoute } from '../avatar.ts';
import { AVR_ROUTES } from '../avr.ts';
import * as calc from '../calc.ts';
import { calendarRoute } from '../calendar.ts';
import { pickupPointsRoute } from '../deliveries.ts';
import { endpoints } from '../endpoints.ts';
import { ERRORS, FIELD_PROBLEMS } from '../errors.ts';
import { healthRoute, readyRoute } from '../health.ts';
import * as identity from '../identity.ts';
import { newsletterConfirmRoute, newsletterSubscribeRoute, newsletterUnsubscribeRoute } from '../mail.ts';
import { moneyEndpoints } from '../money-endpoints.ts';
import { OPERATOR_MONEY_ROUTES } from '../operator-money.ts';
import * as orderExtras from '../order-extras.ts';
import * as orders from '../orders.ts';
import * as orderHandover from '../orders-handover.ts';
import * as orderPayment from '../orders-payment.ts';
import { partnerApplicationRoute } from '../partners.ts';
import { INVOICE_KIND_NAMES, PAYMENT_DOCUMENT_ROUTES } from '../payment-documents.ts';
import * as payments from '../payments.ts';
import { directionRoute, streetTypesRoute } from '../reference.ts';
import type { RouteDescriptor } from '../route.ts';
import * as signature from '../signature.ts';
import { signatureEndpoints } from '../signature-endpoints.ts';
import { publicConfigRoute } from '../site.ts';
import * as tracking from '../tracking.ts';
import * as validation from '../validation-messages.ts';
import { WALLET_REFUND_ROUTES } from '../wallet-refunds.ts';

const identityRoutes = [
  ...Object.entries(identity),
  ...Object.entries(calc),
  ...Object.entries(orders),
  ...Object.entries(orderHandover),
  ...Object.entries(orderPayment),
  ...Object.entries(addresses),
  ...Object.entries(payments),
  ...Object.entries(tracking),
]
  .filter(([name]) => /Route(_\w+)?$/.test(name))
  .map(([, route]) => route as unknown as RouteDescriptor);
const routes: RouteDescriptor[] = [
  healthRoute,
  readyRoute,
  publicConfigRoute,
  directionRoute,
  streetTypesRoute,
  calendarRoute,
  pickupPointsRoute,
  partnerApplicationRoute,
  newsletterSubscribeRoute,
  newsletterConfirmRoute,
  newsletterUnsubscribeRoute,
  getAvatarRoute,
  putAvatarRoute,
  deleteAvatarRoute,
  ...identityRoutes,
  ...AVR_ROUTES,
  orderExtras.orderServiceRoute_person,
  orderExtras.orderServiceRoute_company,
  orderExtras.payServiceRoute_person,
  orderExtras.payServiceRoute_company,
];

describe('the contract', () => {
  it('gives every route a unique operationId, a tag and a success response schema', () => {
    const ids = routes.map((r) => r.schema.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of routes) {
      expect(route.schema.tags.length).toBeGreaterThan(0);
      // 200, or 201 for a call that creates (a partner application).
      expect(route.schema.response[200] ?? route.schema.response[201]).toBeDefined();
    }
  });

  it('has a schema-free endpoint for every route, with the same verb and path', () => {
    for (const route of routes) {
      const endpoint = endpoints[route.schema.operationId as keyof typeof endpoints];
      expect(endpoint).toEqual({ method: route.method, url: route.url });
    }
    expect(Object.keys(endpoints)).toHaveLength(routes.length);
  });

  it('has a schema-free endpoint for every money route of issue 18 (kept apart, out of the home page first load)', () => {
    const moneyRoutes: RouteDescriptor[] = [...OPERATOR_MONEY_ROUTES, ...WALLET_REFUND_ROUTES, ...PAYMENT_DOCUMENT_ROUTES];
    for (const route of moneyRoutes) {
      const endpoint = moneyEndpoints[route.schema.operationId as keyof typeof moneyEndpoints];
      expect(endpoint).toEqual({ method: route.method, url: route.url });
    }
    expect(Object.keys(moneyEndpoints)).toHaveLength(moneyRoutes.length);
  });

  it('has a schema-free endpoint for every signature route (kept apart, out of the home page first load)', () => {
    const signatureRoutes = Object.entries(signature)
      .filter(([name]) => name.endsWith('Route'))
      .map(([, route]) => route as unknown as RouteDescriptor);
    for (const route of signatureRoutes) {
      const endpoint = signatureEndpoints[route.schema.operationId as keyof typeof signatureEndpoints];
      expect(endpoint).toEqual({ method: route.method, url: route.url });
    }
    expect(Object.keys(signatureEndpoints)).toHaveLength(signatureRoutes.length);
  });

  it('has every error, field and validation message in ru, kk and en', () => {
    const isLocalized = (v: object) => 'ru' in v;
    const validationMessages = Object.values(validation).flatMap((group) =>
      isLocalized(group) ? [group] : Object.values(group),
    );
    expect(validationMessages.length).toBeGreaterThan(30);
    for (const entry of [
      ...Object.values(ERRORS).map((e) => e.message),
      ...Object.values(FIELD_PROBLEMS),
      ...validationMessages,
      ...Object.values(orders.ORDER_MESSAGES),
      ...Object.values(orders.ORDER_STATUS_NAMES),
      ...Object.values(orders.REPORT_HEADERS),
      ...Object.values(payments.PAYMENT_MESSAGES),
      ...Object.values(payments.LEDGER_KIND_NAMES),
      ...Object.values(INVOICE_KIND_NAMES),
      ...Object.values(tracking.TRACKING_EVENT_NAMES),
      ...Object.values(tracking.TRACKING_SMS),
      ...Object.values(tracking.TRACKING_MESSAGES),
      ...Object.values(orderExtras.ORDER_EXTRAS_TEXTS),
      ...Object.values(orderExtras.ORDER_SERVICE_STATUS_NAMES),
    ]) {
      expect(Object.keys(entry).sort()).toEqual(['en', 'kk', 'ru']);
      expect(entry.kk).not.toBe(entry.ru);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { type OrderPaymentStatus, orderDocuments, orderSettlement } from './order-documents.ts';
import type { OrderStatus } from './order-status.ts';

describe("an order's documents", () => {
  it.each([
    // Prepaid: paid from the wallet, then on its way.
    ['formed', 'unpaid', 'none', { invoice: true, shipping: false, receipt: false }],
    ['paid', 'paid', 'paid', { invoice: true, shipping: true, receipt: true }],
    ['sent', 'paid', 'paid', { invoice: true, shipping: true, receipt: true }],
    ['delivered', 'paid', 'paid', { invoice: true, shipping: true, receipt: true }],
    ['cancellation_requested', 'paid', 'paid', { invoice: true, shipping: true, receipt: true }],
    ['cancelled', 'refunded', 'none', { invoice: true, shipping: false, receipt: false }],
    ['cancelled', 'unpaid', 'none', { invoice: true, shipping: false, receipt: false }],
    // Post-paid: handed over on credit, billed in the monthly act; no receipt until money moves.
    ['paid', 'unpaid', 'onCredit', { invoice: true, shipping: true, receipt: false }],
    ['sent', 'unpaid', 'onCredit', { invoice: true, shipping: true, receipt: false }],
    ['in_transit', 'unpaid', 'onCredit', { invoice: true, shipping: true, receipt: false }],
    ['out_for_delivery', 'unpaid', 'onCredit', { invoice: true, shipping: true, receipt: false }],
    ['delivered', 'unpaid', 'onCredit', { invoice: true, shipping: true, receipt: false }],
    ['cancellation_requested', 'unpaid', 'onCredit', { invoice: true, shipping: true, receipt: false }],
  ])('%s, payment %s: settled %s, documents %j', (status, paymentStatus, settlement, documents) => {
    const order = { status: status as OrderStatus, paymentStatus: paymentStatus as OrderPaymentStatus };
    expect(orderSettlement(order)).toBe(settlement);
    expect(orderDocuments(order)).toEqual(documents);
  });
});

import { describe, expect, it } from 'vitest';
import { isBlockCategory, isLate, katoRegion, OPEN_STATUSES, statusCorrection } from './operator-rules.ts';
import { ORDER_STATUSES, type OrderStatus } from './order-status.ts';

describe('operator status correction', () => {
  it.each([
    ['sent', 'in_transit', { ok: true, override: false }],
    ['in_transit', 'arrived', { ok: true, override: false }],
    ['out_for_delivery', 'arrived', { ok: true, override: false }],
    ['arrived', 'delivered', { ok: true, override: false }],
    ['delivered', 'out_for_delivery', { ok: true, override: true }],
    ['delivered', 'in_transit', { ok: true, override: true }],
    ['in_transit', 'sent', { ok: true, override: true }],
    ['sent', 'delivered', { ok: true, override: true }],
    ['sent', 'sent', { ok: false, reason: 'same' }],
    ['formed', 'paid', { ok: false, reason: 'money' }],
    ['paid', 'sent', { ok: false, reason: 'money' }],
    ['sent', 'cancelled', { ok: false, reason: 'money' }],
    ['cancellation_requested', 'sent', { ok: false, reason: 'money' }],
    ['cancelled', 'delivered', { ok: false, reason: 'money' }],
    ['delivered', 'cancellation_requested', { ok: false, reason: 'money' }],
  ])('%s → %s: %j', (from, to, expected) => {
    expect(statusCorrection(from as OrderStatus, to as OrderStatus)).toEqual(expected);
  });

  it('never reaches or leaves a status that moves money', () => {
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES) {
        const c = statusCorrection(from, to);
        if (c.ok) {
          for (const s of [from, to]) expect(['formed', 'paid', 'cancellation_requested', 'cancelled']).not.toContain(s);
        }
      }
  });
});

describe('late orders', () => {
  it.each([
    ['in_transit', '2026-11-20', '2026-11-21', true],
    ['in_transit', '2026-11-21', '2026-11-21', false],
    ['sent', '2026-11-22', '2026-11-21', false],
    ['delivered', '2026-11-01', '2026-11-21', false],
    ['cancelled', '2026-11-01', '2026-11-21', false],
    ['cancellation_requested', '2026-11-01', '2026-11-21', true],
  ])('%s due %s, today %s: late %s', (status, deliveryTo, today, late) => {
    expect(isLate({ status: status as OrderStatus, deliveryTo }, today)).toBe(late);
  });

  it('the open statuses are exactly those that can be late', () => {
    for (const status of ORDER_STATUSES)
      expect(OPEN_STATUSES.includes(status)).toBe(isLate({ status, deliveryTo: '2000-01-01' }, '2026-01-01'));
  });
});

describe('block categories and regions', () => {
  it.each([
    ['breach', true],
    ['debt', true],
    ['spam', false],
    [undefined, false],
  ])('%s is a category: %s', (value, ok) => expect(isBlockCategory(value)).toBe(ok));

  it('a region is the first two digits of a KATO code', () => expect(katoRegion('751110000')).toBe('75'));
});

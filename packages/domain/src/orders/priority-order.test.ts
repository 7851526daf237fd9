import { describe, expect, it } from 'vitest';
import { createWorkCalendar } from '../calendar/work-calendar.ts';
import { plannedPickupDate, priorityOrderProblems, productSignOf } from './priority-order.ts';

// 07.12.2026 09:30 in Almaty (UTC+5).
const NOW = new Date('2026-12-07T04:30:00Z');

describe('a priority order against its quote', () => {
  it.each([
    ['Standard, quoted Standard, today', { productSign: 1, clientDate: '2026-12-07' }, 'standard', {}],
    ['Express, quoted Express, next week', { productSign: 2, clientDate: '2026-12-14' }, 'express', {}],
    ['a Saturday is the calculation’s to move, not refused', { productSign: 1, clientDate: '2026-12-12' }, 'standard', {}],
    ['no sign and no date', {}, 'standard', {}],
    ['Express at a Standard quote', { productSign: 2 }, 'standard', { productSign: 'mismatch' }],
    ['Standard at an Express quote', { productSign: 1 }, 'express', { productSign: 'mismatch' }],
    ['yesterday', { clientDate: '2026-12-06' }, 'standard', { clientDate: 'past' }],
    ['years ago', { clientDate: '2001-01-01' }, 'standard', { clientDate: 'past' }],
    ['not a date', { clientDate: '2026-02-30' }, 'standard', { clientDate: 'format' }],
  ] as const)('%s', (_name, order, quoteType, problems) => {
    expect(priorityOrderProblems(order, quoteType, NOW)).toEqual(problems);
  });

  it('counts today in Almaty, not in UTC: 00:30 on the 8th there is still the 7th in UTC', () => {
    expect(priorityOrderProblems({ clientDate: '2026-12-07' }, 'standard', new Date('2026-12-07T19:30:00Z'))).toEqual({
      clientDate: 'past',
    });
  });
});

describe('the product sign a quote was priced for', () => {
  it.each([
    ['standard', 1],
    ['express', 2],
    ['simple', null],
    ['complex', null],
  ] as const)('%s → %s', (type, sign) => {
    expect(productSignOf(type)).toBe(sign);
  });
});

describe('the planned pickup day of an order', () => {
  const calendar = createWorkCalendar();
  it.each([
    ['no client date: the earliest', '2026-12-08', null, '2026-12-08'],
    ['a later client date', '2026-12-08', '2026-12-10', '2026-12-10'],
    ['a client date on a Saturday: the Monday', '2026-12-08', '2026-12-12', '2026-12-14'],
    ['a client date before the earliest: the earliest', '2026-12-08', '2026-12-07', '2026-12-08'],
    ['Independence Day (16.12) moves on to the 17th', '2026-12-08', '2026-12-16', '2026-12-17'],
  ] as const)('%s', (_name, earliest, clientDate, planned) => {
    expect(plannedPickupDate(earliest, clientDate, calendar)).toBe(planned);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVR_TERMS,
  AVR_TERMS_SIGN_OR_REFUSE_IN_3,
  avrDeadlines,
  avrIssueCheck,
  avrIssueDay,
  avrIssueDeadline,
} from '../calendar/deadlines.ts';
import { createWorkCalendar } from '../calendar/work-calendar.ts';
import {
  type AvrLine,
  avrAmountDue,
  avrNumberFilter,
  avrNumberGaps,
  avrNumberIn,
  avrPeriodDays,
  avrSumInWords,
  avrTotals,
  formatAvrNumber,
  maskIin,
  parseAvrNumber,
} from './avr-act.ts';
import {
  AVR_EVENTS,
  AVR_STATUSES,
  type AvrEvent,
  type AvrState,
  type AvrStatus,
  avrActions,
  avrReissueCheck,
  avrTermsOpen,
  avrTransition,
  isAvrDueForDeemedAcceptance,
} from './avr-status.ts';

const calendar = createWorkCalendar();

describe('AVR terms against the working-day calendar', () => {
  it.each([
    // issued, refuse by, sign by (= deemed accepted after), pay by
    // A plain week: Monday 2 November 2026.
    ['2026-11-02', '2026-11-05', '2026-11-09', '2026-11-10'],
    // Across Nauryz: 21–23 March 2026 fall on Sat–Mon, so the 21st and 22nd move to Tue 24 and Wed 25.
    ['2026-03-20', '2026-03-30', '2026-04-01', '2026-04-02'],
    ['2026-03-19', '2026-03-27', '2026-03-31', '2026-04-01'],
    // Across the New Year: 1–2 January 2027 (Fri, Sat; the 2nd moves to Mon 4) and Orthodox Christmas (Thu 7).
    ['2026-12-29', '2027-01-05', '2027-01-08', '2027-01-11'],
    ['2026-12-31', '2027-01-08', '2027-01-12', '2027-01-13'],
  ])('an act issued on %s: refuse by %s, sign by %s, due %s', (issued, refuseBy, signBy, payBy) => {
    expect(avrDeadlines(issued, calendar)).toEqual({ issued, refuseBy, signBy, deemedAcceptedAfter: signBy, payBy });
  });

  it('keeps the other reading of the offer (3 working days to sign or refuse) in the same setting', () => {
    expect(avrDeadlines('2026-03-20', calendar, AVR_TERMS_SIGN_OR_REFUSE_IN_3)).toEqual({
      issued: '2026-03-20',
      refuseBy: '2026-03-30',
      signBy: '2026-03-30',
      deemedAcceptedAfter: '2026-03-30',
      payBy: '2026-03-31',
    });
    expect(AVR_TERMS.signWithinWorkingDays).toBe(5);
    expect(AVR_TERMS.refuseWithinWorkingDays).toBe(3);
  });

  it.each([
    [2026, 2, '2026-03-02', '2026-03-20'],
    [2026, 12, '2027-01-05', '2027-01-20'],
    [2025, 12, '2026-01-05', '2026-01-20'],
    [2026, 4, '2026-05-04', '2026-05-20'],
  ])('the acts of %i-%i are issued on %s (first working day after month end), at the latest %s', (year, month, day, latest) => {
    expect(avrIssueDay(year, month, calendar)).toBe(day);
    expect(avrIssueDeadline(year, month)).toBe(latest);
    expect(day <= latest).toBe(true);
  });

  it.each([
    ['2026-03-31', 'monthNotOver'],
    ['2026-03-15', 'monthNotOver'],
    ['2026-04-01', 'inTime'],
    ['2026-04-20', 'inTime'],
    ['2026-04-21', 'late'],
  ] as const)('the act of March 2026 issued on %s: %s', (today, expected) => {
    expect(avrIssueCheck(2026, 3, today)).toBe(expected);
  });

  it('never ends a term on a day off, and the acceptance term is never before either term', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2025-01-01'), max: new Date('2026-12-31'), noInvalidDate: true }), (d) => {
        const issued = d.toISOString().slice(0, 10);
        const t = avrDeadlines(issued, calendar);
        for (const day of [t.refuseBy, t.signBy, t.payBy]) expect(calendar.isWorkingDay(day)).toBe(true);
        expect(t.refuseBy > issued && t.refuseBy <= t.signBy && t.deemedAcceptedAfter === t.signBy).toBe(true);
        expect(t.payBy > t.deemedAcceptedAfter).toBe(true);
      }),
    );
  });
});

describe('the AVR state machine', () => {
  const deadlines = avrDeadlines('2026-03-20', calendar);
  const inTerm = { today: '2026-03-26', deadlines };
  const state = (status: AvrStatus, paid = false): AvrState => ({ status, paid });

  /**
   * What each event does from each status, inside every term (unpaid act). '—': refused (notAllowed); 'same': no
   * change; 'wait': allowed from here, but only once the acceptance term is over (termNotOver today).
   */
  const TABLE: Record<AvrStatus, Record<AvrEvent, AvrStatus | '—' | 'same' | 'wait'>> = {
    issued: {
      view: 'viewed',
      sign: 'signed',
      signingFailed: 'signing_error',
      verify: '—',
      verificationFailed: '—',
      refuse: 'refused',
      deem: 'wait',
      pay: '—',
    },
    viewed: {
      view: 'same',
      sign: 'signed',
      signingFailed: 'signing_error',
      verify: '—',
      verificationFailed: '—',
      refuse: 'refused',
      deem: 'wait',
      pay: '—',
    },
    signed: {
      view: 'same',
      sign: '—',
      signingFailed: '—',
      verify: 'verified',
      verificationFailed: 'verification_error',
      refuse: '—',
      deem: '—',
      pay: '—',
    },
    verified: {
      view: 'same',
      sign: '—',
      signingFailed: '—',
      verify: '—',
      verificationFailed: '—',
      refuse: '—',
      deem: '—',
      pay: 'paid',
    },
    paid: {
      view: 'same',
      sign: '—',
      signingFailed: '—',
      verify: '—',
      verificationFailed: '—',
      refuse: '—',
      deem: '—',
      pay: '—',
    },
    signing_error: {
      view: 'same',
      sign: 'signed',
      signingFailed: 'signing_error',
      verify: '—',
      verificationFailed: '—',
      refuse: 'refused',
      deem: 'wait',
      pay: '—',
    },
    verification_error: {
      view: 'same',
      sign: 'signed',
      signingFailed: 'signing_error',
      verify: '—',
      verificationFailed: '—',
      refuse: 'refused',
      deem: 'wait',
      pay: '—',
    },
    refused: {
      view: 'same',
      sign: '—',
      signingFailed: '—',
      verify: '—',
      verificationFailed: '—',
      refuse: '—',
      deem: '—',
      pay: '—',
    },
    deemed_accepted: {
      view: 'same',
      sign: '—',
      signingFailed: '—',
      verify: '—',
      verificationFailed: '—',
      refuse: '—',
      deem: '—',
      pay: 'paid',
    },
  };

  const cases = AVR_STATUSES.flatMap((from) => AVR_EVENTS.map((event) => [from, event, TABLE[from][event]] as const));
  it.each(cases)('%s + %s → %s', (from, event, expected) => {
    // A paid act cannot be paid again; everything else starts unpaid.
    const result = avrTransition(state(from, from === 'paid'), event, inTerm);
    if (expected === '—') {
      expect(result).toEqual({ ok: false, problem: event === 'pay' && from === 'paid' ? 'alreadyPaid' : 'notAllowed' });
    } else if (expected === 'wait') {
      expect(result).toEqual({ ok: false, problem: 'termNotOver' });
    } else if (expected === 'same') {
      expect(result).toEqual({ ok: true, state: state(from, from === 'paid'), changed: false });
    } else {
      expect(result.ok && result.state.status).toBe(expected);
    }
  });

  it.each([
    // event, today, status, result
    ['sign', '2026-04-01', 'viewed', 'signed'],
    ['sign', '2026-04-02', 'viewed', 'signingTermOver'],
    ['sign', '2026-04-02', 'verification_error', 'signingTermOver'],
    ['refuse', '2026-03-30', 'issued', 'refused'],
    ['refuse', '2026-03-31', 'issued', 'refusalTermOver'],
    ['deem', '2026-04-01', 'issued', 'termNotOver'],
    ['deem', '2026-04-02', 'issued', 'deemed_accepted'],
    ['deem', '2026-04-02', 'signing_error', 'deemed_accepted'],
    ['deem', '2026-04-02', 'signed', 'notAllowed'],
    ['deem', '2026-04-02', 'refused', 'notAllowed'],
  ] as const)('%s on %s from %s: %s', (event, today, from, expected) => {
    const result = avrTransition(state(from), event, { today, deadlines });
    expect(result.ok ? result.state.status : result.problem).toBe(expected);
  });

  it('a prepaid act (paid when issued) shows paid once accepted, and cannot be paid again', () => {
    const issued = state('issued', true);
    const signed = avrTransition(issued, 'sign', inTerm);
    expect(signed).toMatchObject({ ok: true, state: { status: 'signed', paid: true } });
    const verified = signed.ok ? avrTransition(signed.state, 'verify', inTerm) : signed;
    expect(verified).toMatchObject({ ok: true, state: { status: 'paid', paid: true } });
    expect(avrTransition(issued, 'deem', { today: '2026-04-02', deadlines })).toMatchObject({
      ok: true,
      state: { status: 'paid' },
    });
    expect(avrTransition(issued, 'pay', inTerm)).toEqual({ ok: false, problem: 'alreadyPaid' });
  });

  it('tells a screen what the company may do today', () => {
    expect(avrActions(state('viewed'), inTerm)).toEqual({ sign: true, refuse: true, pay: false });
    expect(avrActions(state('viewed'), { today: '2026-03-31', deadlines })).toEqual({ sign: true, refuse: false, pay: false });
    expect(avrActions(state('verified'), inTerm)).toEqual({ sign: false, refuse: false, pay: true });
    expect(avrActions(state('refused'), inTerm)).toEqual({ sign: false, refuse: false, pay: false });
    expect(isAvrDueForDeemedAcceptance(state('issued'), { today: '2026-04-02', deadlines })).toBe(true);
    expect(isAvrDueForDeemedAcceptance(state('verified'), { today: '2026-04-02', deadlines })).toBe(false);
  });
});

describe('the terms a page shows beside an act', () => {
  it.each([
    ['issued', true],
    ['viewed', true],
    ['signing_error', true],
    ['verification_error', true],
    ['signed', false],
    ['verified', false],
    ['paid', false],
    ['refused', false],
    ['deemed_accepted', false],
  ] as const)('%s: the terms to sign and refuse still concern the company: %s', (status, open) => {
    expect(avrTermsOpen(status)).toBe(open);
  });
});

describe('reissuing a corrected act', () => {
  it.each([
    ['refused', null, 'ok'],
    ['refused', 'b7d0c1a4-0000-4000-8000-000000000001', 'alreadyReissued'],
    ['issued', null, 'notRefused'],
    ['viewed', null, 'notRefused'],
    ['signing_error', null, 'notRefused'],
    ['verification_error', null, 'notRefused'],
    ['signed', null, 'notRefused'],
    ['verified', null, 'notRefused'],
    ['paid', null, 'notRefused'],
    ['deemed_accepted', null, 'notRefused'],
  ] as const)('%s, replaced by %s: %s', (status, replacedBy, expected) => {
    const result = avrReissueCheck({ status, replacedBy });
    expect(result.ok ? 'ok' : result.problem).toBe(expected);
  });
});

describe("the act's lines and totals", () => {
  const period = { year: 2026, month: 3 };
  const order = (amount: number, date = '2026-03-10'): AvrLine => ({
    kind: 'order',
    orderNumber: 'JK-1',
    date,
    from: 'Алматы',
    to: 'Астана',
    tariff: 'Стандарт',
    amount,
  });

  it.each([
    // lines, total, VAT at 16 % (2026), orders, services
    [[order(1_000_000)], 1_000_000, 137_931, 1_000_000, 0],
    [[order(116_000), order(116_000)], 232_000, 32_000, 232_000, 0],
    [
      [order(150_050), { kind: 'service', name: 'Хранение', date: '2026-03-31', quantity: 3, price: 50_000 } as AvrLine],
      300_050,
      41_386,
      150_050,
      150_000,
    ],
    [[order(1)], 1, 0, 1, 0],
    [[order(7)], 7, 1, 7, 0],
  ])('%j: total %i, VAT inside %i', (lines, total, vat, orders, services) => {
    const result = avrTotals(period, lines as AvrLine[]);
    expect(result).toMatchObject({ ok: true, totals: { total, vat, net: total - vat, orders, services, vatBasisPoints: 1_600 } });
  });

  it('takes the VAT rate of the period: 12 % for 2025, 16 % from 2026', () => {
    expect(avrTotals({ year: 2025, month: 12 }, [order(1_120_000, '2025-12-31')])).toMatchObject({
      ok: true,
      totals: { vatBasisPoints: 1_200, vat: 120_000, net: 1_000_000 },
    });
  });

  it('rounds the VAT once on the total, half up, not line by line', () => {
    // Three lines of 1 tiyn: per line 0.14 → 0 each, on the total 3 × 16/116 = 0.41 → 0; ten lines: 1.38 → 1.
    const ten = Array.from({ length: 10 }, () => order(1));
    expect(avrTotals(period, ten)).toMatchObject({ ok: true, totals: { total: 10, vat: 1 } });
  });

  it.each([
    [[], 'empty'],
    [[order(-1)], 'badAmount'],
    [[order(1.5)], 'badAmount'],
    [[order(100, '2026-04-01')], 'outsidePeriod'],
    [[order(100, '2026-02-28')], 'outsidePeriod'],
    [[{ kind: 'service', name: 'x', date: '2026-03-01', quantity: 0, price: 100 }], 'badAmount'],
    [[order(1_000_000_000_000), order(1)], 'tooLarge'],
  ])('refuses %j: %s', (lines, problem) => {
    expect(avrTotals(period, lines as AvrLine[])).toMatchObject({ ok: false, problem });
  });

  it('knows the days of its period', () => {
    expect(avrPeriodDays({ year: 2028, month: 2 })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('writes the sum in words in Russian and Kazakh, with the invoice rule', () => {
    expect(avrSumInWords(123_456_705)).toEqual({
      ru: 'Один миллион двести тридцать четыре тысячи пятьсот шестьдесят семь тенге 05 тиын',
      kk: 'Бір миллион екі жүз отыз төрт мың бес жүз алпыс жеті теңге 05 тиын',
    });
    expect(avrSumInWords(200_000).ru).toBe('Две тысячи тенге 00 тиын');
  });
});

describe('act numbers', () => {
  it.each([
    [2026, 1, 'АВР-2026-000001'],
    [2026, 123, 'АВР-2026-000123'],
    [2027, 1_234_567, 'АВР-2027-1234567'],
  ])('%i/%i is %s and reads back', (year, sequence, text) => {
    expect(formatAvrNumber(year, sequence)).toBe(text);
    expect(parseAvrNumber(text)).toEqual({ year, sequence });
  });

  it.each([
    ['avr-2026-123', { exact: 'АВР-2026-000123' }],
    ['AVR 2026/123', { exact: 'АВР-2026-000123' }],
    [' авр2026000123 ', { exact: 'АВР-2026-000123' }],
    ['000123', { sequence: 123 }],
    ['0', null],
    ['АВР-1999-1', null],
    ['АВР-2026-0', null],
    ['JK-2026-1', null],
    ["1' OR 1=1", null],
  ])('the registry filter «%s» → %j', (input, expected) => {
    expect(avrNumberFilter(input)).toEqual(expected);
  });

  it.each([
    ['АВР-2026-000123', 'ru', 'АВР-2026-000123'],
    ['АВР-2026-000123', 'kk', 'АВР-2026-000123'],
    ['АВР-2026-000123', 'en', 'AVR-2026-000123'],
    ['АВР-2027-1234567', 'en', 'AVR-2027-1234567'],
    ['AVR-2026-000123', 'en', 'AVR-2026-000123'],
    ['JZ-00001000', 'en', 'JZ-00001000'],
    ['', 'en', ''],
  ] as const)('«%s» on a page in %s reads «%s»', (issued, lang, shown) => {
    expect(avrNumberIn(issued, lang)).toBe(shown);
    // Whatever a page shows, the registry's search finds the act by it.
    if (shown) expect(avrNumberFilter(shown)).toEqual(avrNumberFilter(issued));
  });

  it('refuses numbers that cannot exist', () => {
    expect(() => formatAvrNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatAvrNumber(1999, 1)).toThrow(RangeError);
  });

  it('finds gaps in a year of numbers', () => {
    expect(avrNumberGaps([1, 2, 3])).toEqual([]);
    expect(avrNumberGaps([3, 1, 5])).toEqual([2, 4]);
    expect(avrNumberGaps([])).toEqual([]);
  });
});

describe('late payment of a post-paid act', () => {
  it.each([
    // due, paid on, days late, penalty on 100 000 ₸
    ['2026-04-02', '2026-04-01', 0, 0],
    ['2026-04-02', '2026-04-02', 0, 0],
    ['2026-04-02', '2026-04-03', 1, 300_000],
    ['2026-04-02', '2026-04-12', 10, 3_000_000],
    ['2026-04-02', '2026-05-06', 34, 10_000_000],
    ['2026-04-02', '2027-04-02', 365, 10_000_000],
  ])('due %s, paid %s: %i days late, penalty %i tiyn (3 %%/day, at most 100 %%)', (due, paidOn, daysLate, penalty) => {
    expect(avrAmountDue(10_000_000, due, paidOn)).toEqual({
      total: 10_000_000,
      daysLate,
      penalty,
      amount: 10_000_000 + penalty,
    });
  });

  it('rounds the penalty half up to the tiyn', () => {
    // 3 % of 1 234.55 ₸ = 37.0365 ₸ → 37.04 ₸.
    expect(avrAmountDue(123_455, '2026-04-02', '2026-04-03').penalty).toBe(3_704);
  });
});

describe('the public verification page', () => {
  it.each([
    ['850315400456', '••••••••0456'],
    [null, null],
    ['12345', '•••••'],
  ])('shows the IIN %s as %s', (iin, shown) => {
    expect(maskIin(iin)).toBe(shown);
  });
});

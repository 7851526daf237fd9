import { describe, expect, it } from 'vitest';
import { formatOrderNumber, looksLikeOrderNumber } from './order-number.ts';
import {
  checkParty,
  isTerminalAddress,
  normalizeParty,
  PRIORITY_DEFAULT_SENDER,
  partyIdLabel,
  withPrioritySenderName,
} from './order-party.ts';
import { cancelOutcome, canTransition, ORDER_STATUSES, type OrderStatus, TRANSITIONS } from './order-status.ts';

describe('a party at a terminal', () => {
  it.each([
    [{ streetAbbrId: -1, street: 'terminal' }, true],
    [{ streetAbbrId: 1, street: 'Абая' }, false],
    [{}, false],
    [undefined, false],
  ])('%o is at a terminal: %s', (party, terminal) => {
    expect(isTerminalAddress(party)).toBe(terminal);
  });
});

describe('order state machine', () => {
  it.each([
    ['formed', 'paid', true],
    ['formed', 'cancelled', true],
    ['formed', 'sent', false],
    ['paid', 'sent', true],
    ['paid', 'cancellation_requested', false],
    ['paid', 'cancelled', true],
    ['sent', 'cancellation_requested', true],
    ['sent', 'in_transit', true],
    ['in_transit', 'arrived', true],
    ['in_transit', 'cancellation_requested', false],
    ['out_for_delivery', 'arrived', true],
    ['arrived', 'delivered', true],
    ['delivered', 'cancelled', false],
    ['cancellation_requested', 'cancelled', true],
    ['cancellation_requested', 'sent', true],
    ['cancelled', 'formed', false],
  ])('%s → %s: %s', (from, to, allowed) => {
    expect(canTransition(from as OrderStatus, to as OrderStatus)).toBe(allowed);
  });

  it.each([
    ['formed', { action: 'cancel' }],
    ['paid', { action: 'refund' }],
    ['sent', { action: 'request' }],
    ['cancellation_requested', { action: 'refuse', reason: 'pending' }],
    ['in_transit', { action: 'refuse', reason: 'handedOver' }],
    ['out_for_delivery', { action: 'refuse', reason: 'handedOver' }],
    ['delivered', { action: 'refuse', reason: 'delivered' }],
    ['cancelled', { action: 'refuse', reason: 'cancelled' }],
  ])('cancelling a %s order → %j', (status, outcome) => {
    expect(cancelOutcome(status as OrderStatus)).toEqual(outcome);
  });

  it('only ever moves to known statuses, and every cancel action is a legal transition', () => {
    for (const status of ORDER_STATUSES) {
      for (const next of TRANSITIONS[status]) expect(ORDER_STATUSES).toContain(next);
      const outcome = cancelOutcome(status);
      if (outcome.action === 'cancel' || outcome.action === 'refund') expect(canTransition(status, 'cancelled')).toBe(true);
      if (outcome.action === 'request') expect(canTransition(status, 'cancellation_requested')).toBe(true);
    }
  });
});

describe('order parties', () => {
  const sender = {
    lastName: 'Сәрсенова',
    firstName: 'Айгерім',
    iinOrBin: '850722400008',
    phone: '+7 701 555 44 33',
    email: 'a@mail.kz',
    streetAbbrId: 1,
    street: 'Абая',
    house: '10',
  };

  it('accepts a complete sender and a receiver at a terminal', () => {
    expect(checkParty(sender, 'sender')).toEqual({});
    expect(checkParty({ lastName: 'Ахметов', firstName: 'Ерлан', phone: '77775554433', streetAbbrId: -1 }, 'receiver')).toEqual(
      {},
    );
    expect(normalizeParty({ streetAbbrId: -1, street: 'x', house: 'y', flat: '5' })).toMatchObject({
      street: 'terminal',
      house: 'terminal',
      flat: null,
      middleName: null,
    });
  });

  it('names each bad field under the party', () => {
    expect(
      checkParty(
        { ...sender, iinOrBin: '940140000386', phone: '+7 727 000 00 00', email: 'x', street: 'Abay', house: '' },
        'sender',
      ),
    ).toEqual({
      'sender.iinOrBin': { kind: 'bin', problem: 'checksum' },
      'sender.phone': { kind: 'phone', problem: 'prefix' },
      'sender.email': { kind: 'email' },
      'sender.street': { kind: 'streetName' },
      'sender.house': { kind: 'required' },
    });
    expect(checkParty(undefined, 'receiver')).toMatchObject({
      'receiver.lastName': { kind: 'required' },
      'receiver.phone': { kind: 'required' },
    });
    expect(checkParty({ companyName: 'ТОО «Ромашка»', phone: '77015554433', streetAbbrId: -1 }, 'receiver')).toEqual({});
    // A name of zero-width spaces is no name, and a company name of them makes no company.
    const invisible = '\u200b\u200b';
    expect(
      checkParty(
        { companyName: invisible, lastName: invisible, firstName: 'Ерлан', phone: '77015554433', streetAbbrId: -1 },
        'receiver',
      ),
    ).toEqual({ 'receiver.lastName': { kind: 'required' } });
  });
});

describe('which number a party’s IIN-or-BIN field holds', () => {
  it.each([
    ['850722400008', 'iin'],
    ['900115300003', 'iin'],
    ['240340012341', 'bin'],
    ['060540001113', 'bin'],
    [' 240340012341 ', 'bin'],
    // Typed short: told by the 5th digit, so a short BIN is refused in the BIN's words.
    ['24034001', 'bin'],
    ['8507224', 'iin'],
    // Nothing to tell by: the IIN, a person's number, which most senders are.
    ['1234', 'iin'],
    ['12347', 'iin'],
  ] as const)('%s is a %s', (id, label) => {
    expect(partyIdLabel(id)).toBe(label);
  });

  it('refuses a short BIN as a BIN, a short IIN as an IIN', () => {
    expect(checkParty({ iinOrBin: '24034001' }, 'sender')['sender.iinOrBin']).toMatchObject({ kind: 'bin' });
    expect(checkParty({ iinOrBin: '8507224' }, 'sender')['sender.iinOrBin']).toMatchObject({ kind: 'iin' });
  });
});

describe('a party’s street type against the reference list', () => {
  const door = { lastName: 'Ахметов', firstName: 'Ерлан', phone: '77775554433', street: 'Абая', house: '10' };
  const known = (id: number) => [1, 2, 3].includes(id);
  it.each([
    [1, {}],
    [3, {}],
    [999_999, { 'receiver.streetAbbrId': { kind: 'streetType' } }],
    [0, { 'receiver.streetAbbrId': { kind: 'streetType' } }],
    [-5, { 'receiver.streetAbbrId': { kind: 'streetType' } }],
    [null, { 'receiver.streetAbbrId': { kind: 'required' } }],
    // A terminal (−1) has no street: the list is not asked.
    [-1, {}],
  ])('street type %s', (streetAbbrId, issues) => {
    expect(checkParty({ ...door, streetAbbrId }, 'receiver', known)).toEqual(issues);
  });
  it('checks no list when the caller has none (the web form offers only the list)', () => {
    expect(checkParty({ ...door, streetAbbrId: 999_999 }, 'receiver')).toEqual({});
  });
});

describe('the priority sender placeholder', () => {
  it.each([
    [{}, PRIORITY_DEFAULT_SENDER],
    [{ companyName: '  ', lastName: '' }, PRIORITY_DEFAULT_SENDER],
    [{ companyName: 'ТОО «Ромашка»' }, 'ТОО «Ромашка»'],
    [{ lastName: 'Ахметов' }, undefined],
    [{ firstName: 'Ерлан' }, undefined],
  ])('%o is sent with company name %s', (sender, companyName) => {
    expect(withPrioritySenderName(sender).companyName).toBe(companyName);
  });
});

describe('order numbers', () => {
  it('are the prefix and an 8-digit serial, and are told from a track number as typed', () => {
    expect(formatOrderNumber(1000)).toBe('JZ-00001000');
    expect(formatOrderNumber(123_456_789)).toBe('JZ-123456789');
    for (const typed of ['JZ-00001000', 'jz00001000', ' JZ-00001000 ']) expect(looksLikeOrderNumber(typed)).toBe(true);
    for (const typed of ['JZ000010005KZ', 'JZ-0000100', 'JK-00001000', 'JZ-000010001'])
      expect(looksLikeOrderNumber(typed)).toBe(false);
  });
});

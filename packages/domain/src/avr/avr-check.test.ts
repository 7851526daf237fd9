import { describe, expect, it } from 'vitest';
import { avrCheckOutcome } from './avr-check.ts';

describe('what the public check of an act concludes', () => {
  it.each([
    ['signed by both, checked', 'verified', true, true, 'signed'],
    ['signed by both and paid', 'paid', true, true, 'signed'],
    ['the customer’s signature received, not yet checked by the server', 'signed', true, true, 'signed'],
    ['refused: the supplier’s signature alone', 'refused', true, false, 'refused'],
    ['issued, waiting for the customer', 'issued', true, false, 'awaitingCustomer'],
    ['opened by the customer, not signed', 'viewed', true, false, 'awaitingCustomer'],
    ['a signature package that could not be taken in', 'signing_error', true, false, 'awaitingCustomer'],
    ['neither signed nor refused in the term', 'deemed_accepted', true, false, 'deemedAccepted'],
    ['deemed accepted and paid', 'paid', true, false, 'deemedAccepted'],
    ['a signature that no longer holds', 'verified', false, true, 'failed'],
    ['a refused act whose supplier signature no longer holds', 'refused', false, false, 'failed'],
  ] as const)('%s', (_name, status, signaturesValid, customerSigned, outcome) => {
    expect(avrCheckOutcome({ status, signaturesValid, customerSigned })).toBe(outcome);
  });
});

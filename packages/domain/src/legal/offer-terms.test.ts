import { describe, expect, it } from 'vitest';
import { AVR_TERMS } from '../calendar/deadlines.ts';
import { LOSS_WITHOUT_DECLARED_VALUE_MULTIPLIER, MANDATORY_INSURANCE, MIN_INSURED_VALUE } from '../pricing/insurance.ts';
import { PENALTY_BASIS_POINTS_PER_DAY, PENALTY_CAP_BASIS_POINTS } from '../pricing/penalty.ts';
import { VOLUMETRIC_KG_PER_M3 } from '../shipment/weight.ts';
import { OFFER_VERSION } from './offer.ts';
import { COVERAGE, OFFER_TERMS } from './offer-terms.ts';

/** Spec §9, term by term: the offer page quotes these, so a drift here is a drift in the published offer. */
describe('offer terms (spec §9)', () => {
  it.each([
    ['prepayment', OFFER_TERMS.prepaymentPercent, 100],
    ['additional services paid within business days', OFFER_TERMS.extraServicesPaymentWorkingDays, 1],
    ['refund of unused funds, calendar days', OFFER_TERMS.refundCalendarDays, 15],
    ['claims filed within working days', OFFER_TERMS.claimFilingWorkingDays, 30],
    ['claims reviewed within working days', OFFER_TERMS.claimReviewWorkingDays, 30],
    ['compensation transferred within working days', OFFER_TERMS.compensationTransferWorkingDays, 3],
    ['anti-corruption reply, working days', OFFER_TERMS.antiCorruptionReplyWorkingDays, 10],
    ['amendments after notice, working days', OFFER_TERMS.amendmentNoticeWorkingDays, 5],
    ['changed details or force majeure reported, working days', OFFER_TERMS.changeNoticeWorkingDays, 3],
    ['termination at the client request, calendar days', OFFER_TERMS.terminationCalendarDays, 30],
    ['settlements reached, more than', COVERAGE.settlementsOver, 3_500],
    ['suppliers cited, more than', COVERAGE.suppliersOver, 20_000],
    ['AVR issued within calendar days after month end', AVR_TERMS.issueWithinCalendarDays, 20],
    ['AVR signed within working days', AVR_TERMS.signWithinWorkingDays, 5],
    ['AVR refused within working days', AVR_TERMS.refuseWithinWorkingDays, 3],
    ['penalty per day, basis points', PENALTY_BASIS_POINTS_PER_DAY, 300],
    ['penalty cap, basis points', PENALTY_CAP_BASIS_POINTS, 10_000],
    ['kg per m³', VOLUMETRIC_KG_PER_M3, 200],
    ['minimum insured value, tiyn', MIN_INSURED_VALUE, 2_000_000],
    ['mandatory insurance, tiyn', MANDATORY_INSURANCE, 10_000],
    ['loss without declared value, times the fee', LOSS_WITHOUT_DECLARED_VALUE_MULTIPLIER, 2],
  ])('%s = %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('pickup in every regional centre', () => {
    expect(COVERAGE.pickupInAllRegionalCentres).toBe(true);
  });

  it('the offer has a dated version', () => {
    expect(OFFER_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

/**
 * The terms of the public offer agreement and the figures the site quotes (spec §1, §9) that no rule elsewhere
 * in the domain already holds. The offer page, the knowledge base and home quote these constants, so a changed
 * term changes every text at once. Terms that a rule computes with live beside their rule (AVR_TERMS, the
 * penalties, insurance, the volumetric factor) and are quoted from there.
 */
export const OFFER_TERMS = {
  /** Payment is 100 % prepayment, in tenge, VAT included. */
  prepaymentPercent: 100,
  /** Additional services are paid within 1 business day. */
  extraServicesPaymentWorkingDays: 1,
  /** Unused funds are refunded within 15 calendar days. */
  refundCalendarDays: 15,
  /** A claim is filed within 30 working days… */
  claimFilingWorkingDays: 30,
  /** …and reviewed within up to 30 working days. */
  claimReviewWorkingDays: 30,
  /** Compensation is transferred within 3 working days (after the claim is accepted). */
  compensationTransferWorkingDays: 3,
  /** A reply to an anti-corruption notice is due within 10 working days. */
  antiCorruptionReplyWorkingDays: 10,
  /** Amendments take effect no sooner than 5 working days after notice. */
  amendmentNoticeWorkingDays: 5,
  /** Changed details, or force majeure, are reported within 3 working days. */
  changeNoticeWorkingDays: 3,
  /** The contract ends within 30 calendar days of the client's request. */
  terminationCalendarDays: 30,
} as const;

/** The figures of the network (spec §9), quoted by home and the offer. */
export const COVERAGE = {
  /** Pickup is available in every regional centre. */
  pickupInAllRegionalCentres: true,
  /** Delivery reaches more than this many settlements. */
  settlementsOver: 3_500,
  /** More than this many suppliers are cited. */
  suppliersOver: 20_000,
} as const;

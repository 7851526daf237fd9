import type { AvrStatus } from './avr-status.ts';

/**
 * What the public check of an act (the page its QR code opens) concludes. Every signature valid is not yet «the act
 * is signed»: a refused act, or one still waiting for the customer, carries the supplier's signature alone, and
 * «verification successful» there told a reader who scanned the code that the customer had signed.
 * - `failed`: a signature does not hold any more (a changed document, a revoked certificate), or there is none;
 * - `refused`: the customer refused to sign (final: a corrected act replaces it);
 * - `signed`: the customer's signature is there too, and valid;
 * - `deemedAccepted`: neither signed nor refused in the term, so accepted (spec §9), paid or not;
 * - `awaitingCustomer`: the customer may still sign or refuse.
 */
export type AvrCheckOutcome = 'failed' | 'refused' | 'signed' | 'deemedAccepted' | 'awaitingCustomer';

export const avrCheckOutcome = (act: {
  status: AvrStatus;
  /** Every signature of the act checked again now: true only when there is one and each holds. */
  signaturesValid: boolean;
  customerSigned: boolean;
}): AvrCheckOutcome => {
  if (!act.signaturesValid) return 'failed';
  if (act.status === 'refused') return 'refused';
  if (act.customerSigned) return 'signed';
  // An accepted act that is paid shows «paid»; without the customer's signature it was accepted by the term.
  if (act.status === 'deemed_accepted' || act.status === 'paid') return 'deemedAccepted';
  return 'awaitingCustomer';
};

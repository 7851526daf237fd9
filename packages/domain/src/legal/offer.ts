/**
 * The version of the public offer agreement in force. An order records the version its sender accepted; the offer
 * page shows it. Change it whenever the offer's text changes (and, per the offer, no sooner than 5 working days after
 * notice to customers).
 */
export const OFFER_VERSION = '2026-12-07';

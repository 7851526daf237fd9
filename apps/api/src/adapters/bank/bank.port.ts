/**
 * Card acquiring, as Halyk ePay does it (reference §5.1): a payment token per top-up, obtained server side, that
 * the bank's widget uses in the browser; the status API the shop re-asks before money moves.
 */
export type BankPaymentRequest = {
  invoiceId: string;
  /** Tenge. */
  amount: number;
  /** A random per-payment secret the bank echoes back in postLink. */
  secretHash: string;
  postLink: string;
  failurePostLink: string;
};

export type BankToken = {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  scope: string;
  token_type: string;
};

export type BankTransaction =
  | { found: false }
  | {
      found: true;
      /** NEW, AUTH, CHARGE, CANCEL, REFUND, FAILED, REJECT, 3D. */
      statusName: string;
      amount: number;
      currency: string;
      terminal: string | undefined;
      id: string | undefined;
      cardMask: string | undefined;
      reason: string | undefined;
      /** The bank's response code of a decline (ISO 8583), when it gives one. */
      reasonCode: string | undefined;
    };

export interface BankPort {
  readonly terminal: string;
  /** The bank's `payment-api.js`. */
  readonly widgetUrl: string;
  paymentToken(request: BankPaymentRequest): Promise<BankToken>;
  /** What the bank says about an invoice now; throws when the bank cannot be asked. */
  transaction(invoiceId: string): Promise<BankTransaction>;
  /**
   * Returns `amount` tenge of a charged payment to its card (the bank's refund operation on the payment's id), under
   * the refund's own `reference` (the operation's externalID): asked again with the same reference, after an answer
   * that was lost, the bank does not return the money twice. Throws BankRefusedError when the bank answered no
   * (nothing was returned), and BankError when its answer is unknown (it may have returned the money).
   */
  refund(paymentId: string, amount: number, reference: string): Promise<void>;
}

/** The bank did not answer, or answered something other than the protocol's shape. */
export class BankError extends Error {
  override name = 'BankError';
}

/** The bank answered, and refused: nothing was done. */
export class BankRefusedError extends BankError {
  override name = 'BankRefusedError';
}

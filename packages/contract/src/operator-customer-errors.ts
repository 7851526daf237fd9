import type { Localized } from '@jetkiz/domain';

/** Errors of the operator console's customers (issue 18), spread into ERRORS. */
export const OPERATOR_CUSTOMER_ERRORS = {
  /** Blocking a customer who is blocked already (the first block and its reason stand). */
  CUSTOMER_ALREADY_BLOCKED: {
    status: 409,
    message: {
      ru: 'Клиент уже заблокирован',
      kk: 'Клиент бұғатталған',
      en: 'The customer is already blocked',
    },
  },
  /** Unblocking a customer who is not blocked. */
  CUSTOMER_NOT_BLOCKED: {
    status: 409,
    message: {
      ru: 'Клиент не заблокирован',
      kk: 'Клиент бұғатталмаған',
      en: 'The customer is not blocked',
    },
  },
} as const satisfies Record<string, { status: number; message: Localized }>;

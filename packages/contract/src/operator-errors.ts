import type { Localized } from '@jetkiz/domain';

/** Errors of the staff side; each part of the console adds its own in its contract file and spreads them in ERRORS. */
export const OPERATOR_ERRORS = {
  /** A staff member called a route their role does not include (a viewer trying to write, an operator paying out). */
  STAFF_ROLE_REQUIRED: {
    status: 403,
    message: {
      ru: 'Вашей роли это действие недоступно',
      kk: 'Бұл әрекет сіздің рөліңізге қолжетімсіз',
      en: 'Your role does not allow this action',
    },
  },
} as const satisfies Record<string, { status: number; message: Localized }>;

import type { Localized } from '@jetkiz/domain';

/** Company accounts as organisations with employees (issue 16). Spread into ERRORS. */
export const COMPANY_ERRORS = {
  /** An employee called a route their roles do not include. */
  COMPANY_ROLE_REQUIRED: {
    status: 403,
    message: {
      ru: 'У вас нет прав на это действие. Обратитесь к администратору вашей организации',
      kk: 'Бұл әрекетке құқығыңыз жоқ. Ұйымыңыздың әкімшісіне жүгініңіз',
      en: 'You do not have the rights for this action. Ask your organisation administrator',
    },
  },
  /** An invitation to a phone that already has an account (customer or employee). */
  COMPANY_EMPLOYEE_PHONE_TAKEN: {
    status: 409,
    message: {
      ru: 'Этот номер уже зарегистрирован в Jetkiz. Пригласите сотрудника по другому номеру',
      kk: 'Бұл нөмір Jetkiz‑де тіркелген. Қызметкерді басқа нөмір арқылы шақырыңыз',
      en: 'This number is already registered with Jetkiz. Invite the employee by another number',
    },
  },
  /** The owner cannot be suspended, removed or stripped of roles. */
  COMPANY_OWNER_FIXED: {
    status: 409,
    message: {
      ru: 'Владельца аккаунта организации нельзя изменить или удалить',
      kk: 'Ұйым аккаунтының иесін өзгертуге немесе жоюға болмайды',
      en: 'The owner of the organisation account cannot be changed or removed',
    },
  },
  /** A suspended employee signs in or calls a route. */
  COMPANY_EMPLOYEE_SUSPENDED: {
    status: 403,
    message: {
      ru: 'Ваш доступ к аккаунту организации приостановлен',
      kk: 'Ұйым аккаунтына қол жеткізуіңіз тоқтатылды',
      en: 'Your access to the organisation account is suspended',
    },
  },
  /** The signer role needs a verified signing certificate of the company's BIN. */
  COMPANY_SIGNER_NEEDS_CERTIFICATE: {
    status: 400,
    message: {
      ru: 'Роль «Подписант» требует сертификата ЭЦП организации с правом подписи',
      kk: '«Қол қоюшы» рөлі ұйымның қол қою құқығы бар ЭЦҚ сертификатын талап етеді',
      en: 'The signer role needs the organisation’s digital-signature certificate with the right to sign',
    },
  },
} as const satisfies Record<string, { status: number; message: Localized }>;

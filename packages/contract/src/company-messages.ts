import type { Localized } from '@jetkiz/domain';

/**
 * The texts of company employees (issue 16) in ru, kk and en. The SMS goes in the language of the owner's request
 * (the employee has no account yet); {{organization}} is the company's name, {{code}} the 4-digit code, {{url}} the
 * page where the invitation is accepted.
 */
export const COMPANY_TEXTS = {
  smsInvitation: {
    ru: 'Jetkiz: {{organization}} приглашает вас в аккаунт организации. Код {{code}}, никому его не сообщайте. Примите приглашение: {{url}}',
    kk: 'Jetkiz: {{organization}} сізді ұйым аккаунтына шақырады. Код {{code}}, оны ешкімге айтпаңыз. Шақыруды қабылдаңыз: {{url}}',
    en: 'Jetkiz: {{organization}} invites you to its organisation account. Code {{code}}, do not share it. Accept the invitation: {{url}}',
  },
  employeeRemoved: {
    ru: 'Сотрудник удалён. Сделанное им остаётся в истории',
    kk: 'Қызметкер жойылды. Оның жасағаны тарихта сақталады',
    en: 'The employee was removed. What they did stays in the history',
  },
} as const satisfies Record<string, Localized>;

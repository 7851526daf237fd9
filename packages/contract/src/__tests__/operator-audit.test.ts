import { LANGS } from '@jetkiz/domain';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_TARGETS, auditActionName, auditErrorMessage, auditTargetName } from '../operator-audit.ts';

describe('the audit log read by name', () => {
  it.each([
    ['createStaff', 'ru', 'Добавление сотрудника'],
    ['createStaff', 'kk', 'Қызметкерді қосу'],
    ['operatorAdjustWallet', 'en', 'Wallet adjusted'],
    ['staff.totp', 'ru', 'Вход в консоль: код аутентификатора'],
    // A code the log holds that the list no longer names, and names that only an object's prototype has.
    ['retiredAction', 'kk', 'retiredAction'],
    ['toString', 'ru', 'toString'],
    ['__proto__', 'en', '__proto__'],
  ] as const)('the action %s in %s reads «%s»', (action, lang, name) => {
    expect(auditActionName(action, lang)).toBe(name);
  });

  it.each([
    ['order', 'kk', 'Тапсырыс'],
    ['promoCode', 'en', 'Promo code'],
    ['constructor', 'ru', 'constructor'],
  ] as const)('the object kind %s in %s reads «%s»', (type, lang, name) => {
    expect(auditTargetName(type, lang)).toBe(name);
  });

  it.each([
    ['STAFF_ROLE_REQUIRED', 'en', 'Your role does not allow this action'],
    ['VALIDATION', 'kk', 'Енгізілген деректерді тексеріңіз'],
    ['NO_SUCH_CODE', 'ru', undefined],
    ['hasOwnProperty', 'ru', undefined],
  ] as const)('a refusal %s in %s reads %s', (code, lang, message) => {
    expect(auditErrorMessage(code, lang)).toBe(message);
  });

  it.each([
    ['actions', AUDIT_ACTIONS],
    ['object kinds', AUDIT_TARGETS],
  ] as const)('no two %s share a name in any language, so a list of them can be told apart', (_, names) => {
    for (const lang of LANGS) {
      const seen = Object.values(names).map((name) => name[lang]);
      expect(new Set(seen).size, lang).toBe(seen.length);
    }
  });
});

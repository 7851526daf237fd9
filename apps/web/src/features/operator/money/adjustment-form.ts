import { MONEY_FIELD_MESSAGES, PHONE_MESSAGES } from '@jetkiz/contract';
import { checkPhone, tengeToTiyn } from '@jetkiz/domain';
import { currentLang } from '../../../lib/i18n.ts';

/** A signed amount as the accountant types it: «-1 500,50», «+300», «−20». */
export const signedTenge = (text: string): number | null => {
  const plain = text.replace(/\s/g, '').replace('−', '-').replace(',', '.');
  return /^[+-]?\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : null;
};

/** The adjustment form's checks, the API's own (the domain's phone and money rules) said in the console's language. */
export const adjustmentProblems = (form: { phone: string; amount: string }): Record<string, string> => {
  const lang = currentLang();
  const problems: Record<string, string> = {};
  const phoneCheck = checkPhone(form.phone);
  if (!phoneCheck.ok) problems.phone = PHONE_MESSAGES[phoneCheck.problem][lang];
  const amount = signedTenge(form.amount);
  const magnitude = amount === null ? null : tengeToTiyn(Math.abs(amount));
  if (!magnitude?.ok || magnitude.value === 0) problems.amount = MONEY_FIELD_MESSAGES.amountInvalid[lang];
  return problems;
};

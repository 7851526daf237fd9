import { MONEY_FIELD_MESSAGES, PHONE_MESSAGES } from '@jetkiz/contract';
import { checkPhone, type Lang, tengeToTiyn } from '@jetkiz/domain';
import type { ReactNode } from 'react';
import { fieldMessages } from '../../../lib/field-message.tsx';
import { reasonError } from '../form-checks.ts';

/** A signed amount as the accountant types it: «-1 500,50», «+300», «−20». */
export const signedTenge = (text: string): number | null => {
  const plain = text.replace(/\s/g, '').replace('−', '-').replace(',', '.');
  return /^[+-]?\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : null;
};

/** The adjustment form's checks, the API's own (the domain's phone and money rules) said in a language. */
export const adjustmentProblems = (form: { phone: string; amount: string }, lang: Lang): Record<string, string> => {
  const problems: Record<string, string> = {};
  const phoneCheck = checkPhone(form.phone);
  if (!phoneCheck.ok) problems.phone = PHONE_MESSAGES[phoneCheck.problem][lang];
  const amount = signedTenge(form.amount);
  const magnitude = amount === null ? null : tengeToTiyn(Math.abs(amount));
  if (!magnitude?.ok || magnitude.value === 0) problems.amount = MONEY_FIELD_MESSAGES.amountInvalid[lang];
  return problems;
};

/** The form's problems under its fields, in the page's language whenever shown; the reason as every staff reason. */
export const adjustmentErrors = (form: { phone: string; amount: string; reason: string }): Record<string, ReactNode> => {
  const reason = reasonError(form.reason);
  return { ...fieldMessages((lang) => adjustmentProblems(form, lang)), ...(reason ? { reason } : {}) };
};

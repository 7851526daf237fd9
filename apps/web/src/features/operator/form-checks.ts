import { describeIssue, REASON_MIN_LENGTH, staffReasonTooShort } from '@jetkiz/contract';
import { checkPhone, type FieldIssue } from '@jetkiz/domain';
import type { ReactNode } from 'react';
import { fieldMessage, fieldText } from '../../lib/field-message.tsx';

/**
 * The console's form checks, as the customer site's forms make them: `@mantine/form` validators whose messages sit
 * under the fields in the page's language (the contract's words, written again after a language switch). The forms
 * say `noValidate`: the browser's own «Заполните это поле» bubble spoke the browser's language, not the page's.
 */
const issue = (found: FieldIssue): ReactNode => fieldMessage((lang) => describeIssue(found, lang));

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** An empty field: «Обязательное поле / Міндетті өріс / This field is required». */
export const requiredError = (value: unknown): ReactNode => (blank(value) ? issue({ kind: 'required' }) : null);

/** The fewest characters a reason for the audit log has: the contract's, as the API asks. */
export { REASON_MIN_LENGTH };

/** A reason for the audit log: said, and as long as the API asks (`StaffReasonSchema`). */
export const reasonError = (value: string): ReactNode =>
  requiredError(value) ?? (staffReasonTooShort(value) ? fieldText('opwork.customers.reasonHint') : null);

/** A new staff member's phone: a Kazakh mobile, by the domain's rule the API applies. */
export const phoneError = (value: string): ReactNode => {
  if (blank(value)) return issue({ kind: 'required' });
  const checked = checkPhone(value);
  return checked.ok ? null : issue({ kind: 'phone', problem: checked.problem });
};

/**
 * The problems of a form kept in the component's state (the reference data's and money's forms, whose server answers
 * also come back by field): only the fields that have one. Empty means the call may go.
 */
export const problemsOf = (checks: Record<string, ReactNode>): Record<string, ReactNode> =>
  Object.fromEntries(Object.entries(checks).filter(([, problem]) => Boolean(problem)));

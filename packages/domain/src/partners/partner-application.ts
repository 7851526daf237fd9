import { isValidEmail } from '../contact/email.ts';
import { checkPhone } from '../contact/phone.ts';
import { binOrIinOf, checkBin, checkIin } from '../identity/kz-id.ts';
import type { FieldIssues } from '../identity/registration.ts';

/** Character limits of a partner programme application. */
export const PARTNER_APPLICATION_LIMITS = {
  name: 100,
  company: 250,
  city: 100,
  message: 2_000,
} as const;

export type PartnerApplicationInput = {
  name?: unknown;
  company?: unknown;
  bin?: unknown;
  phone?: unknown;
  email?: unknown;
  city?: unknown;
  message?: unknown;
};

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * What is wrong with a partner programme application, field by field (empty when it may be stored): a name,
 * a Kazakh mobile phone, an e-mail and a city are required; the company, its BIN (or an entrepreneur's IIN)
 * and the message are optional, but a BIN or IIN given must be a real one.
 */
export const checkPartnerApplication = (input: PartnerApplicationInput): FieldIssues => {
  const issues: FieldIssues = {};
  for (const field of ['name', 'city'] as const) {
    const value = trimmed(input[field]);
    if (!value) issues[field] = { kind: 'required' };
    else if ([...value].length > PARTNER_APPLICATION_LIMITS[field])
      issues[field] = { kind: 'exceeded', max: PARTNER_APPLICATION_LIMITS[field] };
  }
  for (const field of ['company', 'message'] as const) {
    const value = trimmed(input[field]);
    if ([...value].length > PARTNER_APPLICATION_LIMITS[field])
      issues[field] = { kind: 'exceeded', max: PARTNER_APPLICATION_LIMITS[field] };
  }
  const bin = trimmed(input.bin);
  // The field is the company's BIN first (an entrepreneur's IIN in its place): a number too short to tell is a BIN.
  if (bin) {
    if (binOrIinOf(bin, 'bin') === 'bin') {
      const check = checkBin(bin);
      if (!check.ok) issues.bin = { kind: 'bin', problem: check.problem };
    } else {
      const check = checkIin(bin);
      if (!check.ok) issues.bin = { kind: 'iin', problem: check.problem };
    }
  }
  const phone = trimmed(input.phone);
  if (!phone) issues.phone = { kind: 'required' };
  else {
    const check = checkPhone(phone);
    if (!check.ok) issues.phone = { kind: 'phone', problem: check.problem };
  }
  const email = trimmed(input.email);
  if (!email) issues.email = { kind: 'required' };
  else if (!isValidEmail(email)) issues.email = { kind: 'email' };
  return issues;
};

/** The statuses in which an application waits for the operator: new, until someone takes it. */
export const PARTNER_APPLICATION_PENDING_STATUSES = ['new'] as const;

/** What a new application shares with one already waiting. */
export type PartnerDuplicate = 'phone' | 'bin';

/**
 * Whether an application repeats one still waiting for the operator (a double submit, or the same partner again): the
 * same phone (normalised), or the same BIN/IIN when one is given. Null: it may be stored. The phone is told first: it
 * is the field every application has.
 */
export const partnerApplicationDuplicate = (
  application: { phone: string; bin: string | null },
  waiting: ReadonlyArray<{ phone: string; bin: string | null; status: string }>,
): PartnerDuplicate | null => {
  const pending = waiting.filter((w) => (PARTNER_APPLICATION_PENDING_STATUSES as readonly string[]).includes(w.status));
  if (pending.some((w) => w.phone === application.phone)) return 'phone';
  if (application.bin !== null && pending.some((w) => w.bin === application.bin)) return 'bin';
  return null;
};

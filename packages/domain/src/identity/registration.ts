import { checkText, type TextField } from '../address/text-limits.ts';
import { isValidEmail } from '../contact/email.ts';
import { checkPhone, type PhoneProblem, phoneNationalDigits } from '../contact/phone.ts';
import { type BinProblem, checkBin, checkIin, type IinProblem } from './kz-id.ts';
import { checkPasswordPair, type PasswordProblem, passwordStrength } from './password.ts';

/** The least password strength accepted at registration and on change (spec level 2: 8+, lower, upper, digit). */
export const MIN_PASSWORD_STRENGTH = 2;

/** What is wrong with one field; the contract turns each into the spec's message in every language. */
/**
 * The fields spec §8 has its own missing-field message for (registration and the company's details): the message
 * names the field instead of the general «required».
 */
export type MissingField = 'bin' | 'organizationName' | 'legalAddress' | 'lastName' | 'firstName';

export type FieldIssue =
  | { kind: 'required'; what?: MissingField }
  | { kind: 'exceeded'; max: number }
  | { kind: 'iin'; problem: IinProblem }
  | { kind: 'bin'; problem: BinProblem }
  | { kind: 'phone'; problem: PhoneProblem }
  /**
   * Spec §8 «invalid phone»: the word of the forms that look an account up by its number (sign-in, recovery), where
   * the number is the person's own and a lesson in its format helps nobody; the forms that take a new number say
   * «invalid phone number format» or «enter a valid Kazakhstan cell phone» (`phone`).
   */
  | { kind: 'invalidPhone' }
  | { kind: 'email' }
  | { kind: 'password'; problem: PasswordProblem }
  | { kind: 'weakPassword' }
  | { kind: 'entityType' }
  | { kind: 'certificateKind'; expected: 'individualEntrepreneur' | 'legalEntity' }
  | { kind: 'streetName' }
  /** A street type that is not in the reference list (the list is data: the caller knows it, the domain does not). */
  | { kind: 'streetType' }
  | { kind: 'content' };

export type FieldIssues = Record<string, FieldIssue>;

export type PersonRegistration = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  iin: string;
};

export type CompanyRegistration = {
  bin: string;
  entityType: number;
  name: string;
  legalAddress: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
};

/** Entity type 1: individual entrepreneur (identified by the owner's IIN); 2: legal entity (BIN). */
export const ENTITY_TYPES = { individualEntrepreneur: 1, legalEntity: 2 } as const;

/**
 * The number a document names a customer by, and under which name: a legal entity's BIN; an individual
 * entrepreneur's IIN (a company account without a BIN: the owner's IIN is the business's number); a person's IIN.
 * Never an IIN printed as «БИН».
 */
export const customerNumberOf = (customer: {
  userType: 'person' | 'company';
  bin: string | null;
  iin: string | null;
}): { label: 'bin' | 'iin'; number: string | null } =>
  customer.userType === 'company' && customer.bin
    ? { label: 'bin', number: customer.bin }
    : { label: 'iin', number: customer.iin };

/**
 * What kind of customer an account is, as people name it: a person, an individual entrepreneur (a company account of
 * entity type 1, named by the owner's IIN) or a legal entity (entity type 2, or a company account from before entity
 * types). An entrepreneur is no company, and the screens must not call them one.
 */
export type AccountKind = 'person' | 'entrepreneur' | 'legalEntity';
export const accountKindOf = (account: { userType: string; entityType?: number | null }): AccountKind =>
  account.userType !== 'company'
    ? 'person'
    : account.entityType === ENTITY_TYPES.individualEntrepreneur
      ? 'entrepreneur'
      : 'legalEntity';

/**
 * Whether an account's IIN is fixed: an individual entrepreneur's IIN is the business's number (customerNumberOf) on its
 * acts, invoices and receipts, and the key its acts are signed with must be of it; once a digital signature of that IIN
 * has verified the account, changing it (set-user-iin) would make the acts name, and be signed by, another person.
 */
export const iinFixedByVerification = (account: {
  userType: 'person' | 'company';
  bin: string | null;
  iin: string | null;
  verified: boolean;
}): boolean =>
  customerNumberOf(account).label === 'iin' && account.userType === 'company' && account.verified && account.iin !== null;

type Input<T> = Partial<Record<keyof T, unknown>>;

const text = (issues: FieldIssues, name: string, value: unknown, field: TextField, what?: MissingField) => {
  const result = checkText(value, field, { required: true });
  if (!result.ok)
    issues[name] =
      result.problem === 'required' ? { kind: 'required', ...(what && { what }) } : { kind: 'exceeded', max: result.max };
};

const contact = (issues: FieldIssues, input: { username?: unknown; email?: unknown }) => {
  const phone = checkPhone(input.username);
  if (typeof input.username !== 'string' || input.username.trim() === '') issues.username = { kind: 'required' };
  else if (!phone.ok) issues.username = { kind: 'phone', problem: phone.problem };
  if (typeof input.email !== 'string' || input.email.trim() === '') issues.email = { kind: 'required' };
  else if (!isValidEmail(input.email.trim())) issues.email = { kind: 'email' };
};

/** A new password and its confirmation: present, matching and at least of level 2. */
export const checkNewPassword = (
  password: unknown,
  confirmation: unknown,
  issues: FieldIssues = {},
  names = ['password', 'confirmPassword'],
) => {
  const [passwordField = 'password', confirmationField = 'confirmPassword'] = names;
  const pair = checkPasswordPair(password, confirmation);
  if (pair === 'required' || pair === 'tooLong') issues[passwordField] = { kind: 'password', problem: pair };
  else if (passwordStrength(password) < MIN_PASSWORD_STRENGTH) issues[passwordField] = { kind: 'weakPassword' };
  if (pair === 'confirmationRequired' || pair === 'mismatch') issues[confirmationField] = { kind: 'password', problem: pair };
  return issues;
};

/**
 * The phone of an account that exists (sign-in, recovery): spec §5 «phone required» when nothing is typed (the
 * mask's «+7 (» alone, or blanks), otherwise §8 «invalid phone» when it is not a Kazakh mobile. A new number
 * (registration) is told the format instead (`phone`). An empty recovery form said «invalid phone» for a field
 * left empty, where the sign-in form said «required».
 */
export const checkAccountPhone = (input: unknown): FieldIssue | null => {
  if (typeof input !== 'string' || (/^[\d\s()+-]*$/.test(input) && phoneNationalDigits(input) === ''))
    return { kind: 'required' };
  return checkPhone(input).ok ? null : { kind: 'invalidPhone' };
};

/**
 * Spec §5 «Login: phone and password required»: what a sign-in lacks, before anything is looked up. Only what is
 * missing: a phone typed wrong is looked up as typed and refused as any wrong login (the throttle counts it), never
 * told apart from an unknown one. An empty sign-in was answered «wrong phone number or password» (401) and counted
 * against the caller's address as a failed guess.
 */
export const checkSignIn = (input: { userName?: unknown; password?: unknown }): FieldIssues => {
  const issues: FieldIssues = {};
  if (typeof input.userName !== 'string' || input.userName.trim() === '') issues.userName = { kind: 'required' };
  if (typeof input.password !== 'string' || input.password === '') issues.password = { kind: 'password', problem: 'required' };
  return issues;
};

const iin = (issues: FieldIssues, name: string, value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') {
    issues[name] = { kind: 'required' };
    return;
  }
  const result = checkIin(value.trim());
  if (!result.ok) issues[name] = { kind: 'iin', problem: result.problem };
};

/** Spec §5: a person registers with IIN, surname, name, e-mail, password, confirmation and phone. */
export const checkPersonRegistration = (input: Input<PersonRegistration>): FieldIssues => {
  const issues: FieldIssues = {};
  iin(issues, 'iin', input.iin);
  text(issues, 'lastName', input.lastName, 'personName', 'lastName');
  text(issues, 'firstName', input.firstName, 'personName', 'firstName');
  contact(issues, input);
  checkNewPassword(input.password, input.confirmPassword, issues);
  return issues;
};

/**
 * Spec §5: a company registers with a BIN (legal entity, type 2) or the owner's IIN (individual entrepreneur,
 * type 1), the organisation's name and legal address, a contact's first and last name, e-mail, password and
 * phone.
 */
export const checkCompanyRegistration = (input: Input<CompanyRegistration>): FieldIssues => {
  const issues: FieldIssues = {};
  if (input.entityType === ENTITY_TYPES.legalEntity) {
    if (typeof input.bin !== 'string' || input.bin.trim() === '') issues.bin = { kind: 'required', what: 'bin' };
    else {
      const result = checkBin(input.bin.trim());
      if (!result.ok) issues.bin = { kind: 'bin', problem: result.problem };
    }
  } else if (input.entityType === ENTITY_TYPES.individualEntrepreneur) {
    iin(issues, 'bin', input.bin);
  } else {
    issues.entityType = { kind: 'entityType' };
  }
  text(issues, 'name', input.name, 'companyName', 'organizationName');
  text(issues, 'legalAddress', input.legalAddress, 'legalAddress', 'legalAddress');
  text(issues, 'firstName', input.firstName, 'personName', 'firstName');
  text(issues, 'lastName', input.lastName, 'personName', 'lastName');
  contact(issues, input);
  checkNewPassword(input.password, input.confirmPassword, issues);
  return issues;
};

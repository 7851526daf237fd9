import { isValidStreetName } from '../address/address.ts';
import { checkText, trimText } from '../address/text-limits.ts';
import { isValidEmail } from '../contact/email.ts';
import { checkPhone } from '../contact/phone.ts';
import { binOrIinOf, checkBin, checkIin } from '../identity/kz-id.ts';
import type { FieldIssues } from '../identity/registration.ts';

/** Street type of a terminal address; street and house then read «terminal» (spec §9). */
export const TERMINAL_STREET_TYPE = -1;
export const TERMINAL_WORD = 'terminal';

export type OrderParty = {
  companyName?: string | null;
  lastName?: string | null;
  firstName?: string | null;
  middleName?: null;
  iinOrBin?: string | null;
  phone?: string | null;
  email?: string | null;
  streetAbbrId?: number | null;
  street?: string | null;
  house?: string | null;
  flat?: string | null;
  office?: string | null;
  notation?: string | null;
  parcelDescription?: string | null;
};

/** Placeholder sender name of a priority order whose sender has none (spec §3). */
export const PRIORITY_DEFAULT_SENDER = 'Jetkiz Priority';

/** A priority order's sender may be left without a name: the placeholder stands in. */
export const withPrioritySenderName = (sender: OrderParty): OrderParty =>
  sender.companyName?.trim() || sender.lastName?.trim() || sender.firstName?.trim()
    ? sender
    : { ...sender, companyName: PRIORITY_DEFAULT_SENDER };

/** True when the party's address is a terminal, not a door; a party not given has no terminal. */
export const isTerminalAddress = (party: OrderParty | undefined): boolean => party?.streetAbbrId === TERMINAL_STREET_TYPE;

/**
 * Which number a party's «IIN or BIN» field holds, told by its 5th digit (`binOrIinOf`), an IIN when it cannot tell:
 * the checks below refuse a short BIN in the BIN's words, and a waybill or a screen names the number «ИИН» or «БИН»,
 * not «ИИН/БИН» beside a person's IIN.
 */
export const partyIdLabel = (id: string): 'iin' | 'bin' => binOrIinOf(id.trim(), 'iin');

/**
 * Checks one party of an order with the domain's rules; issues are keyed `sender.phone`, `receiver.street`, ….
 * The sender needs an e-mail and an IIN or BIN; a receiver's IIN or BIN is checked when given. A door address's
 * street type must be one of the reference list when the caller passes `isStreetType` (the list is data the domain
 * does not hold): an order with street type 999999 was stored and printed without one.
 */
export const checkParty = (
  party: OrderParty | undefined,
  role: 'sender' | 'receiver',
  isStreetType?: (id: number) => boolean,
): FieldIssues => {
  const issues: FieldIssues = {};
  const at = (field: string) => `${role}.${field}`;
  const p = party ?? {};
  const text = (field: keyof OrderParty, limit: Parameters<typeof checkText>[1], required: boolean) => {
    const result = checkText(p[field], limit, { required });
    if (!result.ok)
      issues[at(field)] = result.problem === 'required' ? { kind: 'required' } : { kind: 'exceeded', max: result.max };
  };
  const isCompany = Boolean(p.companyName && trimText(p.companyName));
  text('companyName', 'companyName', false);
  text('lastName', 'personName', !isCompany);
  text('firstName', 'personName', !isCompany);
  const id = p.iinOrBin?.trim() ?? '';
  if (!id) {
    if (role === 'sender') issues[at('iinOrBin')] = { kind: 'required' };
  } else if (partyIdLabel(id) === 'bin') {
    const bin = checkBin(id);
    if (!bin.ok) issues[at('iinOrBin')] = { kind: 'bin', problem: bin.problem };
  } else {
    const iin = checkIin(id);
    if (!iin.ok) issues[at('iinOrBin')] = { kind: 'iin', problem: iin.problem };
  }
  const phone = checkPhone(p.phone ?? '');
  if (!p.phone?.trim()) issues[at('phone')] = { kind: 'required' };
  else if (!phone.ok) issues[at('phone')] = { kind: 'phone', problem: phone.problem };
  if (role === 'sender') {
    if (!p.email?.trim()) issues[at('email')] = { kind: 'required' };
    else if (!isValidEmail(p.email.trim())) issues[at('email')] = { kind: 'email' };
  }
  if (!isTerminalAddress(p)) {
    if (p.streetAbbrId === undefined || p.streetAbbrId === null) issues[at('streetAbbrId')] = { kind: 'required' };
    else if (isStreetType && !isStreetType(p.streetAbbrId)) issues[at('streetAbbrId')] = { kind: 'streetType' };
    text('street', 'street', true);
    if (!issues[at('street')] && !isValidStreetName(p.street)) issues[at('street')] = { kind: 'streetName' };
    text('house', 'house', true);
  }
  text('flat', 'flat', false);
  text('office', 'office', false);
  text('notation', 'notation', false);
  text('parcelDescription', 'parcelDescription', false);
  return issues;
};

/** A terminal address is written the spec's way: street type −1, street and house «terminal». */
export const normalizeParty = (party: OrderParty): OrderParty => ({
  ...party,
  middleName: null,
  ...(isTerminalAddress(party) ? { street: TERMINAL_WORD, house: TERMINAL_WORD, flat: null, office: null } : {}),
});

import {
  CONTENT_MESSAGE,
  DELIVERY_TYPE_MESSAGES,
  describeIssues,
  FIELD_PROBLEMS,
  type OrderDetail,
  type UserData,
} from '@jetkiz/contract';
import {
  checkParty,
  DELIVERY_TYPE_RULES,
  formatPhone,
  isDeliveryTypeCode,
  isTerminalAddress,
  type Lang,
  OFFER_VERSION,
  withPrioritySenderName,
} from '@jetkiz/domain';
import { serverFieldErrors } from '../../../../lib/field-message.tsx';
import type { CreateInput, OrderFamily } from '../../api/orders.ts';
import { EMPTY_PARTY, type PartyDraft, toParty } from './party-fields.tsx';

/** Everything the wizard asks, in one @mantine/form; the domain's checks are its validators. */
export type WizardValues = {
  sender: PartyDraft;
  receiver: PartyDraft;
  terminalFromId: string | null;
  terminalToId: string | null;
  content: string | null;
  description: string;
  clientOrderNumber: string;
  promoCode: string;
  productSign: string | null;
  deliveryType: string | null;
  /** The store (Shop) or pickup point (AgentPvz) the parcel goes to. */
  pickupPointId: string | null;
  clientDate: string | null;
  specialCondition: string;
  offerAccepted: boolean;
};

export const WIZARD_STEPS = ['sender', 'receiver', 'parcel', 'confirm'] as const;
export const LAST_STEP = WIZARD_STEPS.length - 1;

export const emptyWizard = (productSign: string | null = null): WizardValues => ({
  sender: EMPTY_PARTY,
  receiver: EMPTY_PARTY,
  terminalFromId: null,
  terminalToId: null,
  content: null,
  description: '',
  clientOrderNumber: '',
  promoCode: '',
  productSign,
  deliveryType: null,
  pickupPointId: null,
  clientDate: null,
  specialCondition: '',
  offerAccepted: false,
});

/** What the wizard knows about the order being made (from the quote and the session). */
export type WizardContext = {
  priority: boolean;
  fromTerminal: boolean;
  toTerminal: boolean;
  lang: Lang;
  /** Texts the domain does not hold (already translated). */
  texts: { chooseTerminal: string; acceptOffer: string };
};

/** Whether the chosen delivery type goes to a store or pickup point (Shop, AgentPvz) rather than a terminal. */
export const toPoint = (values: WizardValues): boolean => {
  const code = Number(values.deliveryType);
  return isDeliveryTypeCode(code) && ['store', 'pickupPoint'].includes(DELIVERY_TYPE_RULES[code].to);
};

/** The problems of one step, keyed by the form's paths (the same paths the API names in `fields`). */
export const stepErrors = (step: number, values: WizardValues, ctx: WizardContext): Record<string, string> => {
  const found: Record<string, string> = {};
  if (step === 0) {
    const party = toParty(values.sender, ctx.fromTerminal);
    Object.assign(found, describeIssues(checkParty(ctx.priority ? withPrioritySenderName(party) : party, 'sender'), ctx.lang));
    if (ctx.fromTerminal && !values.terminalFromId) found.terminalFromId = ctx.texts.chooseTerminal;
  }
  if (step === 1) {
    Object.assign(found, describeIssues(checkParty(toParty(values.receiver, ctx.toTerminal), 'receiver'), ctx.lang));
    // Spec §5: the delivery type is chosen; Shop and AgentPvz name their point instead of a terminal.
    if (ctx.priority && !values.deliveryType) found.deliveryType = FIELD_PROBLEMS.required[ctx.lang];
    if (toPoint(values) && !values.pickupPointId) found.pickupPointId = DELIVERY_TYPE_MESSAGES.needsPoint[ctx.lang];
    if (ctx.toTerminal && !toPoint(values) && !values.terminalToId) found.terminalToId = ctx.texts.chooseTerminal;
  }
  if (step === 2) {
    if (!values.content) found['parcelInfo.content'] = CONTENT_MESSAGE[ctx.lang];
    if (ctx.priority && !values.productSign) found.productSign = FIELD_PROBLEMS.required[ctx.lang];
  }
  if (step === 3 && !values.offerAccepted) found.offerAccepted = ctx.texts.acceptOffer;
  return found;
};

/** The step that holds a field the server refused (null: none of the wizard's). */
export const stepOfField = (field: string): number | null => {
  if (field.startsWith('sender') || field === 'terminalFromId') return 0;
  if (field.startsWith('receiver') || ['terminalToId', 'deliveryType', 'pickupPointId'].includes(field)) return 1;
  if (field.startsWith('parcelInfo') || ['promoCode', 'productSign', 'clientDate'].includes(field)) return 2;
  if (field.startsWith('offer')) return 3;
  return null;
};

/**
 * The server's field errors on the wizard's own fields. A refused offer edition (`offerVersion`: the page was opened
 * before a new edition of the offer, and the server asks for the new one) is no field of the form: it is said under
 * the offer's checkbox, where its «refresh the page» is read, instead of only «check the data».
 */
export const wizardServerErrors = (error: unknown) => {
  const { offerVersion, ...errors } = serverFieldErrors(error);
  return offerVersion ? { ...errors, offerAccepted: offerVersion } : errors;
};

/** The public offer's acceptance as the order records it (the review step does not let an order go without it). */
const OFFER_ACCEPTANCE = { offerAccepted: true as const, offerVersion: OFFER_VERSION };

/** The create call of the wizard's values; the offer's acceptance travels with its version. */
export const toCreateInput = (
  values: WizardValues,
  family: OrderFamily,
  calculatorId: string,
  ctx: WizardContext,
): CreateInput => ({
  family,
  terminalFromId: ctx.fromTerminal && values.terminalFromId ? Number(values.terminalFromId) : undefined,
  terminalToId: ctx.toTerminal && !toPoint(values) && values.terminalToId ? Number(values.terminalToId) : undefined,
  body: {
    calculatorId,
    sender: toParty(values.sender, ctx.fromTerminal),
    receiver: toParty(values.receiver, ctx.toTerminal),
    parcelInfo: { content: values.content ?? '', description: values.description.trim() || null },
    clientOrderNumber: values.clientOrderNumber.trim() || null,
    promoCode: values.promoCode.trim() || null,
    ...OFFER_ACCEPTANCE,
    ...(values.deliveryType && { deliveryType: Number(values.deliveryType) }),
    ...(toPoint(values) && values.pickupPointId && { pickupPointId: Number(values.pickupPointId) }),
    ...(ctx.priority && {
      productSign: Number(values.productSign),
      clientDate: values.clientDate || null,
      specialCondition: values.specialCondition.trim() || null,
    }),
  },
});

/** A party of an earlier order as a draft (for «repeat the order» and the last order's sender address). */
export const draftOf = (party: OrderDetail['sender']): PartyDraft => {
  const terminal = isTerminalAddress(party);
  return {
    companyName: party.companyName ?? '',
    lastName: party.lastName ?? '',
    firstName: party.firstName ?? '',
    iinOrBin: party.iinOrBin ?? '',
    phone: party.phone ? formatPhone(party.phone) : '',
    email: party.email ?? '',
    streetAbbrId: party.streetAbbrId !== null && !terminal ? String(party.streetAbbrId) : '',
    street: terminal ? '' : (party.street ?? ''),
    house: terminal ? '' : (party.house ?? ''),
    flat: party.flat ?? '',
    office: party.office ?? '',
    notation: party.notation ?? '',
  };
};

/** Only the street address of a draft (what the last order gives a new sender). */
export const addressOf = (draft: PartyDraft): Partial<PartyDraft> => ({
  streetAbbrId: draft.streetAbbrId,
  street: draft.street,
  house: draft.house,
  flat: draft.flat,
  office: draft.office,
});

/**
 * The sender of a new order, filled from the signed-in account where the customer left it empty: a person's name,
 * IIN, phone and e-mail; a company's name, BIN and e-mail, and the name and phone of whoever places the order (the
 * owner's or an employee's own), whom the carrier calls about the pickup. A priority order's sender may stay unnamed:
 * «Jetkiz Priority» stands in (spec), so neither its company's nor its contact's name is filled.
 */
export const senderFromProfile = (
  typed: PartyDraft,
  user: Pick<UserData, 'userType' | 'firstName' | 'lastName' | 'iin' | 'bin' | 'name' | 'phone' | 'email'>,
  family: OrderFamily,
): PartyDraft => {
  const sender = { ...typed };
  const company = user.userType === 'company';
  if (company) {
    if (family !== 'priority') sender.companyName ||= user.name ?? '';
    sender.iinOrBin ||= user.bin ?? user.iin ?? '';
  } else sender.iinOrBin ||= user.iin ?? '';
  // A person's own name; a company's contact, whoever places the order — but a priority order's sender stays unnamed.
  if (!company || family !== 'priority') {
    sender.lastName ||= user.lastName;
    sender.firstName ||= user.firstName;
  }
  // Written as the field's placeholder shows a phone, not the stored digits «77015554433».
  sender.phone ||= formatPhone(user.phone);
  sender.email ||= user.email;
  return sender;
};

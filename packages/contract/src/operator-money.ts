import type { Localized } from '@jetkiz/domain';
import { type Static, Type } from 'typebox';
import { AvrStatusSchema, AvrSummarySchema } from './avr.ts';
import { ErrorSchema } from './errors.ts';
import {
  defineOperatorRoute,
  OPERATOR_ERROR_RESPONSES,
  OperatorPageQuery,
  OperatorPageSchema,
  STAFF_READ,
  StaffReasonSchema,
} from './operator.ts';
import { Uuid } from './primitives.ts';

/**
 * The operator console's money (issue 18): companies' bank-transfer invoices and crediting their payments, refund
 * requests of unused wallet money, manual adjustments and the ledger's balance check. The accountant writes (the
 * administrator too); the operator and the viewer read. All money moves through the payments module's ledger.
 */

const Money = Type.Number({ description: 'Tenge, at most two decimals' });
const SignedMoney = Type.Number({ description: 'Tenge, at most two decimals; negative takes money from the wallet' });
const tags = ['operator'];
const WRITERS = ['accountant'] as const;
const IsoDay = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

// ─── bank-transfer invoices ───────────────────────────────────────────────────────────────────────────────────────

export const TRANSFER_INVOICE_STATUSES = ['issued', 'paid'] as const;
export type TransferInvoiceStatus = (typeof TRANSFER_INVOICE_STATUSES)[number];
export const TRANSFER_INVOICE_STATUS_NAMES: Record<TransferInvoiceStatus, Localized> = {
  issued: { ru: 'Выставлен', kk: 'Шығарылды', en: 'Issued' },
  paid: { ru: 'Оплачен', kk: 'Төленді', en: 'Paid' },
};

export const TransferCreditSchema = Type.Object({
  bankReference: Type.String(),
  paidOn: IsoDay,
  payerBin: Type.String(),
  amount: Money,
  creditedAt: Type.String(),
  creditedBy: Type.String({ description: "The staff member's name" }),
  transactionId: Type.String({ description: 'The ledger movement that credited the wallet' }),
});

export const TransferInvoiceSchema = Type.Object({
  number: Type.String(),
  companyId: Type.String(),
  companyName: Type.Union([Type.String(), Type.Null()]),
  bin: Type.Union([Type.String(), Type.Null()]),
  amount: Money,
  issuedAt: Type.String(),
  status: Type.Union([Type.Literal('issued'), Type.Literal('paid')]),
  credit: Type.Union([TransferCreditSchema, Type.Null()]),
});
export type TransferInvoice = Static<typeof TransferInvoiceSchema>;

export const listTransferInvoicesRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/money/invoices',
  staffRoles: STAFF_READ,
  writes: false,
  schema: {
    operationId: 'operatorListTransferInvoices',
    tags,
    summary: "Companies' bank-transfer invoices, newest first, with their status (issued or paid)",
    querystring: Type.Object({
      ...OperatorPageQuery,
      status: Type.Optional(Type.Union([Type.Literal('issued'), Type.Literal('paid')])),
      search: Type.Optional(Type.String({ maxLength: 40, description: 'A part of the invoice number' })),
    }),
    response: { 200: OperatorPageSchema(TransferInvoiceSchema), ...OPERATOR_ERROR_RESPONSES },
  },
});

export const CreditTransferBodySchema = Type.Object({
  invoiceNumber: Type.String({ minLength: 1, maxLength: 40 }),
  amount: Money,
  payerBin: Type.String({ minLength: 1, maxLength: 20 }),
  bankReference: Type.String({ minLength: 1, maxLength: 64, description: "The bank's reference of the incoming payment" }),
  paidOn: IsoDay,
});
export type CreditTransferBody = Static<typeof CreditTransferBodySchema>;

export const creditTransferRoute = defineOperatorRoute({
  method: 'POST',
  url: '/api/operator/money/invoices/credit',
  staffRoles: WRITERS,
  writes: true,
  schema: {
    operationId: 'operatorCreditTransfer',
    tags,
    summary:
      "Match an incoming bank payment to a company's invoice and credit its wallet (whole invoice amount only; " +
      'the same bank reference twice is a 409)',
    body: CreditTransferBodySchema,
    response: { 200: TransferInvoiceSchema, ...OPERATOR_ERROR_RESPONSES },
  },
});

// ─── refund requests ──────────────────────────────────────────────────────────────────────────────────────────────

export const REFUND_STATUSES = ['pending', 'paid', 'declined'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_STATUS_NAMES: Record<RefundStatus, Localized> = {
  pending: { ru: 'На рассмотрении', kk: 'Қаралуда', en: 'Under review' },
  paid: { ru: 'Выплачено', kk: 'Төленді', en: 'Paid out' },
  declined: { ru: 'Отклонено', kk: 'Қабылданбады', en: 'Declined' },
};
export const REFUND_METHODS = ['card', 'transfer'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_NAMES: Record<RefundMethod, Localized> = {
  card: { ru: 'На карту', kk: 'Картаға', en: 'To the card' },
  transfer: { ru: 'Переводом на счёт', kk: 'Шотқа аударым', en: 'Bank transfer' },
};

export const RefundRequestSchema = Type.Object({
  id: Type.String(),
  amount: Money,
  method: Type.Union([Type.Literal('card'), Type.Literal('transfer')]),
  /** The card's mask (to the card) or the IBAN (by transfer). */
  destination: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('paid'), Type.Literal('declined')]),
  statusName: Type.String(),
  requestedAt: Type.String(),
  dueOn: IsoDay,
  daysLeft: Type.Integer({ description: 'Calendar days to the due day; negative when it has passed' }),
  overdue: Type.Boolean({ description: 'Still open after the 15-day term (spec §9)' }),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
  declineReason: Type.Union([Type.String(), Type.Null()]),
});
export type RefundRequest = Static<typeof RefundRequestSchema>;

export const OperatorRefundSchema = Type.Object({
  ...RefundRequestSchema.properties,
  customerId: Type.String(),
  customerName: Type.Union([Type.String(), Type.Null()]),
  phone: Type.String(),
  customerNumber: Type.Union([Type.String(), Type.Null()], {
    description:
      'The customer’s IIN, or a legal entity’s BIN: a transfer goes only to an account opened on it, the payment order names it as the beneficiary',
  }),
  customerNumberLabel: Type.Union([Type.Literal('iin'), Type.Literal('bin')]),
  customerBlocked: Type.Boolean({ description: 'The operator blocked the customer (for a breach or a debt)' }),
  decidedBy: Type.Union([Type.String(), Type.Null()]),
  payoutStartedAt: Type.Union([Type.String(), Type.Null()], {
    description:
      "When a card payout was asked of the bank whose outcome is not known (its answer lost, or a repeated call refused): approve again, or record what the bank's statement shows",
  }),
});
export type OperatorRefund = Static<typeof OperatorRefundSchema>;

export const listRefundsRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/money/refunds',
  staffRoles: STAFF_READ,
  writes: false,
  schema: {
    operationId: 'operatorListRefunds',
    tags,
    summary: 'Refund requests of unused wallet money, oldest open first, with the 15-day term counted',
    querystring: Type.Object({
      ...OperatorPageQuery,
      status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('paid'), Type.Literal('declined')])),
      overdue: Type.Optional(Type.Boolean()),
    }),
    response: { 200: OperatorPageSchema(OperatorRefundSchema), ...OPERATOR_ERROR_RESPONSES },
  },
});

const RefundIdParams = Type.Object({ id: Uuid() });

export const approveRefundRoute = defineOperatorRoute({
  method: 'POST',
  url: '/api/operator/money/refunds/{id}/approve',
  staffRoles: WRITERS,
  writes: true,
  schema: {
    operationId: 'operatorApproveRefund',
    tags,
    summary: "Pay a refund out: to the card through the bank's refund call, or mark a transfer to the IBAN paid",
    params: RefundIdParams,
    response: { 200: OperatorRefundSchema, ...OPERATOR_ERROR_RESPONSES, 502: ErrorSchema },
  },
});

export const declineRefundRoute = defineOperatorRoute({
  method: 'POST',
  url: '/api/operator/money/refunds/{id}/decline',
  staffRoles: WRITERS,
  writes: true,
  schema: {
    operationId: 'operatorDeclineRefund',
    tags,
    summary: 'Decline a refund request with a reason the customer sees; the held amount returns to the wallet',
    params: RefundIdParams,
    body: Type.Object({ reason: StaffReasonSchema }),
    response: { 200: OperatorRefundSchema, ...OPERATOR_ERROR_RESPONSES },
  },
});

export const settleRefundPayoutRoute = defineOperatorRoute({
  method: 'POST',
  url: '/api/operator/money/refunds/{id}/payout-outcome',
  staffRoles: WRITERS,
  writes: true,
  schema: {
    operationId: 'operatorSettleRefundPayout',
    tags,
    summary:
      "Record what the bank's statement shows of a card payout whose outcome is unknown: paid (the request is paid out) or not paid (it can be approved again or declined)",
    params: RefundIdParams,
    body: Type.Object({ paid: Type.Boolean(), reason: StaffReasonSchema }),
    response: { 200: OperatorRefundSchema, ...OPERATOR_ERROR_RESPONSES },
  },
});

// ─── manual adjustments and the ledger check ──────────────────────────────────────────────────────────────────────

export const LedgerLineSchema = Type.Object({
  account: Type.String({ description: '`wallet` or the system account (bank, revenue, promo, adjustments, refund_hold)' }),
  amount: SignedMoney,
});

export const AdjustmentSchema = Type.Object({
  transactionId: Type.String(),
  customerId: Type.String(),
  customerName: Type.Union([Type.String(), Type.Null()]),
  phone: Type.String(),
  amount: SignedMoney,
  reason: Type.String(),
  staffName: Type.String(),
  createdAt: Type.String(),
  /** Both sides of the double entry: the wallet's line and the adjustments account's. */
  lines: Type.Array(LedgerLineSchema),
  balanceAfter: Money,
});
export type Adjustment = Static<typeof AdjustmentSchema>;

export const listAdjustmentsRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/money/adjustments',
  staffRoles: STAFF_READ,
  writes: false,
  schema: {
    operationId: 'operatorListAdjustments',
    tags,
    summary: 'Manual adjustments, newest first, each with both sides of its entry',
    querystring: Type.Object({ ...OperatorPageQuery }),
    response: { 200: OperatorPageSchema(AdjustmentSchema), ...OPERATOR_ERROR_RESPONSES },
  },
});

export const AdjustBodySchema = Type.Object({
  phone: Type.String({ minLength: 5, maxLength: 20, description: "The customer's phone" }),
  amount: SignedMoney,
  reason: StaffReasonSchema,
  /** A key the console makes once per form, so a repeated click posts one adjustment. */
  requestId: Uuid(),
});
export type AdjustBody = Static<typeof AdjustBodySchema>;

export const adjustWalletRoute = defineOperatorRoute({
  method: 'POST',
  url: '/api/operator/money/adjustments',
  staffRoles: WRITERS,
  writes: true,
  schema: {
    operationId: 'operatorAdjustWallet',
    tags,
    summary: "Credit or debit a customer's wallet with a reason (double entry against the adjustments account)",
    body: AdjustBodySchema,
    response: { 200: AdjustmentSchema, ...OPERATOR_ERROR_RESPONSES },
  },
});

export const LedgerCheckSchema = Type.Object({
  ok: Type.Boolean(),
  sumOfAllEntries: SignedMoney,
  unbalancedTransactions: Type.Integer(),
  walletsNotMatchingEntries: Type.Integer(),
  negativeWallets: Type.Integer(),
  wallets: Type.Integer({ description: 'How many wallets there are' }),
  walletsTotal: Money,
  systemAccounts: Type.Array(LedgerLineSchema),
  checkedAt: Type.String(),
});
export type LedgerCheck = Static<typeof LedgerCheckSchema>;

export const ledgerCheckRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/money/ledger-check',
  staffRoles: STAFF_READ,
  writes: false,
  schema: {
    operationId: 'operatorLedgerCheck',
    tags,
    summary: "The ledger's balance check: all entries sum to zero, no wallet below zero, each wallet equals its entries",
    response: { 200: LedgerCheckSchema, ...OPERATOR_ERROR_RESPONSES },
  },
});

// ─── acts of completed works (the avr module) ─────────────────────────────────────────────────────────────────────

export const OperatorActSchema = Type.Object({
  ...AvrSummarySchema.properties,
  companyId: Type.String(),
  companyName: Type.String({ description: 'As printed on the act' }),
  bin: Type.String(),
  refusedReason: Type.Union([Type.String(), Type.Null()], { description: "The company's reason, when it refused the act" }),
});
export type OperatorAct = Static<typeof OperatorActSchema>;

const Month = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' });

export const listOperatorActsRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/acts',
  staffRoles: STAFF_READ,
  writes: false,
  schema: {
    operationId: 'operatorListActs',
    tags,
    summary: "Every company's acts, newest first, with their status and a refusal's reason; filters by company, month, status",
    querystring: Type.Object({
      ...OperatorPageQuery,
      companyId: Type.Optional(Uuid()),
      month: Type.Optional(Month),
      status: Type.Optional(AvrStatusSchema),
    }),
    response: { 200: OperatorPageSchema(OperatorActSchema), ...OPERATOR_ERROR_RESPONSES },
  },
});

export const issueOperatorActRoute = defineOperatorRoute({
  method: 'POST',
  url: '/api/operator/acts/issue',
  staffRoles: WRITERS,
  writes: true,
  schema: {
    operationId: 'operatorIssueAct',
    tags,
    summary: "Issue a company's act for a month that is over, now (the existing act when it has one)",
    body: Type.Object({ companyId: Uuid(), month: Month }),
    response: { 200: OperatorActSchema, ...OPERATOR_ERROR_RESPONSES },
  },
});

export const reissueOperatorActRoute = defineOperatorRoute({
  method: 'POST',
  url: '/api/operator/acts/{id}/reissue',
  staffRoles: WRITERS,
  writes: true,
  schema: {
    operationId: 'operatorReissueAct',
    tags,
    summary:
      'Issue a corrected act in place of one the company refused: a new number, the lines computed again, signed by ' +
      'Jetkiz first and sent to the company; the refused act names it',
    params: Type.Object({ id: Uuid() }),
    body: Type.Object({ reason: StaffReasonSchema }),
    response: { 200: OperatorActSchema, ...OPERATOR_ERROR_RESPONSES },
  },
});

export const CompanyTermsSchema = Type.Object({
  companyId: Type.String(),
  postPaid: Type.Boolean(),
  creditLimit: Money,
});
export type CompanyTerms = Static<typeof CompanyTermsSchema>;

/** A company as the acts page names it, with its contract's terms as they are now (prepaid when none were set). */
export const CompanyTermsViewSchema = Type.Object({
  companyId: Type.String(),
  companyName: Type.String({ description: 'As its acts print it' }),
  postPaid: Type.Boolean(),
  creditLimit: Money,
});
export type CompanyTermsView = Static<typeof CompanyTermsViewSchema>;

export const getCompanyTermsRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/acts/terms/{companyId}',
  staffRoles: STAFF_READ,
  writes: false,
  schema: {
    operationId: 'operatorGetCompanyTerms',
    tags,
    summary:
      "A company's name and its contract's terms now (post-paid with its credit limit, or prepaid), for the acts page " +
      'to show before an accountant changes them; 404 for an account that is not a company',
    params: Type.Object({ companyId: Uuid() }),
    response: { 200: CompanyTermsViewSchema, ...OPERATOR_ERROR_RESPONSES },
  },
});

export const setCompanyTermsRoute = defineOperatorRoute({
  method: 'PUT',
  url: '/api/operator/acts/terms/{companyId}',
  staffRoles: WRITERS,
  writes: true,
  schema: {
    operationId: 'operatorSetCompanyTerms',
    tags,
    summary: "Set a company's contract: post-paid with a credit limit, or prepaid",
    params: Type.Object({ companyId: Uuid() }),
    body: Type.Object({ postPaid: Type.Boolean(), creditLimit: Money }),
    response: { 200: CompanyTermsSchema, ...OPERATOR_ERROR_RESPONSES },
  },
});

export const OPERATOR_MONEY_ROUTES = [
  listTransferInvoicesRoute,
  creditTransferRoute,
  listRefundsRoute,
  approveRefundRoute,
  declineRefundRoute,
  settleRefundPayoutRoute,
  listAdjustmentsRoute,
  adjustWalletRoute,
  ledgerCheckRoute,
  listOperatorActsRoute,
  issueOperatorActRoute,
  reissueOperatorActRoute,
  getCompanyTermsRoute,
  setCompanyTermsRoute,
] as const;

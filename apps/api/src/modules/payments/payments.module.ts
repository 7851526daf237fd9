import type {
  AdjustBody,
  BankCallback,
  CreditTransferBody,
  DocumentListQuery,
  ReferencePromoCreate,
  ReferencePromoUpdate,
  RefundAskBody,
} from '@jetkiz/contract';
import type { Lang, SystemAccount, Tiyn } from '@jetkiz/domain';
import { tiynToTenge } from '@jetkiz/domain';
import type { Tx } from '../../db/client.ts';
import { actorOf } from '../../lib/access-token.ts';
import type { Auth } from '../identity/index.ts';
import { adjustWallet, ledgerCheck, listAdjustments } from './payments.adjustments.ts';
import { createPaymentsContext, type PaymentsDeps } from './payments.context.ts';
import { issuedTransferInvoice, listInvoices, listReceipts } from './payments.documents.ts';
import { type InvoicedOrder, issueOrderInvoice, orderInvoicePdf, transferInvoice } from './payments.invoices.ts';
import {
  chargeOrder,
  type Movement,
  type OrderMoney,
  paymentOf,
  post,
  receipt,
  refundOrder,
  refundService,
  walletHistory,
} from './payments.ledger.ts';
import { checkPromoCode, redeemPromo, releasePromo } from './payments.promo.ts';
import { createPromo, listPromos, updatePromo } from './payments.promo-admin.ts';
import { approveRefund, declineRefund, settleRefundPayout } from './payments.refund-decisions.ts';
import { askRefund, listRefunds, walletRefunds } from './payments.refunds.ts';
import { paymentsRepository as repo } from './payments.repository.ts';
import { bankCallback, reconcile, requestTopUp, topUpStatus } from './payments.topups.ts';
import { creditTransfer, listTransferInvoices, type StaffActor } from './payments.transfers.ts';

/**
 * The payments module's face: ledger (payments.ledger), top-ups (payments.topups), promo codes (payments.promo) and
 * invoices (payments.invoices), each use case a named function of the module's context; this binds them.
 */
export const createPaymentsService = (deps: PaymentsDeps) => {
  const ctx = createPaymentsContext(deps);
  return {
    async load() {
      Object.assign(ctx.system, await repo.systemAccounts(ctx.db));
      for (const name of ['bank', 'revenue', 'promo', 'adjustments', 'refund_hold', 'compensation'] satisfies SystemAccount[]) {
        if (ctx.system[name] === undefined) throw new Error(`ledger system account ${name} is missing (migrations 0005, 0016)`);
      }
    },

    post: (tx: Tx, movement: Movement, lang: Lang) => post(ctx, tx, movement, lang),
    balance: async (auth: Auth) => ({ KZT: tiynToTenge(await ctx.balanceOf(ctx.db, auth.userId)) }),
    walletBalance: (userId: string, tx?: Tx): Promise<Tiyn> => ctx.balanceOf(tx ?? ctx.db, userId),
    /** Who a customer is on a document (name, IIN/BIN, phone): receipts, and the claim letter (issue 19). */
    partyOf: (userId: string) => ctx.partyOf(userId),
    chargeOrder: (tx: Tx, order: OrderMoney, lang: Lang) => chargeOrder(ctx, tx, order, lang),
    refundOrder: (tx: Tx, order: OrderMoney, lang: Lang) => refundOrder(ctx, tx, order, lang),
    refundService: (tx: Tx, service: Parameters<typeof refundService>[2], lang: Lang) => refundService(ctx, tx, service, lang),
    history: (auth: Auth, query: Parameters<typeof walletHistory>[2], lang: Lang) => walletHistory(ctx, auth, query, lang),
    receipt: (auth: Auth, id: string, lang: Lang) => receipt(ctx, auth, id, lang),
    paymentOf: (orderId: string) => paymentOf(ctx, orderId),
    // The invoices and receipts screens (issue 19).
    listReceipts: (auth: Auth, query: DocumentListQuery, lang: Lang) => listReceipts(ctx, auth, query, lang),
    listInvoices: (auth: Auth, query: DocumentListQuery, lang: Lang) => listInvoices(ctx, auth, query, lang),
    issuedTransferInvoice: (auth: Auth, id: number, lang: Lang) => issuedTransferInvoice(ctx, auth, id, lang),

    checkPromoCode: (auth: Auth, code: string, lang: Lang) => checkPromoCode(ctx, auth, code, lang),
    redeemPromo: (tx: Tx, r: { code: string; userId: string; orderId: string; total: Tiyn }, lang: Lang) =>
      redeemPromo(ctx, tx, r, lang),
    releasePromo,

    requestTopUp: (auth: Auth, sum: string, lang: Lang) => requestTopUp(ctx, auth, sum, lang),
    topUp: (auth: Auth, invoiceId: string, lang: Lang) => topUpStatus(ctx, auth, invoiceId, lang),
    bankCallback: (body: BankCallback) => bankCallback(ctx, body),
    reconcile: () => reconcile(ctx),

    issueOrderInvoice: (auth: Auth, order: Omit<InvoicedOrder, 'promoCode'>) => issueOrderInvoice(ctx, auth, order),
    orderInvoicePdf: (auth: Auth, order: InvoicedOrder, lang: Lang) => orderInvoicePdf(ctx, auth, order, lang),
    transferInvoice: (auth: Auth, sum: string, lang: Lang) => transferInvoice(ctx, auth, sum, lang),

    invariants: () => repo.invariants(ctx.db),
    /** The console's promo codes: list, create, change validity and limits, disable. */
    listPromos: () => listPromos(ctx),
    createPromo: (body: ReferencePromoCreate, lang: Lang) => createPromo(ctx, body, lang),
    updatePromo: (code: string, body: ReferencePromoUpdate, lang: Lang) => updatePromo(ctx, code, body, lang),
    /** For the console's dashboard: paid top-ups this week and today (tiyn). */
    topUpTotals: (weekStart: Date, todayStart: Date) => repo.topUpTotals(ctx.db, weekStart, todayStart),

    // The customer's refund requests (the wallet page) and the console's money (issue 18).
    walletRefunds: (auth: Auth, lang: Lang) => walletRefunds(ctx, auth.userId, lang),
    askRefund: (auth: Auth, body: RefundAskBody, lang: Lang) => askRefund(ctx, auth.userId, actorOf(auth), body, lang),
    listTransferInvoices: (query: Parameters<typeof listTransferInvoices>[1]) => listTransferInvoices(ctx, query),
    creditTransfer: (staff: StaffActor, body: CreditTransferBody, lang: Lang) => creditTransfer(ctx, staff, body, lang),
    listRefunds: (query: Parameters<typeof listRefunds>[1], lang: Lang) => listRefunds(ctx, query, lang),
    approveRefund: (staff: StaffActor, id: string, lang: Lang) => approveRefund(ctx, staff, id, lang),
    declineRefund: (staff: StaffActor, id: string, reason: string, lang: Lang) => declineRefund(ctx, staff, id, reason, lang),
    settleRefundPayout: (staff: StaffActor, id: string, paid: boolean, lang: Lang) =>
      settleRefundPayout(ctx, staff, id, { paid }, lang),
    listAdjustments: (query: Parameters<typeof listAdjustments>[1]) => listAdjustments(ctx, query),
    adjustWallet: (staff: StaffActor, body: AdjustBody, lang: Lang) => adjustWallet(ctx, staff, body, lang),
    ledgerCheck: () => ledgerCheck(ctx),
  };
};

export type PaymentsService = ReturnType<typeof createPaymentsService>;
export type { Movement, OrderMoney };

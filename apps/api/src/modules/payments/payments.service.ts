import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type BankCallback,
  type BankRequest,
  FIELD_PROBLEMS,
  type HistoryItem,
  LEDGER_KIND_NAMES,
  PAYMENT_MESSAGES,
  type PromoCodeView,
  type TopUp,
} from '@jetkiz/contract';
import {
  almatyDate,
  almatyDayRange,
  bankInvoiceId,
  checkEntries,
  checkPromo,
  checkSum,
  checkTopUpSum,
  formatTenge,
  isBankInvoiceId,
  isPromoCodeShape,
  type Lang,
  type LedgerEntry,
  type LedgerKind,
  normalizePromoCode,
  orderPaymentEntries,
  type PromoProblem,
  promoDiscount,
  refundEntries,
  type SumProblem,
  type SystemAccount,
  type Tiyn,
  TOPUP_MAX,
  TOPUP_MIN,
  TRANSFER_INVOICE_MAX,
  tiynToTenge,
  topUpEntries,
} from '@jetkiz/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { BankPort } from '../../adapters/bank/index.ts';
import type { PaymentsConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { renderInvoice, renderReceipt } from '../documents/index.ts';
import type { Party } from '../documents/payment-documents.ts';
import type { Auth, IdentityService } from '../identity/index.ts';
import {
  type InvoiceRow,
  type NewInvoiceRow,
  type PromoRow,
  paymentsRepository as repo,
  type TopUpRow,
} from './payments.repository.ts';

/** Thrown out of an invoice's transaction (rolling its number back) when the invoice already exists. */
class AlreadyIssued extends Error {
  readonly row: InvoiceRow;
  constructor(row: InvoiceRow) {
    super('invoice already issued');
    this.row = row;
  }
}

const PROMO_PROBLEM_MESSAGES: Record<PromoProblem, keyof typeof PAYMENT_MESSAGES> = {
  notStarted: 'promoNotStarted',
  expired: 'promoExpired',
  exhausted: 'promoExhausted',
  customerLimit: 'promoCustomerLimit',
};

const BANK_LANGUAGE: Record<Lang, string> = { ru: 'rus', kk: 'kaz', en: 'eng' };

export type Movement = {
  key: string;
  kind: LedgerKind;
  userId: string;
  entries: LedgerEntry[];
  orderId?: string;
  orderNumber?: string;
  topUpId?: number;
};

export const createPaymentsService = (deps: {
  db: Db;
  config: PaymentsConfig;
  bank: BankPort;
  identity: IdentityService;
  log: FastifyBaseLogger;
  clock?: () => number;
}) => {
  const { db, config, bank, identity, log } = deps;
  const now = deps.clock ?? Date.now;
  let system: Record<string, number> = {};
  const digest = (secret: string) => createHmac('sha256', config.topUpSecret).update(`topup:${secret}`).digest();
  const money = (tiyn: Tiyn, lang: Lang) => formatTenge(tiyn, lang);

  const sumProblem = (problem: SumProblem, lang: Lang, limits: { min: Tiyn; max: Tiyn }) =>
    problem === 'tooSmall'
      ? PAYMENT_MESSAGES.sumTooSmall[lang].replace('{{min}}', money(limits.min, lang))
      : problem === 'tooLarge'
        ? PAYMENT_MESSAGES.sumTooLarge[lang].replace('{{max}}', money(limits.max, lang))
        : PAYMENT_MESSAGES.sumInvalid[lang];

  const balanceOf = async (dbOrTx: Db | Tx, userId: string): Promise<Tiyn> => (await repo.wallet(dbOrTx, userId))?.balance ?? 0;

  /**
   * Writes one balanced movement inside the caller's transaction. A repeated key is a no-op that answers the
   * first movement; a wallet that cannot cover its part throws PAYMENT_INSUFFICIENT_FUNDS (and the caller's
   * transaction, with everything else it wrote, rolls back).
   */
  const post = async (
    tx: Tx,
    movement: Movement,
    lang: Lang,
  ): Promise<{ transactionId: string; balance: Tiyn; repeated: boolean }> => {
    const check = checkEntries(movement.entries);
    if (!check.ok) throw new Error(`unbalanced ledger movement ${movement.key}: ${check.problem}`);
    const transactionId = await repo.insertTransaction(tx, {
      idempotencyKey: movement.key,
      kind: movement.kind,
      userId: movement.userId,
      orderId: movement.orderId ?? null,
      orderNumber: movement.orderNumber ?? null,
      topUpId: movement.topUpId ?? null,
      createdAt: new Date(now()),
    });
    if (!transactionId) {
      const first = await repo.transactionByKey(tx, movement.key);
      return { transactionId: first?.id ?? '', balance: await balanceOf(tx, movement.userId), repeated: true };
    }
    const rows: Array<{ transactionId: string; accountId: number; amount: number; balanceAfter: number | null }> = [];
    let balance: Tiyn | undefined;
    for (const entry of movement.entries) {
      if ('wallet' in entry.account) {
        if (entry.account.wallet !== movement.userId) throw new Error('a movement touches another customer’s wallet');
        const moved = await repo.moveWallet(tx, entry.account.wallet, entry.amount);
        if (!moved) {
          const shortfall = -((await balanceOf(tx, movement.userId)) + entry.amount);
          throw new AppError('PAYMENT_INSUFFICIENT_FUNDS', {
            description: PAYMENT_MESSAGES.shortfall[lang].replace('{{amount}}', money(shortfall, lang)),
          });
        }
        balance = moved.balance;
        rows.push({ transactionId, accountId: moved.id, amount: entry.amount, balanceAfter: moved.balance });
      } else {
        const accountId = system[entry.account.system];
        if (accountId === undefined) throw new Error(`no system account ${entry.account.system}`);
        rows.push({ transactionId, accountId, amount: entry.amount, balanceAfter: null });
      }
    }
    await repo.insertEntries(tx, rows);
    return { transactionId, balance: balance ?? (await balanceOf(tx, movement.userId)), repeated: false };
  };

  const partyOf = async (userId: string): Promise<Party> => {
    const user = await identity.profile(userId);
    const person = [user.lastName, user.firstName].filter(Boolean).join(' ');
    if (user.userType === 'company') {
      return {
        name: user.name ?? person,
        idLabel: 'bin',
        id: user.bin ?? user.iin,
        address: user.legalAddress,
        phone: user.phone,
      };
    }
    return { name: person, idLabel: 'iinBin', id: user.iin, address: null, phone: user.phone };
  };

  /**
   * Stores an invoice under the next number, in one transaction with taking the number: whatever fails after the
   * number is taken (`describe` refusing, the insert) rolls the number back, so the numbers run without gaps.
   */
  const issueInvoice = async (describe: (tx: Tx) => Promise<Omit<NewInvoiceRow, 'number'>>): Promise<InvoiceRow> => {
    try {
      return await db.transaction(async (tx) => {
        const serial = await repo.nextInvoiceSerial(tx);
        return repo.insertInvoice(tx, { ...(await describe(tx)), number: `JZ-INV-${String(serial).padStart(7, '0')}` });
      });
    } catch (error) {
      if (error instanceof AlreadyIssued) return error.row;
      throw error;
    }
  };

  const topUpView = (row: TopUpRow): TopUp => ({
    invoiceId: row.invoiceId,
    amount: tiynToTenge(row.amount),
    status: row.status as TopUp['status'],
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  });

  /** Credits a top-up the bank says is paid; anything else the bank says final marks it failed. Idempotent. */
  const settle = async (row: TopUpRow): Promise<TopUpRow['status']> => {
    const said = await bank.transaction(row.invoiceId);
    if (!said.found) return row.status;
    if (said.statusName === 'CHARGE') {
      if (Math.round(said.amount * 100) !== row.amount || said.currency !== row.currency) {
        log.error({ invoiceId: row.invoiceId, bank: said }, 'bank reports a different amount or currency: not credited');
        return row.status;
      }
      return db.transaction(async (tx) => {
        const locked = await repo.topUp(tx, row.invoiceId, true);
        if (!locked || locked.status === 'paid') return 'paid';
        await post(
          tx,
          {
            key: `topup:${row.invoiceId}`,
            kind: 'topup',
            userId: row.userId,
            topUpId: row.id,
            entries: topUpEntries(row.userId, row.amount),
          },
          'ru',
        );
        await repo.updateTopUp(tx, row.id, {
          status: 'paid',
          reason: null,
          bankTransactionId: said.id ?? null,
          cardMask: said.cardMask ?? null,
        });
        log.info({ invoiceId: row.invoiceId, amount: row.amount }, 'top-up credited');
        return 'paid';
      });
    }
    if (['FAILED', 'REJECT', 'CANCEL', '3D'].includes(said.statusName) && row.status === 'pending') {
      await repo.updateTopUp(db, row.id, {
        status: 'failed',
        reason: said.reason ?? said.statusName,
        cardMask: said.cardMask ?? null,
      });
      return 'failed';
    }
    return row.status;
  };

  const promoView = (row: PromoRow): PromoCodeView => ({
    code: row.code,
    kind: row.kind,
    value: row.kind === 'percent' ? row.value / 100 : tiynToTenge(row.value),
    validFrom: row.validFrom,
    validTo: row.validTo,
  });

  const promoRefusal = (problem: PromoProblem, lang: Lang) =>
    new AppError('PROMO_UNAVAILABLE', { description: PAYMENT_MESSAGES[PROMO_PROBLEM_MESSAGES[problem]][lang] });

  return {
    async load() {
      system = await repo.systemAccounts(db);
      for (const name of ['bank', 'revenue', 'promo', 'adjustments'] satisfies SystemAccount[]) {
        if (system[name] === undefined) throw new Error(`ledger system account ${name} is missing (migration 0005)`);
      }
    },

    post,

    balance: async (auth: Auth) => ({ KZT: tiynToTenge(await balanceOf(db, auth.userId)) }),
    walletBalance: (userId: string, tx?: Tx) => balanceOf(tx ?? db, userId),

    /** The order payment's movement, in the order's transaction. */
    chargeOrder: (tx: Tx, o: { userId: string; orderId: string; orderNumber: string; total: Tiyn; discount: Tiyn }, lang: Lang) =>
      post(
        tx,
        {
          key: `order-payment:${o.orderId}`,
          kind: 'order_payment',
          userId: o.userId,
          orderId: o.orderId,
          orderNumber: o.orderNumber,
          entries: orderPaymentEntries(o.userId, o.total, o.discount),
        },
        lang,
      ),

    /** The refund of a cancelled paid order: exactly what was paid goes back to the wallet. */
    refundOrder: (tx: Tx, o: { userId: string; orderId: string; orderNumber: string; total: Tiyn; discount: Tiyn }, lang: Lang) =>
      post(
        tx,
        {
          key: `order-refund:${o.orderId}`,
          kind: 'refund',
          userId: o.userId,
          orderId: o.orderId,
          orderNumber: o.orderNumber,
          entries: refundEntries(o.userId, o.total, o.discount),
        },
        lang,
      ),

    /** `GET …/promo_code/{code}`: whether the caller may use the code today. */
    async checkPromoCode(auth: Auth, code: string, lang: Lang): Promise<PromoCodeView> {
      const normalized = normalizePromoCode(code);
      const row = isPromoCodeShape(normalized) ? await repo.promo(db, normalized) : undefined;
      if (!row) throw new AppError('PROMO_NOT_FOUND');
      const verdict = checkPromo(row, almatyDate(new Date(now())), await repo.usesByCustomer(db, row.id, auth.userId));
      if (!verdict.ok) throw promoRefusal(verdict.problem, lang);
      return promoView(row);
    },

    /** Uses a code for a new order inside its transaction; answers the discount. Limits hold under concurrency. */
    async redeemPromo(tx: Tx, r: { code: string; userId: string; orderId: string; total: Tiyn }, lang: Lang) {
      const normalized = normalizePromoCode(r.code);
      const row = isPromoCodeShape(normalized) ? await repo.takePromoUse(tx, normalized) : undefined;
      if (!row) throw new AppError('PROMO_NOT_FOUND');
      const before = { ...row, used: row.used - 1 };
      const verdict = checkPromo(before, almatyDate(new Date(now())), await repo.usesByCustomer(tx, row.id, r.userId));
      if (!verdict.ok) throw promoRefusal(verdict.problem, lang);
      const discount = promoDiscount(row, r.total);
      await repo.insertRedemption(tx, { promoId: row.id, userId: r.userId, orderId: r.orderId, discount });
      return { code: row.code, discount };
    },

    releasePromo: (tx: Tx, orderId: string) => repo.releaseRedemption(tx, orderId),

    /** `GET /payment/protected/bank/request?sum=`: a pending top-up and the bank's token for its widget. */
    async requestTopUp(auth: Auth, sum: string, lang: Lang): Promise<BankRequest> {
      const checked = checkTopUpSum(sum);
      if (!checked.ok) {
        throw new AppError('VALIDATION', {
          fields: { sum: sumProblem(checked.problem, lang, { min: TOPUP_MIN, max: TOPUP_MAX }) },
        });
      }
      const user = await identity.profile(auth.userId);
      const secret = randomBytes(24).toString('base64url');
      const serial = await repo.nextTopUpSerial(db);
      const invoiceId = bankInvoiceId(serial);
      const row = await repo.insertTopUp(db, {
        invoiceId,
        userId: auth.userId,
        amount: checked.value,
        secretDigest: digest(secret).toString('hex'),
        createdAt: new Date(now()),
      });
      const postLink = `${config.publicUrl}/api/payment/public/bank/postlink`;
      let token: BankRequest['auth'];
      try {
        token = await bank.paymentToken({
          invoiceId,
          amount: tiynToTenge(checked.value),
          secretHash: secret,
          postLink,
          failurePostLink: postLink,
        });
      } catch (error) {
        log.warn({ err: error, invoiceId }, 'bank token refused: top-up abandoned');
        await repo.updateTopUp(db, row.id, { status: 'failed', reason: 'bank unavailable' });
        throw new AppError('BANK_UNAVAILABLE', { cause: error });
      }
      const back = `${config.publicUrl}/cabinet/wallet?topup=${invoiceId}`;
      return {
        paymentObject: {
          invoiceId,
          backLink: back,
          failureBackLink: back,
          postLink,
          failurePostLink: postLink,
          language: BANK_LANGUAGE[lang],
          description: PAYMENT_MESSAGES.topUpDescription[lang],
          accountId: auth.userId,
          terminal: bank.terminal,
          amount: tiynToTenge(checked.value),
          currency: 'KZT',
          name: user.name ?? [user.firstName, user.lastName].filter(Boolean).join(' '),
          email: user.email ?? '',
          phone: user.phone,
          cardSave: false,
        },
        auth: token,
        widgetUrl: bank.widgetUrl,
      };
    },

    /** The caller's top-up; a pending one is asked about at the bank, so the page learns the outcome at once. */
    async topUp(auth: Auth, invoiceId: string): Promise<TopUp> {
      const row = isBankInvoiceId(invoiceId) ? await repo.topUp(db, invoiceId) : undefined;
      if (!row || row.userId !== auth.userId) throw new AppError('NOT_FOUND');
      if (row.status !== 'pending') return topUpView(row);
      try {
        await settle(row);
      } catch (error) {
        log.warn({ err: error, invoiceId }, 'bank status unavailable; the top-up stays pending');
      }
      return topUpView((await repo.topUp(db, invoiceId)) ?? row);
    },

    /**
     * The bank's postLink / failurePostLink. Nothing in it is trusted: the invoice must be ours, the secret_hash
     * must match in constant time, amount, currency and terminal must agree, and then the bank is asked again.
     * Always answered 200 (the bank only needs to stop retrying); refusals are logged.
     */
    async bankCallback(body: BankCallback): Promise<{ accepted: boolean }> {
      const invoiceId = body.invoiceId ?? '';
      const refuse = (why: string) => {
        log.warn({ invoiceId, why }, 'bank callback refused: nothing credited');
        return { accepted: false };
      };
      const row = isBankInvoiceId(invoiceId) ? await repo.topUp(db, invoiceId) : undefined;
      if (!row) return refuse('unknown invoice');
      const given = digest(body.secret_hash ?? '');
      if (!timingSafeEqual(given, Buffer.from(row.secretDigest, 'hex'))) return refuse('secret_hash mismatch');
      if (Math.round(Number(body.amount) * 100) !== row.amount) return refuse('amount mismatch');
      if ((body.currency ?? '') !== row.currency) return refuse('currency mismatch');
      if ((body.terminal ?? '') !== bank.terminal) return refuse('terminal mismatch');
      try {
        const status = await settle(row);
        return { accepted: status !== 'pending' };
      } catch (error) {
        log.warn({ err: error, invoiceId }, 'bank status unavailable; the reconciler will ask again');
        return { accepted: false };
      }
    },

    /** The reconciler: asks the bank about top-ups whose callback has not come; gives up on day-old ones. */
    async reconcile(): Promise<{ checked: number; paid: number; failed: number; expired: number }> {
      const before = new Date(now() - config.topUpReconcileAfterMinutes * 60_000);
      const rows = await repo.pendingTopUps(db, before, 200);
      const result = { checked: 0, paid: 0, failed: 0, expired: 0 };
      for (const row of rows) {
        result.checked++;
        try {
          const status = await settle(row);
          if (status === 'paid') result.paid++;
          else if (status === 'failed') result.failed++;
          else if (row.createdAt.getTime() < now() - 24 * 3_600_000) {
            await repo.updateTopUp(db, row.id, { status: 'expired', reason: 'no payment within 24 hours' });
            result.expired++;
          }
        } catch (error) {
          log.warn({ err: error, invoiceId: row.invoiceId }, 'reconcile: bank status unavailable');
        }
      }
      return result;
    },

    async history(
      auth: Auth,
      query: { itemsPerPage?: number; page?: number; startDate?: string; endDate?: string; kind?: string },
      lang: Lang,
    ) {
      const start = query.startDate ? almatyDayRange(query.startDate) : undefined;
      const end = query.endDate ? almatyDayRange(query.endDate) : undefined;
      const fields: Record<string, string> = {};
      if (start === null) fields.startDate = FIELD_PROBLEMS.invalid[lang];
      if (end === null) fields.endDate = FIELD_PROBLEMS.invalid[lang];
      if (query.kind && !(query.kind in LEDGER_KIND_NAMES)) fields.kind = FIELD_PROBLEMS.unknownValue[lang];
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', { fields });
      const page = query.page ?? 0;
      const size = query.itemsPerPage ?? 25;
      const { rows, total } = await repo.history(
        db,
        { userId: auth.userId, from: start?.from, to: end?.to, kind: query.kind },
        page,
        size,
      );
      const content: HistoryItem[] = rows.map((r) => {
        const kind = r.kind as HistoryItem['kind'];
        return {
          id: r.id,
          kind,
          kindName: LEDGER_KIND_NAMES[kind][lang],
          amount: tiynToTenge(r.amount),
          balanceAfter: tiynToTenge(r.balanceAfter ?? 0),
          createdAt: r.createdAt.toISOString(),
          orderId: r.orderId,
          orderNumber: r.orderNumber,
          orderPriority: false,
          description: r.orderNumber ? `${LEDGER_KIND_NAMES[kind][lang]} ${r.orderNumber}` : LEDGER_KIND_NAMES[kind][lang],
        };
      });
      return { content, totalElements: total, page, itemsPerPage: size };
    },

    async receipt(auth: Auth, id: string, lang: Lang): Promise<{ pdf: Buffer; name: string }> {
      const row = await repo.ownMovement(db, auth.userId, id);
      if (!row) throw new AppError('NOT_FOUND');
      const topUp = row.topUpId ? await repo.topUpById(db, row.topUpId) : undefined;
      const number = row.id.slice(0, 8).toUpperCase();
      const kind = row.kind as keyof typeof LEDGER_KIND_NAMES;
      const pdf = await renderReceipt(
        {
          number,
          kindName: LEDGER_KIND_NAMES[kind][lang],
          at: row.createdAt,
          amount: row.amount,
          balanceAfter: row.balanceAfter ?? 0,
          orderNumber: row.orderNumber,
          cardMask: topUp?.cardMask ?? null,
          payer: await partyOf(auth.userId),
          withVat: kind === 'order_payment' || kind === 'refund',
          // A refund reverses the payment's turnover, so its VAT is at the rate of the payment's date.
          vatDate:
            kind === 'refund' && row.orderId
              ? ((await repo.transactionByKey(db, `order-payment:${row.orderId}`))?.createdAt ?? row.createdAt)
              : row.createdAt,
        },
        lang,
      );
      return { pdf, name: `jetkiz-receipt-${number}.pdf` };
    },

    /** The receipt of an order's payment, when it has been paid. */
    paymentOf: async (orderId: string) => (await repo.transactionByKey(db, `order-payment:${orderId}`))?.id,

    /** An order's invoice, issued once (a repeated issue answers the same number and sum). */
    async issueOrderInvoice(
      auth: Auth,
      order: { id: string; orderNumber: string; total: Tiyn; due: Tiyn },
    ): Promise<{
      number: string;
      orderId: string | null;
      amount: number;
      issuedAt: string;
      row: { createdAt: Date; amount: Tiyn };
    }> {
      const row =
        (await repo.orderInvoice(db, order.id)) ??
        (await issueInvoice(async (tx) => {
          // Another request issued it while this one queued for the number: answer that one, give the number back.
          const issued = await repo.orderInvoice(tx, order.id);
          if (issued) throw new AlreadyIssued(issued);
          // Nothing to pay (a promo code covered it all): no invoice, no number.
          if (order.due <= 0) throw new AppError('ORDER_NOT_PAYABLE');
          return { kind: 'order', userId: auth.userId, orderId: order.id, amount: order.due, createdAt: new Date(now()) };
        }));
      return {
        number: row.number,
        orderId: row.orderId,
        amount: tiynToTenge(row.amount),
        issuedAt: row.createdAt.toISOString(),
        row: { createdAt: row.createdAt, amount: row.amount },
      };
    },

    async orderInvoicePdf(
      auth: Auth,
      order: { id: string; orderNumber: string; total: Tiyn; due: Tiyn; promoCode: string | null },
      lang: Lang,
    ): Promise<{ pdf: Buffer; name: string }> {
      const issued = await this.issueOrderInvoice(auth, order);
      const pdf = await renderInvoice(
        {
          number: issued.number,
          at: issued.row.createdAt,
          buyer: await partyOf(auth.userId),
          line: {
            kind: 'order',
            orderNumber: order.orderNumber,
            total: order.total,
            discount: order.total - issued.row.amount,
            promoCode: order.promoCode,
          },
          amount: issued.row.amount,
        },
        lang,
      );
      return { pdf, name: `jetkiz-invoice-${issued.number}.pdf` };
    },

    /** A company's invoice to top up by bank transfer; stored so the operator can match the incoming payment. */
    async transferInvoice(auth: Auth, sum: string, lang: Lang): Promise<{ pdf: Buffer; name: string }> {
      if (auth.userType !== 'company') throw new AppError('FORBIDDEN');
      const limits = { min: TOPUP_MIN, max: TRANSFER_INVOICE_MAX };
      const checked = checkSum(sum, limits);
      if (!checked.ok) throw new AppError('VALIDATION', { fields: { sum: sumProblem(checked.problem, lang, limits) } });
      const row = await issueInvoice(async () => ({
        kind: 'transfer',
        userId: auth.userId,
        orderId: null,
        amount: checked.value,
        createdAt: new Date(now()),
      }));
      const pdf = await renderInvoice(
        { number: row.number, at: row.createdAt, buyer: await partyOf(auth.userId), line: { kind: 'topup' }, amount: row.amount },
        lang,
      );
      return { pdf, name: `jetkiz-invoice-${row.number}.pdf` };
    },

    invariants: () => repo.invariants(db),
  };
};

export type PaymentsService = ReturnType<typeof createPaymentsService>;

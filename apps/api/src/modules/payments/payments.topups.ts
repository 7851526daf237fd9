import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type BankCallback, type BankRequest, bankDeclineMessage, PAYMENT_MESSAGES, type TopUp } from '@jetkiz/contract';
import {
  bankInvoiceId,
  checkTopUpSum,
  isBankInvoiceId,
  type Lang,
  TOPUP_MAX,
  TOPUP_MIN,
  tengeToTiyn,
  tiynToTenge,
  topUpEntries,
} from '@jetkiz/domain';
import { AppError, inEachLanguage } from '../../errors.ts';
import { actorOf } from '../../lib/access-token.ts';
import type { Auth } from '../identity/index.ts';
import type { PaymentsContext } from './payments.context.ts';
import { post } from './payments.ledger.ts';
import { paymentsRepository as repo, type TopUpRow } from './payments.repository.ts';

/** Card top-ups through the bank (Halyk ePay protocol): the token, the callback, the status check, the reconciler. */

const BANK_LANGUAGE: Record<Lang, string> = { ru: 'rus', kk: 'kaz', en: 'eng' };

/** The bank's amount (tenge, from its JSON) in tiyn; undefined when it is not an amount at all. */
const bankTiyn = (amount: unknown) => {
  const checked = tengeToTiyn(amount);
  return checked.ok ? checked.value : undefined;
};

/** A top-up as its owner reads it; a failed one says why in the caller's language, never in the bank's words. */
const topUpView = (row: TopUpRow, lang: Lang): TopUp => ({
  invoiceId: row.invoiceId,
  amount: tiynToTenge(row.amount),
  status: row.status as TopUp['status'],
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  reasonCode: row.reasonCode,
  message: row.status === 'failed' ? bankDeclineMessage(row.reason, lang, row.reasonCode) : null,
});

/** Credits a top-up the bank says is paid; anything else the bank says final marks it failed. Idempotent. */
const settle = async (ctx: PaymentsContext, row: TopUpRow): Promise<TopUpRow['status']> => {
  const { db, bank, log } = ctx;
  const said = await bank.transaction(row.invoiceId);
  if (!said.found) return row.status;
  if (said.statusName === 'CHARGE') {
    if (bankTiyn(said.amount) !== row.amount || said.currency !== row.currency) {
      log.error({ invoiceId: row.invoiceId, bank: said }, 'bank reports a different amount or currency: not credited');
      return row.status;
    }
    return db.transaction(async (tx) => {
      const locked = await repo.topUp(tx, row.invoiceId, true);
      if (!locked || locked.status === 'paid') return 'paid';
      const entries = topUpEntries(row.userId, row.amount);
      const actor = row.actorId ? { actorId: row.actorId, actorName: row.actorName } : undefined;
      await post(
        ctx,
        tx,
        { key: `topup:${row.invoiceId}`, kind: 'topup', userId: row.userId, topUpId: row.id, entries, ...(actor && { actor }) },
        'ru',
      );
      await repo.updateTopUp(tx, row.id, {
        status: 'paid',
        reason: null,
        reasonCode: null,
        bankTransactionId: said.id ?? null,
        cardMask: said.cardMask ?? null,
      });
      log.info({ invoiceId: row.invoiceId, amount: row.amount }, 'top-up credited');
      return 'paid';
    });
  }
  if (['FAILED', 'REJECT', 'CANCEL', '3D'].includes(said.statusName) && row.status === 'pending') {
    const ended = await repo.endPendingTopUp(db, row.id, {
      status: 'failed',
      reason: said.reason ?? said.statusName,
      reasonCode: said.reasonCode ?? null,
      cardMask: said.cardMask ?? null,
    });
    // Credited meanwhile (a postLink): it stays as it is now.
    return ended ? 'failed' : ((await repo.topUp(db, row.invoiceId))?.status ?? row.status);
  }
  return row.status;
};

/** `GET /payment/protected/bank/request?sum=`: a pending top-up and the bank's token for its widget. */
export const requestTopUp = async (ctx: PaymentsContext, auth: Auth, sum: string, lang: Lang): Promise<BankRequest> => {
  const { db, bank, config, log } = ctx;
  const checked = checkTopUpSum(sum);
  if (!checked.ok) {
    const { problem } = checked;
    throw new AppError('VALIDATION', {
      fields: { sum: inEachLanguage((l) => ctx.sumProblem(problem, l, { min: TOPUP_MIN, max: TOPUP_MAX })) },
    });
  }
  const user = await ctx.identity.profile(auth.userId);
  const secret = randomBytes(24).toString('base64url');
  const serial = await repo.nextTopUpSerial(db);
  const invoiceId = bankInvoiceId(serial);
  const row = await repo.insertTopUp(db, {
    invoiceId,
    userId: auth.userId,
    amount: checked.value,
    secretDigest: ctx.digest(secret).toString('hex'),
    createdAt: new Date(ctx.now()),
    ...actorOf(auth),
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
};

/** The caller's top-up; a pending one is asked about at the bank, so the page learns the outcome at once. */
export const topUpStatus = async (ctx: PaymentsContext, auth: Auth, invoiceId: string, lang: Lang): Promise<TopUp> => {
  const row = isBankInvoiceId(invoiceId) ? await repo.topUp(ctx.db, invoiceId) : undefined;
  if (!row || row.userId !== auth.userId) throw new AppError('NOT_FOUND');
  if (row.status !== 'pending') return topUpView(row, lang);
  try {
    await settle(ctx, row);
  } catch (error) {
    ctx.log.warn({ err: error, invoiceId }, 'bank status unavailable; the top-up stays pending');
  }
  return topUpView((await repo.topUp(ctx.db, invoiceId)) ?? row, lang);
};

/**
 * The bank's postLink / failurePostLink. Nothing in it is trusted: the invoice must be ours, the secret_hash
 * must match in constant time, amount, currency and terminal must agree, and then the bank is asked again.
 * Always answered 200 (the bank only needs to stop retrying); refusals are logged.
 */
export const bankCallback = async (ctx: PaymentsContext, body: BankCallback): Promise<{ accepted: boolean }> => {
  const invoiceId = body.invoiceId ?? '';
  const refuse = (why: string) => {
    ctx.log.warn({ invoiceId, why }, 'bank callback refused: nothing credited');
    return { accepted: false };
  };
  const row = isBankInvoiceId(invoiceId) ? await repo.topUp(ctx.db, invoiceId) : undefined;
  if (!row) return refuse('unknown invoice');
  const given = ctx.digest(body.secret_hash ?? '');
  if (!timingSafeEqual(given, Buffer.from(row.secretDigest, 'hex'))) return refuse('secret_hash mismatch');
  if (bankTiyn(body.amount) !== row.amount) return refuse('amount mismatch');
  if ((body.currency ?? '') !== row.currency) return refuse('currency mismatch');
  if ((body.terminal ?? '') !== ctx.bank.terminal) return refuse('terminal mismatch');
  try {
    const status = await settle(ctx, row);
    return { accepted: status !== 'pending' };
  } catch (error) {
    ctx.log.warn({ err: error, invoiceId }, 'bank status unavailable; the reconciler will ask again');
    return { accepted: false };
  }
};

/** The reconciler: asks the bank about top-ups whose callback has not come; gives up on day-old ones. */
export const reconcile = async (
  ctx: PaymentsContext,
): Promise<{ checked: number; paid: number; failed: number; expired: number }> => {
  const before = new Date(ctx.now() - ctx.config.topUpReconcileAfterMinutes * 60_000);
  const rows = await repo.pendingTopUps(ctx.db, before, 200);
  const result = { checked: 0, paid: 0, failed: 0, expired: 0 };
  for (const row of rows) {
    result.checked++;
    try {
      const status = await settle(ctx, row);
      if (status === 'paid') result.paid++;
      else if (status === 'failed') result.failed++;
      else if (row.createdAt.getTime() < ctx.now() - 24 * 3_600_000) {
        if (await repo.endPendingTopUp(ctx.db, row.id, { status: 'expired', reason: 'no payment within 24 hours' })) {
          result.expired++;
        }
      }
    } catch (error) {
      ctx.log.warn({ err: error, invoiceId: row.invoiceId }, 'reconcile: bank status unavailable');
    }
  }
  return result;
};

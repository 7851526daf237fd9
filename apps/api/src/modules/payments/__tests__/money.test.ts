import { randomUUID } from 'node:crypto';
import { TEST_CARDS } from '@jetkiz/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, userIdOf } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { staffSession } from '../../../../test/staff.ts';
import { AppError } from '../../../errors.ts';

/**
 * Issue 18, the money of the console through the payments service (the staff routes over it are tested in
 * operator-money.routes.test.ts): crediting bank transfers, refund requests, adjustments, the ledger check; and the
 * customer's refund request over HTTP.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ listen: true, env: { LOG_LEVEL: process.env.OPMONEY_LOG ?? 'silent' } });
});
afterAll(async () => {
  await t.close();
});

const fx = fixtures(() => t, '77441');

/**
 * The app sheds load with 503 + Retry-After when its event loop lags (a loaded CI machine): a caller tries again,
 * and so do these tests — the money is what they check, not the machine's load.
 */
const call = async (...args: Parameters<typeof fx.call>) => {
  for (let attempt = 0; ; attempt++) {
    const answer = await fx.call(...args);
    if (answer.status !== 503 || attempt >= 5) return answer;
    await settled();
  }
};
const user = async (type: 'person' | 'company') => {
  for (let attempt = 0; ; attempt++) {
    await settled();
    try {
      return await fx.user(type);
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
};
const accountant = { staffId: randomUUID(), name: 'Бухгалтер Тестова' };
const COMPANY_BIN = '940140000385';

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, fields: error.fields };
    throw error;
  }
  throw new Error('expected a refusal');
};

const invariantsHold = async () =>
  expect(await t.app.payments.invariants()).toEqual({
    unbalancedTransactions: 0,
    sumOfAllEntries: 0,
    walletsNotMatchingEntries: 0,
    negativeWallets: 0,
  });

/** The bank sandbox's switches (refusing refunds, losing their answers). */
const bankSettings = (body: string) =>
  fetch(`${t.bankUrl}/sandbox/settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
/** What the bank has refunded to the card of a top-up. */
const refundedOf = async (invoiceId: string) =>
  ((await (await fetch(`${t.bankUrl}/sandbox/payments`)).json()) as Array<{ invoiceId: string; refunded: number }>).find(
    (p) => p.invoiceId === invoiceId,
  )?.refunded;
/** Runs the work with one of the bank sandbox's switches on, and turns it off again whatever happens. */
const withBank = async <T>(setting: 'refuseRefunds' | 'loseRefundAnswers', work: () => Promise<T>): Promise<T> => {
  await bankSettings(JSON.stringify({ [setting]: true }));
  try {
    return await work();
  } finally {
    await bankSettings(JSON.stringify({ [setting]: false }));
  }
};

const balanceAt = async (url: string, token: string) => {
  const answer = await call('GET', url, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.KZT as number;
};
const balance = (token: string) => balanceAt('/api/payment/protected/balance', token);
const jurBalance = (token: string) => balanceAt('/api/payment/protected/jur/balance', token);

/**
 * Rendering a PDF keeps the event loop busy; on a loaded machine the app's load shedding then answers 503 for a
 * moment. Wait until it serves again (polling, not a fixed sleep), so the next call tests the money, not the load.
 */
const settled = async () => {
  for (let i = 0; i < 100; i++) {
    if ((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** A company asks for a transfer invoice and answers its number (read from the list, newest first). */
const invoiceOf = async (token: string, sum: number) => {
  const pdf = await call('GET', `/api/payment/protected/jur/invoice?sum=${sum}`, token);
  expect(pdf.status).toBe(200);
  await settled();
  const list = await t.app.payments.listTransferInvoices({ status: 'issued' });
  const mine = list.content.find((i) => i.companyId === userIdOf(token));
  if (!mine) throw new Error('invoice not listed');
  return mine.number;
};

const topUpByCard = async (token: string, sum: number) => {
  const request = await call('GET', `/api/payment/protected/bank/request?sum=${sum}`, token);
  expect(request.status).toBe(200);
  const paid = await fetch(`${t.bankUrl}/payform/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      invoiceId: request.body.paymentObject.invoiceId,
      token: request.body.auth.access_token,
      card: TEST_CARDS.success.number,
      expiry: TEST_CARDS.success.expiry,
      cvc: TEST_CARDS.success.cvc,
    }),
  });
  expect(((await paid.json()) as { status: string }).status).toBe('CHARGE');
  return request.body.paymentObject.invoiceId as string;
};

/** A new person who topped up by card and asks all of it back to that card: the request's id. */
const cardRefundAsked = async (sum: number) => {
  const { token } = await user('person');
  const invoiceId = await topUpByCard(token, sum);
  const asked = await call('POST', '/api/payment/protected/refunds', token, {
    amount: sum,
    method: 'card',
    cardInvoiceId: invoiceId,
  });
  expect(asked.status).toBe(200);
  return { token, invoiceId, id: asked.body.id as string };
};

/** The accountant approves, and the bank refuses the refund: nothing is paid. */
const approvedBankRefused = async (id: string) =>
  expect(await withBank('refuseRefunds', () => refusal(t.app.payments.approveRefund(accountant, id, 'ru')))).toMatchObject({
    code: 'REFUND_BANK_FAILED',
  });

/** The accountant approves, and the bank pays the card but its answer is lost: the payout's outcome is unknown. */
const approvedAnswerLost = async (id: string) =>
  expect(await withBank('loseRefundAnswers', () => refusal(t.app.payments.approveRefund(accountant, id, 'ru')))).toMatchObject({
    code: 'REFUND_BANK_UNANSWERED',
  });

describe('crediting a bank transfer to a company invoice', () => {
  it('credits the whole invoice once; the same bank reference again is a 409 and changes nothing', async () => {
    const { token } = await user('company');
    const number = await invoiceOf(token, 150_000);
    const body = {
      invoiceNumber: number,
      amount: 150_000,
      payerBin: COMPANY_BIN,
      bankReference: `REF-${number}`,
      paidOn: '2026-01-15',
    };
    const { invoice } = await t.app.payments.creditTransfer(accountant, body, 'ru');
    expect(invoice).toMatchObject({
      number,
      status: 'paid',
      amount: 150_000,
      credit: { bankReference: `REF-${number}`, creditedBy: accountant.name },
    });
    expect(await jurBalance(token)).toBe(150_000);

    expect(await refusal(t.app.payments.creditTransfer(accountant, body, 'ru'))).toMatchObject({
      code: 'TRANSFER_ALREADY_CREDITED',
    });
    expect(
      await refusal(t.app.payments.creditTransfer(accountant, { ...body, bankReference: `OTHER-${number}` }, 'ru')),
    ).toMatchObject({ code: 'INVOICE_ALREADY_PAID' });
    expect(await jurBalance(token)).toBe(150_000);
    const paid = await t.app.payments.listTransferInvoices({ status: 'paid', search: number });
    expect(paid.content.map((i) => i.number)).toEqual([number]);
    await invariantsHold();
  });

  it.each([
    ['a BIN that is not the company’s', { payerBin: '050540000836' }, 'TRANSFER_PAYER_MISMATCH'],
    ['less than the invoice (no partial payment)', { amount: 100_000 }, 'TRANSFER_AMOUNT_MISMATCH'],
    ['more than the invoice', { amount: 150_000.01 }, 'TRANSFER_AMOUNT_MISMATCH'],
    ['a malformed BIN', { payerBin: '12345' }, 'VALIDATION'],
    ['a third decimal', { amount: 150_000.005 }, 'VALIDATION'],
    ['a payment date in the future', { paidOn: '2099-01-01' }, 'VALIDATION'],
    ['an unknown invoice number', { invoiceNumber: 'JZ-INV-9999999' }, 'VALIDATION'],
  ])('refuses %s and changes nothing', async (_name, change, code) => {
    const { token } = await user('company');
    const number = await invoiceOf(token, 150_000);
    const body = {
      invoiceNumber: number,
      amount: 150_000,
      payerBin: COMPANY_BIN,
      bankReference: `M-${randomUUID()}`,
      paidOn: '2026-01-15',
    };
    expect(await refusal(t.app.payments.creditTransfer(accountant, { ...body, ...change }, 'en'))).toMatchObject({ code });
    expect(await jurBalance(token)).toBe(0);
    expect((await t.app.payments.listTransferInvoices({ search: number })).content[0]?.status).toBe('issued');
  });
});

describe('refund requests of unused wallet money', () => {
  it('holds the amount at once, shows the term, and pays it out to the card through the bank', async () => {
    const { token } = await user('person');
    const invoiceId = await topUpByCard(token, 20_000);
    const page = await call('GET', '/api/payment/protected/refunds', token, undefined, 'KZ');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ freeBalance: 20_000, requests: [], cards: [{ invoiceId, refundable: 20_000 }] });

    const asked = await call(
      'POST',
      '/api/payment/protected/refunds',
      token,
      { amount: 5_000, method: 'card', cardInvoiceId: invoiceId },
      'KZ',
    );
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      amount: 5_000,
      method: 'card',
      status: 'pending',
      statusName: 'Қаралуда',
      daysLeft: 15,
      overdue: false,
    });
    expect(asked.body.destination).toMatch(/^\d{6}\.\.\.\d{4}$/);
    expect(await balance(token)).toBe(15_000);

    // Held money cannot be spent or asked twice.
    const above = await call(
      'POST',
      '/api/payment/protected/refunds',
      token,
      { amount: 15_000.01, method: 'transfer', iban: 'KZ86125KZT5004100100' },
      'EN',
    );
    expect(above).toMatchObject({
      status: 409,
      body: { errorCode: 'REFUND_ABOVE_BALANCE', message: "The refund is larger than the wallet's free balance" },
    });
    expect(await balance(token)).toBe(15_000);

    const { refund } = await t.app.payments.approveRefund(accountant, asked.body.id, 'ru');
    expect(refund).toMatchObject({ status: 'paid', decidedBy: accountant.name, overdue: false });
    const bank = (await (await fetch(`${t.bankUrl}/sandbox/payments`)).json()) as Array<{ invoiceId: string; refunded: number }>;
    expect(bank.find((p) => p.invoiceId === invoiceId)?.refunded).toBe(5_000);
    expect(await refusal(t.app.payments.approveRefund(accountant, asked.body.id, 'ru'))).toMatchObject({
      code: 'REFUND_ALREADY_DECIDED',
    });
    expect(await balance(token)).toBe(15_000);

    const history = await call('GET', '/api/payment/protected/history', token);
    expect(history.body.content.map((h: { kind: string }) => h.kind)).toEqual(['refund_request', 'topup']);
    await invariantsHold();
  });

  it('by transfer: checks the IBAN; declining returns the held amount with the reason the customer reads', async () => {
    const { token, phone } = await user('person');
    await t.app.payments.adjustWallet(
      accountant,
      { phone, amount: 1_000, reason: 'Компенсация задержки', requestId: randomUUID() },
      'ru',
    );
    const bad = await call(
      'POST',
      '/api/payment/protected/refunds',
      token,
      { amount: 500, method: 'transfer', iban: 'KZ87125KZT5004100100' },
      'RU',
    );
    expect(bad).toMatchObject({
      status: 400,
      body: { errorCode: 'VALIDATION', fields: { iban: 'IBAN введён с ошибкой: не сходятся контрольные цифры' } },
    });
    const short = await call(
      'POST',
      '/api/payment/protected/refunds',
      token,
      { amount: 500, method: 'transfer', iban: 'KZ86125KZT50041001' },
      'EN',
    );
    expect(short.body.fields.iban).toBe('The IBAN must start with KZ and have 20 characters');
    expect(await balance(token)).toBe(1_000);

    const asked = await call('POST', '/api/payment/protected/refunds', token, {
      amount: 1_000,
      method: 'transfer',
      iban: 'kz86 125k zt50 0410 0100',
    });
    expect(asked.body).toMatchObject({ status: 'pending', destination: 'KZ86125KZT5004100100' });
    expect(await balance(token)).toBe(0);
    const { refund } = await t.app.payments.declineRefund(accountant, asked.body.id, 'Счёт принадлежит другому лицу', 'en');
    expect(refund).toMatchObject({ status: 'declined', statusName: 'Declined', declineReason: 'Счёт принадлежит другому лицу' });
    expect(await balance(token)).toBe(1_000);
    const mine = await call('GET', '/api/payment/protected/refunds', token);
    expect(mine.body.requests[0]).toMatchObject({
      status: 'declined',
      declineReason: 'Счёт принадлежит другому лицу',
      overdue: false,
    });
    expect(await refusal(t.app.payments.declineRefund(accountant, asked.body.id, 'ещё раз', 'ru'))).toMatchObject({
      code: 'REFUND_ALREADY_DECIDED',
    });
    await invariantsHold();
  });

  it('a card refund the bank refuses changes nothing and the request stays open', async () => {
    const { token, invoiceId, id } = await cardRefundAsked(3_000);
    const above = await call('POST', '/api/payment/protected/refunds', token, {
      amount: 1,
      method: 'card',
      cardInvoiceId: invoiceId,
    });
    expect(above.status).toBe(400);
    await approvedBankRefused(id);
    const open = await t.app.payments.listRefunds({ status: 'pending' }, 'ru');
    expect(open.content.find((r) => r.id === id)).toMatchObject({ status: 'pending' });
    expect(await balance(token)).toBe(0);
    await invariantsHold();
  });

  it('a card refund whose answer the bank lost is finished by approving again, and the card gets the money once', async () => {
    const { token, invoiceId, id } = await cardRefundAsked(2_000);
    // The bank returned the money, but its answer did not arrive.
    await approvedAnswerLost(id);
    expect(await refundedOf(invoiceId)).toBe(2_000);
    // The card may have the money: no decline, and no second approval while the first may still be under way.
    expect(await refusal(t.app.payments.declineRefund(accountant, id, 'Передумали', 'ru'))).toMatchObject({
      code: 'REFUND_PAYOUT_STARTED',
    });
    expect(await refusal(t.app.payments.approveRefund(accountant, id, 'ru'))).toMatchObject({
      code: 'REFUND_PAYOUT_STARTED',
    });
    expect(await balance(token)).toBe(0);
    t.advance(61);
    const { refund } = await t.app.payments.approveRefund(accountant, id, 'ru');
    expect(refund).toMatchObject({ status: 'paid' });
    // Asked again under the same reference: the bank did not return it twice.
    expect(await refundedOf(invoiceId)).toBe(2_000);
    expect(await balance(token)).toBe(0);
    await invariantsHold();
  });

  it('two card refunds asked at once never ask back more than the card paid, however much the wallet holds', async () => {
    for (let round = 0; round < 3; round++) {
      const { token } = await user('person');
      const card = await topUpByCard(token, 1_000);
      await topUpByCard(token, 1_000);
      expect(await balance(token)).toBe(2_000);
      const answers = await Promise.all(
        [0, 1].map(() =>
          call('POST', '/api/payment/protected/refunds', token, { amount: 1_000, method: 'card', cardInvoiceId: card }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      const page = await call('GET', '/api/payment/protected/refunds', token);
      const toCard = (page.body.requests as Array<{ amount: number; destination: string }>).reduce((sum, r) => sum + r.amount, 0);
      expect(toCard).toBe(1_000);
      expect(await balance(token)).toBe(1_000);
    }
    await invariantsHold();
  });

  it('a refusal of the bank when asked again after a lost answer keeps the request undeclinable: the card may have the money', async () => {
    const { token, invoiceId, id } = await cardRefundAsked(2_000);
    await approvedAnswerLost(id);
    // The card has the money; a minute later the bank says no to the second call (say, refunds paused for the night).
    expect(await refundedOf(invoiceId)).toBe(2_000);
    t.advance(61);
    await approvedBankRefused(id);
    // A decline now would put the 2 000 ₸ in the wallet as well as on the card.
    expect(await refusal(t.app.payments.declineRefund(accountant, id, 'Банк отказал', 'ru'))).toMatchObject({
      code: 'REFUND_PAYOUT_STARTED',
    });
    expect(await balance(token)).toBe(0);
    t.advance(61);
    const { refund } = await t.app.payments.approveRefund(accountant, id, 'ru');
    expect(refund).toMatchObject({ status: 'paid' });
    expect(await refundedOf(invoiceId)).toBe(2_000);
    expect(await balance(token)).toBe(0);
    await invariantsHold();
  });

  it("a payout the bank's answers leave unknown is settled from the bank's statement: paid, or not paid and asked again", async () => {
    /** A card refund whose first answer was lost and whose second call the bank refused: stuck before this. */
    const stuck = async () => {
      const asked = await cardRefundAsked(2_000);
      await approvedAnswerLost(asked.id);
      t.advance(61);
      await approvedBankRefused(asked.id);
      return asked;
    };

    // The statement shows the card got the money: the request is paid out, through the console's route.
    const paid = await stuck();
    const admin = await staffSession(t, 'accountant', '77446');
    const settle = (id: string, paidOut: boolean, lang = 'RU') =>
      call(
        'POST',
        `/api/operator/money/refunds/${id}/payout-outcome`,
        admin.token,
        { paid: paidOut, reason: 'Выписка банка' },
        lang,
      );
    // Within a minute of the last call its answer may still come: not yet.
    const early = await settle(paid.id, true, 'KZ');
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ errorCode: 'REFUND_PAYOUT_NOT_UNKNOWN' });
    expect(early.body.message).toContain('банктің жауабы белгісіз');
    t.advance(61);
    const settled = await settle(paid.id, true);
    expect(settled.status).toBe(200);
    expect(settled.body).toMatchObject({ status: 'paid', payoutStartedAt: null, decidedBy: admin.name });
    expect(await refundedOf(paid.invoiceId)).toBe(2_000);
    expect(await balance(paid.token)).toBe(0);
    const [line] = (await t.app.operator.audit.search({ action: 'operatorSettleRefundPayout', targetId: paid.id })).content;
    expect(line).toMatchObject({ outcome: 'done', staffId: admin.staffId, reason: 'Выписка банка' });
    // Settled once: a second outcome finds no open request.
    expect((await settle(paid.id, false)).body).toMatchObject({ errorCode: 'REFUND_ALREADY_DECIDED' });

    // The statement shows nothing paid (the sandbox did pay: the same reference asked again pays nothing twice).
    const unpaid = await stuck();
    t.advance(61);
    const { refund } = await t.app.payments.settleRefundPayout(accountant, unpaid.id, false, 'ru');
    expect(refund).toMatchObject({ status: 'pending', payoutStartedAt: null });
    const again = await t.app.payments.approveRefund(accountant, unpaid.id, 'ru');
    expect(again.refund).toMatchObject({ status: 'paid' });
    expect(await refundedOf(unpaid.invoiceId)).toBe(2_000);

    // A request never sent to the bank has no unknown outcome.
    const { token } = await user('person');
    const fresh = await call('POST', '/api/payment/protected/refunds', token, {
      amount: 1_000,
      method: 'card',
      cardInvoiceId: await topUpByCard(token, 1_000),
    });
    expect(await refusal(t.app.payments.settleRefundPayout(accountant, fresh.body.id, true, 'en'))).toMatchObject({
      code: 'REFUND_PAYOUT_NOT_UNKNOWN',
    });
    await invariantsHold();
  });

  it('an approval and a decline of one card refund at once: one wins, and the money goes one way', async () => {
    for (let round = 0; round < 3; round++) {
      const { token, invoiceId, id } = await cardRefundAsked(1_000);
      const [approved, declined] = await Promise.allSettled([
        t.app.payments.approveRefund(accountant, id, 'ru'),
        t.app.payments.declineRefund(accountant, id, 'Одновременно', 'ru'),
      ]);
      expect([approved.status, declined.status].sort()).toEqual(['fulfilled', 'rejected']);
      const toCard = await refundedOf(invoiceId);
      // Either the card got it back and the wallet did not, or the wallet did and the card did not.
      if (approved.status === 'fulfilled') expect([toCard, await balance(token)]).toEqual([1_000, 0]);
      else expect([toCard, await balance(token)]).toEqual([0, 1_000]);
    }
    await invariantsHold();
  });

  it.each([
    [{ amount: 0, method: 'transfer', iban: 'KZ86125KZT5004100100' }, 'amount'],
    [{ amount: 10.001, method: 'transfer', iban: 'KZ86125KZT5004100100' }, 'amount'],
    [{ amount: 10, method: 'card', cardInvoiceId: '000000999999' }, 'cardInvoiceId'],
    [{ amount: 10, method: 'transfer', iban: 'DE89370400440532013000' }, 'iban'],
  ])('refuses %o (field %s)', async (body, field) => {
    const { token } = await user('person');
    const answer = await call('POST', '/api/payment/protected/refunds', token, body);
    expect(answer.status).toBe(400);
    expect(answer.body.fields[field]).toBeTruthy();
  });

  it('a refund above the free balance is a 409 and nothing is held', async () => {
    const { token } = await user('person');
    const answer = await call('POST', '/api/payment/protected/refunds', token, {
      amount: 10,
      method: 'transfer',
      iban: 'KZ86125KZT5004100100',
    });
    expect(answer).toMatchObject({ status: 409, body: { errorCode: 'REFUND_ABOVE_BALANCE' } });
    expect((await call('GET', '/api/payment/protected/refunds', token)).body.requests).toEqual([]);
  });

  it('counts the 15-day term and flags an overdue request', async () => {
    const { token, phone } = await user('person');
    await t.app.payments.adjustWallet(accountant, { phone, amount: 50, reason: 'Тест срока', requestId: randomUUID() }, 'ru');
    const asked = await call('POST', '/api/payment/protected/refunds', token, {
      amount: 50,
      method: 'transfer',
      iban: 'KZ86125KZT5004100100',
    });
    t.advance(16 * 86_400);
    const overdue = await t.app.payments.listRefunds({ overdue: true, itemsPerPage: 100 }, 'ru');
    expect(overdue.content.find((r) => r.id === asked.body.id)).toMatchObject({ overdue: true, daysLeft: expect.any(Number) });
    expect((await call('GET', '/api/payment/protected/refunds', token)).body.requests[0].overdue).toBe(true);
  });
});

describe('manual adjustments and the ledger check', () => {
  it('credits and debits with a reason, shows both sides, refuses a debit above the balance, and is idempotent', async () => {
    const { token, phone } = await user('person');
    const requestId = randomUUID();
    const credit = await t.app.payments.adjustWallet(
      accountant,
      { phone, amount: 700, reason: 'Возмещение ущерба', requestId },
      'ru',
    );
    expect(credit.adjustment).toMatchObject({
      amount: 700,
      reason: 'Возмещение ущерба',
      staffName: accountant.name,
      balanceAfter: 700,
    });
    expect(credit.adjustment.lines).toEqual([
      { account: 'wallet', amount: 700 },
      { account: 'adjustments', amount: -700 },
    ]);
    const again = await t.app.payments.adjustWallet(
      accountant,
      { phone, amount: 700, reason: 'Возмещение ущерба', requestId },
      'ru',
    );
    expect(again.adjustment.transactionId).toBe(credit.adjustment.transactionId);
    expect(await balance(token)).toBe(700);

    expect(
      await refusal(
        t.app.payments.adjustWallet(accountant, { phone, amount: -700.01, reason: 'Ошибка', requestId: randomUUID() }, 'ru'),
      ),
    ).toMatchObject({ code: 'ADJUSTMENT_ABOVE_BALANCE' });
    const debit = await t.app.payments.adjustWallet(
      accountant,
      { phone, amount: -200, reason: 'Ошибочное зачисление', requestId: randomUUID() },
      'ru',
    );
    expect(debit.adjustment.lines).toEqual([
      { account: 'wallet', amount: -200 },
      { account: 'adjustments', amount: 200 },
    ]);
    expect(await balance(token)).toBe(500);
    // Said in every language (the console switched to another one says it again).
    expect(
      await refusal(
        t.app.payments.adjustWallet(
          accountant,
          { phone: '77000000000', amount: 1, reason: 'Кто это', requestId: randomUUID() },
          'en',
        ),
      ),
    ).toMatchObject({
      code: 'VALIDATION',
      fields: { phone: expect.objectContaining({ en: 'No customer has this phone number' }) },
    });

    const check = await t.app.payments.ledgerCheck();
    expect(check).toMatchObject({
      ok: true,
      sumOfAllEntries: 0,
      unbalancedTransactions: 0,
      walletsNotMatchingEntries: 0,
      negativeWallets: 0,
    });
    expect(check.systemAccounts.map((a) => a.account)).toEqual([
      'adjustments',
      'bank',
      'compensation',
      'promo',
      'refund_hold',
      'revenue',
    ]);
    const listed = await t.app.payments.listAdjustments({ itemsPerPage: 100 });
    expect(listed.content.map((a) => a.transactionId)).toContain(debit.adjustment.transactionId);
  });
});

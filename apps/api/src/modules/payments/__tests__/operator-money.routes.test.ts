import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@jetkiz/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, userIdOf } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { type StaffSession, staffSession } from '../../../../test/staff.ts';

/**
 * Issue 18, the console's money routes: who may call which (customer token → 401, each staff role → allowed or
 * 403 STAFF_ROLE_REQUIRED with the refused write in the audit log), and the bad inputs over HTTP: crediting the same
 * bank payment twice, approving a refund twice.
 */

let t: TestApp;
const staff = {} as Record<StaffRole, StaffSession>;
beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['administrator', 'operator', 'accountant', 'viewer'] as const) {
    staff[role] = await staffSession(t, role, '77443');
  }
});
afterAll(async () => {
  await t?.close();
});

const fx = fixtures(() => t, '77442');

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
const COMPANY_BIN = '940140000385';

const inject = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
  for (let attempt = 0; ; attempt++) {
    const answer = await t.app.inject({
      method,
      url,
      headers: { 'accept-language': 'EN', ...headers },
      ...(payload && { payload }),
    });
    if (answer.statusCode !== 503 || attempt >= 5) return answer;
    await settled();
  }
};

const auditOf = async (action: string, staffId: string) =>
  (await t.app.operator.audit.search({ action, itemsPerPage: 100 })).content.filter((line) => line.staffId === staffId);

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

/** A company with an issued transfer invoice; answers its token and the invoice's number. */
const companyWithInvoice = async (sum: number) => {
  const { token } = await user('company');
  expect((await call('GET', `/api/payment/protected/jur/invoice?sum=${sum}`, token)).status).toBe(200);
  await settled();
  const list = await t.app.payments.listTransferInvoices({ status: 'issued', itemsPerPage: 100 });
  const number = list.content.find((i) => i.companyId === userIdOf(token))?.number;
  if (!number) throw new Error('invoice not listed');
  return { token, number };
};

/** A person with money in the wallet and a pending refund request by transfer; answers the request's id. */
const pendingRefund = async () => {
  const { token, phone } = await user('person');
  await t.app.payments.adjustWallet(
    { staffId: staff.accountant.staffId, name: staff.accountant.name },
    { phone, amount: 100, reason: 'Подготовка теста', requestId: randomUUID() },
    'ru',
  );
  const asked = await call('POST', '/api/payment/protected/refunds', token, {
    amount: 100,
    method: 'transfer',
    iban: 'KZ86125KZT5004100100',
  });
  expect(asked.status).toBe(200);
  return { token, phone, id: asked.body.id as string };
};

type Case = {
  name: string;
  action: string;
  write: boolean;
  allowed: StaffRole[];
  /** Makes a fresh request (a write needs its own object for every role that may do it). */
  request: () => Promise<{ method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }>;
};

const cases: Case[] = [
  {
    name: 'list invoices',
    action: 'operatorListTransferInvoices',
    write: false,
    allowed: ['administrator', 'operator', 'accountant', 'viewer'],
    request: async () => ({ method: 'GET', url: '/api/operator/money/invoices?status=issued' }),
  },
  {
    name: 'credit a transfer',
    action: 'operatorCreditTransfer',
    write: true,
    allowed: ['administrator', 'accountant'],
    request: async () => {
      const { number } = await companyWithInvoice(1_000);
      return {
        method: 'POST',
        url: '/api/operator/money/invoices/credit',
        payload: {
          invoiceNumber: number,
          amount: 1_000,
          payerBin: COMPANY_BIN,
          bankReference: `R-${randomUUID()}`,
          paidOn: '2026-01-10',
        },
      };
    },
  },
  {
    name: 'list refunds',
    action: 'operatorListRefunds',
    write: false,
    allowed: ['administrator', 'operator', 'accountant', 'viewer'],
    request: async () => ({ method: 'GET', url: '/api/operator/money/refunds?status=pending' }),
  },
  {
    name: 'approve a refund',
    action: 'operatorApproveRefund',
    write: true,
    allowed: ['administrator', 'accountant'],
    request: async () => ({ method: 'POST', url: `/api/operator/money/refunds/${(await pendingRefund()).id}/approve` }),
  },
  {
    name: 'decline a refund',
    action: 'operatorDeclineRefund',
    write: true,
    allowed: ['administrator', 'accountant'],
    request: async () => ({
      method: 'POST',
      url: `/api/operator/money/refunds/${(await pendingRefund()).id}/decline`,
      payload: { reason: 'Нужны реквизиты владельца счёта' },
    }),
  },
  {
    name: 'list adjustments',
    action: 'operatorListAdjustments',
    write: false,
    allowed: ['administrator', 'operator', 'accountant', 'viewer'],
    request: async () => ({ method: 'GET', url: '/api/operator/money/adjustments' }),
  },
  {
    name: 'adjust a wallet',
    action: 'operatorAdjustWallet',
    write: true,
    allowed: ['administrator', 'accountant'],
    request: async () => ({
      method: 'POST',
      url: '/api/operator/money/adjustments',
      payload: { phone: (await user('person')).phone, amount: 10, reason: 'Компенсация', requestId: randomUUID() },
    }),
  },
  {
    name: 'the ledger check',
    action: 'operatorLedgerCheck',
    write: false,
    allowed: ['administrator', 'operator', 'accountant', 'viewer'],
    request: async () => ({ method: 'GET', url: '/api/operator/money/ledger-check' }),
  },
  {
    name: 'list acts',
    action: 'operatorListActs',
    write: false,
    allowed: ['administrator', 'operator', 'accountant', 'viewer'],
    request: async () => ({ method: 'GET', url: '/api/operator/acts?month=2026-01&status=refused' }),
  },
  {
    name: 'read company terms',
    action: 'operatorGetCompanyTerms',
    write: false,
    allowed: ['administrator', 'operator', 'accountant', 'viewer'],
    request: async () => ({ method: 'GET', url: `/api/operator/acts/terms/${userIdOf((await user('company')).token)}` }),
  },
  {
    name: 'set company terms',
    action: 'operatorSetCompanyTerms',
    write: true,
    allowed: ['administrator', 'accountant'],
    request: async () => ({
      method: 'PUT',
      url: `/api/operator/acts/terms/${userIdOf((await user('company')).token)}`,
      payload: { postPaid: true, creditLimit: 500_000 },
    }),
  },
];

describe('who may call the console money routes', () => {
  it.each(cases)('$name: a customer token is 401', async (c) => {
    const customer = await user('person');
    const r = await c.request();
    const answer = await inject(r.method, r.url, { authorization: `Bearer ${customer.token}` }, r.payload);
    expect(answer.statusCode).toBe(401);
  });

  it.each(cases)('$name: allowed roles succeed, the others get 403 (a refused write is audited)', async (c) => {
    for (const role of ['administrator', 'operator', 'accountant', 'viewer'] as const) {
      const r = await c.request();
      const answer = await inject(r.method, r.url, staff[role].headers, r.payload);
      if (c.allowed.includes(role)) {
        expect(answer.statusCode, `${role}: ${answer.body}`).toBe(200);
        if (c.write) expect((await auditOf(c.action, staff[role].staffId)).some((l) => l.outcome === 'done')).toBe(true);
      } else {
        expect(answer.statusCode, role).toBe(403);
        expect(answer.json()).toMatchObject({ errorCode: 'STAFF_ROLE_REQUIRED' });
        if (c.write) {
          const refused = (await auditOf(c.action, staff[role].staffId)).filter((l) => l.outcome === 'refused');
          expect(refused[0]).toMatchObject({ errorCode: 'STAFF_ROLE_REQUIRED' });
        }
      }
    }
  });
});

describe('bad input over HTTP', () => {
  it('crediting the same bank payment twice: 409, the balance unchanged, both attempts in the audit log', async () => {
    const { token, number } = await companyWithInvoice(2_500);
    const body = {
      invoiceNumber: number,
      amount: 2_500,
      payerBin: COMPANY_BIN,
      bankReference: `TWICE-${number}`,
      paidOn: '2026-01-10',
    };
    const first = await inject('POST', '/api/operator/money/invoices/credit', staff.accountant.headers, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'paid', credit: { bankReference: `TWICE-${number}` } });
    const second = await inject(
      'POST',
      '/api/operator/money/invoices/credit',
      { ...staff.accountant.headers, 'accept-language': 'KZ' },
      body,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      errorCode: 'TRANSFER_ALREADY_CREDITED',
      message: 'Осы банк референсі бар төлем бұрын есепке алынған',
    });
    expect((await call('GET', '/api/payment/protected/jur/balance', token)).body.KZT).toBe(2_500);
    const lines = (await auditOf('operatorCreditTransfer', staff.accountant.staffId)).filter((l) => l.targetId === number);
    expect(lines.map((l) => l.outcome).sort()).toEqual(['done']);
    const refused = await auditOf('operatorCreditTransfer', staff.accountant.staffId);
    expect(refused.some((l) => l.outcome === 'refused' && l.errorCode === 'TRANSFER_ALREADY_CREDITED')).toBe(true);
  });

  it('a payer BIN of another company is a 400 that names the mismatch', async () => {
    const { number } = await companyWithInvoice(900);
    const answer = await inject('POST', '/api/operator/money/invoices/credit', staff.accountant.headers, {
      invoiceNumber: number,
      amount: 900,
      payerBin: '050540000836',
      bankReference: `B-${randomUUID()}`,
      paidOn: '2026-01-10',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errorCode: 'TRANSFER_PAYER_MISMATCH' });
  });

  it('a transfer refund names whose account it must go to, and says when the customer is blocked', async () => {
    const { token, id } = await pendingRefund();
    const listed = async () => {
      const answer = await inject('GET', '/api/operator/money/refunds?status=pending&itemsPerPage=100', staff.accountant.headers);
      expect(answer.statusCode).toBe(200);
      return answer.json().content.find((r: { id: string }) => r.id === id);
    };
    expect(await listed()).toMatchObject({
      method: 'transfer',
      customerNumber: '850722400008',
      customerNumberLabel: 'iin',
      customerBlocked: false,
    });
    const blocked = await inject('POST', `/api/operator/customers/${userIdOf(token)}/block`, staff.operator.headers, {
      category: 'debt',
      reason: 'Долг по акту за ноябрь',
    });
    expect(blocked.statusCode).toBe(200);
    expect(await listed()).toMatchObject({ customerBlocked: true });
  });

  it('approving a refund twice: the second is 409 and nothing moves again', async () => {
    const { token, id } = await pendingRefund();
    const first = await inject('POST', `/api/operator/money/refunds/${id}/approve`, staff.accountant.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'paid', method: 'transfer', destination: 'KZ86125KZT5004100100' });
    const second = await inject('POST', `/api/operator/money/refunds/${id}/approve`, staff.accountant.headers);
    expect(second.statusCode).toBe(409);
    expect(second.json().errorCode).toBe('REFUND_ALREADY_DECIDED');
    const declined = await inject('POST', `/api/operator/money/refunds/${id}/decline`, staff.accountant.headers, {
      reason: 'Поздно',
    });
    expect(declined.statusCode).toBe(409);
    expect((await call('GET', '/api/payment/protected/balance', token)).body.KZT).toBe(0);
    const check = await inject('GET', '/api/operator/money/ledger-check', staff.viewer.headers);
    expect(check.json()).toMatchObject({ ok: true, sumOfAllEntries: 0, negativeWallets: 0, walletsNotMatchingEntries: 0 });
  });

  it('an amount too large is told so, not «above zero» (a refund, an adjustment, a credited transfer)', async () => {
    const { token, phone } = await user('person');
    const huge = 99_999_999_999_999;
    const refund = await call(
      'POST',
      '/api/payment/protected/refunds',
      token,
      { amount: huge, method: 'transfer', iban: 'KZ86125KZT5004100100' },
      'EN',
    );
    expect(refund.status).toBe(400);
    expect(refund.body.fields).toEqual({ amount: 'The amount is too large' });
    const adjusted = await inject('POST', '/api/operator/money/adjustments', staff.accountant.headers, {
      phone,
      amount: -huge,
      reason: 'Проверка суммы',
      requestId: randomUUID(),
    });
    expect(adjusted.statusCode).toBe(400);
    expect(adjusted.json().fields).toEqual({ amount: 'The amount is too large' });
    const credited = await inject('POST', '/api/operator/money/invoices/credit', staff.accountant.headers, {
      invoiceNumber: 'JZ-INV-0000001',
      amount: huge,
      payerBin: '940140000385',
      bankReference: `REF-${randomUUID()}`,
      paidOn: '2026-01-05',
    });
    expect(credited.statusCode).toBe(400);
    expect(credited.json().fields).toMatchObject({ amount: 'The amount is too large' });
    expect((await call('GET', '/api/payment/protected/balance', token)).body.KZT).toBe(0);
  });

  it('an unknown refund is 404; a whitespace reason is 400', async () => {
    const unknown = await inject('POST', `/api/operator/money/refunds/${randomUUID()}/approve`, staff.accountant.headers);
    expect(unknown.statusCode).toBe(404);
    const { id } = await pendingRefund();
    const blank = await inject('POST', `/api/operator/money/refunds/${id}/decline`, staff.accountant.headers, { reason: '    ' });
    expect(blank.statusCode).toBe(400);
  });

  it('a reason of two characters (bare or padded with spaces) is refused: declining a refund, adjusting a wallet', async () => {
    const { id } = await pendingRefund();
    const { token, phone } = await user('person');
    for (const reason of ['Ок', '  Ок  ']) {
      const declined = await inject('POST', `/api/operator/money/refunds/${id}/decline`, staff.accountant.headers, { reason });
      expect(declined.statusCode).toBe(400);
      expect(declined.json().errorCode).toBe('VALIDATION');
      const adjusted = await inject('POST', '/api/operator/money/adjustments', staff.accountant.headers, {
        phone,
        amount: 10,
        reason,
        requestId: randomUUID(),
      });
      expect(adjusted.statusCode).toBe(400);
      expect(adjusted.json().errorCode).toBe('VALIDATION');
    }
    // The padded one reaches the service, which names the field in the caller's language.
    const padded = await inject('POST', '/api/operator/money/adjustments', staff.accountant.headers, {
      phone,
      amount: 10,
      reason: '  Ок  ',
      requestId: randomUUID(),
    });
    expect(padded.json().fields).toEqual({ reason: 'Write the reason' });
    // Nothing moved: the refund is still open and the wallet untouched.
    const listed = await inject('GET', '/api/operator/money/refunds?status=pending&itemsPerPage=100', staff.accountant.headers);
    expect(listed.json().content.some((r: { id: string }) => r.id === id)).toBe(true);
    expect((await call('GET', '/api/payment/protected/balance', token)).body.KZT).toBe(0);
  });
});

describe('acts from the console', () => {
  it('sets a company post-paid with a credit limit (the avr module reads it), and back to prepaid', async () => {
    const companyId = userIdOf((await user('company')).token);
    // What the acts page shows before a change: the company's name and its terms now (prepaid until set).
    const before = await inject('GET', `/api/operator/acts/terms/${companyId}`, staff.viewer.headers);
    expect(before.json()).toEqual({ companyId, companyName: expect.any(String), postPaid: false, creditLimit: 0 });
    expect(before.json().companyName).not.toBe('');
    const set = await inject('PUT', `/api/operator/acts/terms/${companyId}`, staff.accountant.headers, {
      postPaid: true,
      creditLimit: 250_000.5,
    });
    expect(set.json()).toEqual({ companyId, postPaid: true, creditLimit: 250_000.5 });
    expect(await t.app.avr.credit(companyId)).toMatchObject({ postPaid: true, limitTiyn: 25_000_050 });
    const bad = await inject('PUT', `/api/operator/acts/terms/${companyId}`, staff.accountant.headers, {
      postPaid: true,
      creditLimit: 1.001,
    });
    expect(bad.statusCode).toBe(400);
    expect(await t.app.avr.credit(companyId)).toMatchObject({ limitTiyn: 25_000_050 });
    const after = await inject('GET', `/api/operator/acts/terms/${companyId}`, staff.accountant.headers);
    expect(after.json()).toMatchObject({ postPaid: true, creditLimit: 250_000.5 });
    // A person has no contract terms, and an id of nobody is nobody.
    const person = userIdOf((await user('person')).token);
    for (const id of [person, '00000000-0000-4000-8000-000000000000']) {
      expect((await inject('GET', `/api/operator/acts/terms/${id}`, staff.accountant.headers)).statusCode, id).toBe(404);
    }
  });

  it('issuing an act with nothing to bill, or for a month not over, is a 409 that says why', async () => {
    const companyId = userIdOf((await user('company')).token);
    for (const month of ['2026-01', '2099-01']) {
      const answer = await inject('POST', '/api/operator/acts/issue', staff.accountant.headers, { companyId, month });
      expect(answer.statusCode, month).toBe(409);
      expect(answer.json().errorCode).toBe('ACT_NOTHING_TO_ISSUE');
    }
    const listed = await inject('GET', `/api/operator/acts?companyId=${companyId}`, staff.viewer.headers);
    expect(listed.json()).toMatchObject({ content: [], totalElements: 0 });
    const badMonth = await inject('GET', '/api/operator/acts?month=2026-13', staff.viewer.headers);
    expect(badMonth.statusCode).toBe(400);
  });
});

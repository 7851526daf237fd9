import { COMPANY_ERRORS } from '@jetkiz/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, userIdOf } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { ledgerTransactions, orderStatusHistory, orders, savedAddresses, topUps } from '../../../db/schema.ts';
import { users } from '../identity.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, user, quote, orderBody, payOrder } = fixtures(() => t, '7772');
/** A second company, to check that one organisation's employees never reach another's data. */
const other = fixtures(() => t, '7773');

const EMPLOYEES = '/api/identity/protected/company/employees';
const ACCEPT = '/api/identity/public/company/invitation/accept';
const PASSWORD = 'Employee12';

/** Employees' phones: the company prefix, far above the numbers its fixtures register. */
let employeeSeq = 8_000_000;
const newPhone = () => `7772${employeeSeq++}`;

const invite = (ownerToken: string, roles: string[], phone = newPhone(), lang = 'RU') =>
  call('POST', EMPLOYEES, ownerToken, { phone, firstName: 'Ерлан', lastName: `Ахметов${employeeSeq}`, roles }, lang);

const signIn = (phone: string, password = PASSWORD) =>
  call('POST', '/api/identity/public/auth', undefined, { userName: phone, password, userType: 'company' });

/** An employee invited by the owner who accepted with the code from the SMS: their tokens and identity. */
const employee = async (ownerToken: string, roles: string[]) => {
  const phone = newPhone();
  const invited = await invite(ownerToken, roles, phone);
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const code = await t.lastCode(phone);
  const accepted = await call('POST', ACCEPT, undefined, { phone, code, password: PASSWORD, confirmPassword: PASSWORD });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return {
    phone,
    id: invited.body.id as string,
    name: `${invited.body.lastName} ${invited.body.firstName}`,
    token: accepted.body.access_token as string,
  };
};

const companyOrder = async (token: string) => {
  const calculatorId = await quote(undefined, token, '/api/calc/protected/jur/calc');
  return call('POST', '/api/order/protected/jur/order', token, orderBody(calculatorId));
};

describe('company employees', () => {
  it('invite → SMS code → accept → sign in; a finance employee reads the balance and may not create an order', async () => {
    const owner = await user('company');
    const phone = newPhone();
    const invited = await invite(owner.token, ['finance'], phone);
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({ phone, roles: ['finance'], status: 'invited', owner: false });
    const sms = await t.lastSms(phone);
    expect(sms?.text).toMatch(/^Jetkiz: ТОО «Тест» приглашает вас в аккаунт организации\. Код \d{4},/);
    expect(sms?.text).toContain(`/invitation?phone=${phone}`);

    // Not accepted yet: signing in answers as a wrong password would.
    expect((await signIn(phone)).body.errorCode).toBe('IDENTITY_BAD_CREDENTIALS');
    const listed = await call('GET', EMPLOYEES, owner.token);
    expect(listed.body.content.map((e: { status: string; owner: boolean }) => [e.owner, e.status])).toEqual([
      [true, 'active'],
      [false, 'invited'],
    ]);

    const code = await t.lastCode(phone);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    expect(
      (await call('POST', ACCEPT, undefined, { phone, code: wrong, password: PASSWORD, confirmPassword: PASSWORD })).body
        .errorCode,
    ).toBe('IDENTITY_CODE_WRONG');
    const weak = await call('POST', ACCEPT, undefined, { phone, code, password: 'short', confirmPassword: 'short' });
    expect(weak.status).toBe(400);
    const accepted = await call('POST', ACCEPT, undefined, { phone, code, password: PASSWORD, confirmPassword: PASSWORD });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ token_type: 'Bearer', role: 'company' });
    // The code works once.
    expect((await call('POST', ACCEPT, undefined, { phone, code, password: PASSWORD, confirmPassword: PASSWORD })).status).toBe(
      400,
    );

    const signedIn = await signIn(phone);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.access_token as string;

    const balance = await call('GET', '/api/payment/protected/jur/balance', token);
    expect(balance.status).toBe(200);
    expect(balance.body).toEqual({ KZT: 0 });

    const calculatorId = await quote(undefined, owner.token, '/api/calc/protected/jur/calc');
    for (const [lang, text] of Object.entries({
      RU: COMPANY_ERRORS.COMPANY_ROLE_REQUIRED.message.ru,
      KZ: COMPANY_ERRORS.COMPANY_ROLE_REQUIRED.message.kk,
      EN: COMPANY_ERRORS.COMPANY_ROLE_REQUIRED.message.en,
    })) {
      const refused = await call('POST', '/api/order/protected/jur/order', token, orderBody(calculatorId), lang);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ errorCode: 'COMPANY_ROLE_REQUIRED', message: text });
    }
    expect((await call('GET', '/api/order/protected/jur', token)).status).toBe(403);
    expect((await call('GET', EMPLOYEES, token)).status).toBe(403);

    // Their own profile: their name and phone, the organisation's requisites, their roles.
    const data = await call('GET', `/api/identity/protected/company/get-user-data/${phone}`, token);
    expect(data.status).toBe(200);
    expect(data.body).toMatchObject({
      phone,
      firstName: 'Ерлан',
      bin: '940140000385',
      name: 'ТОО «Тест»',
      companyAccess: { owner: false, roles: ['finance'], organizationName: 'ТОО «Тест»' },
    });
    const ownerData = await call('GET', `/api/identity/protected/company/get-user-data/${owner.phone}`, owner.token);
    expect(ownerData.body.companyAccess).toEqual({
      owner: true,
      roles: ['administrator', 'orders', 'finance', 'signer'],
      organizationName: 'ТОО «Тест»',
    });
  });

  it('an orders employee files a claim on the company’s delivered order; finance reads it, and may not file one', async () => {
    const owner = await user('company');
    const clerk = await employee(owner.token, ['orders']);
    const accountant = await employee(owner.token, ['finance']);
    const created = (await companyOrder(clerk.token)).body;
    expect((await payOrder(owner.token, created)).status).toBe(200);
    await t.database.db
      .update(orders)
      .set({ status: 'delivered', deliveredAt: new Date(Date.now() - 86_400_000) })
      .where(eq(orders.id, created.id));
    const body = { orderId: created.id, type: 'damage', description: 'Коробка смята', amount: 500 };
    const refused = await call('POST', '/api/order/protected/jur/claims', accountant.token, body, 'EN');
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('COMPANY_ROLE_REQUIRED');
    const filed = await call('POST', '/api/order/protected/jur/claims', clerk.token, body);
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    const read = await call('GET', `/api/order/protected/jur/claims/${filed.body.id}`, accountant.token);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ orderId: created.id, type: 'damage' });
    const listed = await call('GET', '/api/order/protected/jur/claims', owner.token);
    expect(listed.body.content.map((claim: { id: string }) => claim.id)).toEqual([filed.body.id]);
  });

  it('an orders employee creates an order; the registry and the detail say who created it, also after they are removed', async () => {
    const owner = await user('company');
    const clerk = await employee(owner.token, ['orders']);
    const created = await companyOrder(clerk.token);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await call('GET', '/api/payment/protected/jur/balance', clerk.token)).status).toBe(403);

    const registry = await call('GET', '/api/order/protected/jur', owner.token);
    expect(registry.body.content[0]).toMatchObject({ id: created.body.id, createdBy: { name: clerk.name } });
    const detail = await call('GET', `/api/order/protected/jur/${created.body.id}`, clerk.token);
    expect(detail.body.createdBy).toEqual({ name: clerk.name });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, created.body.id));
    expect(row).toMatchObject({ actorId: clerk.id, actorName: clerk.name });
    const [history] = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, created.body.id));
    expect(history).toMatchObject({ actorId: clerk.id, actorName: clerk.name });

    // The owner's own order names the owner.
    const ownOrder = await companyOrder(owner.token);
    expect((await call('GET', `/api/order/protected/jur/${ownOrder.body.id}`, owner.token)).body.createdBy).toEqual({
      name: 'Сәрсенова Айгерім',
    });

    const removed = await call('DELETE', `${EMPLOYEES}/${clerk.id}`, owner.token, undefined, 'EN');
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('The employee was removed. What they did stays in the history');
    expect((await call('GET', '/api/order/protected/jur', clerk.token)).status).toBe(401);
    expect((await signIn(clerk.phone)).body.errorCode).toBe('IDENTITY_BAD_CREDENTIALS');
    expect(await t.database.db.select().from(users).where(eq(users.id, clerk.id))).toEqual([]);
    const after = await call('GET', `/api/order/protected/jur/${created.body.id}`, owner.token);
    expect(after.body.createdBy).toEqual({ name: clerk.name });
    expect((await call('GET', EMPLOYEES, owner.token)).body.totalElements).toBe(1);
  });

  it('records the employee with the order’s payment, its cancellation and refund, a saved address and a top-up', async () => {
    const owner = await user('company');
    const clerk = await employee(owner.token, ['orders']);
    const cashier = await employee(owner.token, ['finance']);
    const order = (await companyOrder(clerk.token)).body;
    expect((await payOrder(clerk.token, order)).status).toBe(200);
    const cancelled = await call('PUT', `/api/order/protected/jur/cancel/${order.id}`, clerk.token);
    expect(cancelled.status).toBe(200);
    const movements = await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.orderId, order.id));
    expect(movements.map((m) => [m.kind, m.actorId, m.actorName]).sort()).toEqual([
      ['order_payment', clerk.id, clerk.name],
      ['refund', clerk.id, clerk.name],
    ]);
    const history = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => [h.status, h.actorName])).toEqual([
      ['formed', clerk.name],
      ['paid', clerk.name],
      ['cancelled', clerk.name],
    ]);

    const saved = await call('POST', '/api/order/protected/jur/address', clerk.token, {
      name: 'Склад',
      streetAbbrId: 1,
      street: 'Абая',
      house: '1',
      kato: '750000000',
    });
    expect(saved.status).toBe(200);
    const [address] = await t.database.db.select().from(savedAddresses).where(eq(savedAddresses.id, saved.body.id));
    expect(address).toMatchObject({ actorId: clerk.id, actorName: clerk.name });

    const topUp = await call('GET', '/api/payment/protected/bank/request?sum=5000', cashier.token);
    expect(topUp.status).toBe(200);
    const [row] = await t.database.db.select().from(topUps).where(eq(topUps.invoiceId, topUp.body.paymentObject.invoiceId));
    expect(row).toMatchObject({ actorId: cashier.id, actorName: cashier.name });
    expect((await call('GET', '/api/payment/protected/bank/request?sum=5000', clerk.token)).status).toBe(403);
  });

  it('shows an orders employee what an order owes and lets them pay it, but not the wallet’s balance, which is finance’s', async () => {
    const owner = await user('company');
    const clerk = await employee(owner.token, ['orders']);
    const cashier = await employee(owner.token, ['finance']);
    const order = (await companyOrder(clerk.token)).body;
    const unpaid = (token: string) => call('GET', `/api/payment/protected/unpaid?orderId=${order.id}`, token);
    const owes = await unpaid(clerk.token);
    expect(owes.status).toBe(200);
    expect(owes.body.balance).toBeNull();
    // The wallet is empty: what is short, so they can ask finance to top up.
    expect(owes.body.shortfall).toBe(owes.body.due);
    expect((await unpaid(owner.token)).body.balance).toBe(0);
    expect((await unpaid(cashier.token)).status).toBe(403);
    const paid = await payOrder(clerk.token, order);
    expect(paid.status).toBe(200);
    expect(paid.body.balance).toBeNull();
    expect(paid.body.paid).toBe(owes.body.due);
    expect((await call('GET', '/api/payment/protected/jur/balance', owner.token)).body.KZT).toBeGreaterThan(0);
  });

  it('refuses an invitation to a phone that has an account anywhere (409), and a malformed one (400)', async () => {
    const owner = await user('company');
    const person = await user('person');
    const theirs = await other.user('company');
    const theirEmployee = await employee(theirs.token, ['orders']);
    for (const phone of [owner.phone, person.phone, theirs.phone, theirEmployee.phone]) {
      const refused = await invite(owner.token, ['orders'], phone, 'KZ');
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        errorCode: 'COMPANY_EMPLOYEE_PHONE_TAKEN',
        message: COMPANY_ERRORS.COMPANY_EMPLOYEE_PHONE_TAKEN.message.kk,
      });
    }
    // Their active employee stays theirs.
    expect((await signIn(theirEmployee.phone)).status).toBe(200);

    const bad = await call('POST', EMPLOYEES, owner.token, {
      phone: '123',
      firstName: ' ',
      lastName: 'Ахметов',
      roles: ['orders'],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['firstName', 'phone']);
    expect(
      (await call('POST', EMPLOYEES, owner.token, { phone: newPhone(), firstName: 'Е', lastName: 'А', roles: ['boss'] })).status,
    ).toBe(400);
    expect((await call('GET', EMPLOYEES, owner.token)).body.totalElements).toBe(1);

    // Inviting an employee who has not accepted yet sends a new code, with the new roles.
    const phone = newPhone();
    await invite(owner.token, ['orders'], phone);
    t.advance(61);
    const again = await invite(owner.token, ['orders', 'finance'], phone);
    expect(again.body).toMatchObject({ status: 'invited', roles: ['orders', 'finance'] });
    expect((await call('GET', EMPLOYEES, owner.token)).body.totalElements).toBe(2);
  });

  it('two invitations of one phone at once: the second gets what it would get a moment later, not «already registered»', async () => {
    const owner = await user('company');
    // Sequentially, a second invitation at once is the resend cooldown (the first just sent a code).
    const first = newPhone();
    expect((await invite(owner.token, ['orders'], first)).status).toBe(200);
    const sequential = await invite(owner.token, ['orders'], first, 'EN');
    expect(sequential.status).toBe(429);
    expect(sequential.body.errorCode).toBe('IDENTITY_CODE_COOLDOWN');

    // At the same moment (a double click, two tabs): the same answers, one invitation, one code. The race needs
    // PostgreSQL (PGlite runs one transaction at a time): there the loser got «already registered» (409).
    const phone = newPhone();
    const answers = await Promise.all([
      invite(owner.token, ['orders'], phone, 'EN'),
      invite(owner.token, ['orders'], phone, 'EN'),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, JSON.stringify(answers.map((a) => a.body))).toEqual([200, 429]);
    const loser = answers.find((a) => a.status !== 200);
    expect(loser?.body).toMatchObject({
      errorCode: sequential.body.errorCode,
      message: sequential.body.message,
    });
    const rows = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(rows).toMatchObject([{ organizationId: userIdOf(owner.token), employeeStatus: 'invited' }]);
  });

  it('a registration on an invited phone does not take the invitation over', async () => {
    const owner = await user('company');
    const phone = newPhone();
    await invite(owner.token, ['orders'], phone);
    t.advance(61);
    const registered = await call('POST', '/api/identity/public/registration/register-person', undefined, {
      firstName: 'Чужой',
      lastName: 'Человек',
      username: phone,
      email: 'x@mail.kz',
      password: 'Qwerty12',
      confirmPassword: 'Qwerty12',
      iin: '850722400008',
    });
    expect(registered.status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(row).toMatchObject({ userType: 'company', firstName: 'Ерлан', employeeStatus: 'invited' });
  });

  it('suspending stops the employee’s token at once and their sign-in with 403; restoring lets them back', async () => {
    const owner = await user('company');
    const clerk = await employee(owner.token, ['orders']);
    expect((await call('GET', '/api/order/protected/jur', clerk.token)).status).toBe(200);

    const suspended = await call('PUT', `${EMPLOYEES}/${clerk.id}`, owner.token, { status: 'suspended' });
    expect(suspended.body).toMatchObject({ status: 'suspended', roles: ['orders'] });
    expect((await call('GET', '/api/order/protected/jur', clerk.token)).status).toBe(401);
    for (const [lang, text] of [
      ['RU', COMPANY_ERRORS.COMPANY_EMPLOYEE_SUSPENDED.message.ru],
      ['EN', COMPANY_ERRORS.COMPANY_EMPLOYEE_SUSPENDED.message.en],
    ] as const) {
      const refused = await call(
        'POST',
        '/api/identity/public/auth',
        undefined,
        { userName: clerk.phone, password: PASSWORD, userType: 'company' },
        lang,
      );
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ errorCode: 'COMPANY_EMPLOYEE_SUSPENDED', message: text });
    }

    await call('PUT', `${EMPLOYEES}/${clerk.id}`, owner.token, { status: 'active' });
    const back = await signIn(clerk.phone);
    expect(back.status).toBe(200);

    // Taking a role away ends their sessions too (the token carries the roles); giving one does not.
    await call('PUT', `${EMPLOYEES}/${clerk.id}`, owner.token, { roles: ['orders', 'finance'] });
    expect((await call('GET', '/api/order/protected/jur', back.body.access_token)).status).toBe(200);
    const narrowed = await call('PUT', `${EMPLOYEES}/${clerk.id}`, owner.token, { roles: ['finance'] });
    expect(narrowed.body.roles).toEqual(['finance']);
    expect((await call('GET', '/api/payment/protected/jur/balance', back.body.access_token)).status).toBe(401);
    const refreshed = await call('POST', '/api/identity/public/refresh', undefined, {
      refreshToken: back.body.refresh_token,
      userType: 'company',
    });
    expect(refreshed.body.errorCode).toBe('IDENTITY_SESSION_ENDED');
  });

  it('the owner cannot be changed or removed', async () => {
    const owner = await user('company');
    const admin = await employee(owner.token, ['administrator']);
    const ownerId = (await call('GET', EMPLOYEES, admin.token)).body.content[0].id as string;
    for (const [method, payload] of [
      ['PUT', { status: 'suspended' }],
      ['PUT', { roles: ['orders'] }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call(method, `${EMPLOYEES}/${ownerId}`, admin.token, payload, 'EN');
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        errorCode: 'COMPANY_OWNER_FIXED',
        message: COMPANY_ERRORS.COMPANY_OWNER_FIXED.message.en,
      });
    }
    expect((await call('GET', '/api/order/protected/jur', owner.token)).status).toBe(200);
    // An administrator manages employees as the owner does, and may give the signer role (the certificate is
    // checked when signing, issue 17).
    const invited = await invite(admin.token, ['signer']);
    expect(invited.body).toMatchObject({ status: 'invited', roles: ['signer'] });
    expect((await call('PUT', `${EMPLOYEES}/not-an-id`, admin.token, { status: 'suspended' })).status).toBe(404);
  });

  it('an employee of one company never sees or changes another’s', async () => {
    const ownerA = await user('company');
    const ownerB = await other.user('company');
    const clerkA = await employee(ownerA.token, ['orders', 'administrator']);
    const clerkB = await employee(ownerB.token, ['orders']);
    const orderB = await companyOrder(clerkB.token);
    expect(orderB.status).toBe(200);

    expect((await call('GET', '/api/order/protected/jur', clerkA.token)).body.totalElements).toBe(0);
    expect((await call('GET', `/api/order/protected/jur/${orderB.body.id}`, clerkA.token)).status).toBe(404);
    expect((await call('PUT', `/api/order/protected/jur/cancel/${orderB.body.id}`, clerkA.token)).status).toBe(404);
    expect((await call('PUT', `${EMPLOYEES}/${clerkB.id}`, clerkA.token, { status: 'suspended' })).status).toBe(404);
    expect((await call('DELETE', `${EMPLOYEES}/${clerkB.id}`, clerkA.token)).status).toBe(404);
    const listA = await call('GET', EMPLOYEES, clerkA.token);
    expect(listA.body.content.map((e: { id: string }) => e.id)).not.toContain(clerkB.id);
    expect((await call('GET', `/api/order/protected/jur/${orderB.body.id}`, clerkB.token)).status).toBe(200);
    // Another user's profile is not theirs to read.
    expect((await call('GET', `/api/identity/protected/company/get-user-data/${clerkB.phone}`, clerkA.token)).status).toBe(403);
  });

  it('a non-administrator cannot list, invite, change or remove employees (403)', async () => {
    const owner = await user('company');
    const clerk = await employee(owner.token, ['orders', 'finance', 'signer']);
    const peer = await employee(owner.token, ['orders']);
    for (const [method, url, payload] of [
      ['GET', EMPLOYEES, undefined],
      ['POST', EMPLOYEES, { phone: newPhone(), firstName: 'Е', lastName: 'А', roles: ['administrator'] }],
      ['PUT', `${EMPLOYEES}/${peer.id}`, { roles: ['administrator'] }],
      ['DELETE', `${EMPLOYEES}/${peer.id}`, undefined],
    ] as const) {
      const refused = await call(method, url, clerk.token, payload, 'KZ');
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        errorCode: 'COMPANY_ROLE_REQUIRED',
        message: COMPANY_ERRORS.COMPANY_ROLE_REQUIRED.message.kk,
      });
    }
    expect((await call('GET', EMPLOYEES, owner.token)).body.totalElements).toBe(3);
  });

  it('an employee’s password is their own: changing it leaves the owner’s and signs their other sessions out', async () => {
    const owner = await user('company');
    const clerk = await employee(owner.token, ['orders']);
    const other = await signIn(clerk.phone);
    const changed = await call('POST', '/api/identity/protected/company/change-password', clerk.token, {
      userName: clerk.phone,
      oldPassword: PASSWORD,
      newPassword: 'Changed123',
    });
    expect(changed.status).toBe(200);
    expect((await signIn(clerk.phone, 'Changed123')).status).toBe(200);
    expect((await signIn(owner.phone, 'Qwerty12')).status).toBe(200);
    expect((await call('GET', '/api/order/protected/jur', other.body.access_token)).status).toBe(401);
    expect((await call('GET', '/api/order/protected/jur', clerk.token)).status).toBe(200);
  });

  it('a blocked organisation blocks its employees’ writes too', async () => {
    const owner = await user('company');
    const clerk = await employee(owner.token, ['orders']);
    const ownerId = (await call('GET', EMPLOYEES, owner.token)).body.content[0].id as string;
    await t.app.identity.block(ownerId, 'Задолженность');
    const refused = await companyOrder(clerk.token);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('ACCOUNT_BLOCKED');
    const data = await call('GET', `/api/identity/protected/company/get-user-data/${clerk.phone}`, clerk.token);
    expect(data.body.blocked).toMatchObject({ reason: 'Задолженность' });
  });
});

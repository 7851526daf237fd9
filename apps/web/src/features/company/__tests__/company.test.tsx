import type { Employee } from '@jetkiz/contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CabinetPageGate } from '../../../components/layouts/cabinet-nav.tsx';
import { loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { type Session, sessionStore } from '../../../lib/session.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { AcceptInvitationForm } from '../components/accept-invitation-form.tsx';
import { EmployeesPanel } from '../components/employees-panel.tsx';
import { MyRoles } from '../components/my-roles.tsx';
import { type AccessState, mayUse } from '../lib/access.ts';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const texts = async (lang: 'ru' | 'kk' | 'en' = 'ru') => {
  await loadLanguage(lang);
  await loadTexts('account');
};

const companySession: Session = {
  token: 't',
  refreshToken: 'r',
  expiresIn: 3600,
  createdAt: Date.now(),
  phone: '77029100001',
  role: 'company',
  partner: false,
};

const employee = (over: Partial<Employee>): Employee => ({
  id: 'e1',
  phone: '77029100002',
  firstName: 'Айгерим',
  lastName: 'Сапарова',
  roles: ['finance'],
  status: 'active',
  owner: false,
  createdAt: '2026-11-20T05:00:00.000Z',
  ...over,
});
const owner = employee({ id: 'o', phone: '77029100001', firstName: 'Ерлан', lastName: 'Owner', roles: [], owner: true });

type Call = { url: URL; method: string; body: unknown };
/** The employees API: the list, and what each write answers. */
const employeesApi = (list: Employee[], answers: Record<string, { status?: number; body: unknown }> = {}) => {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET') return { body: { content: list, totalElements: list.length } };
    return answers[method] ?? { body: { message: 'Готово' } };
  });
  return calls;
};

describe('the access rule of the cabinet', () => {
  const person: AccessState = { kind: 'person' };
  const finance: AccessState = { kind: 'company', access: { owner: false, roles: ['finance'] } };
  const admin: AccessState = { kind: 'company', access: { owner: false, roles: ['administrator'] } };
  const ownerAccess: AccessState = { kind: 'company', access: { owner: true, roles: [] } };
  const loading: AccessState = { kind: 'loading' };
  it.each([
    ['a person', 'orders', false, true, person],
    ['a person', 'finance', false, true, person],
    ['a person', 'administrator', true, false, person],
    ['a person', 'orders', true, false, person],
    ['a finance employee', 'finance', false, true, finance],
    ['a finance employee', 'orders', false, false, finance],
    ['a finance employee', 'administrator', true, false, finance],
    ['an administrator', 'orders', true, true, admin],
    ['an administrator', 'administrator', true, true, admin],
    ['the owner', 'signer', false, true, ownerAccess],
    ['a user still loading', 'finance', false, false, loading],
    ['a user still loading', undefined, false, true, loading],
  ] as const)('%s needs %s (a company section: %s) → %s', (_who, role, companyOnly, expected, state) => {
    expect(mayUse(state, role, companyOnly)).toBe(expected);
  });
});

describe('the page guard', () => {
  const financeUser = () =>
    mockFetch((url) =>
      url.pathname.includes('/get-user-data/')
        ? { body: { companyAccess: { owner: false, roles: ['finance'], organizationName: 'ТОО Тест' } } }
        : { status: 403, body: { message: 'Нет прав' } },
    );

  it.each([
    ['/cabinet/orders/new', true],
    ['/cabinet/orders', true],
    ['/cabinet/addresses', true],
    ['/cabinet/priority', true],
    ['/cabinet/employees', true],
    ['/cabinet/wallet', false],
    ['/cabinet', false],
  ])('shows a finance employee at %s the «no rights» page: %s', async (path, refused) => {
    await texts();
    financeUser();
    sessionStore.set(companySession);
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    await renderWithApp(
      <CabinetPageGate>
        <p>the page</p>
      </CabinetPageGate>,
      { path },
    );
    if (refused) {
      expect(await screen.findByRole('heading', { name: 'Нет прав доступа' })).toBeInTheDocument();
      expect(screen.queryByText('the page')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Перейти в кабинет' })).toHaveAttribute('href', '/cabinet');
    } else {
      expect(await screen.findByText('the page')).toBeInTheDocument();
    }
    expect(show).not.toHaveBeenCalled();
  });

  it('names the missing role in Kazakh and English', async () => {
    for (const [lang, text] of [
      ['kk', /«Тапсырыстар» рөлі бар/],
      ['en', /the “Orders” role/],
    ] as const) {
      await texts(lang);
      financeUser();
      sessionStore.set(companySession);
      const view = await renderWithApp(
        <CabinetPageGate>
          <p>the page</p>
        </CabinetPageGate>,
        { path: '/cabinet/orders', lang },
      );
      expect(await screen.findByText(text)).toBeInTheDocument();
      view.unmount();
    }
  });
});

describe('the employees page', () => {
  it('lists the owner and the employees with their roles and status in the interface language', async () => {
    await texts();
    sessionStore.set(companySession);
    employeesApi([
      owner,
      employee({}),
      employee({ id: 'e2', phone: '77029100003', roles: ['orders', 'signer'], status: 'invited' }),
    ]);
    await renderWithApp(<EmployeesPanel />);
    const table = await screen.findByRole('table', { name: 'Сотрудники' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1] as HTMLElement).getByText('Владелец')).toBeInTheDocument();
    // Nobody changes the owner (nor their own access).
    expect(within(rows[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Финансы')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Активен')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Заказы')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Подписант')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Приглашён')).toBeInTheDocument();
    expect(screen.queryByText('Сотрудников пока нет')).not.toBeInTheDocument();
  });

  it('says what to do when the owner is alone', async () => {
    await texts();
    sessionStore.set(companySession);
    employeesApi([owner]);
    await renderWithApp(<EmployeesPanel />);
    expect(await screen.findByText('Сотрудников пока нет')).toBeInTheDocument();
    expect(screen.getByText(/Пригласите сотрудника по номеру телефона/)).toBeInTheDocument();
  });

  it('invites: checks the fields first, then sends the normalised phone, the names and the roles', async () => {
    await texts();
    sessionStore.set(companySession);
    vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const calls = employeesApi([owner], { POST: { body: employee({ status: 'invited' }) } });
    await renderWithApp(<EmployeesPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Пригласить сотрудника' }));
    const dialog = await screen.findByRole('dialog', { name: 'Приглашение сотрудника' });
    await user.click(within(dialog).getByRole('button', { name: 'Отправить приглашение' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // Each role has its one-line explanation.
    expect(within(dialog).getByText('Кошелёк, счета, акты и история платежей')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Мобильный телефон сотрудника/), '7029100002');
    await user.type(within(dialog).getByLabelText(/Фамилия/), 'Сапарова');
    await user.type(within(dialog).getByLabelText(/Имя/), 'Айгерим');
    await user.click(within(dialog).getByRole('checkbox', { name: /Финансы/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Отправить приглашение' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    const post = calls.find((c) => c.method === 'POST') as Call;
    expect(post.url.pathname).toBe('/api/identity/protected/company/employees');
    expect(post.body).toEqual({ phone: '77029100002', lastName: 'Сапарова', firstName: 'Айгерим', roles: ['finance'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['ru', 'Пригласить сотрудника', 'Отправить приглашение', 'Выберите хотя бы одну роль'],
    ['kk', 'Қызметкерді шақыру', 'Шақыру жіберу', 'Кемінде бір рөлді таңдаңыз'],
    ['en', 'Invite employee', 'Send invitation', 'Choose at least one role'],
  ] as const)('in %s says an invitation without a role needs one, as the roles dialog does', async (lang, open, send, say) => {
    await texts(lang);
    sessionStore.set(companySession);
    vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    employeesApi([owner]);
    await renderWithApp(<EmployeesPanel />, { lang });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: open }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: send }));
    expect(await within(dialog).findByText(say)).toBeInTheDocument();
  });

  it('shows the server refusal of a registered phone under the phone', async () => {
    await texts();
    sessionStore.set(companySession);
    vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const taken = 'Этот номер уже зарегистрирован в Jetkiz. Пригласите сотрудника по другому номеру';
    employeesApi([owner], { POST: { status: 409, body: { errorCode: 'COMPANY_EMPLOYEE_PHONE_TAKEN', message: taken } } });
    await renderWithApp(<EmployeesPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Пригласить сотрудника' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Мобильный телефон сотрудника/), '7029100002');
    await user.type(within(dialog).getByLabelText(/Фамилия/), 'Сапарова');
    await user.type(within(dialog).getByLabelText(/Имя/), 'Айгерим');
    await user.click(within(dialog).getByRole('checkbox', { name: /Заказы/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Отправить приглашение' }));
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
  });

  it('suspends, changes roles and removes only after a confirmation', async () => {
    await texts();
    sessionStore.set(companySession);
    vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const calls = employeesApi([owner, employee({})], {
      PUT: { body: employee({}) },
      DELETE: { body: { message: 'Сотрудник удалён. Сделанное им остаётся в истории' } },
    });
    await renderWithApp(<EmployeesPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Приостановить: Сапарова Айгерим' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'suspended' }));
    expect(calls.find((c) => c.method === 'PUT')?.url.pathname).toBe('/api/identity/protected/company/employees/e1');

    await user.click(screen.getByRole('button', { name: 'Роли: Сапарова Айгерим' }));
    const roles = await screen.findByRole('dialog', { name: 'Роли сотрудника' });
    await user.click(within(roles).getByRole('checkbox', { name: /Заказы/ }));
    await user.click(within(roles).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toEqual({ roles: ['orders', 'finance'] }));

    await user.click(screen.getByRole('button', { name: 'Удалить: Сапарова Айгерим' }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить сотрудника?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});

describe('accepting an invitation', () => {
  it('takes the phone from the link, checks the code and the password, and signs the employee in', async () => {
    await texts();
    vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const calls: Call[] = [];
    mockFetch((url, init) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      return { body: { access_token: 'a', refresh_token: 'r', expires_in: 900, token_type: 'Bearer', role: 'user' } };
    });
    await renderWithApp(<AcceptInvitationForm phone="77029100002" />);
    expect(screen.getByLabelText(/Мобильный телефон/)).toHaveValue('+7 (702) 910 00 02');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    expect(await screen.findByText('Введите 4 цифры кода из SMS')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText(/Код из SMS/), '12a34');
    await user.type(screen.getByLabelText(/^Пароль/), 'Steppe-2026!');
    await user.type(screen.getByLabelText(/Повторите пароль/), 'Steppe-2026!');
    await user.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url.pathname).toBe('/api/identity/public/company/invitation/accept');
    expect(calls[0]?.body).toEqual({
      phone: '77029100002',
      code: '1234',
      password: 'Steppe-2026!',
      confirmPassword: 'Steppe-2026!',
    });
    await waitFor(() => expect(sessionStore.get()).toMatchObject({ token: 'a', phone: '77029100002', role: 'company' }));
  });

  it('shows a wrong code under the form', async () => {
    await texts('kk');
    vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    mockFetch(() => ({ status: 400, body: { errorCode: 'OTP_INVALID', message: 'Код қате' } }));
    await renderWithApp(<AcceptInvitationForm phone="77029100002" />, { lang: 'kk' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/SMS\u2011тегі код/), '1234');
    await user.type(screen.getByLabelText(/^Құпиясөз\s*\*?$/), 'Steppe-2026!');
    await user.type(screen.getByLabelText(/Құпиясөзді қайталаңыз/), 'Steppe-2026!');
    await user.click(screen.getByRole('button', { name: 'Шақыруды қабылдау' }));
    expect(await screen.findByText('Код қате')).toBeInTheDocument();
    expect(sessionStore.get().token).toBe('');
  });
});

describe('an employee’s own roles on the dashboard', () => {
  it('names the organisation and the roles; the owner gets no such card', async () => {
    await texts();
    sessionStore.set(companySession);
    mockFetch(() => ({
      body: { companyAccess: { owner: false, roles: ['finance', 'signer'], organizationName: 'ТОО «Дала»' } },
    }));
    const view = await renderWithApp(<MyRoles />);
    expect(await screen.findByText('Вы работаете в аккаунте организации ТОО «Дала»')).toBeInTheDocument();
    expect(screen.getByText('Финансы')).toBeInTheDocument();
    expect(screen.getByText('Подписант')).toBeInTheDocument();
    view.unmount();
    vi.unstubAllGlobals();
    const fetch = mockFetch(() => ({ body: { companyAccess: { owner: true, roles: [], organizationName: 'ТОО «Дала»' } } }));
    await renderWithApp(<MyRoles />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/аккаунте организации/)).not.toBeInTheDocument();
  });
});

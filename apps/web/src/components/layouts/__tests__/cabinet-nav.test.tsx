import type { CompanyRole } from '@jetkiz/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IinForm } from '../../../features/identity/components/iin-form.tsx';
import { loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { type Session, sessionStore } from '../../../lib/session.ts';
import { mockFetch, renderWithApp, testSession } from '../../../testing/test-utils.tsx';
import { CabinetLayout } from '../cabinet-layout.tsx';
import { CabinetNav } from '../cabinet-nav.tsx';
import { activeSection } from '../cabinet-sections.ts';

const session = (role: Session['role']) => testSession(role);

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

/** get-user-data of a company user with these roles (owner: every role). */
const companyUser = (access: { owner: boolean; roles: CompanyRole[] } | null) =>
  mockFetch((url) =>
    url.pathname.includes('/get-user-data/')
      ? {
          body: {
            phone: '77029000001',
            userType: 'company',
            companyAccess: access && { ...access, organizationName: 'ТОО Тест' },
          },
        }
      : { status: 404, body: { message: 'not here' } },
  );

const sections = () =>
  within(screen.getByRole('navigation', { name: 'Разделы кабинета' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the cabinet menu', () => {
  it('shows a person their sections', async () => {
    sessionStore.set(session('person'));
    await loadLanguage('ru');
    await loadTexts('account');
    await renderWithApp(<CabinetNav />, { path: '/cabinet/wallet' });
    expect(sections()).toEqual(['Мои заказы', 'Новый заказ', 'Кошелёк', 'Счета', 'Квитанции', 'Профиль']);
    const nav = screen.getByRole('navigation', { name: 'Разделы кабинета' });
    expect(within(nav).getByRole('link', { name: 'Кошелёк' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks «New order» alone on the order form, though its address starts with «My orders»', async () => {
    sessionStore.set(session('person'));
    await loadLanguage('ru');
    await loadTexts('account');
    await renderWithApp(<CabinetNav />, { path: '/cabinet/orders/new' });
    const nav = screen.getByRole('navigation', { name: 'Разделы кабинета' });
    expect(within(nav).getByRole('link', { name: 'Новый заказ' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Мои заказы' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    [
      'the owner',
      { owner: true, roles: [] },
      [
        'Мои заказы',
        'Новый заказ',
        'Кошелёк',
        'Счета',
        'Квитанции',
        'Адресная книга',
        'Приоритетные заказы',
        'Сотрудники',
        'Акты',
        'Профиль',
      ],
    ],
    [
      'an administrator',
      { owner: false, roles: ['administrator'] },
      [
        'Мои заказы',
        'Новый заказ',
        'Кошелёк',
        'Счета',
        'Квитанции',
        'Адресная книга',
        'Приоритетные заказы',
        'Сотрудники',
        'Акты',
        'Профиль',
      ],
    ],
    ['a finance employee', { owner: false, roles: ['finance'] }, ['Кошелёк', 'Счета', 'Квитанции', 'Акты', 'Профиль']],
    [
      'an orders employee',
      { owner: false, roles: ['orders'] },
      ['Мои заказы', 'Новый заказ', 'Адресная книга', 'Приоритетные заказы', 'Профиль'],
    ],
    ['a signer', { owner: false, roles: ['signer'] }, ['Акты', 'Профиль']],
    [
      'a company account without an organisation',
      null,
      [
        'Мои заказы',
        'Новый заказ',
        'Кошелёк',
        'Счета',
        'Квитанции',
        'Адресная книга',
        'Приоритетные заказы',
        'Сотрудники',
        'Акты',
        'Профиль',
      ],
    ],
  ] as const)('shows %s the sections their roles open', async (_who, access, names) => {
    companyUser(access && { owner: access.owner, roles: [...access.roles] });
    sessionStore.set(session('company'));
    await loadLanguage('ru');
    await loadTexts('account');
    await renderWithApp(<CabinetNav />, { path: '/cabinet' });
    await waitFor(() => expect(sections()).toEqual(names));
  });

  it.each([
    ['/cabinet/orders/abc', '/cabinet/orders'],
    ['/cabinet/orders/new', '/calculator'],
    ['/cabinet/priority/orders/abc', '/cabinet/priority/orders'],
    ['/cabinet/password', '/cabinet'],
    ['/cabinet/addresses', '/cabinet/addresses'],
    ['/cabinet/priority', '/cabinet/priority/orders'],
    ['/cabinet/employees', '/cabinet/employees'],
    ['/cabinet/receipts', '/cabinet/receipts'],
    ['/cabinet/invoices', '/cabinet/invoices'],
    ['/calculator', undefined],
  ])('puts %s under %s', (path, section) => {
    expect(activeSection(path)).toBe(section);
  });
});

describe('the cabinet page gate', () => {
  // A person who types a company section's address (the menu does not show it) got the page with the API's 403s.
  // The frame itself (CabinetLayout), as the router renders it, not the gate alone: the frame chose to gate only
  // company users, so a gate that closed the section was never asked for a person.
  const cabinet = (path: string) =>
    renderWithApp(
      <Routes>
        <Route element={<CabinetLayout />}>
          <Route path="/cabinet/*" element={<p>the page</p>} />
        </Route>
      </Routes>,
      { path, lang: 'ru' },
    );

  it.each([
    ['/cabinet/addresses', 'kk', 'Компанияларға арналған бөлім', 'Бұл бөлім тек компания кабинетінде бар.'],
    ['/cabinet/acts/-1', 'ru', 'Раздел для компаний', 'Этот раздел есть только в кабинете компании.'],
    ['/cabinet/priority/orders', 'en', 'For companies only', 'This section is only in a company account.'],
  ] as const)('closes %s to a person, in %s, without asking the API', async (path, lang, title, text) => {
    sessionStore.set(session('person'));
    await loadLanguage(lang);
    await loadTexts('account');
    const fetch = mockFetch(() => ({ status: 403, body: { errorCode: 'FORBIDDEN', message: 'no' } }));
    await renderWithApp(
      <Routes>
        <Route element={<CabinetLayout />}>
          <Route path="/cabinet/*" element={<p>the company page</p>} />
        </Route>
      </Routes>,
      { path, lang },
    );
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText('the company page')).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => !String(url).includes('/get-user-data/'))).toEqual([]);
  });

  it('opens a person their own sections', async () => {
    sessionStore.set(session('person'));
    await loadLanguage('ru');
    await loadTexts('account');
    mockFetch(() => ({ status: 404, body: {} }));
    for (const path of ['/cabinet/wallet', '/cabinet/orders/new', '/cabinet']) {
      const { unmount } = await cabinet(path);
      expect(await screen.findByText('the page')).toBeInTheDocument();
      unmount();
    }
  });

  it('still gives the gate a company user’s every page', async () => {
    sessionStore.set(session('company'));
    await loadLanguage('ru');
    await loadTexts('account');
    companyUser({ owner: false, roles: ['orders'] });
    const { unmount } = await cabinet('/cabinet/wallet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Нет прав доступа' })).toBeInTheDocument();
    unmount();
    await cabinet('/cabinet/addresses');
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('names both roles that open the acts to an employee with neither (it named «Финансы» alone)', async () => {
    sessionStore.set(session('company'));
    await loadLanguage('ru');
    await loadTexts('account');
    companyUser({ owner: false, roles: ['orders'] });
    await cabinet('/cabinet/acts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Нет прав доступа' })).toBeInTheDocument();
    expect(screen.getByText(/сотрудникам с ролью «Финансы» или «Подписант»/)).toBeInTheDocument();
  });
});

describe('IIN entry', () => {
  it('asks a private person for the IIN', async () => {
    await loadLanguage('ru');
    await loadTexts('account');
    await renderWithApp(<IinForm session={session('person')} />);
    expect(screen.getByRole('heading', { name: 'Укажите ИИН' })).toBeInTheDocument();
  });

  it('never asks a company for an IIN', async () => {
    await loadLanguage('kk');
    await loadTexts('account');
    await renderWithApp(<IinForm session={session('company')} />, { lang: 'kk' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/ЖСН/)).not.toBeInTheDocument();
  });
});

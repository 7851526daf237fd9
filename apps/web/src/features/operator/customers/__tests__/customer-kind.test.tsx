import type { CustomerDetail, CustomerListItem } from '@jetkiz/contract';
import type { Lang } from '@jetkiz/domain';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../../testing/test-utils.tsx';
import { staffSessionStore } from '../../api/staff-session.ts';
import { signInStaffForTest } from '../../testing/staff.ts';
import { installOperatorTexts } from '../../texts.ts';
import { CustomerPage } from '../customer-page.tsx';
import { CustomersPage } from '../customers-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  staffSessionStore.set(null);
});

const ENTREPRENEUR = '5b0e6f1c-4c1e-4d7e-9d7e-2f4a8b3c1d90';
const item = (over: Partial<CustomerListItem>): CustomerListItem => ({
  id: ENTREPRENEUR,
  userType: 'company',
  kind: 'entrepreneur',
  name: 'ИП Омарова Айгерім',
  phone: '77015550002',
  iinOrBin: '880425406781',
  numberLabel: 'iin',
  status: 'active',
  blocked: null,
  createdAt: '2026-12-01T05:00:00.000Z',
  ...over,
});
const detail = (over: Partial<CustomerListItem>): CustomerDetail => ({
  ...item(over),
  email: 'omarova@example.kz',
  lang: 'kk',
  companyName: 'ИП Омарова Айгерім',
  firstName: 'Айгерім',
  lastName: 'Омарова',
  verified: true,
  walletBalance: 0,
  orders: [],
  ordersTotal: 0,
  acts: [],
  signIns: [],
});

const signedIn = async (lang: Lang) => {
  signInStaffForTest('viewer', 'Оператор Тестова');
  await loadLanguage(lang);
  installOperatorTexts();
};

describe('the console names an individual entrepreneur as one, by the IIN', () => {
  it.each([
    ['ru', 'Индивидуальный предприниматель', 'Компания', 'Физическое лицо'],
    ['kk', 'Жеке кәсіпкер', 'Компания', 'Жеке тұлға'],
    ['en', 'Individual entrepreneur', 'Company', 'Individual'],
  ] as const)('in the list (%s)', async (lang, entrepreneur, company, person) => {
    mockFetch(() => ({
      body: {
        content: [
          item({}),
          item({ id: 'c2', kind: 'legalEntity', name: 'ТОО «Тест»', iinOrBin: '940140000385', numberLabel: 'bin' }),
          item({ id: 'c3', userType: 'person', kind: 'person', name: 'Сәрсенова Айгерім' }),
        ],
        totalElements: 3,
        page: 0,
        itemsPerPage: 25,
      },
    }));
    await signedIn(lang);
    await renderWithApp(<CustomersPage />, { lang });
    expect(await screen.findAllByText(entrepreneur)).not.toHaveLength(0);
    expect(screen.getAllByText(company)).not.toHaveLength(0);
    expect(screen.getAllByText(person)).not.toHaveLength(0);
  });

  it.each([
    ['ru', 'Индивидуальный предприниматель', 'ИИН', 'БИН'],
    ['kk', 'Жеке кәсіпкер', 'ЖСН', 'БСН'],
    ['en', 'Individual entrepreneur', 'IIN', 'BIN'],
  ] as const)('on the customer’s page (%s)', async (lang, entrepreneur, iin, bin) => {
    mockFetch((url) => ({ body: url.pathname.endsWith(ENTREPRENEUR) ? detail({}) : { content: [], totalElements: 0 } }));
    await signedIn(lang);
    await renderWithApp(
      <Routes>
        <Route path="/operator/customers/:id" element={<CustomerPage />} />
      </Routes>,
      { lang, path: `/operator/customers/${ENTREPRENEUR}` },
    );
    expect(await screen.findByText(entrepreneur)).toBeInTheDocument();
    expect(screen.getByText(iin)).toBeInTheDocument();
    expect(screen.queryByText(bin)).not.toBeInTheDocument();
    expect(screen.getByText('880425406781')).toBeInTheDocument();
  });
});

describe('the customer’s SMS language is a field’s value, named in the page’s language', () => {
  it.each([
    ['ru', 'kk', 'Язык SMS', 'Казахский'],
    ['kk', 'ru', 'SMS тілі', 'Орыс тілі'],
    ['kk', 'en', 'SMS тілі', 'Ағылшын тілі'],
    ['en', 'kk', 'SMS language', 'Kazakh'],
  ] as const)('a %s page names the customer’s «%s» as «%s: %s»', async (lang, customerLang, label, name) => {
    mockFetch((url) => ({
      body: url.pathname.endsWith(ENTREPRENEUR) ? { ...detail({}), lang: customerLang } : { content: [], totalElements: 0 },
    }));
    await signedIn(lang);
    await renderWithApp(
      <Routes>
        <Route path="/operator/customers/:id" element={<CustomerPage />} />
      </Routes>,
      { lang, path: `/operator/customers/${ENTREPRENEUR}` },
    );
    const field = (await screen.findByText(label)).parentElement as HTMLElement;
    expect(field).toHaveTextContent(name);
    expect(field).not.toHaveTextContent(/Қазақша|Русский|English/);
  });
});

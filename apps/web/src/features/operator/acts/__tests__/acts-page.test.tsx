import type { OperatorAct } from '@jetkiz/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../../testing/test-utils.tsx';
import { staffSessionStore } from '../../api/staff-session.ts';
import { CustomerPage } from '../../customers/customer-page.tsx';
import { signInStaffForTest } from '../../testing/staff.ts';
import { installOperatorTexts } from '../../texts.ts';
import { ActsPage } from '../acts-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  staffSessionStore.set(null);
});

const COMPANY = '3b9d6c1e-2a4f-4e8b-9c7d-1f2e3a4b5c6d';
const act: OperatorAct = {
  id: 'a1',
  number: 'АВР-2026-000001',
  avrStatusCode: 'viewed',
  status: 'Просмотрен',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  date: '2026-12-07',
  issuedAt: '2026-12-07T03:53:00.000Z',
  amount: 5_000,
  vat: 689.66,
  vatRate: 16,
  orderCount: 1,
  signed: false,
  paid: false,
  refuseBy: '2026-12-10',
  signBy: '2026-12-14',
  deemedAcceptedAfter: '2026-12-14',
  payBy: null,
  replaces: null,
  replacedBy: null,
  companyId: COMPANY,
  companyName: 'ТОО «Дала Логистик»',
  bin: '150340012340',
  refusedReason: null,
};

describe('the console’s acts: a company’s actions', () => {
  it('open from the company in the list, without typing an ID the screen does not show', async () => {
    signInStaffForTest('accountant', 'Бухгалтер Тестова');
    const fetch = mockFetch((url) => {
      if (url.pathname === '/api/operator/acts') return { body: { content: [act], totalElements: 1, page: 0, itemsPerPage: 20 } };
      return { body: {} };
    });
    await loadLanguage('ru');
    installOperatorTexts();
    await renderWithApp(<ActsPage />);
    const user = userEvent.setup();
    expect(screen.queryByRole('heading', { name: 'Выставить акт за месяц' })).toBeNull();
    await user.click((await screen.findAllByRole('button', { name: 'ТОО «Дала Логистик» · 150340012340' }))[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Выставить акт за месяц' })).toBeInTheDocument();
    expect(screen.getByLabelText('ID компании')).toHaveValue(COMPANY);
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([input]) => new URL(String(input), 'http://localhost').searchParams.get('companyId') === COMPANY),
      ).toBe(true),
    );
  });
});

describe('the console’s acts: a company with no act yet', () => {
  it.each([
    ['ru', 'Все акты компании →', 'Выставить акт за месяц'],
    ['kk', 'Компанияның барлық актілері →', null],
    ['en', 'All the company’s acts →', null],
  ] as const)(
    'its customer page (%s) leads to the acts page with the company chosen, ready to issue',
    async (lang, link, heading) => {
      signInStaffForTest('accountant', 'Бухгалтер Тестова');
      const fetch = mockFetch((url) => {
        if (url.pathname === '/api/operator/acts') return { body: { content: [], totalElements: 0, page: 0, itemsPerPage: 20 } };
        if (url.pathname === `/api/operator/customers/${COMPANY}`)
          return {
            body: {
              id: COMPANY,
              userType: 'company',
              kind: 'legalEntity',
              name: 'ТОО «Дала Логистик»',
              phone: '77015550002',
              iinOrBin: '150340012340',
              numberLabel: 'bin',
              status: 'active',
              blocked: null,
              createdAt: '2026-12-01T05:00:00.000Z',
              email: 'dala@example.kz',
              lang: 'ru',
              companyName: 'ТОО «Дала Логистик»',
              firstName: 'Айгерім',
              lastName: 'Омарова',
              verified: true,
              walletBalance: 0,
              orders: [],
              ordersTotal: 0,
              acts: [],
              signIns: [],
            },
          };
        return { body: {} };
      });
      await loadLanguage(lang);
      installOperatorTexts();
      await renderWithApp(
        <Routes>
          <Route path="/operator/customers/:id" element={<CustomerPage />} />
          <Route path="/operator/acts" element={<ActsPage />} />
        </Routes>,
        { lang, path: `/operator/customers/${COMPANY}` },
      );
      const user = userEvent.setup();
      await user.click(await screen.findByRole('link', { name: link }));
      if (heading) expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      await waitFor(() =>
        expect(
          fetch.mock.calls.some(
            ([input]) => new URL(String(input), 'http://localhost').searchParams.get('companyId') === COMPANY,
          ),
        ).toBe(true),
      );
    },
  );
});

const renderActs = async (lang: 'ru' | 'kk' | 'en', path = '/operator/acts') => {
  signInStaffForTest('accountant', 'Бухгалтер Тестова');
  mockFetch((url) => {
    if (url.pathname === '/api/operator/acts') return { body: { content: [], totalElements: 0, page: 0, itemsPerPage: 20 } };
    return { body: {} };
  });
  await loadLanguage(lang);
  installOperatorTexts();
  await renderWithApp(
    <Routes>
      <Route path="/operator/acts" element={<ActsPage />} />
    </Routes>,
    { lang, path },
  );
};

describe('the console’s acts: the month', () => {
  it.each([
    ['ru', 'Месяц (ГГГГ-ММ)', 'ГГГГ-ММ'],
    ['kk', 'Ай (ЖЖЖЖ-АА)', 'ЖЖЖЖ-АА'],
    ['en', 'Month (YYYY-MM)', 'YYYY-MM'],
  ] as const)('(%s) is asked for in the reader’s letters, the filter’s and the issuing’s alike', async (lang, label, pattern) => {
    await renderActs(lang, `/operator/acts?companyId=${COMPANY}`);
    // The issuing's field comes with the company's terms, after the filter's.
    await waitFor(() => expect(screen.getAllByLabelText(label)).toHaveLength(2));
    const fields = screen.getAllByLabelText(label);
    for (const field of fields) expect(field).toHaveAttribute('placeholder', pattern);
  });
});

describe('the console’s acts: no company chosen', () => {
  it.each([
    ['ru', /откройте её страницу в разделе «Клиенты» и нажмите «Все акты компании →»/],
    ['kk', /«Клиенттер» бөлімінде оның бетін ашып, «Компанияның барлық актілері →» сілтемесін басыңыз/],
    ['en', /open its page under “Customers” and follow “All the company’s acts →”/],
  ] as const)('(%s) tells the accountant the way through the company’s page, not an ID to type', async (lang, way) => {
    await renderActs(lang);
    const hint = await screen.findByText(way);
    expect(hint.textContent).not.toMatch(/ID|идентификатор/);
  });
});

describe('the console’s acts: the chosen company', () => {
  const renderChosen = async (lang: 'ru' | 'kk' | 'en', terms: { postPaid: boolean; creditLimit: number }) => {
    signInStaffForTest('accountant', 'Бухгалтер Тестова');
    const fetch = mockFetch((url) => {
      if (url.pathname === '/api/operator/acts') return { body: { content: [], totalElements: 0, page: 0, itemsPerPage: 20 } };
      if (url.pathname === `/api/operator/acts/terms/${COMPANY}`)
        return { body: { companyId: COMPANY, companyName: 'ТОО «Дала Логистик»', ...terms } };
      return { body: {} };
    });
    await loadLanguage(lang);
    installOperatorTexts();
    await renderWithApp(
      <Routes>
        <Route path="/operator/acts" element={<ActsPage />} />
      </Routes>,
      { lang, path: `/operator/acts?companyId=${COMPANY}` },
    );
    return fetch;
  };

  // The page named the company nowhere but by its ID, and its terms form always started at «post-paid», empty: an
  // accountant could not tell whom they billed, and saving unseen replaced the company's real terms.
  it.each([
    ['ru', 'Сейчас: постоплата, кредитный лимит 250 000 ₸', 'Кредитный лимит, ₸'],
    ['kk', 'Қазір: кейін төлеу, несие лимиті 250 000 ₸', 'Несие лимиті, ₸'],
    ['en', 'Now: post-paid, credit limit 250,000 ₸', 'Credit limit, ₸'],
  ] as const)('(%s) is named, and its terms now fill the form', async (lang, now, limitLabel) => {
    await renderChosen(lang, { postPaid: true, creditLimit: 250_000 });
    expect(await screen.findByRole('heading', { name: 'ТОО «Дала Логистик»' })).toBeInTheDocument();
    expect(screen.getByTestId('company-terms-now').textContent?.replace(/\s/g, ' ')).toBe(now);
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByLabelText(limitLabel)).toHaveValue('250000');
  });

  it('a prepaid company is shown prepaid, not ticked post-paid', async () => {
    await renderChosen('ru', { postPaid: false, creditLimit: 0 });
    expect(await screen.findByTestId('company-terms-now')).toHaveTextContent('Сейчас: предоплата');
    expect(screen.getByRole('checkbox', { name: 'Постоплата' })).not.toBeChecked();
    expect(screen.getByLabelText('Кредитный лимит, ₸')).toBeDisabled();
  });
});

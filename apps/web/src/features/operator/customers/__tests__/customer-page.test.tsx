import type { CustomerDetail } from '@jetkiz/contract';
import type { Lang } from '@jetkiz/domain';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../../lib/i18n.ts';
import { mockFetch, pretendPhone, renderWithApp } from '../../../../testing/test-utils.tsx';
import { staffSessionStore } from '../../api/staff-session.ts';
import { signInStaffForTest } from '../../testing/staff.ts';
import { installOperatorTexts } from '../../texts.ts';
import { CustomerPage } from '../customer-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  staffSessionStore.set(null);
});

const ID = '5b0e6f1c-4c1e-4d7e-9d7e-2f4a8b3c1d90';
const order = (n: number, status: string, statusName: string) => ({
  id: `0000000${n}-4c1e-4d7e-9d7e-2f4a8b3c1d90`,
  orderNumber: `JZ-0000100${n}`,
  trackNumber: 'UZ826464025KZ',
  clientOrderNumber: null,
  status,
  statusName,
  paymentStatus: 'paid',
  createdAt: '2026-12-07T11:52:00.000Z',
  from: { kato: '750000000', name: 'Алматы' },
  to: { kato: '351010000', name: 'Қарағанды' },
  receiverName: 'Ким Виктор',
  receiverPhone: '77775550404',
  totalAmount: 5650,
  totalWithPromo: 5650,
  carrier: 'STEPPE',
  createdBy: null,
});
const customer: CustomerDetail = {
  id: ID,
  userType: 'company',
  kind: 'legalEntity',
  name: 'ТОО «Дала»',
  phone: '77015550002',
  iinOrBin: '940140000385',
  numberLabel: 'bin',
  status: 'active',
  blocked: null,
  createdAt: '2026-12-01T05:00:00.000Z',
  email: 'dala@example.kz',
  lang: 'kk',
  companyName: 'ТОО «Дала»',
  firstName: 'Айгерім',
  lastName: 'Омарова',
  verified: true,
  walletBalance: 0,
  orders: [order(8, 'formed', 'Рәсімделді'), order(6, 'delivered', 'Жеткізілді')],
  ordersTotal: 2,
  acts: [{ id: 'a1', number: 'АВР-2026-000123', period: '2026-11', status: 'signed', statusName: 'Signed', total: 12000 }],
  signIns: [],
};

const render = async (lang: Lang, body: CustomerDetail = customer) => {
  mockFetch(() => ({ body }));
  signInStaffForTest('viewer', 'Оператор Тестова');
  await loadLanguage(lang);
  installOperatorTexts();
  await renderWithApp(
    <Routes>
      <Route path="/operator/customers/:id" element={<CustomerPage />} />
    </Routes>,
    { lang, path: `/operator/customers/${ID}` },
  );
};

describe('the customer’s latest orders on the console’s customer page', () => {
  it('are a card an order on a phone, with its number, status and amount in view (no sideways table)', async () => {
    const restore = pretendPhone();
    try {
      await render('kk');
      const cards = await screen.findAllByTestId('list-card');
      expect(cards).toHaveLength(2);
      expect(screen.queryByRole('table')).toBeNull();
      const first = cards[0] as HTMLElement;
      expect(within(first).getByRole('link', { name: 'JZ-00001008' })).toHaveStyle({ whiteSpace: 'nowrap' });
      expect(within(first).getByText('Рәсімделді')).toBeInTheDocument();
      expect(within(first).getByText(/5\s650\s₸/)).toBeInTheDocument();
      expect(within(first).getByText('Бағыты:')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('are a table with named columns on a desktop', async () => {
    await render('en');
    const table = await screen.findByRole('table', { name: 'Latest orders' });
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /JZ-00001006/ })).toHaveTextContent('Жеткізілді');
  });
});

describe('the customer’s acts on the console’s customer page', () => {
  it.each([
    ['ru', 'АВР-2026-000123'],
    ['kk', 'АВР-2026-000123'],
    ['en', 'AVR-2026-000123'],
  ] as const)('name an act in %s as %s', async (lang, number) => {
    await render(lang);
    expect(await screen.findByText(new RegExp(`^${number} · `))).toBeInTheDocument();
  });
});

describe('a person’s page in the console', () => {
  const person: CustomerDetail = {
    ...customer,
    userType: 'person',
    kind: 'person',
    name: 'Омарова Айгерім',
    iinOrBin: '900101400123',
    numberLabel: 'iin',
    companyName: null,
    verified: false,
    acts: [],
  };

  it.each([
    ['ru', 'Акты выполненных работ', 'Актов нет', 'Последние входы'],
    ['kk', 'Орындалған жұмыстар актілері', 'Акт жоқ', 'Соңғы кірулер'],
    ['en', 'Acts of completed works', 'No acts', 'Latest sign-ins'],
  ] as const)('(%s) has no acts card: acts are issued to companies only', async (lang, acts, none, signIns) => {
    await render(lang, person);
    expect(await screen.findByRole('heading', { name: signIns })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: acts })).toBeNull();
    expect(screen.queryByText(none)).toBeNull();
  });

  it('a company’s page keeps its acts card', async () => {
    await render('ru');
    expect(await screen.findByRole('heading', { name: 'Акты выполненных работ' })).toBeInTheDocument();
  });
});

import type { OperatorAct } from '@jetkiz/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../../testing/test-utils.tsx';
import { staffSessionStore } from '../../api/staff-session.ts';
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

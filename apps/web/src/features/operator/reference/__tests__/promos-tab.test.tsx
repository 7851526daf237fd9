import type { ReferencePromo } from '@jetkiz/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../../lib/i18n.ts';
import { mockFetch, pretendPhone, renderWithApp } from '../../../../testing/test-utils.tsx';
import { staffSessionStore } from '../../api/staff-session.ts';
import { signInStaffForTest } from '../../testing/staff.ts';
import { installOperatorTexts } from '../../texts.ts';
import { PromosTab } from '../promos-tab.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  staffSessionStore.set(null);
});

const PROMO: ReferencePromo = {
  code: 'DALA2026',
  kind: 'percent',
  value: 15,
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  maxUses: 1000,
  used: 125,
  perCustomer: 1,
  disabled: false,
};

const render = async () => {
  mockFetch(() => ({ body: [PROMO] }));
  signInStaffForTest('operator', 'Оператор Тестова');
  await loadLanguage('kk');
  installOperatorTexts();
  await renderWithApp(<PromosTab />, { lang: 'kk' });
};

describe('the console’s promo codes', () => {
  it('are a card a code on a phone, its uses and «Өзгерту» in view (no sideways table)', async () => {
    const restore = pretendPhone();
    try {
      await render();
      const card = await screen.findByTestId('list-card');
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByText('DALA2026')).toBeInTheDocument();
      expect(within(card).getByText('Қолданыста')).toBeInTheDocument();
      expect(within(card).getByText('Қолданылды / шегі:')).toBeInTheDocument();
      expect(within(card).getByText(/^125 \/ 1\s000$/)).toBeInTheDocument();
      await userEvent.setup().click(within(card).getByRole('button', { name: 'Өзгерту' }));
      expect(await screen.findByRole('dialog', { name: 'DALA2026 промокоды' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('are a table on a desktop, a column each', async () => {
    await render();
    const table = await screen.findByRole('table', { name: 'Промокодтар' });
    expect(within(table).getByRole('columnheader', { name: 'Қолданылды / шегі' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /DALA2026/ });
    expect(within(row).getByRole('cell', { name: '15 %' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Өзгерту' })).toBeInTheDocument();
  });
});

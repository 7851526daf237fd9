import type { ReferenceCarrier } from '@jetkiz/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../../lib/i18n.ts';
import { mockFetch, pretendPhone, renderWithApp } from '../../../../testing/test-utils.tsx';
import { staffSessionStore } from '../../api/staff-session.ts';
import { signInStaffForTest } from '../../testing/staff.ts';
import { installOperatorTexts } from '../../texts.ts';
import { CarriersTab } from '../carriers-tab.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  staffSessionStore.set(null);
});

const CARRIERS: ReferenceCarrier[] = [
  { code: 'steppe', name: 'Steppe Express', enabled: true, timeoutMs: 2500 },
  { code: 'altyn', name: 'Altyn Cargo', enabled: false, timeoutMs: null },
];

const render = async () => {
  mockFetch(() => ({ body: CARRIERS }));
  signInStaffForTest('operator', 'Оператор Тестова');
  await loadLanguage('kk');
  installOperatorTexts();
  await renderWithApp(<CarriersTab />, { lang: 'kk' });
};

describe('the console’s carriers', () => {
  it('are a card a carrier on a phone, its state and «Өзгерту» in view (no sideways table)', async () => {
    const restore = pretendPhone();
    try {
      await render();
      const cards = await screen.findAllByTestId('list-card');
      expect(cards).toHaveLength(2);
      expect(screen.queryByRole('table')).toBeNull();
      const altyn = cards[1] as HTMLElement;
      expect(within(altyn).getByText('Altyn Cargo')).toBeInTheDocument();
      expect(within(altyn).getByText('Өшірулі')).toBeInTheDocument();
      expect(within(altyn).getByText('әдепкі')).toBeInTheDocument();
      // The unit once: «Жауап күту: 2 500 мс», not «Жауап күту, мс: 2 500 мс».
      const steppe = cards[0] as HTMLElement;
      expect(steppe.textContent).toMatch(/Жауап күту\W*2\s500 мс/);
      expect(steppe.textContent).not.toContain('мс:');
      await userEvent.setup().click(within(altyn).getByRole('button', { name: 'Өзгерту' }));
      expect(await screen.findByRole('dialog', { name: 'Altyn Cargo' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('are a table on a desktop, a row a carrier', async () => {
    await render();
    const table = await screen.findByRole('table', { name: 'Тасымалдаушылар' });
    const row = within(table).getByRole('row', { name: /Steppe Express/ });
    expect(within(row).getByRole('cell', { name: /^2\s500 мс$/ })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Өзгерту' })).toBeInTheDocument();
  });
});

import type { ReferenceTariff } from '@jetkiz/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../../lib/i18n.ts';
import { mockFetch, pretendPhone, renderWithApp } from '../../../../testing/test-utils.tsx';
import { staffSessionStore } from '../../api/staff-session.ts';
import { signInStaffForTest } from '../../testing/staff.ts';
import { installOperatorTexts } from '../../texts.ts';
import { TariffsTab } from '../tariffs-tab.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  staffSessionStore.set(null);
});

const zone = (name: ReferenceTariff['zones'][number]['zone'], first: number) => ({
  zone: name,
  bands: [
    { fromKg: 0, toKg: 1, price: first },
    { fromKg: 1, toKg: 5, price: first + 500 },
    { fromKg: 5, toKg: 10, price: first + 1200 },
  ],
  perKgAbove: 250,
  daysMin: 2,
  daysMax: 4,
});
const TARIFF: ReferenceTariff = {
  product: 'STANDARD',
  name: 'Стандарт',
  maxKg: 30,
  zones: [zone('region', 1300), zone('far', 2100)],
};

const render = async () => {
  mockFetch(() => ({ body: [TARIFF] }));
  signInStaffForTest('operator', 'Оператор Тестова');
  await loadLanguage('kk');
  installOperatorTexts();
  await renderWithApp(<TariffsTab />, { lang: 'kk' });
};

describe('the console’s own-fleet tariff grid', () => {
  it('is a card a zone on a phone, its bands and its «Өзгерту» in view (no sideways table)', async () => {
    const restore = pretendPhone();
    try {
      await render();
      const cards = await screen.findAllByTestId('list-card');
      expect(cards).toHaveLength(2);
      expect(screen.queryByRole('table')).toBeNull();
      const far = cards[1] as HTMLElement;
      expect(within(far).getByText('Алыс облыстар')).toBeInTheDocument();
      expect(within(far).getByRole('button', { name: 'Өзгерту' })).toBeInTheDocument();
      // A band keeps its weights and its price on one line.
      expect(within(far).getByText(/^1–5: 2\s600\s₸/)).toHaveStyle({ whiteSpace: 'nowrap' });
    } finally {
      restore();
    }
  });

  it('names the product by its name in the zone’s dialog, not by its code', async () => {
    await render();
    const row = await screen.findByRole('row', { name: /Облыс/ });
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Өзгерту' }));
    expect(await screen.findByRole('dialog', { name: 'Стандарт · Облыс' })).toBeInTheDocument();
  });
});

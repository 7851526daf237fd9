import type { ReferenceService } from '@jetkiz/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../../lib/i18n.ts';
import { mockFetch, pretendPhone, renderWithApp } from '../../../../testing/test-utils.tsx';
import { staffSessionStore } from '../../api/staff-session.ts';
import { signInStaffForTest } from '../../testing/staff.ts';
import { installOperatorTexts } from '../../texts.ts';
import { ServicesTab } from '../services-tab.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  staffSessionStore.set(null);
});

const SERVICE: ReferenceService = {
  code: 'SECOND_ATTEMPT',
  name: { ru: 'Повторная попытка доставки', kk: 'Жеткізудің қайталама әрекеті', en: 'Second delivery attempt' },
  fixed: 1200,
  percentOfBase: 0,
  products: ['STANDARD'],
};

describe('the console’s additional services', () => {
  it('are a card a service on a phone, its price and «Өзгерту» in view (no sideways table)', async () => {
    const restore = pretendPhone();
    try {
      mockFetch(() => ({ body: [SERVICE] }));
      signInStaffForTest('operator', 'Оператор Тестова');
      await loadLanguage('kk');
      installOperatorTexts();
      await renderWithApp(<ServicesTab />, { lang: 'kk' });
      const card = await screen.findByTestId('list-card');
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByText('Жеткізудің қайталама әрекеті')).toBeInTheDocument();
      expect(within(card).getByText(/^1\s200\s₸$/)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Өзгерту' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});

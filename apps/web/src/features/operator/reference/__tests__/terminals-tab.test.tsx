import type { ReferenceTerminal } from '@jetkiz/contract';
import type { Lang } from '@jetkiz/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../../testing/test-utils.tsx';
import { staffSessionStore } from '../../api/staff-session.ts';
import { signInStaffForTest } from '../../testing/staff.ts';
import { installOperatorTexts } from '../../texts.ts';
import { TerminalsTab } from '../terminals-tab.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  staffSessionStore.set(null);
});

const TERMINAL: ReferenceTerminal = {
  id: 1,
  code: 'ALA',
  kato: '750000000',
  locality: 'Алматы',
  address: { ru: 'пр. Абая, 52', kk: 'Абай даңғылы, 52', en: '52 Abai Ave.' },
  hours: { ru: 'Пн–Пт 09:00–19:00', kk: 'Дс–Жм 09:00–19:00', en: 'Mon–Fri 09:00–19:00' },
  maxWeightKg: 1000,
  maxSideCm: 1200,
  active: true,
};

/** The console's terminals write their limits as every number of the product: grouped, with a no-break space. */
describe('the console’s terminal limits', () => {
  it.each([
    ['ru', 'до 1\u00a0000 кг, сторона до 1\u00a0200 см'],
    ['kk', '1\u00a0000 кг‑ға дейін, қабырғасы 1\u00a0200 см‑ге дейін'],
    ['en', 'up to 1,000 kg, sides up to 1,200 cm'],
  ] as const)('in %s: %s', async (lang: Lang, limits) => {
    mockFetch(() => ({ body: [TERMINAL] }));
    signInStaffForTest('viewer', 'Оператор Тестова');
    await loadLanguage(lang);
    installOperatorTexts();
    await renderWithApp(<TerminalsTab />, { lang });
    const row = await screen.findByTestId('terminal-row-ALA');
    // As written: the default matcher would read a no-break space as a plain one.
    expect(within(row).getByText(limits, { normalizer: (text) => text })).toBeInTheDocument();
  });
});

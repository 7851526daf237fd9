import type { ReferenceTerminal } from '@jetkiz/contract';
import type { Lang } from '@jetkiz/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../../lib/i18n.ts';
import { mockFetch, pretendPhone, renderWithApp } from '../../../../testing/test-utils.tsx';
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
  hours: {
    ru: 'Пн–Пт 09:00–19:00, Сб 10:00–15:00',
    kk: 'Дс–Жм 09:00–19:00, Сн 10:00–15:00',
    en: 'Mon–Fri 09:00–19:00, Sat 10:00–15:00',
  },
  maxWeightKg: 1000,
  maxSideCm: 1200,
  active: true,
};

const render = async (lang: Lang) => {
  mockFetch(() => ({ body: [TERMINAL] }));
  signInStaffForTest('viewer', 'Оператор Тестова');
  await loadLanguage(lang);
  installOperatorTexts();
  await renderWithApp(<TerminalsTab />, { lang });
};

/**
 * The console's terminals write their limits as every number of the product: grouped, with a no-break space, and the
 * unit with its number (a narrow column put «200» at a line's end and «cm» on the next).
 */
describe('the console’s terminal limits', () => {
  it.each([
    ['ru', 'до 1\u00a0000\u00a0кг, сторона до 1\u00a0200\u00a0см'],
    ['kk', '1\u00a0000\u00a0кг‑ға дейін, қабырғасы 1\u00a0200\u00a0см‑ге дейін'],
    ['en', 'up to 1,000\u00a0kg, sides up to 1,200\u00a0cm'],
  ] as const)('in %s: %s', async (lang: Lang, limits) => {
    await render(lang);
    const row = await screen.findByRole('row', { name: /ALA/ });
    // As written: the default matcher would read a no-break space as a plain one.
    expect(within(row).getByText(limits, { normalizer: (text) => text })).toBeInTheDocument();
  });
});

/** Reviewers saw the Kazakh table end a line at «Сн» and begin the next with «10:00–15:00». */
describe('the console’s terminal hours', () => {
  it.each([
    ['ru', ['Пн–Пт 09:00–19:00,', 'Сб 10:00–15:00']],
    ['kk', ['Дс–Жм 09:00–19:00,', 'Сн 10:00–15:00']],
    ['en', ['Mon–Fri 09:00–19:00,', 'Sat 10:00–15:00']],
  ] as const)('in %s break only between a day and the next: %j', async (lang: Lang, groups) => {
    await render(lang);
    const row = await screen.findByRole('row', { name: /ALA/ });
    for (const group of groups) expect(within(row).getByText(group)).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('are a card a terminal on a phone, every value under its label', async () => {
    const restore = pretendPhone();
    try {
      await render('kk');
      const card = await screen.findByTestId('list-card');
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByText('ALA')).toBeInTheDocument();
      expect(within(card).getByText('Жұмыс уақыты:')).toBeInTheDocument();
      expect(within(card).getByText('Сн 10:00–15:00')).toHaveStyle({ whiteSpace: 'nowrap' });
    } finally {
      restore();
    }
  });
});

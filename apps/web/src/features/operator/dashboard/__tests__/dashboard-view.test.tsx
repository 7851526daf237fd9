import type { Dashboard } from '@jetkiz/contract';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../../lib/i18n.ts';
import { renderWithApp } from '../../../../testing/test-utils.tsx';
import { OPERATOR_NAV } from '../../nav.ts';
import { installOperatorTexts } from '../../texts.ts';
import { DashboardView } from '../dashboard-view.tsx';

const week = { today: 0, week: 0 };
const data = (claims: Dashboard['claims']): Dashboard => ({
  today: '2026-12-06',
  weekFrom: '2026-11-30',
  ordersByStatus: [],
  ordersByCarrier: [],
  revenue: week,
  topUps: { count: week, amount: week },
  openRequests: { cancellations: 0 },
  late: 0,
  claims,
  errors: { smsFailed: 0, smsWaiting: 0, carrierBooking: 0, carrierCancel: 0 },
});

describe('the console’s start page: claims', () => {
  it.each([
    [{ filed: 1, overdue: 0, payoutDue: 0 }, '1', '/operator/claims'],
    [{ filed: 3, overdue: 2, payoutDue: 0 }, '3', '/operator/claims?overdue=true'],
  ])('%j: the big figure is what waits for a decision, and the card leads to %s', async (claims, figure, link) => {
    await loadLanguage('ru');
    installOperatorTexts();
    await renderWithApp(<DashboardView data={data(claims)} />);
    const card = screen.getByTestId('dash-claims');
    expect(within(card).getByText(figure)).toBeInTheDocument();
    expect(within(card).getByText(new RegExp(`На рассмотрении: ${claims.filed}`))).toBeInTheDocument();
    expect(card.closest('a') ?? within(card).getByRole('link')).toHaveAttribute('href', link);
  });
});

describe('the console’s start page: its name and its figures in each language', () => {
  it.each([
    ['ru', 'Сводка'],
    ['kk', 'Жиынтық'],
    ['en', 'Dashboard'],
  ] as const)('%s: the menu calls the page what its heading says (%s)', async (lang, name) => {
    await loadLanguage(lang);
    installOperatorTexts();
    const home = OPERATOR_NAV.find((item) => item.path === '');
    expect(i18next.t(home?.label ?? '', { lng: lang })).toBe(name);
    expect(i18next.t('opref.dashboard.title', { lng: lang })).toBe(name);
  });

  it.each([
    ['ru', '9 сегодня', '40 за неделю'],
    ['kk', 'бүгін 9', 'осы аптада 40'],
    ['en', '9 today', '40 this week'],
  ] as const)('%s: a figure reads with its word in the language’s order («%s»)', async (lang, today, week) => {
    await loadLanguage(lang);
    installOperatorTexts();
    const figures = { ...data({ filed: 0, overdue: 0, payoutDue: 0 }), ordersByStatus: [] };
    figures.topUps = { count: { today: 9, week: 40 }, amount: { today: 0, week: 0 } };
    await renderWithApp(<DashboardView data={figures} />, { lang });
    const card = screen.getByTestId('dash-topups');
    const text = (card.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain(today);
    expect(text).toContain(week);
    await loadLanguage('ru');
  });
});

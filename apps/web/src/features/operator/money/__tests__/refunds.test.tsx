import type { OperatorRefund } from '@jetkiz/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadLanguage } from '../../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../../testing/test-utils.tsx';
import { staffSessionStore } from '../../api/staff-session.ts';
import { signInStaffForTest } from '../../testing/staff.ts';
import { installOperatorTexts } from '../../texts.ts';
import { MoneyPage } from '../money-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  staffSessionStore.set(null);
});

const refund = (over: Partial<OperatorRefund> = {}): OperatorRefund => ({
  id: '6f1c0a52-5b0e-4c1e-9d7e-2f4a8b3c1d90',
  amount: 2_000,
  method: 'card',
  destination: '440043******0011',
  status: 'pending',
  statusName: 'На рассмотрении',
  requestedAt: '2026-12-01T05:00:00.000Z',
  dueOn: '2026-12-16',
  daysLeft: 9,
  overdue: false,
  decidedAt: null,
  declineReason: null,
  customerId: 'c1',
  customerName: 'Сәрсенова Айгерім',
  phone: '77015550002',
  customerNumber: '850722400008',
  customerNumberLabel: 'iin',
  customerBlocked: false,
  decidedBy: null,
  payoutStartedAt: '2026-12-07T04:10:00.000Z',
  ...over,
});

describe('the console’s refunds: a card payout the bank’s answers left unknown', () => {
  it('is settled from the bank’s statement, not declined: the card may already have the money', async () => {
    signInStaffForTest('accountant', 'Бухгалтер Тестова');
    const fetch = mockFetch((url, init) => {
      if (url.pathname.endsWith('/payout-outcome') && init.method === 'POST')
        return { body: refund({ status: 'paid', payoutStartedAt: null }) };
      if (url.pathname === '/api/operator/money/refunds')
        return { body: { content: [refund()], totalElements: 1, page: 0, itemsPerPage: 20 } };
      return { body: { content: [], totalElements: 0, page: 0, itemsPerPage: 20 } };
    });
    await loadLanguage('ru');
    installOperatorTexts();
    await renderWithApp(<MoneyPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Возвраты' }));
    expect(await screen.findAllByText(/Ответ банка на выплату неизвестен с 07\.12\.2026/)).not.toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'Отклонить' })).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Отметить исход' })[0] as HTMLElement);
    expect(await screen.findByText(/референс 6f1c0a52-5b0e-4c1e-9d7e-2f4a8b3c1d90/)).toBeInTheDocument();
    const paid = screen.getByRole('button', { name: 'Банк вернул деньги на карту' });
    expect(paid).toBeDisabled();
    // The field holds what the statement shows (not a reason), and says why the buttons wait.
    const statement = screen.getByLabelText('Что показывает выписка банка');
    expect(statement).toHaveAccessibleDescription(/^Не короче 3 символов/);
    await user.type(statement, 'Выписка от 07.12');
    await user.click(paid);
    await waitFor(() => {
      const call = fetch.mock.calls.find(([input]) => String(input).endsWith('/payout-outcome'));
      expect(call).toBeDefined();
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ paid: true, reason: 'Выписка от 07.12' });
    });
    expect(await screen.findByText('Возврат отмечен выплаченным')).toBeInTheDocument();
  });

  it.each([
    ['ru', 'Только на счёт, открытый на ИИН 850722400008', 'Клиент заблокирован'],
    ['kk', 'Тек ЖСН 850722400008 бойынша ашылған шотқа', 'Клиент бұғатталған'],
    ['en', 'Only to an account opened on IIN 850722400008', 'Customer blocked'],
  ] as const)(
    'a transfer names whose account it must go to, and a blocked customer is marked (%s)',
    async (lang, beneficiary, blocked) => {
      signInStaffForTest('accountant', 'Бухгалтер Тестова');
      mockFetch((url) =>
        url.pathname === '/api/operator/money/refunds'
          ? {
              body: {
                content: [
                  refund({
                    method: 'transfer',
                    destination: 'KZ86125KZT5004100100',
                    payoutStartedAt: null,
                    customerBlocked: true,
                  }),
                ],
                totalElements: 1,
                page: 0,
                itemsPerPage: 20,
              },
            }
          : { body: { content: [], totalElements: 0, page: 0, itemsPerPage: 20 } },
      );
      await loadLanguage(lang);
      installOperatorTexts();
      await renderWithApp(<MoneyPage />, { lang });
      await userEvent.setup().click(screen.getByRole('tab', { name: { ru: 'Возвраты', kk: 'Қайтарулар', en: 'Refunds' }[lang] }));
      expect(await screen.findAllByText(new RegExp(beneficiary))).not.toHaveLength(0);
      expect(screen.getAllByText(blocked)).not.toHaveLength(0);
    },
  );
});

describe('the console’s payout-outcome dialog', () => {
  it.each([
    ['kk', 'Қайтарулар', 'Нәтижесін белгілеу', 'Банк үзінді көшірмесінде не көрсетілген', /^Кемінде 3 таңба/],
    ['en', 'Refunds', 'Record the outcome', 'What the bank statement shows', /^At least 3 characters/],
  ] as const)('names its field for what it holds and says why its buttons wait (%s)', async (lang, tab, settle, label, hint) => {
    signInStaffForTest('accountant', 'Бухгалтер Тестова');
    mockFetch((url) =>
      url.pathname === '/api/operator/money/refunds'
        ? { body: { content: [refund()], totalElements: 1, page: 0, itemsPerPage: 20 } }
        : { body: { content: [], totalElements: 0, page: 0, itemsPerPage: 20 } },
    );
    await loadLanguage(lang);
    installOperatorTexts();
    await renderWithApp(<MoneyPage />, { lang });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: tab }));
    await user.click((await screen.findAllByRole('button', { name: settle }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText(label);
    expect(field).toHaveAccessibleDescription(hint);
    expect(within(dialog).queryByText(/Причина|Себебі|Reason/)).toBeNull();
    await user.type(field, 'ab');
    for (const button of within(dialog)
      .getAllByRole('button')
      .filter((b) => b.textContent))
      expect(button).toBeDisabled();
    await user.type(field, 'c');
    for (const button of within(dialog)
      .getAllByRole('button')
      .filter((b) => b.textContent))
      expect(button).toBeEnabled();
    await loadLanguage('ru');
  });
});

describe('the console’s refunds: paying one out', () => {
  it('asks first, naming whom, how much and where; nothing is paid until confirmed', async () => {
    signInStaffForTest('accountant', 'Бухгалтер Тестова');
    const pending = refund({ method: 'transfer', destination: 'KZ86125KZT5004100100', payoutStartedAt: null });
    const fetch = mockFetch((url, init) => {
      if (url.pathname.endsWith('/approve') && init.method === 'POST') return { body: { ...pending, status: 'paid' } };
      if (url.pathname === '/api/operator/money/refunds')
        return { body: { content: [pending], totalElements: 1, page: 0, itemsPerPage: 20 } };
      return { body: { content: [], totalElements: 0, page: 0, itemsPerPage: 20 } };
    });
    await loadLanguage('ru');
    installOperatorTexts();
    await renderWithApp(<MoneyPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Возвраты' }));
    await user.click((await screen.findAllByRole('button', { name: 'Выплатить' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Выплатить возврат?' });
    expect(dialog.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'Клиент: Сәрсенова Айгерім, +7 (701) 555 00 02. Сумма: 2 000 ₸. На счёт: KZ86125KZT5004100100.',
    );
    const approved = () => fetch.mock.calls.filter(([input]) => String(input).endsWith('/approve'));
    expect(approved()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Выплатить' }));
    await waitFor(() => expect(approved()).toHaveLength(1));
    expect(await screen.findByText('Возврат выплачен')).toBeInTheDocument();
  });
});

describe('the console’s refunds: a payout whose answer the bank lost', () => {
  it('says so in the page’s language and shows the row as unknown, offering to record the outcome (kk)', async () => {
    signInStaffForTest('accountant', 'Бухгалтер Тестова');
    let lost = false;
    const lostText =
      'Банк картаға қайтаруға жауап бермеді. Бір минуттан кейін төлемді қайта растаңыз: ақша екі рет қайтарылмайды';
    mockFetch((url, init) => {
      if (url.pathname.endsWith('/approve') && init.method === 'POST') {
        lost = true;
        return { status: 502, body: { errorCode: 'REFUND_BANK_UNANSWERED', message: lostText } };
      }
      if (url.pathname === '/api/operator/money/refunds')
        return {
          body: { content: [refund({ payoutStartedAt: lost ? '2026-12-07T04:10:00.000Z' : null })], totalElements: 1 },
        };
      return { body: { content: [], totalElements: 0, page: 0, itemsPerPage: 20 } };
    });
    await loadLanguage('kk');
    installOperatorTexts();
    await renderWithApp(<MoneyPage />, { lang: 'kk' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Қайтарулар' }));
    await user.click((await screen.findAllByRole('button', { name: 'Төлеу' }))[0] as HTMLElement);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Төлеу' }));
    expect(await screen.findByText(lostText)).toBeInTheDocument();
    expect(screen.queryByText('Қате орын алды')).not.toBeInTheDocument();
    expect(await screen.findAllByText(/Банктің төлемге жауабы белгісіз/)).not.toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Нәтижесін белгілеу' })).not.toHaveLength(0);
    await loadLanguage('ru');
  });
});

describe('the console’s refunds follow the page’s language', () => {
  it('asks for the list again when the language changes, so a status reads «Қаралуда», not «На рассмотрении»', async () => {
    signInStaffForTest('accountant', 'Бухгалтер Тестова');
    mockFetch((url, init) => {
      const kk = (init.headers as Record<string, string>)['Accept-Language'] === 'KZ';
      if (url.pathname === '/api/operator/money/refunds')
        return {
          body: {
            content: [refund({ payoutStartedAt: null, statusName: kk ? 'Қаралуда' : 'На рассмотрении' })],
            totalElements: 1,
          },
        };
      return { body: { content: [], totalElements: 0, page: 0, itemsPerPage: 20 } };
    });
    await loadLanguage('ru');
    installOperatorTexts();
    await renderWithApp(<MoneyPage />);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Возвраты' }));
    expect(await screen.findAllByText('На рассмотрении')).not.toHaveLength(0);
    await act(() => changeLanguage('kk'));
    expect(await screen.findAllByText('Қаралуда')).not.toHaveLength(0);
    expect(screen.queryAllByText('На рассмотрении')).toHaveLength(0);
    await act(() => changeLanguage('ru'));
  });
});

/** The term column broke «До» (or «Due by», «Соңғы күні —») from its date, and a decision's date from its time. */
describe('the console’s refunds: a term stays with its date', () => {
  it.each([
    ['ru', 'До\u00a016.12.2026'],
    ['kk', 'Соңғы күні —\u00a016.12.2026'],
    ['en', 'Due by\u00a016.12.2026'],
  ] as const)('in %s: «%s»', async (lang, term) => {
    signInStaffForTest('accountant', 'Бухгалтер Тестова');
    mockFetch((url) =>
      url.pathname === '/api/operator/money/refunds'
        ? {
            body: {
              content: [
                refund({ payoutStartedAt: null }),
                refund({ id: 'r2', status: 'declined', decidedAt: '2026-12-07T09:26:00.000Z', declineReason: 'Не тот счёт' }),
              ],
              totalElements: 2,
            },
          }
        : { body: { content: [], totalElements: 0, page: 0, itemsPerPage: 20 } },
    );
    await loadLanguage(lang);
    installOperatorTexts();
    await renderWithApp(<MoneyPage />, { lang });
    await userEvent.setup().click(screen.getAllByRole('tab')[1] as HTMLElement);
    // As written: the default matcher would read a no-break space as a plain one.
    expect(await screen.findByText(term, { normalizer: (text) => text })).toBeInTheDocument();
    expect(screen.getByText('07.12.2026, 14:26')).toHaveStyle({ whiteSpace: 'nowrap' });
    await loadLanguage('ru');
  });
});

import { MONEY_FIELD_MESSAGES } from '@jetkiz/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { WalletRefunds } from '../components/wallet-refunds.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('ru');
});

const REFUNDS = { freeBalance: 5_000, requests: [], cards: [] };

const ask = async (amount: string, iban: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Сумма, ₸|Сомасы, ₸|Amount, ₸/), amount);
  await user.type(screen.getByRole('textbox', { name: 'IBAN получателя' }), iban);
  await user.click(screen.getByRole('button', { name: 'Подать заявку' }));
};

/** The refund form's messages under its fields follow a switch of language, as every other form's do. */
describe('the wallet’s refund form after a language switch', () => {
  it('says its own checks again in Kazakh, then in English (the sum as each language writes it)', async () => {
    mockFetch(() => ({ body: REFUNDS }));
    await loadLanguage('ru');
    await loadTexts('payments');
    await renderWithApp(<WalletRefunds />);
    await ask('999999', 'KZ12 3456');
    expect(await screen.findByText('Больше свободного остатка (5 000 ₸)')).toBeInTheDocument();
    expect(screen.getByText(MONEY_FIELD_MESSAGES.ibanFormat.ru)).toBeInTheDocument();
    await act(() => changeLanguage('kk'));
    expect(screen.getByText('Бос қалдықтан көп (5 000 ₸)')).toBeInTheDocument();
    expect(screen.getByText(MONEY_FIELD_MESSAGES.ibanFormat.kk)).toBeInTheDocument();
    expect(screen.queryByText(MONEY_FIELD_MESSAGES.ibanFormat.ru)).toBeNull();
    await act(() => changeLanguage('en'));
    expect(screen.getByText('More than the free balance (5,000 ₸)')).toBeInTheDocument();
    expect(screen.getByText(MONEY_FIELD_MESSAGES.ibanFormat.en)).toBeInTheDocument();
  });

  it('keeps the server’s refusal of a field, in the new language', async () => {
    const fetch = mockFetch((url, init) =>
      init.method === 'POST'
        ? {
            status: 400,
            body: {
              errorCode: 'VALIDATION',
              message: 'Проверьте введённые данные',
              fields: { iban: MONEY_FIELD_MESSAGES.ibanCheckDigits.ru },
              fieldTexts: { iban: MONEY_FIELD_MESSAGES.ibanCheckDigits },
            },
          }
        : { body: url.pathname.endsWith('/refunds') ? REFUNDS : {} },
    );
    await loadLanguage('ru');
    await loadTexts('payments');
    await renderWithApp(<WalletRefunds />);
    await ask('100', 'KZ86125KZT5004100100');
    expect(await screen.findByText(MONEY_FIELD_MESSAGES.ibanCheckDigits.ru)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
    await act(() => changeLanguage('kk'));
    expect(screen.getByText(MONEY_FIELD_MESSAGES.ibanCheckDigits.kk)).toBeInTheDocument();
  });
});

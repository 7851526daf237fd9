import { sumProblemMessage } from '@jetkiz/contract';
import { TOPUP_MIN } from '@jetkiz/domain';
import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { TransferInvoice } from '../components/transfer-invoice.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the transfer invoice’s sum the server refused', () => {
  it('stays said under the field after a language switch, in the new language', async () => {
    vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    // A limit only the server knows (its own, lower than the page's): the page's re-check would find nothing.
    const limits = { min: TOPUP_MIN, max: 1_000_000 };
    const said = {
      ru: sumProblemMessage('tooLarge', 'ru', limits),
      kk: sumProblemMessage('tooLarge', 'kk', limits),
      en: sumProblemMessage('tooLarge', 'en', limits),
    };
    // As the page shows them (the testing library reads a no-break space as a space).
    const seen = (lang: keyof typeof said) => said[lang].replace(/\s/g, ' ');
    mockFetch(() => ({
      status: 400,
      body: {
        errorCode: 'VALIDATION',
        message: 'Проверьте введённые данные',
        fields: { sum: said.ru },
        fieldTexts: { sum: said },
      },
    }));
    await loadLanguage('ru');
    await loadTexts('payments');
    await renderWithApp(<TransferInvoice />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Сумма, ₸' }), '50000');
    await userEvent.click(screen.getByRole('button', { name: 'Скачать счёт' }));
    expect(await screen.findByText(seen('ru'))).toBeInTheDocument();
    try {
      await act(() => changeLanguage('kk'));
      expect(await screen.findByText(seen('kk'))).toBeInTheDocument();
      await act(() => changeLanguage('en'));
      expect(await screen.findByText(seen('en'))).toBeInTheDocument();
      expect(screen.queryByText(seen('ru'))).toBeNull();
    } finally {
      await act(() => changeLanguage('ru'));
    }
  });
});

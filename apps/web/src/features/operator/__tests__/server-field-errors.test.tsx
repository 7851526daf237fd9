import { MONEY_FIELD_MESSAGES } from '@jetkiz/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadLanguage } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { staffSessionStore } from '../api/staff-session.ts';
import { MoneyPage } from '../money/money-page.tsx';
import { StaffPage } from '../staff/staff-page.tsx';
import { signInStaffForTest } from '../testing/staff.ts';
import { installOperatorTexts } from '../texts.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  staffSessionStore.set(null);
});

const emptyList = { body: { content: [], totalElements: 0, page: 0, itemsPerPage: 25 } };
/** A refusal of one field, said in Russian as asked and in every language beside it. */
const refusal = (field: string, said: { ru: string; kk: string; en: string }) => ({
  status: 400,
  body: {
    errorCode: 'VALIDATION',
    message: 'Проверьте введённые данные',
    fields: { [field]: said.ru },
    fieldTexts: { [field]: said },
  },
});

/** The console's forms keep the server's word under a field after a switch of language, said in the new one. */
describe('the console’s server field errors follow a language switch', () => {
  it('money: a phone no customer has, under the adjustment’s phone', async () => {
    signInStaffForTest('accountant', 'Бухгалтер Тестова');
    const unknown = MONEY_FIELD_MESSAGES.phoneUnknown;
    mockFetch((url, init) =>
      url.pathname === '/api/operator/money/adjustments' && init.method === 'POST' ? refusal('phone', unknown) : emptyList,
    );
    await loadLanguage('ru');
    installOperatorTexts();
    await renderWithApp(<MoneyPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Корректировки' }));
    await user.type(await screen.findByLabelText('Телефон клиента'), '+7 700 000 00 01');
    await user.type(screen.getByLabelText('Сумма, ₸ (минус — списание)'), '100');
    await user.type(screen.getByLabelText('Причина'), 'Тест');
    await user.click(screen.getByRole('button', { name: 'Провести' }));
    expect(await screen.findByText(unknown.ru)).toBeInTheDocument();
    try {
      await act(() => changeLanguage('kk'));
      expect(await screen.findByText(unknown.kk)).toBeInTheDocument();
      await act(() => changeLanguage('en'));
      expect(await screen.findByText(unknown.en)).toBeInTheDocument();
      expect(screen.queryByText(unknown.ru)).toBeNull();
    } finally {
      await act(() => changeLanguage('ru'));
    }
  });

  it('staff: a name the server finds too long, under the new member’s name', async () => {
    signInStaffForTest('administrator', 'Админ Тестов');
    const tooLong = { ru: 'Превышено количество символов', kk: 'Таңбалар саны асып кетті', en: 'Too many characters' };
    mockFetch((_url, init) => (init.method === 'POST' ? refusal('name', tooLong) : emptyList));
    await loadLanguage('ru');
    installOperatorTexts();
    await renderWithApp(<StaffPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Добавить сотрудника' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Имя и фамилия/), 'Айгерім Сәрсенова');
    await user.type(within(dialog).getByLabelText(/Телефон/), '+77011234567');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText(tooLong.ru)).toBeInTheDocument();
    try {
      await act(() => changeLanguage('kk'));
      expect(await within(dialog).findByText(tooLong.kk)).toBeInTheDocument();
      expect(within(dialog).queryByText(tooLong.ru)).toBeNull();
    } finally {
      await act(() => changeLanguage('ru'));
    }
  });
});

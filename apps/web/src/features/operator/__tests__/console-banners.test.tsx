import { ERRORS } from '@jetkiz/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadLanguage } from '../../../lib/i18n.ts';
import { errorAnswer, mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { staffSessionStore } from '../api/staff-session.ts';
import { SignInPage } from '../components/sign-in-page.tsx';
import { StaffPage } from '../staff/staff-page.tsx';
import { signInStaffForTest } from '../testing/staff.ts';
import { installOperatorTexts } from '../texts.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  staffSessionStore.set(null);
});

const emptyList = { body: { content: [], totalElements: 0, page: 0, itemsPerPage: 25 } };

/** The banner shows the code's words in Russian; switched to Kazakh, then English, it says them in each. */
const followsTheSwitch = async (banner: () => HTMLElement, said: { ru: string; kk: string; en: string }) => {
  expect(banner()).toHaveTextContent(said.ru);
  try {
    await act(() => changeLanguage('kk'));
    expect(banner()).toHaveTextContent(said.kk);
    await act(() => changeLanguage('en'));
    expect(banner()).toHaveTextContent(said.en);
    expect(banner()).not.toHaveTextContent(said.ru);
  } finally {
    await act(() => changeLanguage('ru'));
  }
};

/**
 * The console's banner over a staff form says the server's refusal in the language switched to while it is shown: it
 * held the text of the answer, in the language of the request, and a Kazakh page kept a Russian «Неверный телефон».
 */
describe('the console’s error banners follow a language switch', () => {
  const signIn = async () => {
    await loadLanguage('ru');
    installOperatorTexts();
    await renderWithApp(<SignInPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Номер телефона/), '+7 701 555 00 09');
    await user.type(screen.getByLabelText(/^Пароль/), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    return user;
  };

  it('sign-in: a wrong phone or password', async () => {
    mockFetch(() => ({ status: 401, body: errorAnswer('STAFF_SIGN_IN_FAILED') }));
    await signIn();
    await screen.findByRole('alert');
    await followsTheSwitch(() => screen.getByRole('alert'), ERRORS.STAFF_SIGN_IN_FAILED.message);
  });

  it('the authenticator’s code: a wrong one', async () => {
    mockFetch((url) =>
      url.pathname.endsWith('/sign-in')
        ? { body: { challenge: 'c1', enrolment: null } }
        : { status: 401, body: errorAnswer('STAFF_CODE_INVALID') },
    );
    const user = await signIn();
    await user.type(await screen.findByLabelText(/^Код/), '123456');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await screen.findByRole('alert');
    await followsTheSwitch(() => screen.getByRole('alert'), ERRORS.STAFF_CODE_INVALID.message);
  });

  it('staff management: a phone another member has', async () => {
    signInStaffForTest('administrator', 'Админ Тестов');
    mockFetch((_url, init) => (init.method === 'POST' ? { status: 409, body: errorAnswer('STAFF_PHONE_TAKEN') } : emptyList));
    await loadLanguage('ru');
    installOperatorTexts();
    await renderWithApp(<StaffPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Добавить сотрудника' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Имя и фамилия/), 'Айгерім Сәрсенова');
    await user.type(within(dialog).getByLabelText(/Телефон/), '+77011234567');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await within(dialog).findByRole('alert');
    await followsTheSwitch(() => within(screen.getByRole('dialog')).getByRole('alert'), ERRORS.STAFF_PHONE_TAKEN.message);
  });
});

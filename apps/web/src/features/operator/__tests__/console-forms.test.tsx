import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadLanguage } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { staffSessionStore } from '../api/staff-session.ts';
import { SignInPage } from '../components/sign-in-page.tsx';
import { StaffPage } from '../staff/staff-page.tsx';
import { signInStaffForTest } from '../testing/staff.ts';
import { installOperatorTexts } from '../texts.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  staffSessionStore.set(null);
});

const admin = () => signInStaffForTest('administrator', 'Админ Тестов');

/**
 * The console's forms say what is missing under the field, in the page's language (the browser's own bubble spoke
 * the browser's language), and a message already shown follows a language switch.
 */
describe('the console’s forms check their fields with our messages', () => {
  it('sign-in: an empty phone and password are said under the fields, in Russian, then in Kazakh', async () => {
    const fetch = mockFetch(() => ({ body: {} }));
    await loadLanguage('ru');
    installOperatorTexts();
    await renderWithApp(<SignInPage />);
    const user = userEvent.setup();
    const form = screen.getByRole('button', { name: 'Продолжить' }).closest('form') as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findAllByText('Обязательное поле')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
    await act(() => changeLanguage('kk'));
    expect(await screen.findAllByText('Міндетті өріс')).toHaveLength(2);
    expect(screen.queryByText('Обязательное поле')).toBeNull();
    await act(() => changeLanguage('ru'));
  });

  it('staff creation: a missing name and a wrong phone, in English', async () => {
    admin();
    const fetch = mockFetch(() => ({ body: { content: [], totalElements: 0, page: 0, itemsPerPage: 25 } }));
    await loadLanguage('en');
    installOperatorTexts();
    await renderWithApp(<StaffPage />, { lang: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a staff member' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Phone/), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Phone/).getAttribute('aria-invalid')).toBe('true');
    expect(fetch.mock.calls.filter(([, init]) => (init as RequestInit).method === 'POST')).toHaveLength(0);
    await loadLanguage('ru');
  });
});

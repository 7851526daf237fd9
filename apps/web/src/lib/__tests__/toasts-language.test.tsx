import { ERRORS, PAYMENT_MESSAGES } from '@jetkiz/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../locales/orders-en.ts';
import { kk } from '../../locales/orders-kk.ts';
import { ru } from '../../locales/orders-ru.ts';
import { errorAnswer, renderWithApp } from '../../testing/test-utils.tsx';
import { ApiError } from '../api-client.ts';
import { changeLanguage, loadTexts } from '../i18n.ts';
import { clearToasts, errorAfter, notifyError } from '../notify.ts';

afterEach(async () => {
  clearToasts();
  await act(() => changeLanguage('ru'));
});

/** The toast with this text, found on screen (the notification area loads with the first toast). */
const toast = async (text: string) =>
  (await screen.findByText(text, {}, { timeout: 5_000 })).closest('.mantine-Notification-root');

/**
 * A toast on screen when the reader switches the language says itself again in the new one, title and text: it was
 * written once, in the language of the moment, and stayed so until it closed («Ошибка» over a Russian refusal on a
 * Kazakh page).
 */
describe('toasts follow a language switch', () => {
  it('a refusal of the server, with the description it wrote in every language', async () => {
    const due = {
      ru: PAYMENT_MESSAGES.due.ru.replace('{{amount}}', '4 100 ₸'),
      kk: PAYMENT_MESSAGES.due.kk.replace('{{amount}}', '4 100 ₸'),
      en: PAYMENT_MESSAGES.due.en.replace('{{amount}}', '₸4,100'),
    };
    const refused = new ApiError(
      409,
      errorAnswer('PAYMENT_AMOUNT_MISMATCH', 'ru', { description: due.ru, descriptionTexts: due }),
      'Conflict',
    );
    await renderWithApp(<div />);
    act(() => notifyError(refused));
    expect(await toast(due.ru)).toHaveTextContent('Ошибка');
    await act(() => changeLanguage('kk'));
    expect(await toast(due.kk)).toHaveTextContent('Қате');
    await act(() => changeLanguage('en'));
    const shown = await toast(due.en);
    expect(shown).toHaveTextContent('Error');
    expect(screen.queryByText(due.ru)).toBeNull();
    // Its close button is named in the new language too (by the theme: the toast's own name stayed Russian).
    expect(within(shown as HTMLElement).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('what failed, in the page’s words, and why, in the server’s', async () => {
    await loadTexts('orders');
    const refused = new ApiError(409, errorAnswer('ORDER_NOT_CANCELLABLE'), 'Conflict');
    const said = ERRORS.ORDER_NOT_CANCELLABLE.message;
    await renderWithApp(<div />);
    act(() => notifyError(refused, errorAfter('orders.detail.cancelError', refused)));
    expect(await toast(`${ru.orders.detail.cancelError}: ${said.ru}`)).toBeTruthy();
    await act(() => changeLanguage('kk'));
    expect(await toast(`${kk.orders.detail.cancelError}: ${said.kk}`)).toBeTruthy();
    await act(() => changeLanguage('en'));
    expect(await toast(`${en.orders.detail.cancelError}: ${said.en}`)).toBeTruthy();
  });

  it('a call that never reached the server, and a switch that asks it again: one toast, in the new language', async () => {
    await renderWithApp(<div />);
    act(() => notifyError(new ApiError(0, {}, 'Failed to fetch')));
    expect(await toast('Нет соединения с сервером. Проверьте интернет и повторите попытку.')).toBeTruthy();
    await act(() => changeLanguage('en'));
    // The page's questions are asked again in the new language, and fail the same way.
    act(() => notifyError(new ApiError(0, {}, 'Failed to fetch')));
    const offline = await screen.findAllByText(/^No connection to the server/, {}, { timeout: 5_000 });
    expect(offline).toHaveLength(1);
    expect(screen.queryByText(/^Нет соединения/)).toBeNull();
    expect(offline[0]?.closest('.mantine-Notification-root')).toHaveTextContent('Error');
  });
});

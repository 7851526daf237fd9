import { notifications } from '@mantine/notifications';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.ts';
import { loadLanguage } from '../i18n.ts';
import { clearWarnings, errorText, loadNotifications, MAX_TOASTS, notifyError, notifySuccess, notifyWarning } from '../notify.ts';

beforeAll(async () => {
  // The store loads with the first toast; here it is there before the first assertion.
  await loadNotifications();
  await loadLanguage('ru');
});

describe('toast policy (issue 15)', () => {
  const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
  const update = vi.spyOn(notifications, 'update').mockImplementation(() => 'id');
  const hide = vi.spyOn(notifications, 'hide').mockImplementation(() => 'id');
  beforeEach(() => {
    clearWarnings();
    notifySuccess('ok');
    show.mockClear();
    update.mockClear();
    hide.mockClear();
  });

  it('never shows «Internal Server Error» or a 5xx text: «Произошла ошибка» in the chosen language', async () => {
    expect(errorText(new ApiError(500, {}, 'Internal Server Error'))).toBe('Произошла ошибка');
    expect(errorText(new ApiError(502, { message: 'Bad Gateway', description: 'upstream' }, 'Bad Gateway'))).toBe(
      'Произошла ошибка',
    );
    expect(errorText(new ApiError(404, {}, 'Not Found'))).toBe('Произошла ошибка');
    await loadLanguage('kk');
    expect(errorText(new ApiError(500, {}, 'Internal Server Error'))).toBe('Қате орын алды');
    await loadLanguage('ru');
    // Our own 503 says what is wrong, in the caller's language.
    expect(errorText(new ApiError(503, { errorCode: 'SERVICE_UNAVAILABLE', message: 'Сервер перегружен' }, 'x'))).toBe(
      'Сервер перегружен',
    );
    // So does our own 502 with its code: what the bank did and what to do next; the unforeseen INTERNAL does not.
    const lost = 'Банк не ответил на возврат на карту. Подтвердите выплату ещё раз через минуту: дважды деньги не вернутся';
    expect(errorText(new ApiError(502, { errorCode: 'REFUND_BANK_UNANSWERED', message: lost }, 'Bad Gateway'))).toBe(lost);
    expect(errorText(new ApiError(500, { errorCode: 'INTERNAL', message: 'TypeError: x is undefined' }, 'x'))).toBe(
      'Произошла ошибка',
    );
    // Its message, not its description: a failed booking's description is the carrier's own text, in its language.
    const refused = 'Перевозчик не принял заказ. Заказ остаётся оплаченным — повторите попытку позже';
    const booking = { errorCode: 'CARRIER_BOOKING_FAILED', message: refused };
    const carrierText = 'Steppe Express: Booking service is temporarily unavailable';
    expect(errorText(new ApiError(502, { ...booking, description: carrierText }, 'Bad Gateway'))).toBe(refused);
  });

  it('says the server cannot be reached when the call never got there', () => {
    expect(errorText(new ApiError(0, {}, 'Failed to fetch'))).toBe(
      'Нет соединения с сервером. Проверьте интернет и повторите попытку.',
    );
  });

  it('replaces a form warning instead of stacking it, and takes it away once the form is fixed', () => {
    notifyWarning(() => 'Обязательное поле', 'calc');
    notifyWarning(() => 'Некорректный вес', 'calc');
    expect(show).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ id: 'warning:calc', message: 'Некорректный вес' }));
    clearWarnings('calc');
    expect(hide).toHaveBeenCalledWith('warning:calc');
  });

  it('shows the same failure once, and a success clears warnings and failures before it', () => {
    notifyError(new ApiError(400, { message: 'Неверный код' }, 'x'));
    notifyError(new ApiError(400, { message: 'Неверный код' }, 'x'));
    notifyWarning(() => 'Заполните поле');
    expect(show).toHaveBeenCalledTimes(2);
    notifySuccess('Номер подтверждён');
    expect(hide).toHaveBeenCalledWith('error:Неверный код');
    expect(hide).toHaveBeenCalledWith('warning:Заполните поле');
  });

  it('keeps at most three on screen', () => {
    expect(MAX_TOASTS).toBe(3);
  });
});

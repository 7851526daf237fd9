import { notifications } from '@mantine/notifications';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.ts';
import { loadLanguage } from '../i18n.ts';
import { ERROR_AUTO_CLOSE_MS, errorText, loadNotifications, notifyError, notifyWarning } from '../notify.ts';

beforeAll(async () => {
  // The store loads with the first toast; here it is there before the first assertion.
  await loadNotifications();
  await loadLanguage('ru');
});

describe('notifications of spec §8', () => {
  const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
  beforeEach(() => show.mockClear());

  it('takes the custom message, then the server description, then its message, then the client error', () => {
    const withBoth = new ApiError(400, { errorCode: 'X', message: 'server message', description: 'server description' }, 'x');
    expect(errorText(withBoth, () => 'custom')).toBe('custom');
    expect(errorText(withBoth)).toBe('server description');
    expect(errorText(new ApiError(400, { message: 'server message' }, 'x'))).toBe('server message');
    expect(errorText(new Error('client failure'))).toBe('client failure');
    expect(errorText(new ApiError(0, {}, 'Failed to fetch'))).toMatch(/Нет соединения/);
  });

  it('shows failures as a red "Ошибка" for 6 seconds, and stays silent on 401', () => {
    notifyError(new ApiError(500, { message: 'Произошла ошибка' }, 'x'));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', title: 'Ошибка', autoClose: ERROR_AUTO_CLOSE_MS }));
    show.mockClear();
    notifyError(new ApiError(401, { message: 'Требуется вход в систему' }, 'x'));
    expect(show).not.toHaveBeenCalled();
  });

  it('titles client validation "Внимание", and follows the language', async () => {
    notifyWarning(() => 'Заполните поле');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Внимание', message: 'Заполните поле' }));
    await loadLanguage('kk');
    notifyError(new Error('x'));
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Қате' }));
    await loadLanguage('ru');
  });
});

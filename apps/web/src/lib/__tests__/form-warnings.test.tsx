import { notifications } from '@mantine/notifications';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFormWarnings } from '../form-warnings.ts';
import { loadLanguage } from '../i18n.ts';
import { clearWarnings, loadNotifications } from '../notify.ts';

beforeAll(async () => {
  await loadNotifications();
  await loadLanguage('ru');
});

describe('a form’s «Внимание» toasts (lib/form-warnings.ts)', () => {
  const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
  const update = vi.spyOn(notifications, 'update').mockImplementation(() => 'id');
  const hide = vi.spyOn(notifications, 'hide').mockImplementation(() => 'id');
  beforeEach(() => {
    clearWarnings();
    for (const spy of [show, update, hide]) spy.mockClear();
  });
  const form = (errors: Record<string, ReactNode>) =>
    renderHook(({ errors: now }) => useFormWarnings(now, 'test'), { initialProps: { errors } });
  const messages = () => [...show.mock.calls, ...update.mock.calls].map(([data]) => data.message);

  it.each([
    ['one problem', { a: 'Введите имя' }, ['Введите имя']],
    ['one message for several fields', { a: 'Обязательное поле', b: 'Обязательное поле' }, ['Обязательное поле']],
    ['two problems', { a: 'Введите имя', b: 'Введите пароль' }, ['Введите имя', 'Введите пароль']],
    ['three problems', { a: 'Введите имя', b: 'Введите пароль', c: 'Неверный ИИН' }, ['Проверьте поля, отмеченные красным: 3']],
    [
      'three empty fields, one message',
      { a: 'Обязательное поле', b: 'Обязательное поле', c: 'Обязательное поле' },
      ['Проверьте поля, отмеченные красным: 3'],
    ],
    [
      'four fields, three messages',
      { a: 'Обязательное поле', b: 'Обязательное поле', c: 'Введите пароль', d: 'Неверный ИИН' },
      ['Проверьте поля, отмеченные красным: 4'],
    ],
  ])('%s: %j', (_, errors, expected) => {
    const { result } = form(errors);
    act(() => result.current(errors));
    expect(messages()).toEqual(expected);
  });

  it('the count follows the fields as they are fixed, and the toast goes with the last', () => {
    const errors = { a: 'Введите имя', b: 'Введите пароль', c: 'Неверный ИИН' };
    const { result, rerender } = form(errors);
    act(() => result.current(errors));
    rerender({ errors: { a: 'Введите имя', b: 'Введите пароль' } });
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Проверьте поля, отмеченные красным: 2' }));
    rerender({ errors: { b: 'Введите пароль' } });
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Проверьте поле, отмеченное красным' }));
    expect(hide).not.toHaveBeenCalled();
    rerender({ errors: {} });
    expect(hide).toHaveBeenCalledWith('warning:test:fields');
  });

  it('a new submit with fewer problems names them, and the count goes', () => {
    const many = { a: 'Введите имя', b: 'Введите пароль', c: 'Неверный ИИН' };
    const { result, rerender } = form(many);
    act(() => result.current(many));
    const fewer = { b: 'Введите пароль' };
    rerender({ errors: fewer });
    act(() => result.current(fewer));
    expect(hide).toHaveBeenCalledWith('warning:test:fields');
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Введите пароль' }));
  });
});

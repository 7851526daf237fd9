import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router.tsx';
import { returnTo } from '../../../lib/return-to.ts';
import { renderWithApp } from '../../../testing/test-utils.tsx';

afterEach(() => {
  returnTo.clear();
  vi.restoreAllMocks();
});

describe('a guest who came from «Оформить» (issue 15)', () => {
  it('is told on the registration page to register or sign in, and that the tariff waits', async () => {
    returnTo.set('/cabinet/orders/new');
    await renderWithApp(<AppRoutes />, { path: '/register' });
    const title = await screen.findByText('Зарегистрируйтесь, чтобы оформить заказ', undefined, { timeout: 5_000 });
    const hint = title.closest('[role="alert"]') as HTMLElement;
    expect(within(hint).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
  });

  it('says it in Kazakh too', async () => {
    returnTo.set('/cabinet/orders/new');
    await renderWithApp(<AppRoutes />, { path: '/register', lang: 'kk' });
    expect(await screen.findByText('Тапсырыс беру үшін тіркеліңіз', undefined, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('shows nothing to a guest who came on their own', async () => {
    await renderWithApp(<AppRoutes />, { path: '/register' });
    await screen.findByRole('button', { name: 'Зарегистрироваться' }, { timeout: 5_000 });
    expect(screen.queryByText('Зарегистрируйтесь, чтобы оформить заказ')).toBeNull();
  });
});

describe('warnings of a form (issue 15: a fixed field clears its warning)', () => {
  it('takes each field’s «Внимание» away as soon as that field is fixed', async () => {
    const shown = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const hidden = vi.spyOn(notifications, 'hide').mockImplementation(() => 'id');
    await renderWithApp(<AppRoutes />, { path: '/login' });
    const submit = await screen.findByRole('button', { name: 'Войти' }, { timeout: 5_000 });
    await userEvent.click(submit);
    const ids = shown.mock.calls.map(([data]) => String(data.id)).filter((id) => id.startsWith('warning:login:'));
    expect(ids).toHaveLength(2);
    const [phoneWarning, passwordWarning] = ids;
    await userEvent.type(screen.getByLabelText(/^Номер телефона/), '87015554433');
    expect(hidden).toHaveBeenCalledWith(phoneWarning);
    expect(hidden).not.toHaveBeenCalledWith(passwordWarning);
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'secret');
    expect(hidden).toHaveBeenCalledWith(passwordWarning);
  });
});

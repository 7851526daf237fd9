import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.ts';
import { GuestOnly } from '../guards.tsx';
import { loadNotifications, notifyError } from '../notify.ts';
import { returnTo } from '../return-to.ts';
import { sessionStore } from '../session.ts';

const app = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/cabinet" element={<p>cabinet</p>} />
        <Route path="/cabinet/orders/new" element={<p>order form</p>} />
        {['/login', '/register/confirm'].map((page) => (
          <Route
            key={page}
            path={page}
            element={
              <GuestOnly afterSignIn="/cabinet">
                <p>guest form</p>
              </GuestOnly>
            }
          />
        ))}
      </Routes>
    </MemoryRouter>,
  );

const signIn = () =>
  sessionStore.set({
    token: 'a.b.c',
    refreshToken: 'r',
    expiresIn: 900,
    createdAt: Date.now(),
    phone: '77011234567',
    role: 'person',
    partner: false,
  });

afterEach(() => {
  sessionStore.clear();
  sessionStorage.clear();
});

beforeAll(async () => {
  // The store loads with the first toast; here it is there before the first assertion.
  await loadNotifications();
});

describe('a guest sent to sign in by «Оформить» (issue 15)', () => {
  it.each(['/login', '/register/confirm'])('comes back to the order form after %s, once', (page) => {
    returnTo.set('/cabinet/orders/new');
    app(page);
    act(signIn);
    expect(screen.getByText('order form')).toBeInTheDocument();
    expect(returnTo.get()).toBeNull();
  });

  it('takes away the failures of the form once signed in («Неверный код» after a good code)', () => {
    vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const hide = vi.spyOn(notifications, 'hide').mockImplementation(() => 'id');
    app('/register/confirm');
    notifyError(new ApiError(400, { message: 'Неверный код' }, 'x'));
    act(signIn);
    expect(hide).toHaveBeenCalledWith('error:Неверный код');
  });

  it('without a pending order goes on to the cabinet', () => {
    app('/login');
    act(signIn);
    expect(screen.getByText('cabinet')).toBeInTheDocument();
  });

  it('never follows a way back off this site', () => {
    returnTo.set('//evil.example/x');
    returnTo.set('https://evil.example/x');
    expect(returnTo.get()).toBeNull();
  });
});

import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { GuestOnly, RequireAuth } from '../guards.tsx';
import { SESSION_STORAGE_KEY, sessionStore } from '../session.ts';

const app = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>root</p>} />
        <Route
          path="/cabinet"
          element={
            <RequireAuth>
              <p>cabinet</p>
            </RequireAuth>
          }
        />
        <Route
          path="/login"
          element={
            <GuestOnly afterSignIn="/cabinet">
              <p>login form</p>
            </GuestOnly>
          }
        />
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

afterEach(() => sessionStore.clear());

describe('access guards of spec §2', () => {
  it('sends a guest from a signed-in page to the root', () => {
    app('/cabinet');
    expect(screen.getByText('root')).toBeInTheDocument();
    expect(screen.queryByText('cabinet')).toBeNull();
  });

  it('lets a signed-in visitor in, and sends them away from guest-only pages', () => {
    signIn();
    app('/cabinet');
    expect(screen.getByText('cabinet')).toBeInTheDocument();
  });

  it('sends a signed-in visitor from the login page to the root', () => {
    signIn();
    app('/login');
    expect(screen.getByText('root')).toBeInTheDocument();
  });

  it('takes a visitor who signs in on a guest-only page on to the page after sign-in', async () => {
    app('/login');
    expect(screen.getByText('login form')).toBeInTheDocument();
    act(() => signIn());
    expect(await screen.findByText('cabinet')).toBeInTheDocument();
  });

  it('keeps the session under the key "root" and resets the role to person on sign-out', () => {
    sessionStore.set({
      token: 't',
      refreshToken: 'r',
      expiresIn: 900,
      createdAt: 1,
      phone: '77011234567',
      role: 'company',
      partner: false,
    });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').role).toBe('company');
    sessionStore.clear();
    expect(sessionStore.get()).toMatchObject({ token: '', role: 'person' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

import { endpoints } from '@jetkiz/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../testing/test-utils.tsx';
import { ApiError, callApi, REFRESH_LOCK } from '../api-client.ts';
import { loadLanguage } from '../i18n.ts';
import { SESSION_STORAGE_KEY, sessionStore } from '../session.ts';

const session = (createdAt: number) =>
  sessionStore.set({
    token: 'old',
    refreshToken: 'r1',
    expiresIn: 900,
    createdAt,
    phone: '77015554433',
    role: 'company',
    partner: false,
  });

afterEach(() => sessionStore.clear());

describe('api client and the session (spec §4, §7)', () => {
  it('sends JSON, no-cache, the language and the bearer token', async () => {
    await loadLanguage('kk');
    session(Date.now());
    const fetch = mockFetch(() => ({ body: [] }));
    await callApi(endpoints.listStreetTypes);
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('accept-language')).toBe('KZ');
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('authorization')).toBe('Bearer old');
    await loadLanguage('ru');
  });

  it('refreshes before a call once creation time plus expiry has passed, with the user type', async () => {
    session(Date.now() - 901_000);
    const fetch = mockFetch((url) =>
      url.pathname.endsWith('/public/refresh')
        ? { body: { access_token: 'new', refresh_token: 'r2', expires_in: 900, token_type: 'Bearer', role: 'company' } }
        : { body: [] },
    );
    await callApi(endpoints.listStreetTypes);
    expect(fetch.mock.calls.map(([u]) => new URL(String(u), 'http://x').pathname)).toEqual([
      '/api/identity/public/refresh',
      '/api/order/public/street/abbr',
    ]);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ refreshToken: 'r1', userType: 'company' });
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('authorization')).toBe('Bearer new');
    expect(sessionStore.get()).toMatchObject({ token: 'new', refreshToken: 'r2', role: 'company' });
  });

  it('takes the tokens another tab already exchanged instead of sending the used refresh token again', async () => {
    session(Date.now() - 901_000);
    // The other tab refreshed first and stored its tokens; this tab has not read them yet (no storage event so far).
    const other = { ...sessionStore.get(), token: 'from-other-tab', refreshToken: 'r2', createdAt: Date.now() };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(other));
    const fetch = mockFetch(() => ({ body: [] }));
    await callApi(endpoints.listStreetTypes);
    // No refresh with r1 (the server would take it as stolen and end the session): the call goes with the new token.
    expect(fetch.mock.calls.map(([u]) => new URL(String(u), 'http://x').pathname)).toEqual(['/api/order/public/street/abbr']);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer from-other-tab');
  });

  it("exchanges under the browser's lock for the session, which the tabs take in turn", async () => {
    session(Date.now() - 901_000);
    const taken: string[] = [];
    const request = async (name: string, work: () => Promise<boolean>) => {
      taken.push(name);
      return work();
    };
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    try {
      mockFetch((url) =>
        url.pathname.endsWith('/public/refresh')
          ? { body: { access_token: 'new', refresh_token: 'r2', expires_in: 900, token_type: 'Bearer', role: 'company' } }
          : { body: [] },
      );
      await callApi(endpoints.listStreetTypes);
      expect(taken).toEqual([REFRESH_LOCK]);
      expect(sessionStore.get()).toMatchObject({ token: 'new', refreshToken: 'r2' });
    } finally {
      Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
    }
  });

  it('resets everything when the refresh is refused, and the role goes back to person', async () => {
    session(Date.now() - 901_000);
    mockFetch((url) =>
      url.pathname.endsWith('/public/refresh')
        ? { status: 401, body: { errorCode: 'IDENTITY_SESSION_ENDED', message: 'x' } }
        : { status: 401, body: { errorCode: 'UNAUTHORIZED', message: 'x' } },
    );
    await expect(
      callApi(endpoints.getUserData, { params: { userType: 'company', phone: '77015554433' } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get()).toMatchObject({ token: '', refreshToken: '', role: 'person' });
  });

  it('retries once with fresh tokens when the server no longer takes the access token', async () => {
    session(Date.now());
    let calls = 0;
    const fetch = mockFetch((url) => {
      if (url.pathname.endsWith('/public/refresh'))
        return { body: { access_token: 'new', refresh_token: 'r2', expires_in: 900, token_type: 'Bearer', role: 'company' } };
      calls++;
      return calls === 1 ? { status: 401, body: { errorCode: 'UNAUTHORIZED', message: 'x' } } : { body: [] };
    });
    await expect(callApi(endpoints.listStreetTypes)).resolves.toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('retries once with a new token when the token lacks a company role that may have been given since', async () => {
    session(Date.now());
    let calls = 0;
    const seen: string[] = [];
    const fetch = mockFetch((url, init) => {
      if (url.pathname.endsWith('/public/refresh'))
        return { body: { access_token: 'new', refresh_token: 'r2', expires_in: 900, token_type: 'Bearer', role: 'company' } };
      calls++;
      seen.push(String(new Headers(init.headers).get('authorization')));
      return calls === 1
        ? { status: 403, body: { errorCode: 'COMPANY_ROLE_REQUIRED', message: 'Нет прав доступа' } }
        : { body: [] };
    });
    await expect(callApi(endpoints.listStreetTypes)).resolves.toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
  });

  it('does not retry another 403, nor a role still missing after the new token', async () => {
    session(Date.now());
    const forbidden = { status: 403, body: { errorCode: 'FORBIDDEN', message: 'x' } };
    let fetch = mockFetch(() => forbidden);
    await expect(callApi(endpoints.listStreetTypes)).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
    fetch = mockFetch((url) =>
      url.pathname.endsWith('/public/refresh')
        ? { body: { access_token: 'new', refresh_token: 'r2', expires_in: 900, token_type: 'Bearer', role: 'company' } }
        : { status: 403, body: { errorCode: 'COMPANY_ROLE_REQUIRED', message: 'Нет прав доступа' } },
    );
    await expect(callApi(endpoints.listStreetTypes)).rejects.toMatchObject({ status: 403 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

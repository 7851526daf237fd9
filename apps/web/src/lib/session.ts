import { useSyncExternalStore } from 'react';

/**
 * The signed-in session (spec §3 Session, §4): kept in localStorage under the key 'root', as the seed does.
 * An empty token means a guest. Signing in and refreshing come with the accounts issue; the guards and the
 * API client read it already.
 */
export const SESSION_STORAGE_KEY = 'root';

export type UserRole = 'person' | 'company';
export type Session = {
  token: string;
  refreshToken: string;
  expiresIn: number;
  /** Epoch milliseconds when the token was issued. */
  createdAt: number;
  phone: string;
  /** The user type chosen at sign-in or registration (spec §4). */
  role: UserRole;
  /** The partner company of PARTNER_BIN. */
  partner: boolean;
};

const GUEST: Session = { token: '', refreshToken: '', expiresIn: 0, createdAt: 0, phone: '', role: 'person', partner: false };

/** Tokens as the API answers them (spec §7: access_token, refresh_token, expires_in). */
export type TokenAnswer = { access_token: string; refresh_token: string; expires_in: number; role: string };

/** A session from a sign-in, a registration confirmation or a refresh. */
export const sessionFrom = (tokens: TokenAnswer, phone: string, role: UserRole, now = Date.now()): Session => ({
  token: tokens.access_token,
  refreshToken: tokens.refresh_token,
  expiresIn: tokens.expires_in,
  createdAt: now,
  phone,
  role,
  partner: tokens.role === 'partner',
});

/** Spec §4: when creation time plus expiry has passed, a refresh runs before the next call (10 s early). */
export const needsRefresh = (session: Session, now = Date.now()): boolean =>
  session.token !== '' && session.createdAt + session.expiresIn * 1000 - 10_000 <= now;

const read = (): Session => {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return GUEST;
    const parsed = JSON.parse(raw) as Partial<Session>;
    return typeof parsed.token === 'string' ? { ...GUEST, ...parsed } : GUEST;
  } catch {
    return GUEST;
  }
};

let current = read();
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

export const sessionStore = {
  get: (): Session => current,
  set(next: Session) {
    current = next;
    globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
    emit();
  },
  /** Signing out resets everything, and the role back to person. */
  clear() {
    current = GUEST;
    globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Re-reads storage (another tab signed in or out). */
  reload() {
    current = read();
    emit();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) sessionStore.reload();
  });
}

export const isSignedIn = (session: Session): boolean => session.token !== '';

/**
 * The session; a pre-rendered page (a guest's, built without a browser) is hydrated as a guest first, then shows
 * the signed-in header, so taking it over never mismatches.
 */
export const useSession = (): Session => useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => GUEST);

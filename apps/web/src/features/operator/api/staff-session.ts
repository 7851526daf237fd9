import type { StaffRole } from '@jetkiz/contract';
import { useSyncExternalStore } from 'react';

/**
 * The staff member's session in this tab, apart from any customer's session (sessionStorage, its own key): the staff
 * token, when it was issued and how long it lives, who is signed in, and why the last session ended (shown on the
 * sign-in page).
 */
export type StaffSession = {
  token: string;
  issuedAt: number;
  expiresInSeconds: number;
  staffId: string;
  name: string;
  phone: string;
  role: StaffRole;
  idleMinutes: number;
  lastSignInAt: string | null;
};
export type SignOutReason = 'idle' | 'expired' | 'signed-out';
export type SessionEnd = { reason: SignOutReason; minutes: number };

const KEY = 'jetkiz.staff';
const REASON_KEY = 'jetkiz.staff.ended';

const read = (): StaffSession | null => {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    return raw ? (JSON.parse(raw) as StaffSession) : null;
  } catch {
    return null;
  }
};

let current: StaffSession | null = read();
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const staffSessionStore = {
  get: (): StaffSession | null => current,
  set(session: StaffSession | null) {
    current = session;
    try {
      if (session) globalThis.sessionStorage?.setItem(KEY, JSON.stringify(session));
      else globalThis.sessionStorage?.removeItem(KEY);
    } catch {
      // Storage refused: the session lives in this page only.
    }
    emit();
  },
  /** A fresh token for the same session (the API sends one past half the token's life). */
  renew(token: string, now = Date.now()) {
    if (current) staffSessionStore.set({ ...current, token, issuedAt: now });
  },
  /** Ends the session in this tab and remembers why, for the sign-in page to say. */
  end(reason: SignOutReason) {
    try {
      const ended: SessionEnd = { reason, minutes: current?.idleMinutes ?? 0 };
      globalThis.sessionStorage?.setItem(REASON_KEY, JSON.stringify(ended));
    } catch {
      // Nothing to remember it in.
    }
    staffSessionStore.set(null);
  },
  /** Why the last session ended (and its idle minutes), once. */
  takeEndReason(): SessionEnd | null {
    try {
      const raw = globalThis.sessionStorage?.getItem(REASON_KEY);
      globalThis.sessionStorage?.removeItem(REASON_KEY);
      return raw ? (JSON.parse(raw) as SessionEnd) : null;
    } catch {
      return null;
    }
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useStaffSession = (): StaffSession | null =>
  useSyncExternalStore(staffSessionStore.subscribe, staffSessionStore.get, () => null);

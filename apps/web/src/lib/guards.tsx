import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { clearToasts } from './notify.ts';
import { returnTo } from './return-to.ts';
import { isSignedIn, sessionStore, useSession } from './session.ts';

/** A signed-in-only page: without a token the visitor goes to the root (spec §2). */
export const RequireAuth = ({ children }: { children: ReactNode }) =>
  isSignedIn(useSession()) ? children : <Navigate to="/" replace />;

/**
 * A guest-only page (sign-in, registration): a visitor who arrives with a token goes to the root (spec §2).
 * One who signs in (or confirms a registration) on this very page goes back to where they were sent from
 * (`returnTo`, e.g. the order form of a chosen tariff), otherwise on to `afterSignIn` — the guard is the only one
 * to navigate, so a new session and a page change can never race.
 */
export const GuestOnly = ({ children, afterSignIn = '/' }: { children: ReactNode; afterSignIn?: string }) => {
  const [arrivedSignedIn] = useState(() => isSignedIn(sessionStore.get()));
  const signedIn = isSignedIn(useSession());
  const justSignedIn = signedIn && !arrivedSignedIn;
  // Signed in: the way back is used, and the warnings and failures of the form («Неверный код») are over.
  useEffect(() => {
    if (!justSignedIn) return;
    returnTo.clear();
    clearToasts();
  }, [justSignedIn]);
  if (!signedIn) return children;
  return <Navigate to={arrivedSignedIn ? '/' : (returnTo.get() ?? afterSignIn)} replace />;
};

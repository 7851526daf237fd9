import { useEffect } from 'react';
import { callOperator } from './api/client.ts';
import { staffEndpoints } from './api/endpoints.ts';
import { type StaffSession, staffSessionStore } from './api/staff-session.ts';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'pointermove'] as const;
const CHECK_EVERY_MS = 10_000;

/**
 * Inactivity: the console signs out after the session's idle minutes without a person's input (and says why on the
 * sign-in page); while someone works, a token past half its life is renewed with a call, so the server's own idle
 * clock (which counts calls) never runs out under them.
 */
export const useIdleSignOut = (session: StaffSession | null) => {
  const signedIn = session !== null;
  const idleMinutes = session?.idleMinutes ?? 0;
  useEffect(() => {
    if (!signedIn) return;
    let lastActivity = Date.now();
    let renewing = false;
    const onActivity = () => {
      lastActivity = Date.now();
      const current = staffSessionStore.get();
      if (!current || renewing) return;
      if (Date.now() - current.issuedAt > (current.expiresInSeconds * 1000) / 2) {
        renewing = true;
        callOperator(staffEndpoints.me)
          .catch(() => undefined)
          .finally(() => {
            renewing = false;
          });
      }
    };
    const timer = setInterval(() => {
      if (Date.now() - lastActivity < idleMinutes * 60_000) return;
      // Ends the session on the server too; the tab signs out whatever the answer.
      void callOperator(staffEndpoints.signOut).catch(() => undefined);
      staffSessionStore.end('idle');
    }, CHECK_EVERY_MS);
    for (const event of ACTIVITY) window.addEventListener(event, onActivity, { passive: true });
    return () => {
      clearInterval(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, onActivity);
    };
  }, [signedIn, idleMinutes]);
};

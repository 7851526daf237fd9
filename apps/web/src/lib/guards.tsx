import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isSignedIn, useSession } from './session.ts';

/** A signed-in-only page: without a token the visitor goes to the root (spec §2). */
export const RequireAuth = ({ children }: { children: ReactNode }) =>
  isSignedIn(useSession()) ? children : <Navigate to="/" replace />;

/** A guest-only page (sign-in, registration): with a token the visitor goes to the root (spec §2). */
export const GuestOnly = ({ children }: { children: ReactNode }) =>
  isSignedIn(useSession()) ? <Navigate to="/" replace /> : children;

import type { StaffRole } from '@jetkiz/contract';
import { staffSessionStore } from '../api/staff-session.ts';

/** The console's tests: a staff member of this role signed in, as the sign-in page stores the session. */
export const signInStaffForTest = (role: StaffRole, name = 'Тестова Айгерім') =>
  staffSessionStore.set({
    token: 'staff-token',
    issuedAt: Date.now(),
    expiresInSeconds: 900,
    staffId: 's1',
    name,
    phone: '77015550009',
    role,
    idleMinutes: 30,
    lastSignInAt: null,
  });

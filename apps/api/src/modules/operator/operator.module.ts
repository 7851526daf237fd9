import type { StaffRole } from '@jetkiz/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { OperatorConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type AuditActor, createAuditLog } from './operator.audit.ts';
import { exportAudit } from './operator.export.ts';
import { signIn, signInWithCode } from './operator.sign-in.ts';
import {
  changeStaffRole,
  checkSession,
  createStaff,
  endSession,
  getStaff,
  issueStaffToken,
  listStaff,
  type OperatorContext,
  openSession,
  resetStaffTotp,
  setStaffStatus,
} from './operator.staff.ts';

export type OperatorDeps = {
  db: Db;
  config: OperatorConfig;
  /** The time source (tests move it: idle expiry, lockouts, TOTP steps). */
  clock?: () => number;
  log?: FastifyBaseLogger;
};

/** The operator module's use cases, bound to one context. */
export const createOperatorService = (deps: OperatorDeps) => {
  const now = deps.clock ?? Date.now;
  const audit = createAuditLog({ db: deps.db, clock: now });
  const ctx: OperatorContext = { db: deps.db, config: deps.config, audit, now, log: deps.log };
  return {
    config: deps.config,
    now,
    /** The append-only audit log: `record(entry)` and `search(query)`. */
    audit,
    signIn: (body: { phone: string; password: string }, caller: { ip: string | null; requestId: string | null }) =>
      signIn(ctx, body, caller),
    signInWithCode: (body: { challenge: string; code: string }, caller: { ip: string | null; requestId: string | null }) =>
      signInWithCode(ctx, body, caller),
    /** The caller behind a session (401 / STAFF_SESSION_EXPIRED otherwise); `touch`: counts as activity. */
    checkSession: (staffId: string, sessionId: string, touch = true) => checkSession(ctx, staffId, sessionId, touch),
    endSession: (sessionId: string) => endSession(ctx, sessionId, 'sign-out'),
    issueToken: (staffId: string, sessionId: string) => issueStaffToken(ctx, staffId, sessionId),
    /**
     * A session and a token for a staff member without the TOTP round trip: for the tests' fixture and the
     * journeys' helper only (nothing in the API calls it).
     */
    async openSessionFor(staffId: string) {
      const sessionId = await openSession(ctx, staffId, null);
      return { sessionId, token: await issueStaffToken(ctx, staffId, sessionId) };
    },
    createStaff: (input: { phone: string; name: string; role: StaffRole }) => createStaff(ctx, input),
    listStaff: (query: Parameters<typeof listStaff>[1]) => listStaff(ctx, query),
    getStaff: (staffId: string) => getStaff(ctx, staffId),
    changeStaffRole: (actor: AuditActor, staffId: string, role: StaffRole) => changeStaffRole(ctx, actor, staffId, role),
    setStaffStatus: (actor: AuditActor, staffId: string, status: 'active' | 'disabled') =>
      setStaffStatus(ctx, actor, staffId, status),
    resetStaffTotp: (staffId: string) => resetStaffTotp(ctx, staffId),
    exportAudit: (filters: Parameters<typeof exportAudit>[1], format: 'xlsx' | 'csv', lang: Parameters<typeof exportAudit>[3]) =>
      exportAudit(ctx, filters, format, lang),
  };
};

export type OperatorService = ReturnType<typeof createOperatorService>;

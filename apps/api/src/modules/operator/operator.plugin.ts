import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditTargetType,
  type ErrorCode,
  MONEY_FIELD_MESSAGES,
  type OperatorRouteDescriptor,
  routerPath,
  StaffReasonSchema,
  type StaffRole,
  staffMayCall,
  staffReasonTooShort,
} from '@jetkiz/contract';
import { addressKey } from '@jetkiz/domain';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.ts';
import { bearerToken } from '../../lib/bearer.ts';
import type { SharedWindow } from '../cluster/index.ts';
import type { OperatorService } from './operator.module.ts';
import { verifyStaffToken } from './operator.tokens.ts';

/** The staff member calling an operator route (the staff guard has checked them). */
export type StaffCaller = { staffId: string; name: string; role: StaffRole; sessionId: string };

/** The facts of a change, for its audit line. */
export type AuditNote = {
  targetType?: AuditTargetType;
  targetId?: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
};
export type AuditNoter = { note(facts: AuditNote): void };

/** A request typed from an operator route's TypeBox schemas. */
export type OperatorRequest<R extends OperatorRouteDescriptor> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression<RawServerDefault>,
  R['schema'] & FastifySchema,
  TypeBoxTypeProvider
>;

/**
 * An operator route's handler: returns the answer (for a file: set the headers on `reply` and return the bytes). Do not
 * `reply.send` it yourself: the answer would leave before the call's audit line is written.
 */
export type OperatorHandler<R extends OperatorRouteDescriptor> = (
  request: OperatorRequest<R>,
  staff: StaffCaller,
  audit: AuditNoter,
  reply: FastifyReply,
) => unknown;

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator module's service (staff, sessions, the audit log). */
    operator: OperatorService;
    /**
     * Registers an operator route: the staff guard (a valid staff token of an open, not idle session of an active
     * staff member whose role the route allows: else 401 UNAUTHORIZED / STAFF_SESSION_EXPIRED or 403
     * STAFF_ROLE_REQUIRED) runs before the body is read; for a route that `writes`, one audit line per call: `done`
     * with the noted facts after the handler, or `refused` with the error code when the guard, the schema or the
     * handler refuses.
     */
    operatorRoute<R extends OperatorRouteDescriptor>(route: R, handler: OperatorHandler<R>): void;
  }
  interface FastifyRequest {
    /** The staff member behind an operator route's call, once the guard has passed. */
    staff: StaffCaller | null;
    /** What the operator route's handler noted, and whether its audit line is written. */
    operatorAudit: { facts: AuditNote; written: boolean } | null;
  }
}

/** The code a failed call answers with (as the error handler decides it), for its audit line. */
const errorCodeOf = (error: FastifyError): ErrorCode => {
  if (error instanceof AppError) return error.code;
  if (error.validation || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'VALIDATION';
  const status = error.statusCode ?? 500;
  if (status === 429) return 'RATE_LIMITED';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 404) return 'NOT_FOUND';
  return status >= 400 && status < 500 ? 'VALIDATION' : 'INTERNAL';
};

const bearer = (request: FastifyRequest) => bearerToken(request.headers.authorization);

/**
 * The operator console's base (issue 18): the operator service on `app.operator`, the staff guard and the
 * `app.operatorRoute` decorator every part of the console registers its routes with. Staff tokens are checked with
 * the staff key and issuer only; the customers' `app.authenticate` never accepts them, and this guard never accepts
 * a customer's token.
 */
export const operatorBasePlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      service: OperatorService;
      /** Calls without a valid staff token one address may make a minute, across instances. */
      strangers: SharedWindow;
    },
  ) => {
    const { service } = options;
    const secret = service.config.staffTokenSecret;
    app.decorate('operator', service);
    app.decorateRequest('staff', null);
    app.decorateRequest('operatorAudit', null);

    const guard = async (route: OperatorRouteDescriptor, request: FastifyRequest, reply: FastifyReply) => {
      const token = bearer(request);
      const now = service.now();
      const claims = token ? verifyStaffToken(secret, token, now) : null;
      if (!claims) {
        // A call without a staff token is refused, and a writing one leaves a refused line in the append-only log.
        // Past an address's allowance it is refused as too many and leaves none: anyone can send such calls, and
        // the log of staff actions must not grow at a stranger's pace (the request log still has every one).
        if (!options.strangers.allow(addressKey(request.ip))) {
          if (request.operatorAudit) request.operatorAudit.written = true;
          throw new AppError('RATE_LIMITED');
        }
        throw new AppError('UNAUTHORIZED');
      }
      // An expired token says only whether its session ended by inactivity (STAFF_SESSION_EXPIRED) or not (401).
      const { caller } = await service.checkSession(claims.staffId, claims.sessionId, !claims.expired);
      if (claims.expired) throw new AppError('UNAUTHORIZED');
      request.staff = caller;
      if (!staffMayCall(caller.role, route.staffRoles)) throw new AppError('STAFF_ROLE_REQUIRED');
      // Past half its lifetime, an active console gets a fresh token with the answer.
      if (now - claims.issuedAt > (claims.expiresAt - claims.issuedAt) / 2) {
        reply.header('x-staff-token', await service.issueToken(claims.staffId, claims.sessionId));
      }
    };

    const callerOf = (request: FastifyRequest) => ({ ip: request.ip ?? null, requestId: String(request.id) });

    app.decorate('operatorRoute', function operatorRoute<
      R extends OperatorRouteDescriptor,
    >(this: FastifyInstance, route: R, handler: OperatorHandler<R>) {
      // Every audited action has a name an administrator reads (the console, the export): a new writing route without
      // one stops the start, so no line of the log is ever shown as a bare code. Only writing routes are audited.
      if (route.writes && !Object.hasOwn(AUDIT_ACTIONS, route.schema.operationId))
        throw new Error(`${route.schema.operationId} writes: name it in AUDIT_ACTIONS (packages/contract/src/operator-audit.ts)`);
      const action = route.schema.operationId as AuditAction;
      // A route whose body asks a staff reason (the contract's StaffReasonSchema): the schema counts its length with
      // the spaces, so «   a» passes it; refused here once for every such route, as the money and act routes did alone.
      const asksReason =
        (route.schema as { body?: { properties?: Record<string, unknown> } }).body?.properties?.reason === StaffReasonSchema;
      this.route({
        method: route.method,
        url: routerPath(route.url),
        schema: route.schema,
        onRequest: async (request, reply) => {
          request.operatorAudit = { facts: {}, written: false };
          await guard(route, request, reply);
        },
        onError: async (request, _reply, error) => {
          const audit = request.operatorAudit;
          if (!route.writes || !audit || audit.written) return;
          audit.written = true;
          const body = request.body as { reason?: unknown } | undefined;
          const params = request.params as Record<string, unknown> | undefined;
          const firstParam = params ? Object.values(params).find((value) => typeof value === 'string') : undefined;
          try {
            await service.audit.record({
              staff: request.staff,
              action,
              targetType: audit.facts.targetType ?? null,
              targetId: audit.facts.targetId ?? (firstParam as string | undefined) ?? null,
              before: audit.facts.before ?? null,
              reason: audit.facts.reason ?? (typeof body?.reason === 'string' ? body.reason.slice(0, 1000) : null),
              outcome: 'refused',
              errorCode: errorCodeOf(error),
              ...callerOf(request),
            });
          } catch (failure) {
            request.log.error({ err: failure, action }, 'the audit line of a refused staff call was not written');
          }
        },
        handler: async (request, reply) => {
          const staff = request.staff;
          const audit = request.operatorAudit;
          if (!staff || !audit) throw new AppError('UNAUTHORIZED');
          const reason = (request.body as { reason?: unknown } | undefined)?.reason;
          if (asksReason && typeof reason === 'string' && staffReasonTooShort(reason))
            throw new AppError('VALIDATION', { fields: { reason: MONEY_FIELD_MESSAGES.reasonMissing } });
          const noter: AuditNoter = { note: (facts) => Object.assign(audit.facts, facts) };
          const result = await handler(request as unknown as OperatorRequest<R>, staff, noter, reply);
          if (route.writes) {
            audit.written = true;
            await service.audit.record({
              staff,
              action,
              targetType: audit.facts.targetType ?? null,
              targetId: audit.facts.targetId ?? null,
              before: audit.facts.before ?? null,
              after: audit.facts.after ?? null,
              reason: audit.facts.reason ?? null,
              outcome: 'done',
              ...callerOf(request),
            });
          }
          return result;
        },
      });
    });
  },
  { name: 'operator-base', dependencies: ['error-handler'] },
);

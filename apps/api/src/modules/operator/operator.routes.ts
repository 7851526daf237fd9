import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  changeStaffRoleRoute,
  createStaffRoute,
  exportAuditRoute,
  listStaffRoute,
  operatorMeRoute,
  resetStaffTotpRoute,
  searchAuditRoute,
  setStaffStatusRoute,
  staffSignInRoute,
  staffSignOutRoute,
  staffTotpRoute,
} from '@jetkiz/contract';
import type { OperatorService } from './operator.module.ts';

/** Staff and access (issue 18): sign-in, who am I, sign-out, staff management, the audit log. Transport only. */
export const operatorStaffRoutes: FastifyPluginAsyncTypebox<{ service: OperatorService; signInsPerMinute: number }> = async (
  app,
  { service, signInsPerMinute },
) => {
  const limited = { rateLimit: { max: signInsPerMinute, timeWindow: '1 minute' } };
  const caller = (req: { ip: string; id: unknown }) => ({ ip: req.ip ?? null, requestId: String(req.id) });
  app.route({ ...staffSignInRoute, config: limited, handler: (req) => service.signIn(req.body, caller(req)) });
  app.route({ ...staffTotpRoute, config: limited, handler: (req) => service.signInWithCode(req.body, caller(req)) });

  app.operatorRoute(operatorMeRoute, async (_req, staff) => {
    const member = await service.getStaff(staff.staffId);
    return {
      staffId: staff.staffId,
      phone: member.phone,
      name: staff.name,
      role: staff.role,
      idleMinutes: service.config.idleMinutes,
      lastSignInAt: member.lastSignInAt,
    };
  });
  app.operatorRoute(staffSignOutRoute, async (_req, staff, audit) => {
    await service.endSession(staff.sessionId);
    audit.note({ targetType: 'staff', targetId: staff.staffId });
    return {};
  });

  app.operatorRoute(listStaffRoute, (req) => service.listStaff(req.query));
  app.operatorRoute(createStaffRoute, async (req, _staff, audit) => {
    const created = await service.createStaff(req.body);
    audit.note({ targetType: 'staff', targetId: created.staff.staffId, after: created.staff });
    return created;
  });
  app.operatorRoute(changeStaffRoleRoute, async (req, staff, audit) => {
    audit.note({ targetType: 'staff', targetId: req.params.staffId, reason: req.body.reason });
    const { before, after } = await service.changeStaffRole(staff, req.params.staffId, req.body.role);
    audit.note({ before, after });
    return after;
  });
  app.operatorRoute(setStaffStatusRoute, async (req, staff, audit) => {
    audit.note({ targetType: 'staff', targetId: req.params.staffId, reason: req.body.reason });
    const { before, after } = await service.setStaffStatus(staff, req.params.staffId, req.body.status);
    audit.note({ before, after });
    return after;
  });
  app.operatorRoute(resetStaffTotpRoute, async (req, _staff, audit) => {
    audit.note({ targetType: 'staff', targetId: req.params.staffId, reason: req.body.reason });
    const { before, after } = await service.resetStaffTotp(req.params.staffId);
    audit.note({ before, after });
    return after;
  });

  app.operatorRoute(searchAuditRoute, (req) => service.audit.search(req.query));
  app.operatorRoute(exportAuditRoute, async (req, _staff, audit, reply) => {
    const { format = 'xlsx', ...filters } = req.query;
    const file = await service.exportAudit(filters, format, req.lang);
    audit.note({ targetType: 'audit', after: { format, filters, lines: file.lines } });
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
};

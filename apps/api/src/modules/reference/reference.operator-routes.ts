import {
  operatorCalendarYearRoute,
  operatorTerminalsRoute,
  operatorUpdateCalendarYearRoute,
  operatorUpdateTerminalRoute,
} from '@jetkiz/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ReferenceEditing } from './reference.editing.ts';
import type { ReferenceService } from './reference.service.ts';

/** The console's terminals and calendar years (staff guard and audit log by the operator module's `operatorRoute`). */
export const referenceOperatorRoutes: FastifyPluginAsync<{ service: ReferenceService; editing: ReferenceEditing }> = async (
  app,
  { service, editing },
) => {
  app.operatorRoute(operatorTerminalsRoute, (request) => service.listAllTerminals(request.lang));
  app.operatorRoute(operatorUpdateTerminalRoute, async (request, _staff, audit) => {
    const change = await editing.updateTerminal(request.params.id, request.body, request.lang);
    audit.note({ targetType: 'terminal', targetId: String(request.params.id), ...change });
    return change.after;
  });
  app.operatorRoute(operatorCalendarYearRoute, (request) => editing.calendarYear(request.params.year));
  app.operatorRoute(operatorUpdateCalendarYearRoute, async (request, _staff, audit) => {
    const change = await editing.updateCalendarYear(request.params.year, request.body, request.lang);
    audit.note({ targetType: 'calendarYear', targetId: String(request.params.year), ...change });
    return change.after;
  });
};

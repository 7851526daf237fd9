import { operatorDashboardRoute } from '@jetkiz/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { DashboardService } from './dashboard.service.ts';

/** `GET /api/operator/dashboard` for every staff role (through the operator module's staff guard). */
export const dashboardRoutes: FastifyPluginAsync<{ service: DashboardService }> = async (app, { service }) => {
  app.operatorRoute(operatorDashboardRoute, (request) => service.read(request.lang));
};

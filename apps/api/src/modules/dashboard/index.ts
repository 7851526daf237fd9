/**
 * The operator console's dashboard: the day's and the week's orders, money, open requests, late parcels and errors,
 * read through the orders, payments and notifications services. Owns no table.
 */
export { dashboardRoutes } from './dashboard.routes.ts';
export { createDashboardService, type DashboardService } from './dashboard.service.ts';

/** System: liveness and readiness of an instance (`/api/health`, `/api/ready`). Owns no tables. */
export { type ReadinessProbe, systemRoutes } from './system.routes.ts';

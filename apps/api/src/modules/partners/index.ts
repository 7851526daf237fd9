/**
 * Partners: applications to the partner programme from the public page (`POST /api/partner/public/application`),
 * stored for the operator. Owns `partner_applications`.
 */
export { partnersRoutes } from './partners.routes.ts';
export { createPartnersService, type PartnersService } from './partners.service.ts';

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deleteAddressRoute, listAddressesRoute, saveAddressRoute } from '@jetkiz/contract';
import { authOf } from '../../plugins/auth.ts';
import type { AddressesService } from './addresses.service.ts';

/** Spec §7 «Address book» (companies); transport only. */
export const addressesRoutes: FastifyPluginAsyncTypebox<{ service: AddressesService }> = async (app, { service }) => {
  app.addHook('preHandler', app.authenticate);
  app.route({ ...listAddressesRoute, handler: (req) => service.listAddresses(authOf(req), req.query, req.lang) });
  app.route({ ...saveAddressRoute, handler: (req) => service.saveAddress(authOf(req), req.body, req.lang) });
  app.route({ ...deleteAddressRoute, handler: (req) => service.deleteAddress(authOf(req), req.query, req.lang) });
};

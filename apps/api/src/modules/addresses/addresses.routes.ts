import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deleteAddressRoute, listAddressesRoute, saveAddressRoute } from '@jetkiz/contract';
import { requireUserType } from '../../plugins/auth.ts';
import type { AddressesService } from './addresses.service.ts';

/** Spec §7 «Address book» (companies only: the route checks it, the service trusts it); transport only. */
export const addressesRoutes: FastifyPluginAsyncTypebox<{ service: AddressesService }> = async (app, { service }) => {
  app.addHook('onRequest', app.authenticate);
  app.route({
    ...listAddressesRoute,
    handler: (req) => service.listAddresses(requireUserType(req, 'company'), req.query, req.lang),
  });
  app.route({ ...saveAddressRoute, handler: (req) => service.saveAddress(requireUserType(req, 'company'), req.body, req.lang) });
  app.route({
    ...deleteAddressRoute,
    handler: (req) => service.deleteAddress(requireUserType(req, 'company'), req.query, req.lang),
  });
};

import {
  operatorCarriersRoute,
  operatorServicesRoute,
  operatorTariffsRoute,
  operatorUpdateCarrierRoute,
  operatorUpdateServiceRoute,
  operatorUpdateTariffRoute,
} from '@jetkiz/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { CalcEditing } from './calc.editing.ts';

/** The console's own-fleet grids and services (staff guard and audit log by the operator module's `operatorRoute`). */
export const calcOperatorRoutes: FastifyPluginAsync<{ editing: CalcEditing }> = async (app, { editing }) => {
  app.operatorRoute(operatorTariffsRoute, (request) => editing.listTariffs(request.lang));
  app.operatorRoute(operatorUpdateTariffRoute, async (request, _staff, audit) => {
    const { product, zone } = request.params;
    const { tariff, ...change } = await editing.updateTariffZone({ product, zone }, request.body, request.lang);
    audit.note({ targetType: 'tariffZone', targetId: `${product}/${zone}`, ...change });
    return tariff;
  });
  app.operatorRoute(operatorCarriersRoute, () => editing.listCarriers());
  app.operatorRoute(operatorUpdateCarrierRoute, async (request, _staff, audit) => {
    const change = await editing.updateCarrier(request.params.code, request.body);
    audit.note({ targetType: 'carrier', targetId: request.params.code, ...change });
    return change.after;
  });
  app.operatorRoute(operatorServicesRoute, () => editing.listServices());
  app.operatorRoute(operatorUpdateServiceRoute, async (request, _staff, audit) => {
    const change = await editing.updateService(request.params.code, request.body, request.lang);
    audit.note({ targetType: 'service', targetId: request.params.code, ...change });
    return change.after;
  });
};

import type {
  operatorCalendarYearRoute,
  operatorCarriersRoute,
  operatorCreatePromoRoute,
  operatorDashboardRoute,
  operatorPromosRoute,
  operatorServicesRoute,
  operatorTariffsRoute,
  operatorTerminalsRoute,
  operatorUpdateCalendarYearRoute,
  operatorUpdateCarrierRoute,
  operatorUpdatePromoRoute,
  operatorUpdateServiceRoute,
  operatorUpdateTariffRoute,
  operatorUpdateTerminalRoute,
} from '@jetkiz/contract';
import { at } from '../api/endpoints.ts';

/** The dashboard's and the reference data's verbs and paths, typed by the contract's routes (types only). */
export const referenceEndpoints = {
  dashboard: at<typeof operatorDashboardRoute>('GET', '/api/operator/dashboard'),
  terminals: at<typeof operatorTerminalsRoute>('GET', '/api/operator/reference/terminals'),
  updateTerminal: at<typeof operatorUpdateTerminalRoute>('PUT', '/api/operator/reference/terminals/{id}'),
  tariffs: at<typeof operatorTariffsRoute>('GET', '/api/operator/reference/tariffs'),
  updateTariff: at<typeof operatorUpdateTariffRoute>('PUT', '/api/operator/reference/tariffs/{product}/{zone}'),
  services: at<typeof operatorServicesRoute>('GET', '/api/operator/reference/services'),
  updateService: at<typeof operatorUpdateServiceRoute>('PUT', '/api/operator/reference/services/{code}'),
  calendarYear: at<typeof operatorCalendarYearRoute>('GET', '/api/operator/reference/calendar/{year}'),
  updateCalendarYear: at<typeof operatorUpdateCalendarYearRoute>('PUT', '/api/operator/reference/calendar/{year}'),
  promos: at<typeof operatorPromosRoute>('GET', '/api/operator/reference/promo-codes'),
  createPromo: at<typeof operatorCreatePromoRoute>('POST', '/api/operator/reference/promo-codes'),
  updatePromo: at<typeof operatorUpdatePromoRoute>('PUT', '/api/operator/reference/promo-codes/{code}'),
  carriers: at<typeof operatorCarriersRoute>('GET', '/api/operator/reference/carriers'),
  updateCarrier: at<typeof operatorUpdateCarrierRoute>('PUT', '/api/operator/reference/carriers/{code}'),
};

import { endpoints } from '@jetkiz/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';

/** The carriers' stores and pickup points (Shop, AgentPvz), by locality, kind and carrier when asked. */
export const getPickupPointsQueryOptions = (query: { kato?: string; kind?: 'store' | 'pickupPoint'; carrier?: string } = {}) =>
  queryOptions({
    queryKey: ['reference', 'pickup-points', query, currentLang()],
    queryFn: ({ signal }) => callApi(endpoints.listPickupPoints, { query, signal }),
    staleTime: 10 * 60_000,
  });

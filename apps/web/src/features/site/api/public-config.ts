import { endpoints, type PublicConfig } from '@jetkiz/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The site's public settings: the map's tile server (none: the list alone) and the carriers compared. */
export const getPublicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'public-config'],
    queryFn: async ({ signal }) => (await callApi(endpoints.getPublicConfig, { signal })) as PublicConfig,
    staleTime: 10 * 60_000,
  });

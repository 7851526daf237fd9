import { type DirectionQuery, endpoints } from '@jetkiz/contract';
import type { Lang } from '@jetkiz/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Localities by part of the name; the language is part of the key because names come back in it. */
export const getDirectionsQueryOptions = (query: DirectionQuery, lang: Lang) =>
  queryOptions({
    queryKey: ['reference', 'directions', lang, query.type, query.name ?? ''],
    queryFn: ({ signal }) => callApi(endpoints.listDirections, { query, signal }),
    staleTime: 10 * 60_000,
  });

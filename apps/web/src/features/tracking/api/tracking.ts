import { endpoints } from '@jetkiz/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';

/** The public tracking answer; refreshed every minute while the page is open (a parcel moves). */
export const getTrackQueryOptions = (number: string) =>
  queryOptions({
    queryKey: ['tracking', number, currentLang()],
    queryFn: ({ signal }) => callApi(endpoints.track, { params: { id: number }, signal }),
    retry: false,
    refetchInterval: 60_000,
  });

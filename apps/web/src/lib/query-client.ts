import { isLang } from '@jetkiz/domain';
import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import type { MessageOf } from './field-message.tsx';
import { currentLang } from './i18n.ts';
import { notifyError } from './notify.ts';

/** The longest wait between two tries of a failed fetch (spec §9: delays of up to 30 seconds). */
export const MAX_RETRY_DELAY_MS = 30_000;
const MAX_RETRIES = 3;

/** 1 s, 2 s, 4 s, … never more than 30 s. */
export const retryDelay = (attempt: number): number => Math.min(1_000 * 2 ** attempt, MAX_RETRY_DELAY_MS);

/** Network failures and our own 5xx are worth another try; the caller's mistakes (4xx) are not, except 408/429. */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= MAX_RETRIES) return false;
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
};

/**
 * An answer asked again in another language (its key ends in the language) keeps showing the old one until the new
 * one comes. With nothing to show, a page unmounted what it held, a form being filled in with it (a claim lost its
 * text and photos). Another question (another order, another filter) in the same language starts empty as before.
 */
export const keptAcrossLanguageSwitch = <T>(
  previous: T | undefined,
  previousQuery: { queryKey: QueryKey } | undefined,
): T | undefined => {
  const language = previousQuery?.queryKey.at(-1);
  return isLang(language) && language !== currentLang() ? previous : undefined;
};

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * `silent` handles its own errors on the spot; `errorMessage` replaces the server's text, in whichever language the
     * toast is read in.
     */
    queryMeta: { silent?: boolean; errorMessage?: MessageOf };
    mutationMeta: { silent?: boolean; errorMessage?: MessageOf };
  }
}

export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) notifyError(error, query.meta?.errorMessage);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.silent) notifyError(error, mutation.meta?.errorMessage);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        placeholderData: keptAcrossLanguageSwitch,
      },
      mutations: { retry: false },
    },
  });

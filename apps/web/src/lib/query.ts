import type { Endpoint } from '@kontor/contract';
import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/api-error';
import { type CallInput, callApi } from './api/client';

/** The cache key of one endpoint called with one input. */
export function queryKeyOf(endpoint: Endpoint, input?: object): readonly unknown[] {
  return input === undefined
    ? [endpoint.method, endpoint.path]
    : [endpoint.method, endpoint.path, input];
}

/** Query options for a GET endpoint of the contract: one key per endpoint and input. */
export function endpointQuery<E extends Endpoint>(endpoint: E, input = {} as CallInput<E>) {
  const hasInput = Object.keys(input).length > 0;
  return {
    queryKey: queryKeyOf(endpoint, hasInput ? input : undefined),
    queryFn: ({ signal }: { signal: AbortSignal }) => callApi(endpoint, { ...input, signal }),
  };
}

/**
 * Query options for one page of a list: keyed by the list's body (or query), and the previous
 * page stays on screen while the next one loads.
 */
export function listPageQuery<E extends Endpoint>(endpoint: E, input: CallInput<E>) {
  return {
    queryKey: queryKeyOf(endpoint, (input.body ?? input.query) as object),
    queryFn: ({ signal }: { signal: AbortSignal }) => callApi(endpoint, { ...input, signal }),
    placeholderData: keepPreviousData,
  };
}

/** Client errors (4xx) are answers, not hiccups: retrying them only repeats the answer. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

import type { Endpoint } from '@kontor/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeyOf } from './query';

/** A master document's cache: its own query, what else shows it, and its list. */
export interface DocumentCache {
  documentKey: (id: number) => readonly unknown[];
  /** Every cached answer that shows the document's fields */
  invalidate: (queryClient: QueryClient, id: number) => Promise<unknown>;
  list: Endpoint;
}

/** Creates (no id) or updates a document; the answer replaces the cached document. */
export function useSaveDocument<Body, Saved extends { id: number }>(
  cache: DocumentCache,
  save: (id: number | null, body: Body) => Promise<Saved>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Body }) => save(id, body),
    onSuccess: (saved: Saved) => {
      queryClient.setQueryData(cache.documentKey(saved.id), saved);
      return cache.invalidate(queryClient, saved.id);
    },
  });
}

type Removal = { id: number; version: number };

/**
 * Deletes a document at the version it was read at; its cache goes, its list is read again. With
 * `refreshOnError`, a refusal reads the document again too (it may be outdated).
 */
export function useDeleteDocument(
  cache: DocumentCache,
  remove: (id: number, version: number) => Promise<unknown>,
  refreshOnError = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: Removal) => remove(id, version),
    onSuccess: (_: unknown, { id }: Removal) => {
      queryClient.removeQueries({ queryKey: cache.documentKey(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeyOf(cache.list) });
    },
    ...(refreshOnError && {
      onError: (_: unknown, { id }: Removal) => cache.invalidate(queryClient, id),
    }),
  });
}

import {
  branchEndpoints,
  STORAGE_PARENT_TYPES,
  STORAGE_TYPES,
  storageEndpoints,
  type TStorageNode,
  type TStorageType,
} from '@kontor/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api/api-error';
import { endpointQuery, queryKeyOf } from '../../lib/query';

export function useStorageTree() {
  return useQuery(endpointQuery(storageEndpoints.tree));
}

export function useBranchList() {
  return useQuery(endpointQuery(branchEndpoints.list));
}

/** Runs one change and reads the tree again, whatever the answer (a refusal may mean it changed). */
export function useStorageChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(storageEndpoints.tree) }),
  });
}

/** Every node of the tree, depth first, with its depth. */
export function flatten(nodes: TStorageNode[], depth = 0): { node: TStorageNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);
}

/** The types that may sit inside a location of `type` (contract's STORAGE_PARENT_TYPES). */
export function childTypesOf(type: TStorageType): TStorageType[] {
  return STORAGE_TYPES.filter((child) => STORAGE_PARENT_TYPES[child].includes(type));
}

/** A field's texts when its value is refused: [invalid, already used]. */
const FIELD_KEYS: Record<string, readonly [string, string]> = {
  code: ['STORAGES.ERROR.CODE', 'STORAGES.ERROR.CODE_TAKEN'],
  name: ['STORAGES.ERROR.NAME', 'STORAGES.ERROR.NAME_TAKEN'],
  parentId: ['STORAGES.ERROR.PARENT', 'STORAGES.ERROR.PARENT'],
  type: ['STORAGES.ERROR.TYPE', 'STORAGES.ERROR.TYPE'],
  branchId: ['STORAGES.ERROR.BRANCH', 'STORAGES.ERROR.BRANCH'],
};

/**
 * The text of a refused change, from the dictionaries (never the server's English detail), and
 * the form field it belongs to: the field the problem names, or for a deactivation which
 * locations hold stock or reservations.
 */
export function refusalOf(error: unknown, t: TFunction): { field: string | null; text: string } {
  const problem = error instanceof ApiError ? error.problem : undefined;
  const errors = problem?.errors ?? [];
  const busy = errors.filter((e) => e.path === 'stock' || e.path === 'reservations');
  if (busy.length > 0)
    return {
      field: null,
      text: busy
        .map((e) =>
          t(e.path === 'stock' ? 'STORAGES.ERROR.HOLDS_STOCK' : 'STORAGES.ERROR.RESERVED', {
            codes: e.message,
          }),
        )
        .join(' '),
    };
  const field = errors[0]?.path ?? null;
  const fieldKeys = field ? FIELD_KEYS[field] : undefined;
  const key =
    problem?.code === 'STALE_VERSION'
      ? 'STORAGES.ERROR.STALE'
      : fieldKeys
        ? fieldKeys[problem?.code === 'CONFLICT' ? 1 : 0]
        : problem?.code === 'INVALID_STATE'
          ? 'STORAGES.ERROR.STATE'
          : 'STORAGES.ERROR.FAILED';
  return { field, text: t(key) };
}

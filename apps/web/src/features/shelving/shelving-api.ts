import {
  receiptEndpoints,
  shelvingEndpoints,
  type TShelvingItem,
  type TShelvingScan,
} from '@kontor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api/api-error';
import { callApi } from '../../lib/api/client';
import { useRefreshOnQueuedSend } from '../../lib/floor-action';
import { endpointQuery, queryKeyOf } from '../../lib/query';

/** The floor sees at most this many waiting lines at once (oldest first). */
const WAITING_PAGE = { page_number: 0, page_size: 200 };

export function useWaiting() {
  useRefreshOnQueuedSend([shelvingEndpoints.list]);
  return useQuery(endpointQuery(shelvingEndpoints.list, { query: WAITING_PAGE }));
}

export function useReceipts() {
  useRefreshOnQueuedSend([receiptEndpoints.list]);
  return useQuery(endpointQuery(receiptEndpoints.list, { query: { page_size: 10 } }));
}

const SHELVING_READS = [shelvingEndpoints.list, receiptEndpoints.list];

/** Reads the waiting list and the receipts again (after a move, a post or a refusal). */
export function useRefreshShelving() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      SHELVING_READS.map((endpoint) =>
        client.invalidateQueries({ queryKey: queryKeyOf(endpoint) }),
      ),
    );
}

export function lookUpCode(code: string): Promise<TShelvingScan> {
  return callApi(shelvingEndpoints.scan, { query: { code } });
}

/** What a scan means on the shelving screen, given the waiting lines and the open one. */
export type ScanOutcome =
  | { kind: 'open'; item: TShelvingItem }
  | { kind: 'target'; target: { id: number; code: string; name: string } }
  | { kind: 'error'; key: string };

const SHELF_TYPES = ['SHELF', 'BIN'];

export const itemKey = (item: Pick<TShelvingItem, 'storageId' | 'productId'>) =>
  `${item.storageId}:${item.productId}`;

export function outcomeOf(
  scan: TShelvingScan,
  waiting: readonly TShelvingItem[],
  open: TShelvingItem | null,
): ScanOutcome {
  if (scan.product) {
    const { id } = scan.product;
    const item =
      (open?.productId === id ? open : undefined) ?? waiting.find((w) => w.productId === id);
    return item ? { kind: 'open', item } : { kind: 'error', key: 'SHELVING.ERROR.NOT_WAITING' };
  }
  if (scan.storage) {
    if (!open) return { kind: 'error', key: 'SHELVING.ERROR.PRODUCT_FIRST' };
    if (!SHELF_TYPES.includes(scan.storage.type))
      return { kind: 'error', key: 'SHELVING.ERROR.NOT_A_SHELF' };
    if (!scan.storage.isActive) return { kind: 'error', key: 'SHELVING.ERROR.INACTIVE' };
    return { kind: 'target', target: scan.storage };
  }
  return { kind: 'error', key: 'SHELVING.ERROR.UNKNOWN_CODE' };
}

/** The dictionary key of a refused move: the field the server named, else the general text. */
export function moveRefusalKey(error: unknown): string {
  const problem = error instanceof ApiError ? error.problem : undefined;
  const path = problem?.errors?.[0]?.path ?? '';
  if (path.endsWith('quantity'))
    return problem?.code === 'INVALID_STATE'
      ? 'SHELVING.ERROR.TOO_MUCH'
      : 'SHELVING.ERROR.QUANTITY';
  if (path.endsWith('toStorageId'))
    return problem?.code === 'INVALID_STATE'
      ? 'SHELVING.ERROR.INACTIVE'
      : 'SHELVING.ERROR.OTHER_SITE';
  return 'SHELVING.ERROR.FAILED';
}

/** The dictionary key of a refused receipt action. */
export function receiptRefusalKey(error: unknown): string {
  const problem = error instanceof ApiError ? error.problem : undefined;
  const path = problem?.errors?.[0]?.path ?? '';
  if (problem?.code === 'INVALID_STATE') return 'SHELVING.RECEIPT.ERROR.STATE';
  if (problem?.code === 'STALE_VERSION') return 'SHELVING.RECEIPT.ERROR.STALE';
  if (path === 'supplierId') return 'SHELVING.RECEIPT.ERROR.SUPPLIER';
  if (path === 'deliveryNoteNumber') return 'SHELVING.RECEIPT.ERROR.DELIVERY_NOTE';
  if (path === 'storageId') return 'SHELVING.RECEIPT.ERROR.BUFFER';
  if (path.startsWith('lines')) return 'SHELVING.RECEIPT.ERROR.LINES';
  return 'SHELVING.RECEIPT.ERROR.FAILED';
}

import {
  designProofEndpoints,
  type TDesignProofCard,
  type TDesignProofState,
} from '@kontor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api/api-error';
import { useLiveTopic } from '../../lib/live-events';
import { endpointQuery, queryKeyOf } from '../../lib/query';
import type { BadgeColor } from '../../ui/badge';

export const BOARD_COLUMNS: readonly TDesignProofState[] = [
  'TO_DESIGN',
  'SENT',
  'EXPIRED',
  'ACCEPTED',
  'REJECTED',
];

export const STATE_COLORS: Record<TDesignProofState, BadgeColor> = {
  TO_DESIGN: 'gray',
  SENT: 'info',
  EXPIRED: 'warn',
  ACCEPTED: 'success',
  REJECTED: 'error',
};

/** The states the office may answer for the customer (README: transitions). */
export const ANSWERABLE: readonly TDesignProofState[] = ['SENT', 'EXPIRED'];

const READS = [designProofEndpoints.board, designProofEndpoints.orderItems];

/** Reads the board and the open card again. */
export function useRefreshProofs() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      READS.map((endpoint) => queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoint) })),
    );
}

/** The board, read again whenever the server tells of a change of the firm's proofs. */
export function useBoard() {
  const refresh = useRefreshProofs();
  useLiveTopic('design', () => void refresh());
  return useQuery(endpointQuery(designProofEndpoints.board));
}

export function useOrderProofs(orderId: number | null) {
  return useQuery({
    ...endpointQuery(designProofEndpoints.orderItems, { params: { orderId: orderId ?? 0 } }),
    enabled: orderId !== null,
  });
}

/** The board's cards by column. */
export function cardsByState(cards: readonly TDesignProofCard[]) {
  const columns = new Map<TDesignProofState, TDesignProofCard[]>(
    BOARD_COLUMNS.map((state) => [state, []]),
  );
  for (const card of cards) columns.get(card.state)?.push(card);
  return columns;
}

/** A refusal in Hungarian from the problem's code (never the server's English detail). */
export function refusalOf(error: unknown, t: TFunction): string {
  const problem = error instanceof ApiError ? error.problem : undefined;
  if (problem?.code === 'STALE_VERSION') return t('DESIGN_PROOFS.ERROR.STALE');
  if (problem?.code === 'INVALID_STATE') return t('DESIGN_PROOFS.ERROR.STATE');
  if (problem?.code === 'UNSUPPORTED_MEDIA_TYPE') return t('DESIGN_PROOFS.UPLOAD.WRONG_TYPE');
  if (problem?.code === 'PAYLOAD_TOO_LARGE') return t('DESIGN_PROOFS.UPLOAD.TOO_LARGE');
  return t('DESIGN_PROOFS.PUBLIC.FAILED');
}

import {
  type TOrder,
  type TWorkshopOrderHeader,
  workshopOrderEndpoints as w,
} from '@kontor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api/client';
import { endpointQuery, queryKeyOf } from '../../lib/query';
import { ActionButton } from '../../ui/action-button';
import type { GridColumn } from '../../ui/editable-grid';
import { useToast } from '../../ui/toast';
import type { LineRow } from '../customer-orders/lines/line-model';
import { workshopRefusal } from './workshop/workshop-api';

const hasProductionLine = (order: TOrder) =>
  order.lines.some((line) => line.fulfilment === 'PRODUCTION');

/** The workshop orders of one customer order (found by its number, kept only when they are its). */
function useOrderWorkshop(order: TOrder | null) {
  const query = useQuery({
    ...endpointQuery(w.list, { query: { term: order?.number ?? '', page_size: 200 } }),
    enabled: order !== null && hasProductionLine(order),
  });
  return useMemo(
    () =>
      new Map<string, TWorkshopOrderHeader>(
        (query.data?.items ?? [])
          .filter((item) => item.customerOrderId === order?.id)
          .map((item) => [`line-${item.customerOrderLineId}`, item]),
      ),
    [query.data, order?.id],
  );
}

/**
 * The order line's workshop order: its number and state; null (no column) for an order without
 * production lines.
 */
export function useWorkshopLineColumn(order: TOrder | null): GridColumn<LineRow> | null {
  const { t } = useTranslation();
  const byLine = useOrderWorkshop(order);
  const isShown = order !== null && hasProductionLine(order);
  return useMemo(
    () =>
      isShown
        ? {
            id: 'workshopOrder',
            header: t('PRODUCTION.LINE_STATE'),
            width: 150,
            value: (row: LineRow) => {
              const item = byLine.get(row.key);
              return item ? `${item.number} · ${t(`PRODUCTION.STATE.${item.state}`)}` : '';
            },
          }
        : null,
    [byLine, t, isShown],
  );
}

/**
 * Makes workshop orders of the order's production lines (the server makes each line's once,
 * however often this is pressed); shown while the order has production lines.
 */
export function CreateWorkshopOrdersButton({
  order,
  disabled,
}: {
  order: TOrder;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  if (!hasProductionLine(order) || order.state === 'DRAFT' || order.state === 'CANCELLED')
    return null;
  const create = async () => {
    try {
      const answer = await callApi(w.createFromOrder, { params: { orderId: order.id }, body: {} });
      toast.show(
        answer.created.length > 0
          ? t('PRODUCTION.ACTION.CREATED', { count: answer.created.length })
          : t('PRODUCTION.ACTION.NONE_CREATED'),
        'SUCCESS',
      );
    } catch (error) {
      toast.show(workshopRefusal(error, t), 'ERROR');
    } finally {
      await client.invalidateQueries({ queryKey: queryKeyOf(w.list) });
    }
  };
  return (
    <ActionButton
      variant="default"
      endpoint={w.createFromOrder}
      disabledReason={disabled ? t('SHELL.DISABLED.UNSAVED') : null}
      onClick={() => void create()}
    >
      {t('PRODUCTION.ACTION.CREATE')}
    </ActionButton>
  );
}

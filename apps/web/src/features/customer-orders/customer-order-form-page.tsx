import type { TOrderLinesChanged } from '@kontor/contract';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OrderDeliverySection } from '../delivery/order/order-delivery-section';
import { PrintButton } from '../documents/print-button';
import { FilesPanel } from '../library/files-panel';
import { CustomerOrderSupplies } from '../purchasing/customer-order-supplies';
import { useOrder } from './api/sales-api';
import { CommentsSection } from './components/comments-section';
import { DocumentPage, documentIdOf } from './components/document-page';
import { OrderEditor } from './orders/order-editor';
import { ParcelsSection } from './orders/parcels-section';
import { ReserveList } from './orders/reserve-list';

/** `/app/CustomerOrderForm?id=N`: one customer order; `?new=true` (or no id): a new one. */
export default function CustomerOrderFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = documentIdOf(params);
  const order = useOrder(id ?? null);
  // Saving the delivery section stores fee lines and a new version of the order: the editor
  // takes them in and stays (keyed by the version it started from), keeping what is typed.
  const [takenIn, setTakenIn] = useState<{ change: TOrderLinesChanged; base: number } | null>(null);
  const isTakenIn = (document: { id: number; version: number }) =>
    takenIn?.change.id === document.id && takenIn.change.version === document.version;
  const editorVersion = (document: { id: number; version: number }) =>
    takenIn && isTakenIn(document) ? takenIn.base : document.version;
  return (
    <DocumentPage
      id={id}
      query={order}
      listUrl="/app/customer-orders"
      listTitle={t('SALES.ORDER.LIST_TITLE')}
      newTitle={t('SALES.ORDER.NEW_TITLE')}
      title={t('SALES.ORDER.TITLE')}
      notFound={t('SALES.ORDER.NOT_FOUND')}
    >
      {(document) =>
        document === null ? (
          <OrderEditor key="new" order={null} />
        ) : (
          <Stack gap="md">
            <OrderEditor
              key={`${document.id}-${editorVersion(document)}`}
              order={document}
              takenIn={takenIn && isTakenIn(document) ? takenIn.change : null}
            />
            <Group justify="flex-end">
              <PrintButton kind="ORDER_CONFIRMATION" sourceId={document.id} />
            </Group>
            {document.state !== 'CANCELLED' && (
              <OrderDeliverySection
                order={document}
                onOrderChanged={(change) => setTakenIn({ change, base: editorVersion(document) })}
              />
            )}
            {document.state !== 'DRAFT' && document.state !== 'CANCELLED' && (
              <Paper withBorder p="md">
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {t('SALES.RESERVE.TITLE')}
                  </Title>
                  <ReserveList orderId={document.id} />
                </Stack>
              </Paper>
            )}
            {document.state !== 'DRAFT' && document.state !== 'CANCELLED' && (
              <ParcelsSection order={document} />
            )}
            <CustomerOrderSupplies order={document} />
            <FilesPanel location="ORDER" ownerId={document.id} />
            <CommentsSection target={{ customer_order_id: document.id }} />
          </Stack>
        )
      }
    </DocumentPage>
  );
}

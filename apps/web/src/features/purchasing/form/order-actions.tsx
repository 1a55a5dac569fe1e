import { supplierOrderEndpoints, type TSupplierOrder } from '@kontor/contract';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { ActionButton } from '../../../ui/action-button';
import { useToast } from '../../../ui/toast';
import { HistoryButton } from '../../customer-orders/components/document-page';
import { type StateAction, StateActions } from '../../customer-orders/components/state-actions';
import { PrintButton, printDocument } from '../../documents/print-button';
import { SendEmailButton } from '../../emails/send-email-button';
import { useSupplierOrderMutation } from '../api/purchasing-api';
import { ReceiveModal } from './receive-modal';

type Target = 'SENT' | 'CONFIRMED' | 'CLOSED' | 'CANCELLED';

/** The state calls each state offers (modules/purchasing/README.md). */
const NEXT: Record<TSupplierOrder['state'], readonly Target[]> = {
  DRAFT: ['SENT', 'CANCELLED'],
  SENT: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['CANCELLED'],
  PARTLY_RECEIVED: [],
  RECEIVED: ['CLOSED'],
  CLOSED: [],
  CANCELLED: [],
};
const RECEIVABLE = new Set(['SENT', 'CONFIRMED', 'PARTLY_RECEIVED']);
export const emailDocumentOf = (order: { id: number }) => ({
  documentKind: 'SUPPLIER_ORDER' as const,
  documentId: order.id,
});

/**
 * The order's buttons: send (marks it SENT, then prints the PDF and opens the e-mail sender with
 * the supplier-order template to the supplier's contacts), confirm, receive, close, cancel, print,
 * e-mail, history.
 */
export function OrderActions({
  order,
  isDirty,
  onSent,
}: {
  order: TSupplierOrder;
  isDirty: boolean;
  /** The order is SENT: the page opens the e-mail sender (it outlives this order version) */
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [isReceiving, setIsReceiving] = useState(false);
  const change = useSupplierOrderMutation((state: Target) =>
    callApi(supplierOrderEndpoints.changeState, {
      params: { id: order.id },
      body: { state, version: order.version },
    }),
  );
  const actions: StateAction[] = NEXT[order.state].map((state) => ({
    id: state,
    endpoint: supplierOrderEndpoints.changeState,
    isDanger: state === 'CANCELLED',
    run: async () => {
      await change.mutateAsync(state);
      if (state !== 'SENT') return;
      onSent();
      await printDocument('SUPPLIER_ORDER', order.id).catch(() =>
        toast.show(t('DOCUMENTS.PRINT_FAILED'), 'ERROR'),
      );
    },
  }));
  const unsaved = isDirty ? t('SHELL.DISABLED.UNSAVED') : null;
  return (
    <>
      <StateActions
        actions={actions}
        isDirty={isDirty}
        number={order.number}
        keyPrefix="PURCHASING.ACTION"
      />
      {RECEIVABLE.has(order.state) && (
        <ActionButton
          endpoint={supplierOrderEndpoints.receive}
          variant="light"
          leftSection={<IconTruckDelivery size={16} aria-hidden />}
          disabledReason={unsaved}
          onClick={() => setIsReceiving(true)}
        >
          {t('PURCHASING.ACTION.RECEIVE')}
        </ActionButton>
      )}
      <PrintButton kind="SUPPLIER_ORDER" sourceId={order.id} />
      <SendEmailButton document={emailDocumentOf(order)} disabled={isDirty} />
      <HistoryButton entity="supplier-order" id={order.id} />
      {isReceiving && <ReceiveModal order={order} onClose={() => setIsReceiving(false)} />}
    </>
  );
}

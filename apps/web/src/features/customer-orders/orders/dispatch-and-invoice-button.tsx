import { invoiceEndpoints, type TOrder } from '@kontor/contract';
import { IconFileInvoice } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/api/client';
import { ActionButton } from '../../../ui/action-button';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useToast } from '../../../ui/toast';
import { failureOf } from '../../invoices/form/nav-failure';
import { invalidateSales } from '../api/sales-api';

/**
 * 'Kiszállítás és számlázás': after a confirmation, `POST /orders/dispatchAndInvoice/{id}`
 * dispatches what is left and invoices it in one transaction; then the new invoice opens. The
 * request carries an idempotency key, so a repeated request answers the invoice already made.
 */
export function DispatchAndInvoiceButton({
  order,
  disabled,
}: {
  order: TOrder;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // One key per confirmation: a double click or a retry after a lost answer makes one invoice.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  async function run() {
    setPending(true);
    try {
      const { invoice } = await callApi(invoiceEndpoints.dispatchAndInvoice, {
        params: { orderId: order.id },
        body: { version: order.version, note: '', idempotencyKey },
      });
      toast.show(t('INVOICES.DISPATCH_AND_INVOICE.DONE', { number: invoice.number }), 'SUCCESS');
      await invalidateSales(queryClient);
      void navigate(`/app/CustomerInvoiceForm?id=${invoice.id}`);
    } catch (error) {
      setRefusal(failureOf(t, error));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <ActionButton
        endpoint={invoiceEndpoints.dispatchAndInvoice}
        variant="default"
        leftSection={<IconFileInvoice size={16} aria-hidden />}
        disabledReason={disabled ? t('SHELL.DISABLED.UNSAVED') : null}
        onClick={() => {
          setRefusal(null);
          setIdempotencyKey(crypto.randomUUID());
          setOpen(true);
        }}
      >
        {t('INVOICES.DISPATCH_AND_INVOICE.BUTTON')}
      </ActionButton>
      <ConfirmModal
        opened={open}
        title={t('INVOICES.DISPATCH_AND_INVOICE.BUTTON')}
        question={t('INVOICES.DISPATCH_AND_INVOICE.TEXT')}
        confirmLabel={t('INVOICES.DISPATCH_AND_INVOICE.CONFIRM')}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
        isPending={pending}
        refusal={refusal}
      />
    </>
  );
}

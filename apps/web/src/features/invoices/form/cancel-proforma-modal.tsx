import type { TInvoice } from '@kontor/contract';
import { invoiceEndpoints } from '@kontor/contract';
import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedGuard } from '../../../lib/forms/unsaved-changes';

import { useToast } from '../../../ui/toast';
import { useCancelProforma } from '../api/invoices-api';
import { InvoiceActionModal } from './invoice-action-modal';
import { failureOf } from './nav-failure';

/** Cancels an unpaid proforma with a reason: a state change, no credit note (it is no invoice). */
export function CancelProformaModal({
  invoice,
  onClose,
}: {
  invoice: TInvoice;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const cancel = useCancelProforma(invoice.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useUnsavedGuard(reason !== '');

  async function submit() {
    if (!reason.trim()) {
      setError(t('INVOICES.CANCEL.REASON'));
      return;
    }
    try {
      await cancel.mutateAsync({ reason, version: invoice.version });
      toast.show(t('INVOICES.CANCEL.DONE'), 'SUCCESS');
      onClose();
    } catch (e) {
      setError(failureOf(t, e));
    }
  }

  return (
    <InvoiceActionModal
      endpoint={invoiceEndpoints.cancelProforma}
      title={t('INVOICES.CANCEL.TITLE')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('INVOICES.CANCEL.CONFIRM')}
      color="red"
      isPending={cancel.isPending}
    >
      <Text size="sm">{t('INVOICES.CANCEL.TEXT')}</Text>
      <TextInput
        label={t('INVOICES.CANCEL.REASON')}
        value={reason}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(null);
        }}
        error={error}
        data-autofocus
        required
      />
    </InvoiceActionModal>
  );
}

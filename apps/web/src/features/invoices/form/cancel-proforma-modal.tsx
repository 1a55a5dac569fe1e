import type { TInvoice } from '@kontor/contract';
import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { FormButtons } from '../../../ui/form-buttons';
import { GuardedModal } from '../../../ui/guarded-modal';
import { useToast } from '../../../ui/toast';
import { useCancelProforma } from '../api/invoices-api';

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
      setError(
        t('INVOICES.ERROR.FAILED', {
          detail: e instanceof ApiError ? (e.problem?.detail ?? e.message) : String(e),
        }),
      );
    }
  }

  return (
    <GuardedModal opened onClose={onClose} title={t('INVOICES.CANCEL.TITLE')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
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
          <FormButtons
            onCancel={onClose}
            submitLabel={t('INVOICES.CANCEL.CONFIRM')}
            color="red"
            loading={cancel.isPending}
          />
        </Stack>
      </form>
    </GuardedModal>
  );
}

import { ANNULMENT_CODES, invoiceEndpoints, type TInvoice } from '@kontor/contract';
import { Select, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { useToast } from '../../../ui/toast';
import { useNavAnnulment } from '../api/invoices-api';
import { InvoiceActionModal } from './invoice-action-modal';
import { navFailureOf } from './nav-failure';

type Code = (typeof ANNULMENT_CODES)[number];

/** 'Technikai érvénytelenítés' of a report NAV accepted: NAV's code and the reason. */
export function NavAnnulmentModal({
  invoice,
  onClose,
}: {
  invoice: TInvoice;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useNavAnnulment(invoice.id);
  const [code, setCode] = useState<Code>('ERRATIC_DATA');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useUnsavedGuard(reason !== '');

  async function submit() {
    if (!reason.trim()) {
      setError(t('INVOICES.ERROR.REQUIRED'));
      return;
    }
    try {
      await save.mutateAsync({ version: invoice.version, code, reason });
      toast.show(t('INVOICES.NAV_ANNUL.DONE'), 'SUCCESS');
      onClose();
    } catch (e) {
      setError(navFailureOf(t, e));
    }
  }

  return (
    <InvoiceActionModal
      endpoint={invoiceEndpoints.navAnnulment}
      title={t('INVOICES.NAV_ANNUL.TITLE')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('INVOICES.NAV_ANNUL.CONFIRM')}
      color="red"
      isPending={save.isPending}
    >
      <Text size="sm">{t('INVOICES.NAV_ANNUL.TEXT')}</Text>
      <Select
        label={t('INVOICES.NAV_ANNUL.CODE')}
        data={ANNULMENT_CODES.map((c) => ({ value: c, label: t(`INVOICES.NAV_ANNUL.${c}`) }))}
        value={code}
        onChange={(value) => value && setCode(value as Code)}
        allowDeselect={false}
        required
      />
      <Textarea
        label={t('INVOICES.NAV_ANNUL.REASON')}
        value={reason}
        maxLength={1024}
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

import type { TInvoice } from '@kontor/contract';
import { Checkbox, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatQuantity } from '../../../lib/format';
import { toDecimalString } from '../../../lib/forms/decimal-input';
import { AFTER_SAVE, useUnsavedGuard } from '../../../lib/forms/unsaved-changes';

import { useToast } from '../../../ui/toast';
import { useCreditNote } from '../api/invoices-api';
import { failureOf, InvoiceActionModal } from './invoice-action-modal';

/** A credit note: the whole invoice (storno) or quantities of chosen lines, with a reason. */
export function CreditNoteModal({ invoice, onClose }: { invoice: TInvoice; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useCreditNote(invoice.id);
  const creditable = invoice.lines.filter((l) => Number(l.quantity) > 0);
  const [whole, setWhole] = useState(invoice.creditNotes.length === 0);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useUnsavedGuard(reason !== '' || Object.values(quantities).some(Boolean));

  async function submit() {
    if (!reason.trim()) {
      setError(t('INVOICES.ERROR.REQUIRED'));
      return;
    }
    const lines = creditable
      .map((l) => ({ invoiceLineId: l.id, quantity: toDecimalString(quantities[l.id] ?? '') }))
      .filter(
        (l): l is { invoiceLineId: number; quantity: string } =>
          !!l.quantity && Number(l.quantity) > 0,
      );
    if (!whole && lines.length === 0) {
      setError(t('INVOICES.ERROR.QUANTITY'));
      return;
    }
    try {
      const note = await save.mutateAsync({
        reason,
        version: invoice.version,
        ...(whole ? {} : { lines }),
      });
      toast.show(t('INVOICES.CREDIT.SAVED'), 'SUCCESS');
      onClose();
      navigate(`/app/CustomerInvoiceForm?id=${note.id}`, { state: AFTER_SAVE });
    } catch (e) {
      setError(failureOf(t, e));
    }
  }

  return (
    <InvoiceActionModal
      title={t('INVOICES.CREDIT.TITLE')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('INVOICES.ACTION.CREDIT_NOTE')}
      color="red"
      isPending={save.isPending}
    >
      <Checkbox
        label={t('INVOICES.CREDIT.WHOLE')}
        checked={whole}
        disabled={invoice.creditNotes.length > 0}
        onChange={(e) => setWhole(e.currentTarget.checked)}
      />
      {!whole && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('INVOICES.LINE.DESCRIPTION')}</Table.Th>
              <Table.Th>{t('INVOICES.LINE.QUANTITY')}</Table.Th>
              <Table.Th>{t('INVOICES.LINE.CREDIT_QUANTITY')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {creditable.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{l.description}</Table.Td>
                <Table.Td>
                  {formatQuantity(l.quantity)} {l.unit}
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`${t('INVOICES.LINE.CREDIT_QUANTITY')}: ${l.description}`}
                    value={quantities[l.id] ?? ''}
                    onChange={(e) =>
                      setQuantities({ ...quantities, [l.id]: e.currentTarget.value })
                    }
                    w={110}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <TextInput
        label={t('INVOICES.CREDIT.REASON')}
        value={reason}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(null);
        }}
        error={error}
        required
      />
    </InvoiceActionModal>
  );
}

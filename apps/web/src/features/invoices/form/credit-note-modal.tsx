import type { TInvoice } from '@kontor/contract';
import { invoiceEndpoints } from '@kontor/contract';
import { Alert, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney, formatQuantity } from '../../../lib/format';
import { toDecimalString } from '../../../lib/forms/decimal-input';
import { AFTER_SAVE, useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { ActionButton } from '../../../ui/action-button';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { LAYER } from '../../../ui/layers';
import { useToast } from '../../../ui/toast';
import { useCreditNote } from '../api/invoices-api';
import { InvoiceActionModal } from './invoice-action-modal';
import { invoiceFailureOf, invoiceFieldErrors } from './nav-failure';

/** The lines the user asked to credit, in the order they are sent (the server names them so). */
export function creditLinesOf(
  lines: readonly { id: number }[],
  quantities: Readonly<Record<number, string>>,
): { invoiceLineId: number; quantity: string }[] {
  return lines.flatMap((l) => {
    const quantity = toDecimalString(quantities[l.id] ?? '');
    return quantity && Number(quantity) > 0 ? [{ invoiceLineId: l.id, quantity }] : [];
  });
}

/**
 * A credit note: by default a partial one (quantities of chosen lines) with a reason; the full
 * cancellation (storno, every line) is a separate button with its own confirmation, offered only
 * while nothing of the invoice was credited. Refusals show at the line or field they name.
 */
export function CreditNoteModal({ invoice, onClose }: { invoice: TInvoice; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useCreditNote(invoice.id);
  const creditable = invoice.lines.filter((l) => Number(l.quantity) > 0);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [askStorno, setAskStorno] = useState(false);
  const stornoAllowed = invoice.creditNotes.length === 0;
  useUnsavedGuard(reason !== '' || Object.values(quantities).some(Boolean));
  const sent = creditLinesOf(creditable, quantities);

  /** The server's `lines.N.…` errors at the line sent N-th. */
  const lineError = (lineId: number) => {
    const index = sent.findIndex((l) => l.invoiceLineId === lineId);
    return index < 0
      ? undefined
      : (errors[`lines.${index}.quantity`] ?? errors[`lines.${index}.invoiceLineId`]);
  };

  async function issue(storno: boolean) {
    const missing: Record<string, string> = {};
    if (!reason.trim()) missing.reason = t('INVOICES.ERROR.REQUIRED');
    if (!storno && sent.length === 0) missing.lines = t('INVOICES.FIELD_ERROR.NOTHING_TO_CREDIT');
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0) {
      setAskStorno(false);
      return;
    }
    try {
      const note = await save.mutateAsync({
        reason,
        version: invoice.version,
        ...(storno ? {} : { lines: sent }),
      });
      toast.show(t('INVOICES.CREDIT.SAVED'), 'SUCCESS');
      onClose();
      void navigate(`/app/CustomerInvoiceForm?id=${note.id}`, { state: AFTER_SAVE });
    } catch (e) {
      setAskStorno(false);
      setErrors(invoiceFieldErrors(t, e));
      setFailure(invoiceFailureOf(t, e, (path) => path === 'reason' || path.startsWith('lines')));
    }
  }

  const edit = (change: () => void) => {
    change();
    setErrors({});
    setFailure(null);
  };

  return (
    <InvoiceActionModal
      endpoint={invoiceEndpoints.creditNote}
      title={t('INVOICES.CREDIT.TITLE')}
      size="lg"
      onClose={onClose}
      onSubmit={() => issue(false)}
      submitLabel={t('INVOICES.ACTION.CREDIT_NOTE')}
      color="red"
      isPending={save.isPending}
    >
      <Text size="sm">{t('INVOICES.CREDIT.PARTIAL')}</Text>
      <Table aria-label={t('INVOICES.FORM.LINES')}>
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
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    edit(() => setQuantities((q) => ({ ...q, [l.id]: value })));
                  }}
                  error={lineError(l.id)}
                  inputMode="decimal"
                  w={160}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {errors.lines && <Alert color="red">{errors.lines}</Alert>}
      <TextInput
        label={t('INVOICES.CREDIT.REASON')}
        value={reason}
        onChange={(e) => {
          const value = e.currentTarget.value;
          edit(() => setReason(value));
        }}
        error={errors.reason}
        required
      />
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <ActionButton
        endpoint={invoiceEndpoints.creditNote}
        variant="outline"
        color="red"
        disabledReason={stornoAllowed ? null : t('INVOICES.CREDIT.STORNO_DISABLED')}
        onClick={() => setAskStorno(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('INVOICES.CREDIT.STORNO')}
      </ActionButton>
      <ConfirmModal
        opened={askStorno}
        title={t('INVOICES.CREDIT.STORNO_TITLE')}
        question={t('INVOICES.CREDIT.STORNO_TEXT', {
          number: invoice.number,
          gross: formatMoney(invoice.gross, invoice.currencyCode),
        })}
        confirmLabel={t('INVOICES.CREDIT.STORNO_CONFIRM')}
        onConfirm={() => void issue(true)}
        onClose={() => setAskStorno(false)}
        isPending={save.isPending}
        zIndex={LAYER.dialogAboveSpinner}
      />
    </InvoiceActionModal>
  );
}

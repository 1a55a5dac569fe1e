import type { TInvoice } from '@kontor/contract';
import { invoiceEndpoints } from '@kontor/contract';
import { Checkbox, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { useToast } from '../../../ui/toast';
import { useNavCorrect } from '../api/invoices-api';
import { InvoiceActionModal } from './invoice-action-modal';
import { navFailureOf } from './nav-failure';

/**
 * 'Javítás és újraküldés' of an invoice NAV refused: the partner's current data and the texts
 * (line descriptions, the note) are corrected, then it is reported again under its number.
 * Amounts, quantities, VAT and dates are not correctable here: that is a credit note.
 */
export function NavCorrectModal({ invoice, onClose }: { invoice: TInvoice; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useNavCorrect(invoice.id);
  const [refreshBuyer, setRefreshBuyer] = useState(true);
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [note, setNote] = useState(invoice.note);
  const [error, setError] = useState<string | null>(null);
  const lines = invoice.lines
    .filter((l) => texts[l.id] !== undefined && texts[l.id] !== l.description)
    .map((l) => ({ invoiceLineId: l.id, description: texts[l.id]!.trim() }));
  useUnsavedGuard(lines.length > 0 || note !== invoice.note);

  async function submit() {
    if (lines.some((l) => !l.description)) {
      setError(t('INVOICES.ERROR.REQUIRED'));
      return;
    }
    try {
      await save.mutateAsync({
        version: invoice.version,
        refreshBuyer,
        lines,
        ...(note !== invoice.note && { note }),
      });
      toast.show(t('INVOICES.NAV_CORRECT.DONE'), 'SUCCESS');
      onClose();
    } catch (e) {
      setError(navFailureOf(t, e));
    }
  }

  return (
    <InvoiceActionModal
      endpoint={invoiceEndpoints.navCorrect}
      title={t('INVOICES.NAV_CORRECT.TITLE')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('INVOICES.NAV_CORRECT.CONFIRM')}
      isPending={save.isPending}
    >
      <Text size="sm">{t('INVOICES.NAV_CORRECT.TEXT')}</Text>
      <Checkbox
        label={t('INVOICES.NAV_CORRECT.REFRESH_BUYER')}
        description={t('INVOICES.NAV_CORRECT.BUYER_NOW', {
          name: invoice.buyer.name,
          address: invoice.buyer.address,
        })}
        checked={refreshBuyer}
        onChange={(e) => setRefreshBuyer(e.currentTarget.checked)}
      />
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('INVOICES.LINE.DESCRIPTION')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>
                <TextInput
                  aria-label={`${t('INVOICES.LINE.DESCRIPTION')} ${l.position}`}
                  value={texts[l.id] ?? l.description}
                  maxLength={512}
                  onChange={(e) => {
                    setTexts({ ...texts, [l.id]: e.currentTarget.value });
                    setError(null);
                  }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Textarea
        label={t('INVOICES.NAV_CORRECT.NOTE')}
        value={note}
        maxLength={2000}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </InvoiceActionModal>
  );
}

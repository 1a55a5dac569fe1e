import {
  storageEndpoints,
  supplierOrderEndpoints,
  type TReceiveSupplierOrderBody,
  type TSupplierOrder,
} from '@kontor/contract';
import { Alert, NativeSelect, SegmentedControl, Table, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { formatQuantity } from '../../../lib/format';
import { toDecimalString } from '../../../lib/forms/decimal-input';
import { isStaleVersion } from '../../../lib/forms/field-errors';
import { endpointQuery } from '../../../lib/query';
import { DateInput, todayIsoDate } from '../../../ui/date-input';
import { useToast } from '../../../ui/toast';
import { InvoiceActionModal } from '../../invoices/form/invoice-action-modal';
import { useSupplierOrderMutation } from '../api/purchasing-api';
import { decimalInput } from './order-model';

const buffersQuery = endpointQuery(storageEndpoints.list, {
  query: { type: 'BUFFER', page_size: 200 },
});

/**
 * Receiving: the supplier's delivery note, the date, the buffer (default: the inbound one), and
 * everything still expected or, line by line, what came.
 */
export function ReceiveModal({ order, onClose }: { order: TSupplierOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const buffers = useQuery(buffersQuery);
  const open = order.lines.filter((line) => Number(line.openQuantity) > 0);
  const [noteNumber, setNoteNumber] = useState('');
  const [date, setDate] = useState<string | null>(todayIsoDate());
  const [storageId, setStorageId] = useState('');
  const [mode, setMode] = useState<'ALL' | 'LINES'>('ALL');
  const [came, setCame] = useState<Record<number, string>>(() =>
    Object.fromEntries(open.map((line) => [line.id, decimalInput(line.openQuantity)])),
  );
  const [error, setError] = useState<string | null>(null);
  const receive = useSupplierOrderMutation(
    async (body: TReceiveSupplierOrderBody) =>
      (await callApi(supplierOrderEndpoints.receive, { params: { id: order.id }, body })).order,
  );

  async function submit() {
    const lines = open
      .map((line) => ({
        supplierOrderLineId: line.id,
        quantity: toDecimalString(came[line.id] ?? ''),
      }))
      .filter(
        (line): line is { supplierOrderLineId: number; quantity: string } =>
          line.quantity !== null && Number(line.quantity) !== 0,
      );
    if (noteNumber.trim() === '') return setError(t('PURCHASING.RECEIVE.NOTE_REQUIRED'));
    if (mode === 'LINES' && lines.length === 0) return setError(t('PURCHASING.RECEIVE.NOTHING'));
    try {
      await receive.mutateAsync({
        version: order.version,
        deliveryNoteNumber: noteNumber.trim(),
        ...(date && { receiptDate: date }),
        storageId: storageId ? Number(storageId) : null,
        ...(mode === 'LINES' && { lines }),
      });
      toast.show(t('PURCHASING.RECEIVE.DONE', { number: order.number }), 'SUCCESS');
      onClose();
    } catch (e) {
      setError(
        isStaleVersion(e)
          ? t('PURCHASING.ERROR.STALE')
          : t(mode === 'LINES' ? 'PURCHASING.RECEIVE.TOO_MUCH' : 'PURCHASING.RECEIVE.FAILED'),
      );
    }
  }

  return (
    <InvoiceActionModal
      endpoint={supplierOrderEndpoints.receive}
      title={t('PURCHASING.RECEIVE.TITLE', { number: order.number })}
      size="xl"
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('PURCHASING.RECEIVE.SUBMIT')}
      isPending={receive.isPending}
    >
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <TextInput
        label={t('PURCHASING.RECEIVE.DELIVERY_NOTE')}
        value={noteNumber}
        onChange={(e) => setNoteNumber(e.currentTarget.value)}
        required
        data-autofocus
      />
      <DateInput label={t('PURCHASING.RECEIVE.DATE')} value={date} onChange={setDate} />
      <NativeSelect
        label={t('PURCHASING.RECEIVE.BUFFER')}
        value={storageId}
        onChange={(e) => setStorageId(e.currentTarget.value)}
        data={[
          { value: '', label: t('PURCHASING.RECEIVE.DEFAULT_BUFFER') },
          ...(buffers.data?.items ?? []).map((s) => ({
            value: String(s.id),
            label: `${s.code} – ${s.name}`,
          })),
        ]}
      />
      <SegmentedControl
        aria-label={t('PURCHASING.RECEIVE.MODE')}
        value={mode}
        onChange={(value) => setMode(value === 'LINES' ? 'LINES' : 'ALL')}
        data={[
          { value: 'ALL', label: t('PURCHASING.RECEIVE.ALL') },
          { value: 'LINES', label: t('PURCHASING.RECEIVE.BY_LINE') },
        ]}
      />
      <Table aria-label={t('PURCHASING.FORM.LINES')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('PURCHASING.FIELD.PRODUCT')}</Table.Th>
            <Table.Th ta="right">{t('PURCHASING.FIELD.OPEN')}</Table.Th>
            {mode === 'LINES' && <Table.Th w={140}>{t('PURCHASING.RECEIVE.CAME')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {open.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                {line.productCode} – {line.productName}
              </Table.Td>
              <Table.Td ta="right">
                {formatQuantity(line.openQuantity)} {line.unit}
              </Table.Td>
              {mode === 'LINES' && (
                <Table.Td>
                  <TextInput
                    aria-label={t('PURCHASING.RECEIVE.CAME_OF', { code: line.productCode })}
                    inputMode="decimal"
                    value={came[line.id] ?? ''}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setCame((c) => ({ ...c, [line.id]: value }));
                    }}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </InvoiceActionModal>
  );
}

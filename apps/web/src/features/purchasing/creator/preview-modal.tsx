import { supplierOrderGeneratorEndpoints } from '@kontor/contract';
import { Alert, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { InvoiceActionModal } from '../../invoices/form/invoice-action-modal';
import { type Choice, previewOf } from './creator-model';

/** What generating will do: the drafts per supplier and currency, their lines and totals. */
export function PreviewModal({
  choices,
  refusal,
  isPending,
  onGenerate,
  onClose,
}: {
  choices: readonly Choice[];
  refusal: string | null;
  isPending: boolean;
  onGenerate: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const orders = previewOf(choices);
  return (
    <InvoiceActionModal
      endpoint={supplierOrderGeneratorEndpoints.generate}
      title={t('PURCHASING.CREATOR.PREVIEW_TITLE')}
      size="lg"
      onClose={onClose}
      onSubmit={onGenerate}
      submitLabel={t('PURCHASING.CREATOR.GENERATE')}
      isPending={isPending}
    >
      <Text>
        {t('PURCHASING.CREATOR.PREVIEW_TEXT', { orders: orders.length, lines: choices.length })}
      </Text>
      <Table aria-label={t('PURCHASING.CREATOR.PREVIEW_TITLE')} data-testid="generator-preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('PURCHASING.FIELD.SUPPLIER')}</Table.Th>
            <Table.Th ta="right">{t('PURCHASING.FIELD.LINE_COUNT')}</Table.Th>
            <Table.Th ta="right">{t('PURCHASING.FIELD.NET')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((o) => (
            <Table.Tr key={`${o.supplierId}|${o.currencyCode}`}>
              <Table.Td>{o.supplierName}</Table.Td>
              <Table.Td ta="right">{o.lineCount}</Table.Td>
              <Table.Td ta="right">
                {formatMoney(o.net, o.currencyCode)}
                {o.unpricedCount > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('PURCHASING.CREATOR.UNPRICED', { count: o.unpricedCount })}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
    </InvoiceActionModal>
  );
}

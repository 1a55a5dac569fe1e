import type { TSupplierInfo } from '@kontor/contract';
import { ActionIcon, Table } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/format';
import { formatDecimalInput } from '../../../../lib/forms/decimal-input';
import { Badge } from '../../../../ui/badge';
import { useConfirmedRemove } from '../../../../ui/confirmed-remove';
import { Tooltip } from '../../../../ui/tooltip';
import { useRemoveSupplier } from './supplier-api';

/** The supplier conditions, one row per supplier, currency and minimum quantity. */
export function SupplierTable({
  productId,
  rows,
}: {
  productId: number;
  rows: readonly TSupplierInfo[];
}) {
  const { t } = useTranslation();
  const remove = useRemoveSupplier(productId);
  const removal = useConfirmedRemove<TSupplierInfo>(remove, {
    title: t('PRODUCTS.SUPPLIER.REMOVE_TITLE'),
    question: (row) =>
      t('PRODUCTS.SUPPLIER.REMOVE_QUESTION', {
        name: row?.supplierName ?? '',
        price: row ? formatMoney(row.unitPrice, row.currency) : '',
        quantity: row ? formatDecimalInput(row.minQuantity) : '',
      }),
    confirmLabel: t('PRODUCTS.SUPPLIER.REMOVE'),
    done: () => t('PRODUCTS.SUPPLIER.REMOVED'),
    failed: t('PRODUCTS.SUPPLIER.REMOVE_FAILED'),
  });

  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-label={t('PRODUCTS.SUPPLIER.TABLE')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('PRODUCTS.SUPPLIER.SUPPLIER')}</Table.Th>
              <Table.Th>{t('PRODUCTS.SUPPLIER.PRODUCT_CODE')}</Table.Th>
              <Table.Th>{t('PRODUCTS.SUPPLIER.CURRENCY')}</Table.Th>
              <Table.Th ta="right">{t('PRODUCTS.SUPPLIER.UNIT_PRICE')}</Table.Th>
              <Table.Th ta="right">{t('PRODUCTS.SUPPLIER.MIN_QUANTITY')}</Table.Th>
              <Table.Th ta="right">{t('PRODUCTS.SUPPLIER.LEAD_TIME')}</Table.Th>
              <Table.Th>{t('PRODUCTS.SUPPLIER.PREFERRED')}</Table.Th>
              <Table.Th aria-label={t('PRODUCTS.SUPPLIER.ACTIONS')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.supplierName}</Table.Td>
                <Table.Td>{row.supplierProductCode}</Table.Td>
                <Table.Td>{row.currency}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.unitPrice, row.currency)}</Table.Td>
                <Table.Td ta="right">{formatDecimalInput(row.minQuantity)}</Table.Td>
                <Table.Td ta="right">{row.leadTimeDays}</Table.Td>
                <Table.Td>
                  {row.isPreferred && (
                    <Badge color="success" size="xs">
                      {t('PRODUCTS.SUPPLIER.PREFERRED_YES')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Tooltip label={t('PRODUCTS.SUPPLIER.REMOVE')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('PRODUCTS.SUPPLIER.REMOVE_NAMED', {
                        name: row.supplierName,
                        quantity: formatDecimalInput(row.minQuantity),
                      })}
                      onClick={() => removal.ask(row)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {removal.dialog}
    </>
  );
}

import type { TSupplierInfo } from '@kontor/contract';
import { ActionIcon, Table } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/format';
import { formatDecimalInput } from '../../../../lib/forms/decimal-input';
import { Badge } from '../../../../ui/badge';
import { ConfirmModal } from '../../../../ui/confirm-modal';
import { useToast } from '../../../../ui/toast';
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
  const toast = useToast();
  const remove = useRemoveSupplier(productId);
  const [removing, setRemoving] = useState<TSupplierInfo | null>(null);

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.show(t('PRODUCTS.SUPPLIER.REMOVED'), 'SUCCESS');
    } catch {
      toast.show(t('PRODUCTS.SUPPLIER.REMOVE_FAILED'), 'ERROR');
    }
    setRemoving(null);
  }

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
                      onClick={() => setRemoving(row)}
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
      <ConfirmModal
        opened={removing !== null}
        title={t('PRODUCTS.SUPPLIER.REMOVE_TITLE')}
        question={t('PRODUCTS.SUPPLIER.REMOVE_QUESTION', {
          name: removing?.supplierName ?? '',
          price: removing ? formatMoney(removing.unitPrice, removing.currency) : '',
          quantity: removing ? formatDecimalInput(removing.minQuantity) : '',
        })}
        confirmLabel={t('PRODUCTS.SUPPLIER.REMOVE')}
        isPending={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

import { supplierInvoiceEndpoints as e, type TSupplierInvoice } from '@kontor/contract';
import { ActionIcon, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '../../lib/format';
import { CanCall } from '../../lib/permissions';
import { Badge } from '../../ui/badge';
import { useToast } from '../../ui/toast';
import { failureText, invoiceCalls, useInvoiceAction } from './supplier-invoices-api';

/** The invoice's items beside what the order and the receipt say: the 3-way check, flagged. */
export function ItemsTable({ invoice }: { invoice: TSupplierInvoice }) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useInvoiceAction(invoiceCalls.deleteItem);
  if (invoice.items.length === 0)
    return <Text c="dimmed">{t('SUPPLIER_INVOICES.ITEMS.EMPTY')}</Text>;
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped aria-label={t('SUPPLIER_INVOICES.TAB.ITEMS')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('SUPPLIER_INVOICES.ITEMS.PRODUCT')}</Table.Th>
            <Table.Th>{t('SUPPLIER_INVOICES.ITEMS.ORDER')}</Table.Th>
            <Table.Th ta="right">{t('SUPPLIER_INVOICES.ITEMS.ORDERED')}</Table.Th>
            <Table.Th ta="right">{t('SUPPLIER_INVOICES.ITEMS.RECEIVED')}</Table.Th>
            <Table.Th ta="right">{t('SUPPLIER_INVOICES.ITEMS.QUANTITY')}</Table.Th>
            <Table.Th ta="right">{t('SUPPLIER_INVOICES.ITEMS.ORDER_PRICE')}</Table.Th>
            <Table.Th ta="right">{t('SUPPLIER_INVOICES.ITEMS.UNIT_PRICE')}</Table.Th>
            <Table.Th ta="right">{t('SUPPLIER_INVOICES.FIELD.NET')}</Table.Th>
            <Table.Th ta="right">{t('SUPPLIER_INVOICES.FIELD.GROSS')}</Table.Th>
            <Table.Th>{t('SUPPLIER_INVOICES.ITEMS.CHECK')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('SUPPLIER_INVOICES.ACTION.DELETE')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.items.map((i) => (
            <Table.Tr key={i.id} data-flags={i.flags.join(' ')}>
              <Table.Td>
                {i.productCode} · {i.productName}
              </Table.Td>
              <Table.Td>{i.supplierOrderNumber}</Table.Td>
              <Table.Td ta="right">{formatQuantity(i.orderedQuantity)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(i.receivedQuantity)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(i.quantity)}</Table.Td>
              <Table.Td ta="right">{formatMoney(i.orderUnitPrice, i.orderCurrencyCode)}</Table.Td>
              <Table.Td ta="right">{formatMoney(i.unitPrice, invoice.currencyCode)}</Table.Td>
              <Table.Td ta="right">{formatMoney(i.net, invoice.currencyCode)}</Table.Td>
              <Table.Td ta="right">{formatMoney(i.gross, invoice.currencyCode)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {i.flags.length === 0 && (
                    <Badge color="success">{t('SUPPLIER_INVOICES.FLAG.OK')}</Badge>
                  )}
                  {i.flags.map((f) => (
                    <Badge key={f} color={i.acceptedReason ? 'info' : 'error'}>
                      {t(`SUPPLIER_INVOICES.FLAG.${f}`)}
                    </Badge>
                  ))}
                  {i.acceptedReason && (
                    <Text size="xs">
                      {t('SUPPLIER_INVOICES.FLAG.ACCEPTED')}: {i.acceptedReason}
                    </Text>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                {invoice.state === 'DRAFT' && (
                  <CanCall endpoint={e.deleteItem}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${t('SUPPLIER_INVOICES.ACTION.DELETE')}: ${i.productCode}`}
                      loading={remove.isPending}
                      onClick={() =>
                        remove
                          .mutateAsync(i.id)
                          .catch((err) => toast.show(failureText(t, err), 'ERROR'))
                      }
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </CanCall>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

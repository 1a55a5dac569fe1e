import type { TSupplierOrderHeader } from '@kontor/contract';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';
import { onOpenableRowKey, openableRowClass } from '../../../ui/sortable-table';
import { SupplierOrderStateBadge } from '../state-badge';

/** One page of supplier orders; a click or Enter on a row opens the order. */
export function SupplierOrderTable({
  items,
  onOpen,
}: {
  items: readonly TSupplierOrderHeader[];
  onOpen: (order: TSupplierOrderHeader) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover striped aria-label={t('PURCHASING.LIST.TITLE')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('PURCHASING.FIELD.NUMBER')}</Table.Th>
            <Table.Th>{t('PURCHASING.FIELD.SUPPLIER')}</Table.Th>
            <Table.Th>{t('PURCHASING.FIELD.ORDER_DATE')}</Table.Th>
            <Table.Th>{t('PURCHASING.FIELD.WANTED_DATE')}</Table.Th>
            <Table.Th>{t('PURCHASING.FIELD.LINE_COUNT')}</Table.Th>
            <Table.Th ta="right">{t('PURCHASING.FIELD.NET')}</Table.Th>
            <Table.Th>{t('PURCHASING.FIELD.STATE')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((o) => (
            <Table.Tr
              key={o.id}
              tabIndex={0}
              className={openableRowClass}
              onClick={() => onOpen(o)}
              onKeyDown={(e) => onOpenableRowKey(e, () => onOpen(o))}
            >
              <Table.Td>{o.number}</Table.Td>
              <Table.Td>{o.supplierName}</Table.Td>
              <Table.Td>{formatDate(o.orderDate)}</Table.Td>
              <Table.Td>{o.wantedDate ? formatDate(o.wantedDate) : '–'}</Table.Td>
              <Table.Td>{o.lineCount}</Table.Td>
              <Table.Td ta="right">{formatMoney(o.net, o.currencyCode)}</Table.Td>
              <Table.Td>
                <SupplierOrderStateBadge state={o.state} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import type { TInvoiceListItem } from '@kontor/contract';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';
import { onOpenableRowKey, openableRowClass, SortHeader } from '../../../ui/sortable-table';
import { NavStatusBadge, PaymentBadge } from '../form/badges';
import type { InvoiceSort, ListParams } from './list-params';

interface Props {
  items: readonly TInvoiceListItem[];
  params: ListParams;
  onSort: (sort: InvoiceSort) => void;
  onOpen: (invoice: TInvoiceListItem) => void;
}

/** One page of invoices; a click or Enter on a row opens the invoice. */
export function InvoiceTable({ items, params, onSort, onOpen }: Props) {
  const { t } = useTranslation();
  const sort = { current: params.sort, direction: params.direction, onSort };
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table highlightOnHover striped aria-label={t('INVOICES.LIST.TITLE')}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader sort="number" {...sort}>
              {t('INVOICES.FIELD.NUMBER')}
            </SortHeader>
            <Table.Th>{t('INVOICES.FIELD.KIND')}</Table.Th>
            <SortHeader sort="buyerName" {...sort}>
              {t('INVOICES.FIELD.BUYER')}
            </SortHeader>
            <SortHeader sort="issueDate" {...sort}>
              {t('INVOICES.FIELD.ISSUE_DATE')}
            </SortHeader>
            <SortHeader sort="dueDate" {...sort}>
              {t('INVOICES.FIELD.DUE_DATE')}
            </SortHeader>
            <SortHeader sort="gross" {...sort}>
              {t('INVOICES.FIELD.GROSS')}
            </SortHeader>
            <Table.Th>{t('INVOICES.FIELD.REMAINDER')}</Table.Th>
            <Table.Th>{t('INVOICES.FIELD.PAYMENT_STATE')}</Table.Th>
            <Table.Th>{t('INVOICES.FIELD.NAV_STATUS')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((i) => (
            <Table.Tr
              key={i.id}
              tabIndex={0}
              className={openableRowClass}
              onClick={() => onOpen(i)}
              onKeyDown={(e) => onOpenableRowKey(e, () => onOpen(i))}
            >
              <Table.Td>{i.number}</Table.Td>
              <Table.Td>{t(`INVOICES.KIND.${i.kind}`)}</Table.Td>
              <Table.Td>{i.buyerName}</Table.Td>
              <Table.Td>{formatDate(i.issueDate)}</Table.Td>
              <Table.Td>{formatDate(i.dueDate)}</Table.Td>
              <Table.Td ta="right">{formatMoney(i.gross, i.currencyCode)}</Table.Td>
              <Table.Td ta="right">{formatMoney(i.remainder, i.currencyCode)}</Table.Td>
              <Table.Td>
                <PaymentBadge state={i.paymentState} />
              </Table.Td>
              <Table.Td>
                <NavStatusBadge status={i.navStatus} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

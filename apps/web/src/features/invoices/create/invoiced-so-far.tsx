import type { TInvoiceListItem, TOrder } from '@kontor/contract';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';
import { PaymentBadge } from '../form/badges';

/**
 * What the order has been invoiced with so far (its proformas, advances, invoices and credit
 * notes, from the invoice list filtered by the order) beside its gross total and how much of it
 * has been dispatched.
 */
export function InvoicedSoFar({
  order,
  documents,
}: {
  order: TOrder;
  documents: readonly TInvoiceListItem[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm">
        {t('INVOICES.CREATE.ORDER_TOTAL', {
          gross: formatMoney(order.totals.gross, order.currencyCode),
          dispatch: t(`INVOICES.CREATE.DISPATCH_STATUS.${order.dispatchStatus}`),
        })}
      </Text>
      {documents.length === 0 ? (
        <Text size="sm">{t('INVOICES.CREATE.NONE_YET')}</Text>
      ) : (
        <Table aria-label={t('INVOICES.CREATE.SO_FAR')} withTableBorder captionSide="top">
          <Table.Caption>{t('INVOICES.CREATE.SO_FAR')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('INVOICES.FIELD.NUMBER')}</Table.Th>
              <Table.Th>{t('INVOICES.FIELD.KIND')}</Table.Th>
              <Table.Th>{t('INVOICES.FIELD.ISSUE_DATE')}</Table.Th>
              <Table.Th>{t('INVOICES.FIELD.GROSS')}</Table.Th>
              <Table.Th>{t('INVOICES.FIELD.PAYMENT_STATE')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documents.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{d.number}</Table.Td>
                <Table.Td>{t(`INVOICES.KIND.${d.kind}`)}</Table.Td>
                <Table.Td>{formatDate(d.issueDate)}</Table.Td>
                <Table.Td>{formatMoney(d.gross, d.currencyCode)}</Table.Td>
                <Table.Td>
                  <PaymentBadge state={d.paymentState} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}

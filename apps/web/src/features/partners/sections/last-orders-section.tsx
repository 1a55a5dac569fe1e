import { Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';
import { ErrorMessage } from '../../../shell/error-message';
import { SmallSpinner } from '../../../ui/spinner';
import { useLastOrders } from '../api/partners-api';

const PAGE_SIZE = 10;

/** The customer's latest orders, newest first (empty until the order area records some). */
export function LastOrdersSection({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const orders = useLastOrders(partnerId, { page_number: page, page_size: PAGE_SIZE });

  if (orders.isError) return <ErrorMessage error={orders.error} />;
  const data = orders.data;
  return (
    <Stack gap="sm">
      <SmallSpinner isActive={orders.isFetching} />
      {data?.total === 0 && <Text c="dimmed">{t('PARTNERS.ORDERS.EMPTY')}</Text>}
      {data && data.total > 0 && (
        <>
          <Table striped aria-label={t('PARTNERS.TAB.ORDERS')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('PARTNERS.ORDERS.NUMBER')}</Table.Th>
                <Table.Th>{t('PARTNERS.ORDERS.DATE')}</Table.Th>
                <Table.Th>{t('PARTNERS.ORDERS.STATUS')}</Table.Th>
                <Table.Th ta="right">{t('PARTNERS.ORDERS.GROSS_TOTAL')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>{order.orderNumber}</Table.Td>
                  <Table.Td>{formatDate(order.orderDate)}</Table.Td>
                  <Table.Td>{order.status}</Table.Td>
                  <Table.Td ta="right">
                    {formatMoney(order.grossTotal, order.currencyCode)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {data.total > PAGE_SIZE && (
            <Group justify="flex-end">
              <Pagination
                total={Math.ceil(data.total / PAGE_SIZE)}
                value={page + 1}
                onChange={(value) => setPage(value - 1)}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../../lib/format';
import { ErrorMessage } from '../../../shell/error-message';
import { Badge } from '../../../ui/badge';
import { SmallSpinner } from '../../../ui/spinner';
import { useReserveList } from '../api/sales-api';

/** Per line: ordered, reserved from which storage, and what is still missing. */
export function ReserveList({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const list = useReserveList(orderId);
  if (list.isError) return <ErrorMessage error={list.error} />;
  if (!list.data) return <SmallSpinner isActive />;
  return (
    <Table striped withTableBorder aria-label={t('SALES.RESERVE.TITLE')} data-testid="reserve-list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>#</Table.Th>
          <Table.Th>{t('SALES.LINE.PRODUCT')}</Table.Th>
          <Table.Th ta="right">{t('SALES.LINE.QUANTITY')}</Table.Th>
          <Table.Th ta="right">{t('SALES.RESERVE.RESERVED')}</Table.Th>
          <Table.Th>{t('SALES.RESERVE.STORAGES')}</Table.Th>
          <Table.Th ta="right">{t('SALES.RESERVE.MISSING')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {list.data.map((line) => {
          const isMissing = Number(line.missingQuantity) > 0;
          return (
            <Table.Tr key={line.lineId} data-testid="reserve-line">
              <Table.Td>{line.position}</Table.Td>
              <Table.Td>
                <Text span size="sm" ff="monospace">
                  {line.productCode}
                </Text>{' '}
                {line.productName}
              </Table.Td>
              <Table.Td ta="right">{formatQuantity(line.quantity)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(line.reservedQuantity)}</Table.Td>
              <Table.Td>
                {line.reservations
                  .map((r) => `${r.storageCode}: ${formatQuantity(r.quantity)}`)
                  .join(', ')}
              </Table.Td>
              <Table.Td ta="right" data-testid="missing">
                {isMissing ? (
                  <Badge color="warn" size="sm">
                    {formatQuantity(line.missingQuantity)}
                  </Badge>
                ) : (
                  '–'
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

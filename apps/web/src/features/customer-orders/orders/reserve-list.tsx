import type { TReserveListLine } from '@kontor/contract';
import { Anchor, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatQuantity } from '../../../lib/format';
import { ErrorMessage } from '../../../shell/error-message';
import { Badge } from '../../../ui/badge';
import { SmallSpinner } from '../../../ui/spinner';
import { useReserveList } from '../api/sales-api';

/** Which other orders hold the stock a line misses, each a link to the order. */
function HeldBy({ heldBy }: { heldBy: TReserveListLine['heldBy'] }) {
  const { t } = useTranslation();
  if (heldBy.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="held-by">
      {t('SALES.RESERVE.HELD_BY')}{' '}
      {heldBy.map((h, i) => (
        <Fragment key={h.orderId}>
          {i > 0 && ', '}
          <Anchor component={Link} to={`/app/CustomerOrderForm?id=${h.orderId}`} size="xs">
            {h.orderNumber}
          </Anchor>{' '}
          {t('SALES.RESERVE.HELD_QUANTITY', { quantity: formatQuantity(h.quantity) })}
        </Fragment>
      ))}
    </Text>
  );
}

/**
 * Per line: ordered, reserved from which storage, and what is still missing; a line missing stock
 * names the other orders holding it.
 */
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
                <HeldBy heldBy={line.heldBy} />
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

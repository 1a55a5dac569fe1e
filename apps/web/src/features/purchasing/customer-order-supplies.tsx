import { supplierOrderGeneratorEndpoints, type TOrder } from '@kontor/contract';
import { Anchor, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatQuantity } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import { ActionButton } from '../../ui/action-button';
import { usePurchasingLive, useSupplies } from './api/purchasing-api';
import { SupplierOrderStateBadge } from './state-badge';

const BOUGHT = new Set(['PURCHASE', 'SUBCONTRACT']);

/**
 * On the customer order form, for an order with PURCHASE / SUBCONTRACT lines (buyers only):
 * 'Szállítói rendelés készítése' (opens the CustomerOrderSupplierOrderSelector) and, per order
 * line, the supplier-order lines serving it with links.
 */
export function CustomerOrderSupplies({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayBuy = usePermission('purchasing.use');
  const bought = order.lines.filter((line) => BOUGHT.has(line.fulfilment));
  const supplies = useSupplies(order.id, mayBuy && bought.length > 0);
  usePurchasingLive();
  if (!mayBuy || bought.length === 0) return null;
  const codeOf = new Map(order.lines.map((line) => [line.id, line]));
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('PURCHASING.SUPPLIES.TITLE')}
          </Title>
          {order.state === 'CONFIRMED' && (
            <ActionButton
              endpoint={supplierOrderGeneratorEndpoints.createFromCustomerOrder}
              variant="light"
              leftSection={<IconShoppingCart size={16} aria-hidden />}
              onClick={() =>
                navigate(`/app/CustomerOrderSupplierOrderSelector?customerOrderId=${order.id}`)
              }
            >
              {t('PURCHASING.SUPPLIES.CREATE')}
            </ActionButton>
          )}
        </Group>
        <Table aria-label={t('PURCHASING.SUPPLIES.TITLE')} data-testid="customer-order-supplies">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('PURCHASING.SUPPLIES.ORDER_LINE')}</Table.Th>
              <Table.Th>{t('PURCHASING.FIELD.NUMBER')}</Table.Th>
              <Table.Th>{t('PURCHASING.FIELD.SUPPLIER')}</Table.Th>
              <Table.Th>{t('PURCHASING.FIELD.STATE')}</Table.Th>
              <Table.Th ta="right">{t('PURCHASING.SUPPLIES.COVERED')}</Table.Th>
              <Table.Th ta="right">{t('PURCHASING.FIELD.RECEIVED')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(supplies.data ?? []).map((s) => {
              const line = codeOf.get(s.customerOrderLineId);
              return (
                <Table.Tr key={`${s.customerOrderLineId}-${s.supplierOrderId}`}>
                  <Table.Td>
                    {line?.position}. {line?.productCode} – {line?.productName}
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/app/SupplierOrderForm?id=${s.supplierOrderId}`}>
                      {s.supplierOrderNumber}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{s.supplierName}</Table.Td>
                  <Table.Td>
                    <SupplierOrderStateBadge state={s.state} />
                  </Table.Td>
                  <Table.Td ta="right">{formatQuantity(s.quantity)}</Table.Td>
                  <Table.Td ta="right">{formatQuantity(s.receivedQuantity)}</Table.Td>
                </Table.Tr>
              );
            })}
            {supplies.data?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>{t('PURCHASING.SUPPLIES.NONE')}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

import { productEndpoints } from '@kontor/contract';
import { Alert, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../../lib/format';
import { endpointQuery } from '../../../lib/query';
import { ErrorMessage } from '../../../shell/error-message';
import { SmallSpinner } from '../../../ui/spinner';
import { useProduct } from '../api/products-api';
import { sumQuantities } from './inventory/sum-quantities';
import type { ProductTabProps } from './tab-props';

/** The inventory tab: the stock per storage, summed from the stock ledger, and the total. */
export default function InventoryTab({ productId }: ProductTabProps) {
  const { t } = useTranslation();
  const product = useProduct(productId);
  const stock = useQuery(endpointQuery(productEndpoints.stock, { params: { productId } }));
  const unit = product.data?.measureUnitCode ?? '';

  if (stock.isError) return <ErrorMessage error={stock.error} />;
  if (!stock.data) return <SmallSpinner />;
  if (stock.data.length === 0)
    return (
      <Alert color="gray" title={t('PRODUCTS.INVENTORY.EMPTY')}>
        {t('PRODUCTS.INVENTORY.LEDGER_HINT')}
      </Alert>
    );
  const total = sumQuantities(stock.data.map((line) => line.quantity));
  return (
    <Stack gap="xs">
      <Table striped aria-label={t('PRODUCTS.INVENTORY.TABLE')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('PRODUCTS.INVENTORY.STORAGE_CODE')}</Table.Th>
            <Table.Th>{t('PRODUCTS.INVENTORY.STORAGE_NAME')}</Table.Th>
            <Table.Th ta="right">{t('PRODUCTS.INVENTORY.QUANTITY')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stock.data.map((line) => (
            <Table.Tr key={line.storageId}>
              <Table.Td ff="monospace">{line.storageCode}</Table.Td>
              <Table.Td>{line.storageName}</Table.Td>
              <Table.Td ta="right">
                {formatQuantity(line.quantity)} {unit}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2}>{t('PRODUCTS.INVENTORY.TOTAL')}</Table.Th>
            <Table.Th ta="right">
              {formatQuantity(total)} {unit}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Text size="sm" c="dimmed">
        {t('PRODUCTS.INVENTORY.LEDGER_HINT')}
      </Text>
    </Stack>
  );
}

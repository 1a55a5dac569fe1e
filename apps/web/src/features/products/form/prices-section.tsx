import type { TProductPrice } from '@kontor/contract';
import { ActionIcon, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';
import { ErrorMessage } from '../../../shell/error-message';
import { useConfirmedRemove } from '../../../ui/confirmed-remove';
import { SmallSpinner } from '../../../ui/spinner';
import { Tooltip } from '../../../ui/tooltip';
import { usePrices, useRemovePrice } from '../api/prices-api';
import { PriceForm } from './price-form';
import { priceTypeName, usePriceTypes } from './price-types';
import { PricesToday } from './prices-today';

/** The product's unit prices per price type and currency: today's, every period, add, remove. */
export function PricesSection({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const prices = usePrices(productId);
  const priceTypes = usePriceTypes();
  const remove = useRemovePrice(productId);
  const typeName = (code: string) => priceTypeName(priceTypes.data, code);
  const removal = useConfirmedRemove<TProductPrice>(remove, {
    title: t('PRODUCTS.PRICES.REMOVE_TITLE'),
    question: (price) =>
      t('PRODUCTS.PRICES.REMOVE_QUESTION', {
        type: price ? typeName(price.priceType) : '',
        price: price ? formatMoney(price.unitPrice, price.currency) : '',
      }),
    confirmLabel: t('PRODUCTS.PRICES.REMOVE'),
    done: () => t('PRODUCTS.PRICES.REMOVED'),
    failed: t('PRODUCTS.PRICES.REMOVE_FAILED'),
  });
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('PRODUCTS.PRICES.TITLE')}
      </Title>
      {prices.isError && <ErrorMessage error={prices.error} />}
      <SmallSpinner isActive={prices.isPending} />
      {prices.data && prices.data.length > 0 && (
        <PricesToday productId={productId} prices={prices.data} typeName={typeName} />
      )}
      {prices.data?.length === 0 && <Text c="dimmed">{t('PRODUCTS.PRICES.EMPTY')}</Text>}
      {prices.data && prices.data.length > 0 && (
        <Table striped aria-label={t('PRODUCTS.PRICES.ALL')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('PRODUCTS.PRICES.PRICE_TYPE')}</Table.Th>
              <Table.Th>{t('PRODUCTS.PRICES.CURRENCY')}</Table.Th>
              <Table.Th ta="right">{t('PRODUCTS.PRICES.NET_UNIT_PRICE')}</Table.Th>
              <Table.Th>{t('PRODUCTS.PRICES.VALID_FROM')}</Table.Th>
              <Table.Th>{t('PRODUCTS.PRICES.VALID_TO')}</Table.Th>
              <Table.Th aria-label={t('PRODUCTS.PRICES.ACTIONS')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {prices.data.map((price) => (
              <Table.Tr key={price.id}>
                <Table.Td>{typeName(price.priceType)}</Table.Td>
                <Table.Td>{price.currency}</Table.Td>
                <Table.Td ta="right">{formatMoney(price.unitPrice, price.currency)}</Table.Td>
                <Table.Td>{formatDate(price.validFrom)}</Table.Td>
                <Table.Td>
                  {price.validTo ? formatDate(price.validTo) : t('PRODUCTS.PRICES.OPEN_ENDED')}
                </Table.Td>
                <Table.Td ta="right">
                  <Tooltip label={t('PRODUCTS.PRICES.REMOVE')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('PRODUCTS.PRICES.REMOVE_NAMED', {
                        type: typeName(price.priceType),
                        from: formatDate(price.validFrom),
                      })}
                      onClick={() => removal.ask(price)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <PriceForm productId={productId} />
      {removal.dialog}
    </Stack>
  );
}

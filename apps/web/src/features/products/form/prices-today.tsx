import type { TProductPrice } from '@kontor/contract';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { SmallSpinner } from '../../../ui/spinner';
import { priceKeysOf, useUnitPricesToday } from '../api/prices-api';

export interface PricesTodayProps {
  productId: number;
  prices: readonly TProductPrice[];
  typeName: (code: string) => string;
}

/**
 * The price valid today per price type and currency, as the server decides it (`unit-price`:
 * of overlapping periods the one starting latest wins), so a promotion shows as it will be sold.
 */
export function PricesToday({ productId, prices, typeName }: PricesTodayProps) {
  const { t } = useTranslation();
  const keys = priceKeysOf(prices);
  const answers = useUnitPricesToday(productId, keys);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('PRODUCTS.PRICES.TODAY')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xs" data-testid="prices-today">
        {keys.map((key, index) => {
          const answer = answers[index];
          return (
            <Paper key={`${key.priceType}/${key.currency}`} withBorder p="xs">
              <Text size="xs" c="dimmed">
                {typeName(key.priceType)} ({key.currency})
              </Text>
              <Group gap="xs">
                {answer?.data ? (
                  <Text fw={600}>{formatMoney(answer.data.unitPrice, answer.data.currency)}</Text>
                ) : (
                  answer?.isSuccess && <Text c="dimmed">{t('PRODUCTS.PRICES.NONE_TODAY')}</Text>
                )}
                <SmallSpinner isActive={answer?.isFetching ?? false} />
              </Group>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

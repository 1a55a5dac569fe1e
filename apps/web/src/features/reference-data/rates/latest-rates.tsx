import type { TCurrency } from '@kontor/contract';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { formatRate } from './rates-api';

/** One card per quoted currency: HUF for its unit, and the day the rate is from. */
export function LatestRates({ currencies }: { currencies: readonly TCurrency[] }) {
  const { t } = useTranslation();
  const quoted = currencies.filter((currency) => currency.latestRate !== null);
  if (quoted.length === 0) return <Text c="dimmed">{t('RATES.LATEST_EMPTY')}</Text>;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} aria-label={t('RATES.LATEST_TITLE')}>
      {quoted.map(({ code, name, latestRate }) => (
        <Paper key={code} withBorder p="sm" data-currency={code}>
          <Text fw={700}>{code}</Text>
          <Text size="xs" c="dimmed" truncate>
            {name}
          </Text>
          <Text fw={500}>
            {latestRate &&
              t('RATES.LATEST_RATE', {
                unit: latestRate.unit,
                code,
                rate: formatRate(latestRate.rate),
              })}
          </Text>
          <Text size="xs" c="dimmed">
            {latestRate && formatDate(latestRate.date)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

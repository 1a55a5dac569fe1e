import type { TCurrency } from '@kontor/contract';
import { Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { ErrorMessage } from '../../../shell/error-message';
import { DateInput } from '../../../ui/date-input';
import { ListPager } from '../../../ui/list-pager';
import { Select } from '../../../ui/select';
import { SmallSpinner } from '../../../ui/spinner';
import {
  currencyOptions,
  formatRate,
  RATES_PAGE_SIZE,
  type RateFilters,
  useRates,
} from './rates-api';

interface RateHistoryProps {
  currencies: readonly TCurrency[];
  filters: RateFilters;
  onChange: (filters: RateFilters) => void;
}

/** The stored daily rates, newest first, filtered by currency and period. */
export function RateHistory({ currencies, filters, onChange }: RateHistoryProps) {
  const { t } = useTranslation();
  const rates = useRates(filters);
  const filter = (patch: Partial<RateFilters>) => onChange({ ...filters, ...patch, page: 1 });
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <Select
          label={t('RATES.CURRENCY')}
          placeholder={t('RATES.ALL_CURRENCIES')}
          options={currencyOptions(currencies.filter((currency) => currency.code !== 'HUF'))}
          value={filters.currency}
          clearable
          w={220}
          onChange={(option) => filter({ currency: option?.data ?? null })}
        />
        <DateInput
          label={t('RATES.FROM_DATE')}
          clearable
          value={filters.fromDate}
          onChange={(fromDate) => filter({ fromDate })}
          w={170}
        />
        <DateInput
          label={t('RATES.TO_DATE')}
          clearable
          value={filters.toDate}
          onChange={(toDate) => filter({ toDate })}
          w={170}
        />
        <SmallSpinner isActive={rates.isFetching} />
      </Group>
      {rates.isError && <ErrorMessage error={rates.error} />}
      {rates.isPending && <Skeleton height={300} />}
      {rates.data?.total === 0 && <Text c="dimmed">{t('RATES.HISTORY_EMPTY')}</Text>}
      {rates.data && rates.data.total > 0 && (
        <>
          <Table striped aria-label={t('RATES.HISTORY_TITLE')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('RATES.DATE')}</Table.Th>
                <Table.Th>{t('RATES.CURRENCY')}</Table.Th>
                <Table.Th ta="right">{t('RATES.UNIT')}</Table.Th>
                <Table.Th ta="right">{t('RATES.RATE_HUF')}</Table.Th>
                <Table.Th>{t('RATES.SOURCE')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rates.data.items.map((rate) => (
                <Table.Tr key={`${rate.currency}-${rate.date}`}>
                  <Table.Td>{formatDate(rate.date)}</Table.Td>
                  <Table.Td>{rate.currency}</Table.Td>
                  <Table.Td ta="right">{rate.unit}</Table.Td>
                  <Table.Td ta="right">{formatRate(rate.rate)}</Table.Td>
                  <Table.Td>{t(`RATES.SOURCE_${rate.source}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <ListPager
            total={rates.data.total}
            page={filters.page}
            pageSize={RATES_PAGE_SIZE}
            onPage={(page) => onChange({ ...filters, page })}
          />
        </>
      )}
    </Stack>
  );
}

import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePage } from '../../lib/page';
import { Can } from '../../lib/permissions';
import { ErrorMessage } from '../../shell/error-message';
import { LatestRates } from './rates/latest-rates';
import { RateConverter } from './rates/rate-converter';
import { RateHistory } from './rates/rate-history';
import { RateImport } from './rates/rate-import';
import { type RateFilters, useCurrencies } from './rates/rates-api';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The history's filters live in the URL (`?currency=EUR&from=…&to=…&page=2`). */
function filtersOf(query: URLSearchParams): RateFilters {
  const date = (name: string) => {
    const value = query.get(name);
    return value && ISO_DATE.test(value) ? value : null;
  };
  const currency = query.get('currency');
  const page = Number(query.get('page'));
  return {
    currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : null,
    fromDate: date('from'),
    toDate: date('to'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function queryOf(filters: RateFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.currency) query.currency = filters.currency;
  if (filters.fromDate) query.from = filters.fromDate;
  if (filters.toDate) query.to = filters.toDate;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/** `/app/RateList`: the latest MNB rates, a converter, the MNB import and the rate history. */
export default function RateListPage() {
  const { t } = useTranslation();
  usePage({ title: t('RATES.TITLE') });
  const [query, setQuery] = useSearchParams();
  const currencies = useCurrencies();
  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1} size="h2">
        {t('RATES.TITLE')}
      </Title>
      {currencies.isError && <ErrorMessage error={currencies.error} />}
      {currencies.isPending && <Skeleton height={120} />}
      {currencies.data && (
        <>
          <LatestRates currencies={currencies.data} />
          <RateConverter currencies={currencies.data} />
          <Can permission="settings.admin">
            <RateImport />
          </Can>
          <Title order={2} size="h3">
            {t('RATES.HISTORY_TITLE')}
          </Title>
          <RateHistory
            currencies={currencies.data}
            filters={filtersOf(query)}
            onChange={(filters) => setQuery(queryOf(filters))}
          />
        </>
      )}
    </Stack>
  );
}

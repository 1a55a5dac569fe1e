import { currencyEndpoints, type TCurrency } from '@kontor/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client';
import { NUMBER_LOCALE } from '../../../lib/format';
import { endpointQuery, listPageQuery, queryKeyOf } from '../../../lib/query';
import type { SelectOption } from '../../../ui/select';

export interface RateFilters {
  currency: string | null;
  fromDate: string | null;
  toDate: string | null;
  page: number;
}

export const RATES_PAGE_SIZE = 25;

export function useCurrencies() {
  return useQuery(endpointQuery(currencyEndpoints.list));
}

/** The currencies as select options, keyed by code. */
export function currencyOptions(currencies: readonly TCurrency[]): SelectOption<string>[] {
  return currencies.map((currency) => ({
    id: currency.code,
    data: currency.code,
    searchableBy: `${currency.code} - ${currency.name}`,
  }));
}

export function useRates(filters: RateFilters) {
  const query = {
    page_number: filters.page - 1,
    page_size: RATES_PAGE_SIZE,
    ...(filters.currency ? { currency: filters.currency } : {}),
    ...(filters.fromDate ? { from_date: filters.fromDate } : {}),
    ...(filters.toDate ? { to_date: filters.toDate } : {}),
  };
  return useQuery(listPageQuery(currencyEndpoints.rates, { query }));
}

/** Imports a day's MNB rates; the latest rates and the history show them at once. */
export function useImportRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string | null) =>
      callApi(currencyEndpoints.importRates, { body: date ? { date } : {} }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf(currencyEndpoints.list) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(currencyEndpoints.rates) }),
      ]),
  });
}

/** Exchange rates read with four decimals (MNB publishes two, cross rates need more). */
const rateFormat = new Intl.NumberFormat(NUMBER_LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

export function formatRate(rate: string): string {
  return rateFormat.format(rate as Intl.StringNumericLiteral);
}

import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatInteger } from '../../lib/format';
import { usePage } from '../../lib/page';
import { ErrorMessage } from '../../shell/error-message';
import { ListPager } from '../../ui/list-pager';
import { SmallSpinner } from '../../ui/spinner';
import { useInvoiceSearch } from './api/invoices-api';
import { InvoiceFilters } from './list/invoice-filters';
import { InvoiceTable } from './list/invoice-table';
import {
  type ListParams,
  PAGE_SIZES,
  parseListParams,
  searchBodyOf,
  toggleSort,
  toListQuery,
} from './list/list-params';

/** `/app/customer-invoices`: filter, sort and page the customer invoices and proformas; open one. */
export default function InvoiceListPage() {
  const { t } = useTranslation();
  usePage({ title: t('INVOICES.LIST.TITLE') });
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const params = parseListParams(query);
  const search = useInvoiceSearch(searchBodyOf(params));
  const update = (next: ListParams, replace = false) => setQuery(toListQuery(next), { replace });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('INVOICES.LIST.TITLE')}
      </Title>
      <InvoiceFilters
        params={params}
        onChange={(next, isTyping) => update({ ...next, page: 1 }, isTyping)}
      />
      {search.isError && <ErrorMessage error={search.error} />}
      {search.isPending && <Skeleton height={400} />}
      {search.data && (
        <>
          <Group gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="invoice-total">
              {t('INVOICES.LIST.TOTAL', { count: formatInteger(search.data.total) })}
            </Text>
            <SmallSpinner isActive={search.isFetching} />
          </Group>
          {search.data.total === 0 ? (
            <Text c="dimmed">{t('INVOICES.LIST.EMPTY')}</Text>
          ) : (
            <InvoiceTable
              items={search.data.items}
              params={params}
              onSort={(sort) => update(toggleSort(params, sort))}
              onOpen={(invoice) => navigate(`/app/CustomerInvoiceForm?id=${invoice.id}`)}
            />
          )}
          <ListPager
            total={search.data.total}
            page={params.page}
            pageSize={params.pageSize}
            pageSizes={PAGE_SIZES}
            onPage={(page) => update({ ...params, page })}
            onPageSize={(pageSize) => update({ ...params, pageSize, page: 1 })}
          />
        </>
      )}
    </Stack>
  );
}

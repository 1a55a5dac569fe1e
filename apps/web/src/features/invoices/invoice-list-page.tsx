import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePage } from '../../lib/page';
import { ListResults } from '../../shell/list-results';
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
      <ListResults
        query={search}
        totalText={(count) => t('INVOICES.LIST.TOTAL', { count })}
        emptyText={t('INVOICES.LIST.EMPTY')}
        testId="invoice-total"
        paging={{
          page: params.page,
          pageSize: params.pageSize,
          pageSizes: PAGE_SIZES,
          onChange: (next) => update({ ...params, ...next }),
        }}
      >
        {(items) => (
          <InvoiceTable
            items={items}
            params={params}
            onSort={(sort) => update(toggleSort(params, sort))}
            onOpen={(invoice) => navigate(`/app/CustomerInvoiceForm?id=${invoice.id}`)}
          />
        )}
      </ListResults>
    </Stack>
  );
}

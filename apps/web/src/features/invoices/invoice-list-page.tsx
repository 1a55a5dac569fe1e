import { Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useListParams } from '../../lib/list-params';
import { usePage } from '../../lib/page';
import { ListResults } from '../../shell/list-results';
import { useIsNarrow } from '../../ui/item-cards';
import { useInvoiceSearch } from './api/invoices-api';
import { CreateInvoiceButton } from './create/create-invoice-button';
import { InvoiceCards } from './list/invoice-cards';
import { InvoiceFilters } from './list/invoice-filters';
import { InvoiceTable } from './list/invoice-table';
import { LIST_CODEC, searchBodyOf } from './list/list-params';

const invoiceUrl = (invoice: { id: number }) => `/app/CustomerInvoiceForm?id=${invoice.id}`;

/** `/app/customer-invoices`: filter, sort and page the customer invoices and proformas; open one. */
export default function InvoiceListPage() {
  const { t } = useTranslation();
  usePage({ title: t('INVOICES.LIST.TITLE') });
  const navigate = useNavigate();
  const list = useListParams(LIST_CODEC);
  const { params } = list;
  const search = useInvoiceSearch(searchBodyOf(params));
  const isNarrow = useIsNarrow();

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('INVOICES.LIST.TITLE')}
        </Title>
        <CreateInvoiceButton />
      </Group>
      <InvoiceFilters params={params} onChange={list.onFilter} />
      <ListResults
        query={search}
        totalText={(count) => t('INVOICES.LIST.TOTAL', { count })}
        emptyText={t('INVOICES.LIST.EMPTY')}
        testId="invoice-total"
        paging={list.paging}
      >
        {(items) =>
          isNarrow ? (
            <InvoiceCards items={items} openUrl={invoiceUrl} />
          ) : (
            <InvoiceTable
              items={items}
              params={params}
              onSort={list.onSort}
              onOpen={(invoice) => navigate(invoiceUrl(invoice))}
            />
          )
        }
      </ListResults>
    </Stack>
  );
}

import { SUPPLIER_INVOICE_STATES, type TSupplierInvoiceState } from '@kontor/contract';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Table,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDate, formatMoney } from '../../lib/format';
import { usePage } from '../../lib/page';
import { ListResults } from '../../shell/list-results';
import { onOpenableRowKey, openableRowClass } from '../../ui/sortable-table';
import { StateBadge } from './state-badge';
import { supplierInvoiceFormUrl, useSupplierInvoices } from './supplier-invoices-api';

const PAGE_SIZES = [25, 50, 100] as const;
type PageSize = (typeof PAGE_SIZES)[number];

/**
 * `/app/supplier-invoices`: the supplier invoices, due first; filters (state, unpaid, proforma,
 * number or supplier) and the page live in the URL, so the widget's link opens them filtered.
 */
export default function SupplierInvoiceListPage() {
  const { t } = useTranslation();
  usePage({ title: t('SUPPLIER_INVOICES.LIST.TITLE') });
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = params.get('state') as TSupplierInvoiceState | null;
  const proforma = params.get('proforma');
  const pageSize = (Number(params.get('pageSize')) || 25) as PageSize;
  const page = Number(params.get('page')) || 0;
  const query = {
    term: params.get('term') ?? '',
    page_number: page,
    page_size: PAGE_SIZES.includes(pageSize) ? pageSize : 25,
    ...(state && SUPPLIER_INVOICE_STATES.includes(state) && { state }),
    ...(params.get('unpaid') === '1' && { unpaid: '1' as const }),
    ...((proforma === '0' || proforma === '1') && { proforma: proforma as '0' | '1' }),
  };
  const list = useSupplierInvoices(query);
  const set = (key: string, value: string | null) =>
    setParams((p) => {
      if (value) p.set(key, value);
      else p.delete(key);
      p.delete('page');
      return p;
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('SUPPLIER_INVOICES.LIST.TITLE')}
        </Title>
        <Group>
          <Button component={Link} to="/app/supplier-invoices/nav-inbox" variant="default">
            {t('SUPPLIER_INVOICES.NAV.TITLE')}
          </Button>
          <Button component={Link} to="/app/SupplierInvoiceForm?new=true">
            {t('SUPPLIER_INVOICES.LIST.NEW')}
          </Button>
        </Group>
      </Group>
      <Group align="end">
        <TextInput
          label={t('SUPPLIER_INVOICES.LIST.TERM')}
          defaultValue={query.term}
          onKeyDown={(e) => e.key === 'Enter' && set('term', e.currentTarget.value.trim())}
          onBlur={(e) => set('term', e.currentTarget.value.trim())}
        />
        <NativeSelect
          label={t('SUPPLIER_INVOICES.FIELD.STATE')}
          value={state ?? ''}
          onChange={(e) => set('state', e.currentTarget.value)}
          data={[
            { value: '', label: t('SUPPLIER_INVOICES.LIST.ALL') },
            ...SUPPLIER_INVOICE_STATES.map((s) => ({
              value: s,
              label: t(`SUPPLIER_INVOICES.STATE.${s}`),
            })),
          ]}
        />
        <NativeSelect
          label={t('SUPPLIER_INVOICES.FIELD.KIND')}
          value={proforma ?? ''}
          onChange={(e) => set('proforma', e.currentTarget.value)}
          data={[
            { value: '', label: t('SUPPLIER_INVOICES.LIST.ALL') },
            { value: '0', label: t('SUPPLIER_INVOICES.KIND.INVOICE') },
            { value: '1', label: t('SUPPLIER_INVOICES.KIND.PROFORMA') },
          ]}
        />
        <Checkbox
          label={t('SUPPLIER_INVOICES.LIST.UNPAID')}
          checked={params.get('unpaid') === '1'}
          onChange={(e) => set('unpaid', e.currentTarget.checked ? '1' : null)}
          mb={8}
        />
      </Group>
      <ListResults
        query={list}
        totalText={(count) => t('SUPPLIER_INVOICES.LIST.TOTAL', { count })}
        emptyText={t('SUPPLIER_INVOICES.LIST.EMPTY')}
        testId="supplier-invoice-total"
        paging={{
          page,
          pageSize: query.page_size,
          pageSizes: PAGE_SIZES,
          onChange: (next) =>
            setParams((p) => {
              p.set('page', String(next.page));
              p.set('pageSize', String(next.pageSize));
              return p;
            }),
        }}
      >
        {(items) => (
          <Table.ScrollContainer minWidth={900}>
            <Table highlightOnHover striped aria-label={t('SUPPLIER_INVOICES.LIST.TITLE')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('SUPPLIER_INVOICES.FIELD.INVOICENUMBER')}</Table.Th>
                  <Table.Th>{t('SUPPLIER_INVOICES.FIELD.SUPPLIERID')}</Table.Th>
                  <Table.Th>{t('SUPPLIER_INVOICES.FIELD.ISSUEDATE')}</Table.Th>
                  <Table.Th>{t('SUPPLIER_INVOICES.FIELD.DUEDATE')}</Table.Th>
                  <Table.Th ta="right">{t('SUPPLIER_INVOICES.FIELD.GROSS')}</Table.Th>
                  <Table.Th ta="right">{t('SUPPLIER_INVOICES.FIELD.REMAINDER')}</Table.Th>
                  <Table.Th>{t('SUPPLIER_INVOICES.FIELD.STATE')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((i) => (
                  <Table.Tr
                    key={i.id}
                    tabIndex={0}
                    className={openableRowClass}
                    onClick={() => navigate(supplierInvoiceFormUrl(i.id))}
                    onKeyDown={(e) =>
                      onOpenableRowKey(e, () => navigate(supplierInvoiceFormUrl(i.id)))
                    }
                  >
                    <Table.Td>
                      {i.invoiceNumber}
                      {i.isProforma && ` (${t('SUPPLIER_INVOICES.KIND.PROFORMA')})`}
                    </Table.Td>
                    <Table.Td>{i.supplierName}</Table.Td>
                    <Table.Td>{formatDate(i.issueDate)}</Table.Td>
                    <Table.Td c={i.isOverdue ? 'red.8' : undefined}>
                      {formatDate(i.dueDate)}
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(i.gross, i.currencyCode)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(i.remainder, i.currencyCode)}</Table.Td>
                    <Table.Td>
                      <StateBadge state={i.state} isOverdue={i.isOverdue} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListResults>
    </Stack>
  );
}

import type { TSupplierInvoice } from '@kontor/contract';
import {
  Anchor,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate, formatMoney } from '../../lib/format';
import { usePage } from '../../lib/page';
import { ErrorMessage } from '../../shell/error-message';
import { KeptTabPanels } from '../../ui/kept-tab-panels';
import { FilesPanel } from '../library/files-panel';
import { HeaderEditor } from './header-editor';
import { InvoiceActions } from './invoice-actions';
import { ItemsTable } from './items-table';
import { StateBadge } from './state-badge';
import { useSupplierInvoice } from './supplier-invoices-api';

const TABS = ['items', 'documents'] as const;
type Tab = (typeof TABS)[number];

function Totals({ invoice }: { invoice: TSupplierInvoice }) {
  const { t } = useTranslation();
  const money = (v: string) => formatMoney(v, invoice.currencyCode);
  const cells = [
    ['NET', money(invoice.net)],
    ['VAT', money(invoice.vat)],
    ['GROSS', money(invoice.gross)],
    ['PAID', money(invoice.paid)],
    ['REMAINDER', money(invoice.remainder)],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }}>
      {cells.map(([key, value]) => (
        <div key={key}>
          <Text size="sm" c="dimmed">
            {t(`SUPPLIER_INVOICES.FIELD.${key}`)}
          </Text>
          <Text fw={600} data-testid={`supplier-invoice-${key.toLowerCase()}`}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** `/app/SupplierInvoiceForm?id=N` (or `?new=true`): header, items (3-way), documents, payments. */
export default function SupplierInvoiceFormPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const query = useSupplierInvoice(id);
  const invoice = query.data ?? null;
  usePage({
    title:
      id === null
        ? t('SUPPLIER_INVOICES.NEW_TITLE')
        : invoice
          ? `${t('SUPPLIER_INVOICES.TITLE')} ${invoice.invoiceNumber}`
          : undefined,
  });
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'items';

  if (id !== null && query.isError) return <ErrorMessage error={query.error} />;
  if (id !== null && !invoice) return <Skeleton height={300} />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/app/supplier-invoices">
        {t('SUPPLIER_INVOICES.LIST.TITLE')}
      </Anchor>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {invoice
            ? `${invoice.supplierName} · ${invoice.invoiceNumber}`
            : t('SUPPLIER_INVOICES.NEW_TITLE')}
        </Title>
        {invoice && <StateBadge state={invoice.state} isOverdue={invoice.isOverdue} />}
      </Group>
      <HeaderEditor key={invoice ? `${invoice.id}-${invoice.version}` : 'new'} invoice={invoice} />
      {invoice && (
        <>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Totals invoice={invoice} />
              <InvoiceActions invoice={invoice} />
              {invoice.payments.map((p) => (
                <Text key={p.id} size="sm">
                  {formatDate(p.paidOn)} · {t(`INVOICES.METHOD.${p.method}`)} ·{' '}
                  {formatMoney(p.amount, invoice.currencyCode)}
                </Text>
              ))}
            </Stack>
          </Paper>
          <Tabs
            value={tab}
            onChange={(next) =>
              setParams((p) => {
                p.set('tab', next ?? 'items');
                return p;
              })
            }
          >
            <Tabs.List>
              <Tabs.Tab value="items">{t('SUPPLIER_INVOICES.TAB.ITEMS')}</Tabs.Tab>
              <Tabs.Tab value="documents">{t('SUPPLIER_INVOICES.TAB.DOCUMENTS')}</Tabs.Tab>
            </Tabs.List>
          </Tabs>
          <KeptTabPanels
            selected={tab}
            renderPanel={(key) =>
              key === 'items' ? (
                <ItemsTable invoice={invoice} />
              ) : (
                <FilesPanel location="SUPPLIER_INVOICE" ownerId={invoice.id} />
              )
            }
          />
        </>
      )}
    </Stack>
  );
}

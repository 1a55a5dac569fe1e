import { supplierInvoiceEndpoints as e, type TAggregatedLine } from '@kontor/contract';
import {
  Anchor,
  Checkbox,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatMoney, formatQuantity } from '../../lib/format';
import { formatDecimalInput, toDecimalString } from '../../lib/forms/decimal-input';
import { useUnsavedGuard } from '../../lib/forms/unsaved-changes';
import { usePage } from '../../lib/page';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { Badge } from '../../ui/badge';
import { useToast } from '../../ui/toast';
import {
  failureText,
  invoiceCalls,
  supplierInvoiceFormUrl,
  useAggregatedItems,
  useInvoiceAction,
  useSupplierInvoice,
} from './supplier-invoices-api';

interface Pick {
  isPicked: boolean;
  quantity: string;
  unitPrice: string;
}

/** What a line offers: what this invoice holds of it, else all that is received and not invoiced. */
const offerOf = (
  l: TAggregatedLine,
  held: { quantity: string; unitPrice: string } | undefined,
): Pick => ({
  isPicked: false,
  quantity: formatDecimalInput(held?.quantity ?? l.uninvoicedQuantity),
  unitPrice: formatDecimalInput(held?.unitPrice ?? l.orderUnitPrice),
});

/**
 * `/app/aggregated-supplier-order-items?invoiceId=N`: the supplier's received lines not yet
 * invoiced, per product across its orders; the user picks lines with the invoiced quantity and
 * price into the invoice, and sees the 3-way flags of what the invoice holds.
 */
export default function AggregatedItemsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('invoiceId')) || 0;
  usePage({ title: t('SUPPLIER_INVOICES.AGGREGATED.TITLE') });
  return id > 0 ? <AggregatedItems id={id} /> : <ChooseInvoice />;
}

/** Opened from the menu: the lines are matched into one DRAFT invoice, chosen first. */
function ChooseInvoice() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('SUPPLIER_INVOICES.AGGREGATED.TITLE')}
      </Title>
      <Text>{t('SUPPLIER_INVOICES.AGGREGATED.CHOOSE')}</Text>
      <Group>
        <Anchor component={Link} to="/app/supplier-invoices?state=DRAFT">
          {t('SUPPLIER_INVOICES.AGGREGATED.DRAFTS')}
        </Anchor>
        <Anchor component={Link} to="/app/SupplierInvoiceForm?new=true">
          {t('SUPPLIER_INVOICES.LIST.NEW')}
        </Anchor>
      </Group>
    </Stack>
  );
}

function AggregatedItems({ id }: { id: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const invoice = useSupplierInvoice(id);
  const groups = useAggregatedItems(id);
  const match = useInvoiceAction(invoiceCalls.putItems);
  const [picks, setPicks] = useState<Record<number, Pick>>({});
  const [error, setError] = useState<string | null>(null);
  useUnsavedGuard(Object.values(picks).some((p) => p.isPicked));

  if (invoice.isError || groups.isError)
    return <ErrorMessage error={invoice.error ?? groups.error} />;
  if (!invoice.data || !groups.data) return <Skeleton height={300} />;
  const inv = invoice.data;
  const items = new Map(inv.items.map((i) => [i.supplierOrderLineId, i]));
  const pickOf = (l: TAggregatedLine) =>
    picks[l.supplierOrderLineId] ?? offerOf(l, items.get(l.supplierOrderLineId));
  const change = (l: TAggregatedLine, next: Partial<Pick>) => {
    setPicks((p) => ({ ...p, [l.supplierOrderLineId]: { ...pickOf(l), ...next } }));
    setError(null);
  };
  const lines = groups.data.flatMap((g) => g.lines);
  const picked = lines.filter((l) => pickOf(l).isPicked);

  async function submit() {
    const body = picked.map((l) => ({
      supplierOrderLineId: l.supplierOrderLineId,
      quantity: toDecimalString(pickOf(l).quantity) ?? '',
      unitPrice: toDecimalString(pickOf(l).unitPrice) ?? '',
    }));
    if (body.some((b) => !b.quantity || !b.unitPrice)) {
      setError(t('SUPPLIER_INVOICES.ERROR.AMOUNT'));
      return;
    }
    try {
      await match.mutateAsync({ id, body: { version: inv.version, items: body } });
      setPicks({});
      toast.show(t('SUPPLIER_INVOICES.MATCHED'), 'SUCCESS');
    } catch (err) {
      setError(failureText(t, err));
    }
  }

  return (
    <Stack gap="md">
      <Anchor component={Link} to={supplierInvoiceFormUrl(id)}>
        {inv.supplierName} · {inv.invoiceNumber}
      </Anchor>
      <Title order={1} size="h2">
        {t('SUPPLIER_INVOICES.AGGREGATED.TITLE')}
      </Title>
      {groups.data.length === 0 && (
        <Text c="dimmed">{t('SUPPLIER_INVOICES.AGGREGATED.EMPTY')}</Text>
      )}
      {groups.data.map((g) => (
        <Paper withBorder p="md" key={g.productId}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {g.productCode} · {g.productName}
              </Title>
              <Text size="sm">
                {t('SUPPLIER_INVOICES.ITEMS.ORDERED')}: {formatQuantity(g.orderedQuantity)} ·{' '}
                {t('SUPPLIER_INVOICES.ITEMS.RECEIVED')}: {formatQuantity(g.receivedQuantity)} ·{' '}
                {t('SUPPLIER_INVOICES.ITEMS.INVOICED')}: {formatQuantity(g.invoicedQuantity)} ·{' '}
                {t('SUPPLIER_INVOICES.ITEMS.UNINVOICED')}: {formatQuantity(g.uninvoicedQuantity)}
              </Text>
            </Group>
            <Table
              striped
              aria-label={`${g.productCode} ${t('SUPPLIER_INVOICES.AGGREGATED.TITLE')}`}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('SUPPLIER_INVOICES.AGGREGATED.PICK')}</Table.Th>
                  <Table.Th>{t('SUPPLIER_INVOICES.ITEMS.ORDER')}</Table.Th>
                  <Table.Th ta="right">{t('SUPPLIER_INVOICES.ITEMS.RECEIVED')}</Table.Th>
                  <Table.Th ta="right">{t('SUPPLIER_INVOICES.ITEMS.UNINVOICED')}</Table.Th>
                  <Table.Th ta="right">{t('SUPPLIER_INVOICES.ITEMS.ORDER_PRICE')}</Table.Th>
                  <Table.Th>{t('SUPPLIER_INVOICES.ITEMS.QUANTITY')}</Table.Th>
                  <Table.Th>{t('SUPPLIER_INVOICES.ITEMS.UNIT_PRICE')}</Table.Th>
                  <Table.Th>{t('SUPPLIER_INVOICES.ITEMS.CHECK')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {g.lines.map((l) => {
                  const pick = pickOf(l);
                  const item = items.get(l.supplierOrderLineId);
                  const label = `${l.supplierOrderNumber} ${g.productCode}`;
                  const isPriceOff =
                    toDecimalString(pick.unitPrice) !== null &&
                    Number(toDecimalString(pick.unitPrice)) !== Number(l.orderUnitPrice);
                  return (
                    <Table.Tr key={l.supplierOrderLineId} data-line={l.supplierOrderLineId}>
                      <Table.Td>
                        <Checkbox
                          aria-label={`${t('SUPPLIER_INVOICES.AGGREGATED.PICK')}: ${label}`}
                          checked={pick.isPicked}
                          onChange={(ev) => change(l, { isPicked: ev.currentTarget.checked })}
                        />
                      </Table.Td>
                      <Table.Td>{l.supplierOrderNumber}</Table.Td>
                      <Table.Td ta="right">{formatQuantity(l.receivedQuantity)}</Table.Td>
                      <Table.Td ta="right">{formatQuantity(l.uninvoicedQuantity)}</Table.Td>
                      <Table.Td ta="right">
                        {formatMoney(l.orderUnitPrice, l.orderCurrencyCode)}
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={`${t('SUPPLIER_INVOICES.ITEMS.QUANTITY')}: ${label}`}
                          value={pick.quantity}
                          onChange={(ev) =>
                            change(l, { quantity: ev.currentTarget.value, isPicked: true })
                          }
                          w={110}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={`${t('SUPPLIER_INVOICES.ITEMS.UNIT_PRICE')}: ${label}`}
                          value={pick.unitPrice}
                          onChange={(ev) =>
                            change(l, { unitPrice: ev.currentTarget.value, isPicked: true })
                          }
                          w={130}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {pick.isPicked && isPriceOff && (
                            <Badge color="warn">
                              {t('SUPPLIER_INVOICES.AGGREGATED.PRICE_DIFFERS')}
                            </Badge>
                          )}
                          {item?.flags.map((f) => (
                            <Badge key={f} color={item.acceptedReason ? 'info' : 'error'}>
                              {t(`SUPPLIER_INVOICES.FLAG.${f}`)}
                            </Badge>
                          ))}
                          {item && item.flags.length === 0 && (
                            <Badge color="success">{t('SUPPLIER_INVOICES.FLAG.OK')}</Badge>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Stack>
        </Paper>
      ))}
      {error && (
        <Text c="red.8" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <ActionButton
          endpoint={e.putItems}
          disabledReason={
            inv.state !== 'DRAFT'
              ? t('SUPPLIER_INVOICES.REASON.NOT_DRAFT')
              : picked.length === 0
                ? t('SUPPLIER_INVOICES.REASON.NOTHING_PICKED')
                : null
          }
          loading={match.isPending}
          onClick={() => void submit()}
        >
          {t('SUPPLIER_INVOICES.ACTION.ADD_ITEMS')}
        </ActionButton>
      </Group>
    </Stack>
  );
}

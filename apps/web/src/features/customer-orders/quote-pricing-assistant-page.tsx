import { Money, roundMoney, salesDeskEndpoints, type TQuotePricing } from '@kontor/contract';
import {
  Anchor,
  Button,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../lib/api/client';
import { formatMoney, formatQuantity } from '../../lib/format';
import { hasChanged, useUnsavedGuard } from '../../lib/forms/unsaved-changes';
import { usePage } from '../../lib/page';
import { Can } from '../../lib/permissions';
import { endpointQuery } from '../../lib/query';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { ErrorDisplay } from '../../ui/error-display';
import { useToast } from '../../ui/toast';
import { invalidateSales, quoteQuery } from './api/sales-api';
import { documentIdOf } from './components/document-page';
import { type LineRow, totalsOf } from './lines/line-model';
import { TotalsPanel } from './lines/totals-panel';
import { scaleOf } from './orders/order-form-model';

type Item = TQuotePricing['items'][number];
const DECIMAL = /^\d+(\.\d+)?$/;
const decimal = (typed: string) => typed.replace(/\s/g, '').replace(',', '.');

/** The discount that leaves `margin` % of the net unit price over the cost; null when impossible. */
export function discountForMargin(item: Item, margin: string): string | null {
  if (!item.purchaseCost || !DECIMAL.test(margin) || Number(margin) >= 100) return null;
  const price = new Money(item.purchaseCost).div(new Money(1).minus(new Money(margin).div(100)));
  const discount = new Money(1).minus(price.div(item.unitPrice)).times(100);
  if (discount.lt(0)) return '0';
  return discount.gt(100) ? null : roundMoney(discount, 2);
}

/** Margin % of a net unit price over the cost (the assistant's middle column). */
function marginOf(item: Item, discount: string): string | null {
  if (!item.purchaseCost || !DECIMAL.test(discount)) return null;
  const net = new Money(item.unitPrice).times(new Money(1).minus(new Money(discount).div(100)));
  if (net.isZero()) return null;
  return roundMoney(net.minus(item.purchaseCost).div(net).times(100), 1);
}

function Assistant({ pricing }: { pricing: TQuotePricing }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const initial = useMemo(
    () =>
      Object.fromEntries(
        pricing.items.map((i) => [i.lineId, i.discountPercent.replace(/\.?0+$/, '')]),
      ),
    [pricing],
  );
  const [discounts, setDiscounts] = useState<Record<number, string>>(initial);
  const [target, setTarget] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  useUnsavedGuard(hasChanged(discounts, initial));
  const money = (v: string | null) => (v === null ? '–' : formatMoney(v, pricing.currencyCode));
  const scale = scaleOf(pricing.items[0]?.net ?? '0');
  const rows: LineRow[] = pricing.items.map((i) => ({
    key: String(i.lineId),
    productId: 0,
    productCode: i.productCode,
    productName: i.productName,
    description: '',
    quantity: i.quantity,
    unit: '',
    unitPrice: i.unitPrice,
    isPriceTyped: true,
    discountPercent: discounts[i.lineId] ?? '0',
    isDiscountTyped: true,
    vatRate: i.vatRate,
    explanation: null,
  }));
  const totals = totalsOf(rows, { scale, basis: pricing.priceBasis });
  const applyMargin = (items: readonly Item[], margin: string) =>
    setDiscounts((current) => {
      const next = { ...current };
      for (const item of items) {
        const discount = discountForMargin(item, margin);
        if (discount !== null) next[item.lineId] = discount;
      }
      return next;
    });

  async function save() {
    setIsSaving(true);
    try {
      const saved = await callApi(salesDeskEndpoints.saveQuotePricing, {
        query: { quote_id: pricing.quoteId },
        body: {
          version: pricing.version,
          items: pricing.items.map((i) => ({
            lineId: i.lineId,
            discountPercent: decimal(discounts[i.lineId] ?? '0'),
          })),
        },
      });
      queryClient.setQueryData(
        endpointQuery(salesDeskEndpoints.quotePricing, { query: { quote_id: pricing.quoteId } })
          .queryKey,
        saved,
      );
      await invalidateSales(queryClient);
      await queryClient.invalidateQueries({ queryKey: quoteQuery(pricing.quoteId).queryKey });
      toast.show(t('SALES.QUOTE.SAVED', { number: pricing.number }), 'SUCCESS');
    } catch {
      toast.show(t('SALES.ASSISTANT.SAVE_FAILED'), 'ERROR');
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('SALES.ASSISTANT.TARGET_MARGIN')}
          w={180}
          value={target}
          onChange={(event) => setTarget(event.currentTarget.value)}
        />
        <Button variant="default" onClick={() => applyMargin(pricing.items, decimal(target))}>
          {t('SALES.ASSISTANT.APPLY_ALL')}
        </Button>
      </Group>
      <Table striped withTableBorder aria-label={t('SALES.ASSISTANT.TITLE')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('SALES.LINE.PRODUCT')}</Table.Th>
            <Table.Th ta="right">{t('SALES.LINE.QUANTITY')}</Table.Th>
            <Table.Th ta="right">{t('SALES.ASSISTANT.PURCHASE_COST')}</Table.Th>
            <Table.Th ta="right">{t('SALES.ASSISTANT.LIST_PRICE')}</Table.Th>
            <Table.Th ta="right">{t('SALES.LINE.UNIT_PRICE')}</Table.Th>
            <Table.Th>{t('SALES.LINE.DISCOUNT')}</Table.Th>
            <Table.Th ta="right">{t('SALES.ASSISTANT.MARGIN')}</Table.Th>
            <Table.Th>{t('SALES.ASSISTANT.LINE_TARGET')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pricing.items.map((item) => {
            const discount = discounts[item.lineId] ?? '0';
            const margin = marginOf(item, decimal(discount));
            return (
              <Table.Tr key={item.lineId}>
                <Table.Td>
                  <Text span size="sm" ff="monospace">
                    {item.productCode}
                  </Text>{' '}
                  {item.productName}
                </Table.Td>
                <Table.Td ta="right">{formatQuantity(item.quantity)}</Table.Td>
                <Table.Td ta="right">{money(item.purchaseCost)}</Table.Td>
                <Table.Td ta="right">{money(item.listPrice)}</Table.Td>
                <Table.Td ta="right">{money(item.unitPrice)}</Table.Td>
                <Table.Td w={110}>
                  <TextInput
                    size="xs"
                    aria-label={t('SALES.LINE.DISCOUNT_OF', { number: item.position })}
                    value={discount.replace('.', ',')}
                    onChange={(event) =>
                      setDiscounts((d) => ({
                        ...d,
                        [item.lineId]: decimal(event.currentTarget.value),
                      }))
                    }
                  />
                </Table.Td>
                <Table.Td ta="right" data-testid="margin">
                  {margin === null ? '–' : `${formatQuantity(margin)} %`}
                </Table.Td>
                <Table.Td w={110}>
                  <TextInput
                    size="xs"
                    aria-label={t('SALES.ASSISTANT.LINE_TARGET_OF', { number: item.position })}
                    placeholder="%"
                    disabled={!item.purchaseCost}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter')
                        applyMargin([item], decimal(event.currentTarget.value));
                    }}
                    onBlur={(event) =>
                      event.currentTarget.value &&
                      applyMargin([item], decimal(event.currentTarget.value))
                    }
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <TotalsPanel totals={totals} currency={pricing.currencyCode} />
      <Can permission="sales.write">
        <Group justify="flex-end">
          <ActionButton
            endpoint={salesDeskEndpoints.saveQuotePricing}
            loading={isSaving}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={() => void save()}
          >
            {t('SALES.SAVE')}
          </ActionButton>
        </Group>
      </Can>
    </Stack>
  );
}

/** `/app/quote-pricing-assistant?id=N`: cost, list price, margin and discount of a quote's lines. */
export default function QuotePricingAssistantPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = documentIdOf(params);
  usePage({ title: t('SALES.ASSISTANT.TITLE') });
  const pricing = useQuery({
    ...endpointQuery(salesDeskEndpoints.quotePricing, { query: { quote_id: id ?? 0 } }),
    enabled: Boolean(id),
  });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('SALES.ASSISTANT.TITLE')}
        {pricing.data && ` – ${pricing.data.number}`}
      </Title>
      {!id && (
        <Text>
          {t('SALES.ASSISTANT.CHOOSE')}{' '}
          <Anchor component={Link} to="/app/quotes">
            {t('SALES.QUOTE.LIST_TITLE')}
          </Anchor>
        </Text>
      )}
      {id === undefined && <ErrorDisplay message={t('SALES.QUOTE.NOT_FOUND')} />}
      {pricing.isError && <ErrorMessage error={pricing.error} />}
      {id && pricing.isPending && <Skeleton height={300} />}
      {pricing.data && <Assistant key={pricing.data.version} pricing={pricing.data} />}
    </Stack>
  );
}

import { supplierOrderGeneratorEndpoints, type TSupplierOrderHeader } from '@kontor/contract';
import {
  Alert,
  Anchor,
  Checkbox,
  Group,
  Radio,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { callApi } from '../../lib/api/client';
import { formatDate, formatMoney, formatQuantity } from '../../lib/format';
import { idOf } from '../../lib/list-params';
import { usePage } from '../../lib/page';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { ErrorDisplay } from '../../ui/error-display';
import { useOrder } from '../customer-orders/api/sales-api';
import { useCreatingMutation, useSupplierOrders, useSupplies } from './api/purchasing-api';
import { MadeOrders } from './made-orders';
import { type PurchaseLine, purchaseLinesOf, sharedPartnerOf } from './selector/selector-model';

/**
 * `/app/CustomerOrderSupplierOrderSelector?customerOrderId=N` (spec popup): the order's purchase
 * lines still to order; the buyer chooses lines and orders them in new supplier orders (one per
 * supplier) or adds them to one of the supplier's DRAFT orders.
 */
export default function CustomerOrderSupplierOrderSelectorPage() {
  const { t } = useTranslation();
  usePage({ title: t('PURCHASING.SELECTOR.TITLE') });
  const [params] = useSearchParams();
  const orderId = idOf(params, 'customerOrderId');
  const order = useOrder(orderId);
  const supplies = useSupplies(orderId ?? 0, orderId !== null);
  const back = `/app/CustomerOrderForm?id=${orderId}`;
  if (orderId === null) return <ErrorDisplay message={t('PURCHASING.SELECTOR.NO_ORDER')} />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={back} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {order.data?.number ?? t('PURCHASING.SELECTOR.BACK')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {t('PURCHASING.SELECTOR.TITLE')} {order.data?.number}
      </Title>
      {(order.isError || supplies.isError) && (
        <ErrorMessage error={order.error ?? supplies.error} />
      )}
      {(order.isPending || supplies.isPending) && <Skeleton height={240} />}
      {order.data && supplies.data && (
        <SelectorForm
          orderId={orderId}
          lines={purchaseLinesOf(order.data, supplies.data).filter((l) => Number(l.open) > 0)}
        />
      )}
    </Stack>
  );
}

function SelectorForm({ orderId, lines }: { orderId: number; lines: PurchaseLine[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(
    () => new Set(lines.map((l) => l.line.id)),
  );
  const [target, setTarget] = useState<string>('NEW');
  const [made, setMade] = useState<TSupplierOrderHeader[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const picked = lines.filter((l) => chosen.has(l.line.id));
  const partnerId = sharedPartnerOf(picked);
  const drafts = useSupplierOrders({
    state: 'DRAFT',
    ...(partnerId && { supplier_id: partnerId }),
    term: '',
    page_number: 0,
    page_size: 50,
  });
  const create = useCreatingMutation(() =>
    callApi(supplierOrderGeneratorEndpoints.createFromCustomerOrder, {
      params: { customerOrderId: orderId },
      body: {
        lineIds: picked.map((l) => l.line.id),
        supplierOrderId: target === 'NEW' ? null : Number(target),
      },
    }),
  );

  async function submit() {
    setRefusal(null);
    try {
      setMade((await create.mutateAsync(undefined)).orders);
    } catch (error) {
      setRefusal(
        t(
          error instanceof ApiError && error.status === 409
            ? 'PURCHASING.SELECTOR.REFUSED'
            : 'PURCHASING.CREATOR.FAILED',
        ),
      );
    }
  }

  if (made)
    return (
      <MadeOrders orders={made}>
        <Anchor component={Link} to={`/app/CustomerOrderForm?id=${orderId}`}>
          {t('PURCHASING.SELECTOR.BACK')}
        </Anchor>
      </MadeOrders>
    );
  if (lines.length === 0) return <Text>{t('PURCHASING.SELECTOR.NOTHING_OPEN')}</Text>;
  const draftList: TSupplierOrderHeader[] = drafts.data?.items ?? [];
  return (
    <form
      aria-label={t('PURCHASING.SELECTOR.TITLE')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Table aria-label={t('PURCHASING.SELECTOR.LINES')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={44}>{t('PURCHASING.CREATOR.SELECT')}</Table.Th>
              <Table.Th>{t('PURCHASING.FIELD.PRODUCT')}</Table.Th>
              <Table.Th>{t('PURCHASING.SELECTOR.PARTNER')}</Table.Th>
              <Table.Th ta="right">{t('PURCHASING.FIELD.QUANTITY')}</Table.Th>
              <Table.Th ta="right">{t('PURCHASING.SELECTOR.ORDERED')}</Table.Th>
              <Table.Th ta="right">{t('PURCHASING.FIELD.OPEN')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map(({ line, covered, open }) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('PURCHASING.CREATOR.SELECT_LINE', { code: line.productCode })}
                    checked={chosen.has(line.id)}
                    onChange={(e) => {
                      const next = new Set(chosen);
                      if (e.currentTarget.checked) next.add(line.id);
                      else next.delete(line.id);
                      setChosen(next);
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  {line.productCode} – {line.productName}
                </Table.Td>
                <Table.Td>
                  {line.fulfilmentPartnerName} ({t(`PURCHASING.FULFILMENT.${line.fulfilment}`)})
                </Table.Td>
                <Table.Td ta="right">{formatQuantity(line.quantity)}</Table.Td>
                <Table.Td ta="right">{formatQuantity(covered)}</Table.Td>
                <Table.Td ta="right">{formatQuantity(open)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Radio.Group label={t('PURCHASING.SELECTOR.TARGET')} value={target} onChange={setTarget}>
          <Stack gap="xs" mt="xs">
            <Radio value="NEW" label={t('PURCHASING.SELECTOR.NEW')} />
            {draftList.map((d) => (
              <Radio
                key={d.id}
                value={String(d.id)}
                label={t('PURCHASING.SELECTOR.INTO_DRAFT', {
                  number: d.number,
                  supplier: d.supplierName,
                  date: formatDate(d.orderDate),
                  lines: d.lineCount,
                  net: formatMoney(d.net, d.currencyCode),
                })}
              />
            ))}
          </Stack>
        </Radio.Group>
        {draftList.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('PURCHASING.SELECTOR.NO_DRAFTS')}
          </Text>
        )}
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <ActionButton
            endpoint={supplierOrderGeneratorEndpoints.createFromCustomerOrder}
            type="submit"
            loading={create.isPending}
            disabledReason={picked.length === 0 ? t('PURCHASING.CREATOR.NOTHING_CHOSEN') : null}
          >
            {t('PURCHASING.SELECTOR.SUBMIT')}
          </ActionButton>
        </Group>
      </Stack>
    </form>
  );
}

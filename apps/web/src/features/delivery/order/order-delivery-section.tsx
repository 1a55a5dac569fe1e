import {
  customerOrderEndpoints,
  deliveryMethodEndpoints,
  orderDeliveryEndpoints,
  type TOrder,
  type TOrderDelivery,
  type TOrderLinesChanged,
} from '@kontor/contract';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { formatDate, formatMoney } from '../../../lib/format';
import { usePermission } from '../../../lib/permissions';
import { endpointQuery, queryKeyOf } from '../../../lib/query';
import { ErrorMessage } from '../../../shell/error-message';
import { ActionButton } from '../../../ui/action-button';
import { deliveryRefusal } from '../delivery-errors';
import { GlsLabels } from './gls-labels';

/** The order's delivery may change while it is being taken (DRAFT, CONFIRMED). */
const EDITABLE = new Set(['DRAFT', 'CONFIRMED']);

/** What saving the delivery did to the order: its header and the fee lines written or gone. */
type OnOrderChanged = (change: TOrderLinesChanged) => void;

/** The cached order with the delivery's change in it: header, fee lines replaced, added, gone. */
function withChange(order: TOrder, { lines, deletedLineIds, ...header }: TOrderLinesChanged) {
  const written = new Map(lines.map((l) => [l.id, l]));
  const kept = order.lines
    .filter((l) => !deletedLineIds.includes(l.id))
    .map((l) => written.get(l.id) ?? l);
  const added = lines.filter((l) => !order.lines.some((o) => o.id === l.id));
  return { ...order, ...header, lines: [...kept, ...added] };
}

function DeliveryForm({
  order,
  delivery,
  onOrderChanged,
}: {
  order: TOrder;
  delivery: TOrderDelivery;
  onOrderChanged?: OnOrderChanged;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const options = useQuery(endpointQuery(deliveryMethodEndpoints.options));
  const [methodId, setMethodId] = useState(String(delivery.deliveryMethodId ?? ''));
  const [wantsUnpacking, setWantsUnpacking] = useState(delivery.wantsUnpacking);
  const mayWrite = usePermission('sales.write') && EDITABLE.has(order.state);
  const save = useMutation({
    mutationFn: () =>
      callApi(orderDeliveryEndpoints.set, {
        params: { orderId: order.id },
        body: {
          version: order.version,
          deliveryMethodId: methodId ? Number(methodId) : null,
          wantsUnpacking,
        },
      }),
    onSuccess: ({ order: change, ...saved }) => {
      client.setQueryData(
        queryKeyOf(orderDeliveryEndpoints.get, { params: { orderId: order.id } }),
        saved,
      );
      // The fee lines changed the order (lines, totals, version): the answer says how, so the
      // order is not read again and the form keeps what is typed in it (README 'Order form').
      onOrderChanged?.(change);
      client.setQueryData(
        queryKeyOf(customerOrderEndpoints.get, { params: { orderId: order.id } }),
        (cached: TOrder | undefined) => cached && withChange(cached, change),
      );
    },
  });
  const isChanged =
    methodId !== String(delivery.deliveryMethodId ?? '') ||
    wantsUnpacking !== delivery.wantsUnpacking;
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="md">
        <NativeSelect
          label={t('DELIVERY.ORDER.METHOD')}
          value={methodId}
          disabled={!mayWrite}
          onChange={(e) => setMethodId(e.currentTarget.value)}
          data={[
            { value: '', label: t('DELIVERY.ORDER.NO_METHOD') },
            ...(options.data ?? []).map((m) => ({ value: String(m.id), label: m.name })),
          ]}
          w={260}
        />
        <Checkbox
          label={t('DELIVERY.ORDER.UNPACKING')}
          checked={wantsUnpacking}
          disabled={!mayWrite}
          onChange={(e) => setWantsUnpacking(e.currentTarget.checked)}
          mb={8}
        />
        {mayWrite && (
          <ActionButton
            endpoint={orderDeliveryEndpoints.set}
            variant="light"
            loading={save.isPending}
            disabledReason={isChanged ? null : t('DELIVERY.ORDER.NOTHING_CHANGED')}
            onClick={() => save.mutate()}
          >
            {t('DELIVERY.ORDER.SAVE')}
          </ActionButton>
        )}
      </Group>
      {mayWrite && (
        <Text size="xs" c="dimmed">
          {t('DELIVERY.ORDER.SAVE_HINT')}
        </Text>
      )}
      {save.isError && <Alert color="red">{deliveryRefusal(save.error, t).text}</Alert>}
    </Stack>
  );
}

/**
 * The order's delivery on its form: the method with its fee, unpacking with its fee, the earliest
 * own-delivery date from the plan conditions; for a courier order the GLS labels, for unpacking
 * the UnpackingLabelPrinter popup.
 */
export function OrderDeliverySection({
  order,
  onOrderChanged,
}: {
  order: TOrder;
  /** Told what saving the delivery did to the order, before the cached order changes. */
  onOrderChanged?: OnOrderChanged;
}) {
  const { t } = useTranslation();
  const delivery = useQuery(
    endpointQuery(orderDeliveryEndpoints.get, { params: { orderId: order.id } }),
  );
  const d = delivery.data;
  const openLabelPrinter = () =>
    window.open(
      `/app/UnpackingLabelPrinter?orderId=${order.id}&number=${encodeURIComponent(order.number)}`,
      'unpacking-labels',
      'width=480,height=560',
    );
  return (
    <Paper withBorder p="md" aria-labelledby="order-delivery-title" component="section">
      <Stack gap="sm">
        <Title order={2} size="h4" id="order-delivery-title">
          {t('DELIVERY.ORDER.TITLE')}
        </Title>
        {delivery.isError && <ErrorMessage error={delivery.error} />}
        {d && (
          <DeliveryForm
            key={`${order.version}`}
            order={order}
            delivery={d}
            onOrderChanged={onOrderChanged}
          />
        )}
        {d && (
          <Group gap="xl">
            <Text size="sm">
              {t('DELIVERY.ORDER.DELIVERY_FEE')}: <b>{formatMoney(d.deliveryFee, 'HUF')}</b>
            </Text>
            {d.wantsUnpacking && (
              <Text size="sm">
                {t('DELIVERY.ORDER.UNPACKING_FEE')}: <b>{formatMoney(d.unpackingFee, 'HUF')}</b>
              </Text>
            )}
            {d.kind === 'OWN_VEHICLE' && (
              <Text size="sm" data-testid="earliest-delivery">
                {t('DELIVERY.ORDER.EARLIEST')}:{' '}
                <b>
                  {d.earliestDeliveryDate
                    ? formatDate(d.earliestDeliveryDate)
                    : t('DELIVERY.ORDER.NOT_SERVED')}
                </b>
              </Text>
            )}
          </Group>
        )}
        {d?.kind === 'COURIER' && <GlsLabels order={order} />}
        {d?.wantsUnpacking && (
          <Group>
            <Button
              variant="default"
              leftSection={<IconTag size={16} aria-hidden />}
              onClick={openLabelPrinter}
            >
              {t('DELIVERY.ORDER.UNPACKING_LABELS')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

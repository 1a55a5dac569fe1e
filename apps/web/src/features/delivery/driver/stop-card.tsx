import { routeEndpoints, type TRouteStop } from '@kontor/contract';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMap, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { ActionButton } from '../../../ui/action-button';
import { Badge } from '../../../ui/badge';
import { STOP_STATE_COLORS } from '../routes/route-detail';
import { DeliverForm, FailForm } from './deliver-form';
import type { useDriverActions } from './use-driver-actions';

/** OpenStreetMap at the stop: its coordinates when known, else a search for its address. */
export function mapUrlOf(stop: TRouteStop): string {
  if (stop.latitude !== null && stop.longitude !== null)
    return `https://www.openstreetmap.org/?mlat=${stop.latitude}&mlon=${stop.longitude}#map=16/${stop.latitude}/${stop.longitude}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(stop.address)}`;
}

/**
 * One stop on the driver's phone: who and where, a tap to call and a map link, the cash to
 * collect; while on the road: arrived, delivered (with proof) or failed (with the reason).
 */
export function StopCard({
  stop,
  isOnRoad,
  actions,
}: {
  stop: TRouteStop;
  isOnRoad: boolean;
  actions: ReturnType<typeof useDriverActions>;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<'deliver' | 'fail' | null>(null);
  const isOpen = isOnRoad && (stop.state === 'PENDING' || stop.state === 'ARRIVED');
  const close = (done: boolean) => done && setForm(null);
  return (
    <Paper withBorder p="sm" component="li" data-testid="driver-stop" data-state={stop.state}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} fz="lg">
            {stop.position}. {stop.customerName}
          </Text>
          <Badge size="md" color={STOP_STATE_COLORS[stop.state]} style={{ flexShrink: 0 }}>
            {t(`DELIVERY.STOP_STATE.${stop.state}`)}
          </Badge>
        </Group>
        <Text>{stop.address}</Text>
        <Text size="sm" c="dimmed">
          {stop.orderNumber}
          {stop.deliveryNoteNumber && ` · ${stop.deliveryNoteNumber}`} ·{' '}
          {t('DELIVERY.DRIVER.PARCELS', { count: stop.parcelCount })}
        </Text>
        {stop.codAmount && (
          <Text fw={700} c="orange.8" data-testid="stop-cod">
            {t('DELIVERY.COD')}: {formatMoney(stop.codAmount, stop.codCurrency)}
          </Text>
        )}
        <Group gap="md">
          {stop.phone && (
            <Anchor href={`tel:${stop.phone.replace(/[^\d+]/g, '')}`} fz="lg">
              <IconPhone size={18} aria-hidden /> {stop.contactName ?? ''} {stop.phone}
            </Anchor>
          )}
          <Anchor href={mapUrlOf(stop)} target="_blank" rel="noopener" fz="lg">
            <IconMap size={18} aria-hidden /> {t('DELIVERY.DRIVER.MAP')}
          </Anchor>
        </Group>
        {stop.state === 'FAILED' && stop.failureReason && (
          <Text size="sm" c="red">
            {t(`DELIVERY.FAILURE.${stop.failureReason}`)}
            {stop.failureNote && ` – ${stop.failureNote}`}
          </Text>
        )}
        {stop.state === 'DELIVERED' && stop.recipientName && (
          <Text size="sm">{t('DELIVERY.DRIVER.RECEIVED_BY', { name: stop.recipientName })}</Text>
        )}
        {isOpen && form === 'deliver' && (
          <DeliverForm
            defaultName={stop.contactName ?? ''}
            isSending={actions.busy === `delivered-${stop.id}`}
            onSend={(body) => void actions.delivered(stop.id, body).then(close)}
            onCancel={() => setForm(null)}
          />
        )}
        {isOpen && form === 'fail' && (
          <FailForm
            isSending={actions.busy === `failed-${stop.id}`}
            onSend={(body) => void actions.failed(stop.id, body).then(close)}
            onCancel={() => setForm(null)}
          />
        )}
        {isOpen && form === null && stop.state === 'PENDING' && (
          <ActionButton
            endpoint={routeEndpoints.stopArrived}
            size="md"
            fullWidth
            loading={actions.busy === `arrived-${stop.id}`}
            onClick={() => void actions.arrived(stop.id)}
          >
            {t('DELIVERY.DRIVER.ARRIVED')}
          </ActionButton>
        )}
        {isOpen && form === null && (
          <SimpleGrid cols={2} spacing="xs">
            <Button size="lg" color="green" onClick={() => setForm('deliver')}>
              {t('DELIVERY.DRIVER.DELIVERED')}
            </Button>
            <Button size="lg" color="red" variant="light" onClick={() => setForm('fail')}>
              {t('DELIVERY.DRIVER.FAILED')}
            </Button>
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

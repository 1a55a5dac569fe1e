import { routeEndpoints, type TRoute, type TRouteState, type TStopState } from '@kontor/contract';
import { Alert, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter, IconRoute } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { fetchFile, openPdfInNewTab } from '../../../lib/api/file';
import { formatDateTime, formatMoney, formatQuantity } from '../../../lib/format';
import { CanCall, endpointAttribute } from '../../../lib/permissions';
import { ActionButton } from '../../../ui/action-button';
import { Badge, type BadgeColor } from '../../../ui/badge';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useToast } from '../../../ui/toast';
import { PrintButton } from '../../documents/print-button';
import { useRouteCache } from '../delivery-api';
import { deliveryRefusal } from '../delivery-errors';
import { CapacityBars } from './capacity-bars';
import { SortableStops } from './sortable-stops';

/** The states in the badge colours of spec 000 §9 (ui/badge). */
export const ROUTE_STATE_COLORS: Record<TRouteState, BadgeColor> = {
  PLANNED: 'info',
  DEPARTED: 'warn',
  RETURNED: 'success',
  CANCELLED: 'gray',
};
export const STOP_STATE_COLORS: Record<TStopState, BadgeColor> = {
  PENDING: 'gray',
  ARRIVED: 'info',
  DELIVERED: 'success',
  FAILED: 'error',
};
const DOCUMENT_KINDS = ['ALL', 'ROUTE_SHEET', 'DELIVERY_NOTES'] as const;

/** Reorder, optimise and cancel: each answers the route, which replaces the cached one. */
function useRouteChange(route: TRoute) {
  const { t } = useTranslation();
  const toast = useToast();
  const store = useRouteCache();
  return useMutation({
    mutationFn: (
      change: { kind: 'reorder'; stopIds: number[] } | { kind: 'optimize' | 'cancel' },
    ) =>
      change.kind === 'reorder'
        ? callApi(routeEndpoints.reorder, {
            params: { routeId: route.id },
            body: { version: route.version, stopIds: change.stopIds },
          })
        : callApi(routeEndpoints[change.kind], {
            params: { routeId: route.id },
            body: { version: route.version },
          }),
    onSuccess: store,
    onError: (error) => toast.show(deliveryRefusal(error, t).text, 'ERROR'),
  });
}

/**
 * One route: its vehicle, driver and load, the stops in their order (dragged or moved by
 * keyboard while planned), the proposal of the order again, the documents (route sheet,
 * delivery notes) and cancelling.
 */
export function RouteDetail({ route, onEdit }: { route: TRoute; onEdit: () => void }) {
  const { t } = useTranslation();
  const change = useRouteChange(route);
  const [isCancelling, setIsCancelling] = useState(false);
  const isPlanned = route.state === 'PLANNED';
  const print = (kind: (typeof DOCUMENT_KINDS)[number]) =>
    void openPdfInNewTab(() =>
      fetchFile(routeEndpoints.documents, { params: { routeId: route.id }, query: { kind } }),
    );
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {route.number}
          </Title>
          <Badge size="md" color={ROUTE_STATE_COLORS[route.state]} data-testid="route-state">
            {t(`DELIVERY.ROUTE_STATE.${route.state}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {route.vehiclePlate} – {route.vehicleName} · {t('DELIVERY.ROUTES.DRIVER')}:{' '}
          {route.driverName} ·{' '}
          {t('DELIVERY.ROUTES.DISTANCE', { km: formatQuantity(route.distanceKm) })}
        </Text>
        {route.departedAt && (
          <Text size="sm">
            {t('DELIVERY.ROUTES.DEPARTED_AT', { at: formatDateTime(route.departedAt) })}
            {route.returnedAt &&
              ` · ${t('DELIVERY.ROUTES.RETURNED_AT', { at: formatDateTime(route.returnedAt) })}`}
          </Text>
        )}
        <CapacityBars
          weightKg={route.weightKg}
          capacityKg={route.capacityKg}
          volumeM3={route.volumeM3}
          capacityM3={route.capacityM3}
        />
        <Group gap="xs">
          {isPlanned && (
            <ActionButton endpoint={routeEndpoints.update} variant="default" onClick={onEdit}>
              {t('DELIVERY.ROUTES.EDIT')}
            </ActionButton>
          )}
          {isPlanned && (
            <ActionButton
              endpoint={routeEndpoints.optimize}
              variant="default"
              leftSection={<IconRoute size={16} aria-hidden />}
              loading={change.isPending}
              onClick={() => change.mutate({ kind: 'optimize' })}
            >
              {t('DELIVERY.ROUTES.OPTIMIZE')}
            </ActionButton>
          )}
          {/* The papers open as PDFs (like the pick list); a menu's target must take a ref, so
              the ActionButton's permission and data-endpoint are spelled out here. */}
          <CanCall endpoint={routeEndpoints.documents}>
            <Menu>
              <Menu.Target>
                <Button
                  variant="light"
                  leftSection={<IconPrinter size={16} aria-hidden />}
                  {...endpointAttribute(routeEndpoints.documents)}
                >
                  {t('DELIVERY.ROUTES.PRINT')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {DOCUMENT_KINDS.map((kind) => (
                  <Menu.Item
                    key={kind}
                    onClick={() => print(kind)}
                    {...endpointAttribute(routeEndpoints.documents)}
                  >
                    {t(`DELIVERY.ROUTES.DOCUMENTS.${kind}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </CanCall>
          {/* The shared print: to the firm's network printer (IPP) when one is set, else a
              download; recorded in the documents (documents.print: the office). */}
          <PrintButton kind="ROUTE_SHEET" sourceId={route.id} />
          {isPlanned && (
            <ActionButton
              endpoint={routeEndpoints.cancel}
              variant="subtle"
              color="red"
              onClick={() => setIsCancelling(true)}
            >
              {t('DELIVERY.ROUTES.CANCEL')}
            </ActionButton>
          )}
        </Group>
        {route.stops.length === 0 && <Alert color="gray">{t('DELIVERY.ROUTES.NO_STOPS')}</Alert>}
        <SortableStops
          label={t('DELIVERY.ROUTES.STOPS')}
          isLocked={!isPlanned || change.isPending}
          items={route.stops.map((s) => ({
            id: s.id,
            title: `${s.position}. ${s.customerName}, ${s.city}`,
          }))}
          onReorder={(stopIds) => change.mutate({ kind: 'reorder', stopIds })}
          renderStop={(_, index) => {
            const s = route.stops[index];
            if (!s) return null;
            return (
              <Stack gap={0} style={{ flex: 1 }} data-testid="route-stop">
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>
                    {s.position}. {s.customerName}
                  </Text>
                  <Badge color={STOP_STATE_COLORS[s.state]}>
                    {t(`DELIVERY.STOP_STATE.${s.state}`)}
                  </Badge>
                </Group>
                <Text size="sm">
                  {s.address} · {s.orderNumber}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('DELIVERY.ROUTES.LOAD_OF', {
                    parcels: s.parcelCount,
                    weight: formatQuantity(s.weightKg),
                    volume: formatQuantity(s.volumeM3),
                  })}
                  {s.codAmount &&
                    ` · ${t('DELIVERY.COD')}: ${formatMoney(s.codAmount, s.codCurrency)}`}
                </Text>
              </Stack>
            );
          }}
        />
      </Stack>
      <ConfirmModal
        opened={isCancelling}
        title={t('DELIVERY.ROUTES.CANCEL')}
        question={t('DELIVERY.ROUTES.CANCEL_QUESTION', { number: route.number })}
        confirmLabel={t('DELIVERY.ROUTES.CANCEL')}
        isPending={change.isPending}
        onConfirm={() =>
          change.mutate({ kind: 'cancel' }, { onSettled: () => setIsCancelling(false) })
        }
        onClose={() => setIsCancelling(false)}
      />
    </Paper>
  );
}

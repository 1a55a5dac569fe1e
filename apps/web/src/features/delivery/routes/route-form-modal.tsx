import { Money, routeEndpoints, type TRoute, type TRouteCandidate } from '@kontor/contract';
import { Alert, Checkbox, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { formatQuantity } from '../../../lib/format';
import { FormButtons } from '../../../ui/form-buttons';
import { useCandidates, useDrivers, useFleet, useRouteCache } from '../delivery-api';
import { deliveryRefusal } from '../delivery-errors';
import { CapacityBars } from './capacity-bars';

const sum = (rows: TRouteCandidate[], key: 'weightKg' | 'volumeM3') =>
  rows.reduce((total, row) => total.plus(row[key]), new Money(0)).toString();

/** The orders a route may carry: the day's proposed ones, plus its own (when editing). */
function choicesOf(candidates: TRouteCandidate[], route: TRoute | null): TRouteCandidate[] {
  const own = (route?.stops ?? []).map((s) => ({
    orderId: s.orderId,
    orderNumber: s.orderNumber,
    orderState: '',
    customerName: s.customerName,
    address: s.address,
    postcode: s.postcode,
    wantedDeliveryDate: null,
    planConditionName: null,
    parcelCount: s.parcelCount,
    weightKg: s.weightKg,
    volumeM3: s.volumeM3,
  }));
  return [...own, ...candidates.filter((c) => !own.some((o) => o.orderId === c.orderId))];
}

/**
 * Plans a route of a day, or changes a planned one: the vehicle and driver, and which of the
 * proposed orders it carries, with the load against the vehicle's capacity as they are ticked.
 * The server proposes the stop order on creation and checks the capacity again.
 */
export function RouteFormModal({
  date,
  route,
  onClose,
  onSaved,
}: {
  date: string;
  route: TRoute | null;
  onClose: () => void;
  onSaved: (route: TRoute) => void;
}) {
  const { t } = useTranslation();
  const fleet = useFleet();
  const drivers = useDrivers();
  const candidates = useCandidates(date);
  const store = useRouteCache();
  const vehicles = (fleet.data ?? []).filter((v) => v.isActive || v.id === route?.vehicleId);
  const [vehicleId, setVehicleId] = useState(route ? String(route.vehicleId) : '');
  const [driverId, setDriverId] = useState(route ? String(route.driverUserId) : '');
  const [chosen, setChosen] = useState<number[]>(route?.stops.map((s) => s.orderId) ?? []);
  const [note, setNote] = useState(route?.note ?? '');
  const choices = choicesOf(candidates.data ?? [], route);
  const picked = choices.filter((c) => chosen.includes(c.orderId));
  const vehicle = vehicles.find((v) => String(v.id) === (vehicleId || String(vehicles[0]?.id)));
  const driver = driverId || String(drivers.data?.[0]?.id ?? '');
  const save = useMutation({
    mutationFn: () => {
      const body = {
        date,
        vehicleId: vehicle?.id ?? 0,
        driverUserId: Number(driver),
        orderIds: chosen,
        note,
      };
      return route
        ? callApi(routeEndpoints.update, {
            params: { routeId: route.id },
            body: { ...body, version: route.version },
          })
        : callApi(routeEndpoints.create, { body });
    },
    onSuccess: (saved) => {
      store(saved);
      onSaved(saved);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const toggle = (orderId: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids, orderId] : ids.filter((id) => id !== orderId)));
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={route ? route.number : t('DELIVERY.ROUTES.NEW')}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <NativeSelect
              label={t('DELIVERY.ROUTES.VEHICLE')}
              value={vehicle ? String(vehicle.id) : ''}
              onChange={(e) => setVehicleId(e.currentTarget.value)}
              data={vehicles.map((v) => ({
                value: String(v.id),
                label: `${v.plateNumber} – ${v.name}`,
              }))}
              data-autofocus
            />
            <NativeSelect
              label={t('DELIVERY.ROUTES.DRIVER')}
              value={driver}
              onChange={(e) => setDriverId(e.currentTarget.value)}
              data={(drivers.data ?? []).map((d) => ({ value: String(d.id), label: d.label }))}
            />
          </Group>
          {vehicle && (
            <CapacityBars
              weightKg={sum(picked, 'weightKg')}
              capacityKg={vehicle.capacityKg}
              volumeM3={sum(picked, 'volumeM3')}
              capacityM3={vehicle.capacityM3}
            />
          )}
          <Stack gap={4} role="group" aria-label={t('DELIVERY.ROUTES.PROPOSED')}>
            <Text fw={600}>{t('DELIVERY.ROUTES.PROPOSED')}</Text>
            {choices.length === 0 && <Text c="dimmed">{t('DELIVERY.ROUTES.NO_CANDIDATES')}</Text>}
            {choices.map((c) => (
              <div key={c.orderId} data-order-state={c.orderState || undefined}>
                <Checkbox
                  checked={chosen.includes(c.orderId)}
                  onChange={(e) => toggle(c.orderId, e.currentTarget.checked)}
                  label={`${c.orderNumber} · ${c.customerName} · ${c.address}`}
                  description={[
                    c.orderState && t(`SALES.STATE.${c.orderState}`),
                    t('DELIVERY.ROUTES.LOAD_OF', {
                      parcels: c.parcelCount,
                      weight: formatQuantity(c.weightKg),
                      volume: formatQuantity(c.volumeM3),
                    }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </div>
            ))}
          </Stack>
          <Textarea
            label={t('DELIVERY.ROUTES.NOTE')}
            autosize
            minRows={1}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          {save.isError && <Alert color="red">{deliveryRefusal(save.error, t).text}</Alert>}
          <FormButtons
            onCancel={onClose}
            submitLabel={route ? t('DELIVERY.SAVE') : t('DELIVERY.ROUTES.CREATE')}
            endpoint={route ? routeEndpoints.update : routeEndpoints.create}
            loading={save.isPending}
            disabled={!vehicle || !driver}
          />
        </Stack>
      </form>
    </Modal>
  );
}

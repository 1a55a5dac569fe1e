import { fleetEndpoints, type TFleetVehicle } from '@kontor/contract';
import { Checkbox, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { formatDecimalInput, toDecimalString } from '../../../lib/forms/decimal-input';
import { ReferenceFormModal, useReferenceForm } from '../shared/reference-form';

interface Values {
  plateNumber: string;
  name: string;
  capacityKg: string;
  capacityM3: string;
  isActive: boolean;
}
const FIELDS = ['plateNumber', 'name', 'capacityKg', 'capacityM3'];

/** The contract's rules, checked as the user types (the server checks them again). */
const PLATE = /^[A-Z0-9-]{4,12}$/;
const isCapacity = (typed: string, decimals: number) => {
  const decimal = toDecimalString(typed) ?? '';
  return new RegExp(`^\\d{1,6}(\\.\\d{1,${decimals}})?$`).test(decimal) && Number(decimal) > 0;
};

/** A van of the fleet: plate, name, load capacity in kg and m³, active. */
export function VehicleFormModal({
  vehicle,
  onClose,
}: {
  vehicle: TFleetVehicle | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { values, set, errorAt, modal } = useReferenceForm<Values>(
    () => ({
      plateNumber: vehicle?.plateNumber ?? '',
      name: vehicle?.name ?? '',
      capacityKg: formatDecimalInput(vehicle?.capacityKg ?? null),
      capacityM3: formatDecimalInput(vehicle?.capacityM3 ?? null),
      isActive: vehicle?.isActive ?? true,
    }),
    fleetEndpoints.vehicles,
    (v) => {
      const body = {
        plateNumber: v.plateNumber,
        name: v.name,
        capacityKg: toDecimalString(v.capacityKg) ?? '',
        capacityM3: toDecimalString(v.capacityM3) ?? '',
        isActive: v.isActive,
      };
      return vehicle
        ? callApi(fleetEndpoints.updateVehicle, {
            params: { vehicleId: vehicle.id },
            body: { ...body, version: vehicle.version },
          })
        : callApi(fleetEndpoints.createVehicle, { body });
    },
  );
  const plate = values.plateNumber.trim().toUpperCase();
  const typedError = {
    plateNumber: plate && !PLATE.test(plate) ? t('DELIVERY.FLEET.PLATE_RULE') : undefined,
    capacityKg:
      values.capacityKg && !isCapacity(values.capacityKg, 1)
        ? t('DELIVERY.FLEET.CAPACITY_RULE', { decimals: 1 })
        : undefined,
    capacityM3:
      values.capacityM3 && !isCapacity(values.capacityM3, 3)
        ? t('DELIVERY.FLEET.CAPACITY_RULE', { decimals: 3 })
        : undefined,
  };
  return (
    <ReferenceFormModal
      title={vehicle ? t('DELIVERY.FLEET.EDIT') : t('DELIVERY.FLEET.NEW')}
      endpoint={vehicle ? fleetEndpoints.updateVehicle : fleetEndpoints.createVehicle}
      fields={FIELDS}
      {...modal}
      onClose={onClose}
      savedName={`${plate} – ${values.name}`}
    >
      <Group grow align="flex-start">
        <TextInput
          label={t('DELIVERY.FLEET.PLATE')}
          required
          data-autofocus
          maxLength={12}
          description={t('DELIVERY.FLEET.PLATE_HINT')}
          value={values.plateNumber}
          onChange={(e) => set('plateNumber')(e.currentTarget.value.toUpperCase())}
          error={typedError.plateNumber ?? errorAt('plateNumber')}
        />
        <TextInput
          label={t('DELIVERY.NAME')}
          required
          maxLength={100}
          value={values.name}
          onChange={(e) => set('name')(e.currentTarget.value)}
          error={errorAt('name')}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label={t('DELIVERY.FLEET.CAPACITY_KG')}
          required
          inputMode="decimal"
          value={values.capacityKg}
          onChange={(e) => set('capacityKg')(e.currentTarget.value)}
          error={typedError.capacityKg ?? errorAt('capacityKg')}
        />
        <TextInput
          label={t('DELIVERY.FLEET.CAPACITY_M3')}
          required
          inputMode="decimal"
          value={values.capacityM3}
          onChange={(e) => set('capacityM3')(e.currentTarget.value)}
          error={typedError.capacityM3 ?? errorAt('capacityM3')}
        />
      </Group>
      <Checkbox
        label={t('DELIVERY.ACTIVE')}
        description={t('DELIVERY.FLEET.ACTIVE_HINT')}
        checked={values.isActive}
        onChange={(e) => set('isActive')(e.currentTarget.checked)}
      />
    </ReferenceFormModal>
  );
}

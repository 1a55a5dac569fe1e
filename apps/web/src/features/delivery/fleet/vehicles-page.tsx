import { fleetEndpoints, type TFleetVehicle } from '@kontor/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { formatQuantity } from '../../../lib/format';
import { useFleet, useListChange } from '../delivery-api';
import { ReferencePage } from '../shared/reference-page';
import { VehicleFormModal } from './vehicle-form-modal';

const ENDPOINTS = {
  create: fleetEndpoints.createVehicle,
  update: fleetEndpoints.updateVehicle,
  remove: fleetEndpoints.removeVehicle,
};

/**
 * `/app/delivery-vehicles`: the firm's vans with their load capacity (kg, m³), which a planned
 * route's parcels must fit. A van that drove routes cannot be deleted, only deactivated.
 */
export default function VehiclesPage() {
  const { t } = useTranslation();
  const fleet = useFleet();
  const remove = useListChange(fleetEndpoints.vehicles, (v: TFleetVehicle) =>
    callApi(fleetEndpoints.removeVehicle, {
      params: { vehicleId: v.id },
      query: { version: v.version },
    }),
  );
  // The table names a row by its plate (the question and the buttons' labels).
  const rows = fleet.data?.map((v) => ({ ...v, name: `${v.plateNumber} – ${v.name}` }));
  return (
    <ReferencePage<TFleetVehicle>
      title={t('DELIVERY.FLEET.TITLE')}
      hint={t('DELIVERY.FLEET.HINT')}
      newLabel={t('DELIVERY.FLEET.NEW')}
      endpoints={ENDPOINTS}
      query={{ ...fleet, data: rows }}
      emptyText={t('DELIVERY.FLEET.EMPTY')}
      columns={[
        { header: t('DELIVERY.FLEET.PLATE'), render: (v) => v.plateNumber },
        {
          header: t('DELIVERY.NAME'),
          render: (v) => fleet.data?.find((f) => f.id === v.id)?.name ?? v.name,
        },
        {
          header: t('DELIVERY.FLEET.CAPACITY_KG'),
          render: (v) => formatQuantity(v.capacityKg),
        },
        {
          header: t('DELIVERY.FLEET.CAPACITY_M3'),
          render: (v) => formatQuantity(v.capacityM3),
        },
      ]}
      onDelete={(v) => remove.mutateAsync(v)}
      renderForm={(v, onClose) => (
        <VehicleFormModal
          vehicle={v && (fleet.data?.find((f) => f.id === v.id) ?? v)}
          onClose={onClose}
        />
      )}
    />
  );
}

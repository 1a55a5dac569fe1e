import { z } from 'zod';
import { ZDecimal, ZId, ZLabelledOption, ZNonEmpty } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZDeliveryVersion, ZDeliveryVersionBody } from './common.ts';

const ZCapacity = (unit: string, decimals: number) =>
  ZDecimal.refine(
    (v) => new RegExp(`^\\d{1,6}(\\.\\d{1,${decimals}})?$`).test(v) && Number(v) > 0,
    { message: `A positive ${unit} with at most ${decimals} decimals is expected` },
  );

/** A van of the firm's own fleet: what a route loads is checked against its capacity. */
export const ZFleetVehicleBody = z.object({
  plateNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{4,12}$/, 'Letters, digits and `-`, 4–12'),
  name: ZNonEmpty.max(100),
  capacityKg: ZCapacity('weight in kg', 1),
  capacityM3: ZCapacity('volume in m³', 3),
  isActive: z.boolean().default(true),
});
export type TFleetVehicleBody = z.input<typeof ZFleetVehicleBody>;
export const ZUpdateFleetVehicleBody = ZFleetVehicleBody.extend({ version: ZDeliveryVersion });

export const ZFleetVehicle = z
  .object({
    id: z.int(),
    plateNumber: z.string(),
    name: z.string(),
    capacityKg: ZDecimal,
    capacityM3: ZDecimal,
    isActive: z.boolean(),
    version: z.int(),
  })
  .meta({ id: 'FleetVehicle' });
export type TFleetVehicle = z.infer<typeof ZFleetVehicle>;

const tag = 'delivery';
const ZVehicleParams = z.object({ vehicleId: ZId });

export const fleetEndpoints = {
  vehicles: defineEndpoint({
    method: 'GET',
    path: '/delivery/vehicles/',
    tag,
    summary: "The firm's delivery vehicles (inactive too) in plate order",
    response: z.array(ZFleetVehicle),
  }),
  createVehicle: defineEndpoint({
    method: 'POST',
    path: '/delivery/vehicles/',
    tag,
    summary: 'Add a delivery vehicle (plate unique in the firm: 409 CONFLICT on the code)',
    body: ZFleetVehicleBody,
    response: ZFleetVehicle,
  }),
  updateVehicle: defineEndpoint({
    method: 'PUT',
    path: '/delivery/vehicles/:vehicleId',
    tag,
    summary: 'Change a delivery vehicle (stale version: 409 STALE_VERSION)',
    params: ZVehicleParams,
    body: ZUpdateFleetVehicleBody,
    response: ZFleetVehicle,
  }),
  removeVehicle: defineEndpoint({
    method: 'DELETE',
    path: '/delivery/vehicles/:vehicleId',
    tag,
    summary: 'Delete a vehicle no route names (else 409 CONFLICT, in_use: deactivate it)',
    params: ZVehicleParams,
    query: ZDeliveryVersionBody,
    response: null,
  }),
  drivers: defineEndpoint({
    method: 'GET',
    path: '/delivery/drivers',
    tag,
    summary: "The firm's active users with the driver role, as options",
    response: z.array(ZLabelledOption),
  }),
} as const;

import type { TFleetVehicle, TLabelledOption } from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { conflict, notFound, staleVersion } from './delivery.errors.ts';
import * as repo from './fleet.repository.ts';

const toVehicle = (r: repo.VehicleRow): TFleetVehicle => ({
  id: r.id,
  plateNumber: r.plate_number,
  name: r.name,
  capacityKg: r.capacity_kg,
  capacityM3: r.capacity_m3,
  isActive: r.is_active,
  version: r.version,
});

export async function listVehicles(ctx: Ctx): Promise<TFleetVehicle[]> {
  return (await repo.listVehicles(ctx.db, ctx.auth.firmId)).map(toVehicle);
}

export async function getVehicle(ctx: Ctx, id: number, db: Db = ctx.db): Promise<TFleetVehicle> {
  const [row] = await repo.listVehicles(db, ctx.auth.firmId, id);
  if (!row) throw notFound('vehicle');
  return toVehicle(row);
}

async function checkPlate(tx: Db, ctx: Ctx, plate: string, selfId: number | null) {
  const holder = await repo.findVehicleIdByPlate(tx, ctx.auth.firmId, plate);
  if (holder !== null && holder !== selfId)
    throw conflict('plateNumber', 'duplicate', `The plate ${plate} is already registered`);
}

export function createVehicle(ctx: Ctx, input: repo.VehicleValues): Promise<TFleetVehicle> {
  return runAction(ctx, async (tx) => {
    await checkPlate(tx, ctx, input.plateNumber, null);
    const id = await repo.insertVehicle(tx, ctx.auth.firmId, input);
    const after = await getVehicle(ctx, id, tx);
    return {
      result: after,
      audit: { entity: 'delivery_vehicle', entityId: id, action: 'create', after },
    };
  });
}

async function lockCurrent(tx: Db, ctx: Ctx, id: number, version: number) {
  const current = await repo.lockVehicle(tx, ctx.auth.firmId, id);
  if (current === null) throw notFound('vehicle');
  if (current !== version) throw staleVersion('vehicle');
  return getVehicle(ctx, id, tx);
}

export function updateVehicle(
  ctx: Ctx,
  id: number,
  input: repo.VehicleValues & { version: number },
): Promise<TFleetVehicle> {
  return runAction(ctx, async (tx) => {
    const before = await lockCurrent(tx, ctx, id, input.version);
    await checkPlate(tx, ctx, input.plateNumber, id);
    await repo.updateVehicle(tx, ctx.auth.firmId, id, input);
    const after = await getVehicle(ctx, id, tx);
    return {
      result: after,
      audit: { entity: 'delivery_vehicle', entityId: id, action: 'update', before, after },
    };
  });
}

export function deleteVehicle(ctx: Ctx, id: number, version: number): Promise<void> {
  return runAction(ctx, async (tx) => {
    const before = await lockCurrent(tx, ctx, id, version);
    if (await repo.isVehicleOnRoute(tx, id))
      throw conflict('id', 'in_use', `${before.plateNumber} has routes; deactivate it instead`);
    await repo.deleteVehicle(tx, ctx.auth.firmId, id);
    return {
      result: undefined,
      audit: { entity: 'delivery_vehicle', entityId: id, action: 'delete', before },
    };
  });
}

export function listDrivers(ctx: Ctx): Promise<TLabelledOption[]> {
  return repo.listDrivers(ctx.db, ctx.auth.firmId);
}

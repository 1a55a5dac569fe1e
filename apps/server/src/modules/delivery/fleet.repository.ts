import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

export interface VehicleRow {
  id: number;
  plate_number: string;
  name: string;
  capacity_kg: string;
  capacity_m3: string;
  is_active: boolean;
  version: number;
}

export function listVehicles(db: Db, firmId: number, id?: number) {
  return queryRows<VehicleRow>(
    db,
    sql`select id, plate_number, name, capacity_kg::text, capacity_m3::text, is_active, version
        from delivery_vehicles where firm_id = ${firmId}
        ${id === undefined ? sql`` : sql`and id = ${id}`} order by plate_number`,
  );
}

export interface VehicleValues {
  plateNumber: string;
  name: string;
  capacityKg: string;
  capacityM3: string;
  isActive: boolean;
}

export async function findVehicleIdByPlate(db: Db, firmId: number, plate: string) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from delivery_vehicles where firm_id = ${firmId} and plate_number = ${plate}`,
  );
  return row?.id ?? null;
}

export async function insertVehicle(db: Db, firmId: number, v: VehicleValues) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into delivery_vehicles (firm_id, plate_number, name, capacity_kg, capacity_m3, is_active)
        values (${firmId}, ${v.plateNumber}, ${v.name}, ${v.capacityKg}, ${v.capacityM3}, ${v.isActive})
        returning id`,
  );
  return row!.id;
}

export async function lockVehicle(db: Db, firmId: number, id: number) {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`select version from delivery_vehicles where id = ${id} and firm_id = ${firmId} for update`,
  );
  return row?.version ?? null;
}

export async function updateVehicle(db: Db, firmId: number, id: number, v: VehicleValues) {
  await db.execute(
    sql`update delivery_vehicles set plate_number = ${v.plateNumber}, name = ${v.name},
          capacity_kg = ${v.capacityKg}, capacity_m3 = ${v.capacityM3}, is_active = ${v.isActive},
          version = version + 1
        where id = ${id} and firm_id = ${firmId}`,
  );
}

export async function isVehicleOnRoute(db: Db, vehicleId: number) {
  const rows = await queryRows(
    db,
    sql`select 1 from delivery_routes where vehicle_id = ${vehicleId} limit 1`,
  );
  return rows.length > 0;
}

export async function deleteVehicle(db: Db, firmId: number, id: number) {
  await db.execute(sql`delete from delivery_vehicles where id = ${id} and firm_id = ${firmId}`);
}

/** The firm's active users holding the driver role (users reach firms through user_firms). */
export function listDrivers(db: Db, firmId: number, userId?: number) {
  return queryRows<{ id: number; label: string }>(
    db,
    sql`select u.id, u.full_name as label from users u
        where 'driver' = any(u.roles) and u.is_active
          and exists (select 1 from user_firms uf where uf.user_id = u.id and uf.firm_id = ${firmId})
          ${userId === undefined ? sql`` : sql`and u.id = ${userId}`}
        order by u.full_name`,
  );
}

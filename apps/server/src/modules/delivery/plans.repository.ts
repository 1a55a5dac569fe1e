import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

export interface ConditionRow {
  id: number;
  name: string;
  postcode_from: string;
  postcode_to: string;
  weekdays: number[];
  cutoff_time: string;
  lead_days: number;
  delivery_method_id: number;
  delivery_method_name: string;
  is_active: boolean;
  version: number;
}

export function listConditions(
  db: Db,
  firmId: number,
  filter: { id?: number; postcode?: string } = {},
) {
  return queryRows<ConditionRow>(
    db,
    sql`select c.id, c.name, c.postcode_from, c.postcode_to, c.weekdays, c.cutoff_time, c.lead_days,
          c.delivery_method_id, m.name as delivery_method_name, c.is_active, c.version
        from delivery_plan_conditions c join delivery_methods m on m.id = c.delivery_method_id
        where c.firm_id = ${firmId}
          ${filter.id === undefined ? sql`` : sql`and c.id = ${filter.id}`}
          ${
            filter.postcode === undefined
              ? sql``
              : sql`and c.is_active and ${filter.postcode} between c.postcode_from and c.postcode_to`
          }
        order by c.postcode_from, c.id`,
  );
}

export interface ConditionValues {
  name: string;
  postcodeFrom: string;
  postcodeTo: string;
  weekdays: number[];
  cutoffTime: string;
  leadDays: number;
  deliveryMethodId: number;
  isActive: boolean;
}

const weekdaysOf = (days: number[]) => sql`${`{${[...days].sort().join(',')}}`}::int[]`;

export async function insertCondition(db: Db, firmId: number, v: ConditionValues) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into delivery_plan_conditions (firm_id, name, postcode_from, postcode_to, weekdays,
          cutoff_time, lead_days, delivery_method_id, is_active)
        values (${firmId}, ${v.name}, ${v.postcodeFrom}, ${v.postcodeTo}, ${weekdaysOf(v.weekdays)},
          ${v.cutoffTime}, ${v.leadDays}, ${v.deliveryMethodId}, ${v.isActive})
        returning id`,
  );
  return row!.id;
}

export async function lockCondition(db: Db, firmId: number, id: number) {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`select version from delivery_plan_conditions where id = ${id} and firm_id = ${firmId} for update`,
  );
  return row?.version ?? null;
}

export async function updateCondition(db: Db, firmId: number, id: number, v: ConditionValues) {
  await db.execute(
    sql`update delivery_plan_conditions set name = ${v.name}, postcode_from = ${v.postcodeFrom},
          postcode_to = ${v.postcodeTo}, weekdays = ${weekdaysOf(v.weekdays)},
          cutoff_time = ${v.cutoffTime}, lead_days = ${v.leadDays},
          delivery_method_id = ${v.deliveryMethodId}, is_active = ${v.isActive}, version = version + 1
        where id = ${id} and firm_id = ${firmId}`,
  );
}

export async function deleteCondition(db: Db, firmId: number, id: number) {
  await db.execute(
    sql`delete from delivery_plan_conditions where id = ${id} and firm_id = ${firmId}`,
  );
}

export async function methodKindOf(db: Db, firmId: number, methodId: number) {
  const [row] = await queryRows<{ kind: string }>(
    db,
    sql`select kind from delivery_methods where id = ${methodId} and firm_id = ${firmId}`,
  );
  return row?.kind ?? null;
}

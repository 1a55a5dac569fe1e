import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database.ts';
import type { TestApp } from '../../test/harness.ts';

/** A 1×1 transparent PNG (a drawn signature as the phone sends it, base64). */
export const SIGNATURE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * A READY order of the first firm with a parcel, made for the test (the demo's own orders stay
 * as they are): a copy of a demo order's header and line, in state READY or DISPATCHED.
 */
export async function makeOrder(
  t: TestApp,
  state: 'READY' | 'DISPATCHED' = 'DISPATCHED',
  parcel = { weightKg: 10, lengthCm: 50, widthCm: 40, heightCm: 30 },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`with src as (select * from customer_orders where firm_id = 1 and state = 'DISPATCHED' order by id limit 1),
         o as (insert into customer_orders (firm_id, number, state, customer_id, branch_id, currency_code,
                 price_type, price_basis, payment_method, payment_terms_days, order_date, billing_address,
                 delivery_address, gross_total)
               select firm_id, 'T-' || (random() * 1e9)::bigint, ${state}, customer_id, branch_id, currency_code,
                 price_type, price_basis, 'CASH_ON_DELIVERY', payment_terms_days, order_date, billing_address,
                 delivery_address, 12343 from src returning id),
         p as (insert into order_parcels (firm_id, customer_order_id, position, count, weight_kg, length_cm, width_cm, height_cm)
               select 1, o.id, 1, 1, ${parcel.weightKg}, ${parcel.lengthCm}, ${parcel.widthCm}, ${parcel.heightCm} from o returning id)
    select id from o`,
  );
  return row!.id;
}

export async function userId(t: TestApp, username: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from users where username = ${username}`,
  );
  return row!.id;
}

export async function vehicleId(t: TestApp, plate: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from delivery_vehicles where firm_id = 1 and plate_number = ${plate}`,
  );
  return row!.id;
}

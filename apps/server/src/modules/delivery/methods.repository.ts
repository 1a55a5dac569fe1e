import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

export interface MethodRow {
  id: number;
  code: string;
  name: string;
  kind: 'OWN_VEHICLE' | 'COURIER' | 'PICKUP';
  courier: 'GLS' | null;
  fee_rule: 'FIXED' | 'WEIGHT_BANDS';
  fixed_fee: string;
  weight_bands: { upToKg: string; amount: string }[];
  free_above_net: string | null;
  service_product_id: number | null;
  service_product_code: string | null;
  is_active: boolean;
  is_in_use: boolean;
  version: number;
}

const COLUMNS = sql`m.id, m.code, m.name, m.kind, m.courier, m.fee_rule, m.fixed_fee::text, m.weight_bands,
  m.free_above_net::text, m.service_product_id, p.code as service_product_code, m.is_active, m.version,
  (exists (select 1 from order_deliveries o where o.delivery_method_id = m.id)
   or exists (select 1 from delivery_plan_conditions c where c.delivery_method_id = m.id)) as is_in_use`;

export function listMethods(db: Db, firmId: number, id?: number) {
  return queryRows<MethodRow>(
    db,
    sql`select ${COLUMNS} from delivery_methods m left join products p on p.id = m.service_product_id
        where m.firm_id = ${firmId} ${id === undefined ? sql`` : sql`and m.id = ${id}`}
        order by lower(m.code)`,
  );
}

export interface MethodValues {
  code: string;
  name: string;
  kind: string;
  courier: string | null;
  feeRule: string;
  fixedFee: string;
  weightBands: { upToKg: string; amount: string }[];
  freeAboveNet: string | null;
  serviceProductId: number | null;
  isActive: boolean;
}

export async function findMethodIdByCode(db: Db, firmId: number, code: string) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from delivery_methods where firm_id = ${firmId} and lower(code) = lower(${code})`,
  );
  return row?.id ?? null;
}

export async function insertMethod(db: Db, firmId: number, v: MethodValues) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into delivery_methods (firm_id, code, name, kind, courier, fee_rule, fixed_fee,
          weight_bands, free_above_net, service_product_id, is_active)
        values (${firmId}, ${v.code}, ${v.name}, ${v.kind}, ${v.courier}, ${v.feeRule}, ${v.fixedFee},
          ${JSON.stringify(v.weightBands)}::jsonb, ${v.freeAboveNet}, ${v.serviceProductId}, ${v.isActive})
        returning id`,
  );
  return row!.id;
}

/** Locks the row; answers its version (null: not the firm's). */
export async function lockMethod(db: Db, firmId: number, id: number) {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`select version from delivery_methods where id = ${id} and firm_id = ${firmId} for update`,
  );
  return row?.version ?? null;
}

export async function updateMethod(db: Db, firmId: number, id: number, v: MethodValues) {
  await db.execute(
    sql`update delivery_methods set code = ${v.code}, name = ${v.name}, kind = ${v.kind},
          courier = ${v.courier}, fee_rule = ${v.feeRule}, fixed_fee = ${v.fixedFee},
          weight_bands = ${JSON.stringify(v.weightBands)}::jsonb, free_above_net = ${v.freeAboveNet},
          service_product_id = ${v.serviceProductId}, is_active = ${v.isActive},
          version = version + 1, updated_at = now()
        where id = ${id} and firm_id = ${firmId}`,
  );
}

export async function deleteMethod(db: Db, firmId: number, id: number) {
  await db.execute(sql`delete from delivery_methods where id = ${id} and firm_id = ${firmId}`);
}

/** Whether the product is an active service of the firm (what a fee is billed as). */
export async function isServiceProduct(db: Db, firmId: number, productId: number) {
  const rows = await queryRows(
    db,
    sql`select 1 from products where id = ${productId} and firm_id = ${firmId} and is_service and is_active`,
  );
  return rows.length > 0;
}

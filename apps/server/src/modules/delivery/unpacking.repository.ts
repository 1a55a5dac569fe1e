import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

export interface FeeRow {
  id: number;
  product_group_id: number | null;
  product_group_name: string | null;
  size_class: 'S' | 'M' | 'L' | 'XL';
  amount: string;
  service_product_id: number | null;
  service_product_code: string | null;
  is_active: boolean;
  version: number;
}

export function listFees(db: Db, firmId: number, id?: number) {
  return queryRows<FeeRow>(
    db,
    sql`select f.id, f.product_group_id, g.name as product_group_name, f.size_class, f.amount::text,
          f.service_product_id, p.code as service_product_code, f.is_active, f.version
        from unpacking_fees f
        left join product_groups g on g.id = f.product_group_id
        left join products p on p.id = f.service_product_id
        where f.firm_id = ${firmId} ${id === undefined ? sql`` : sql`and f.id = ${id}`}
        order by g.name nulls last, f.size_class`,
  );
}

export interface FeeValues {
  productGroupId: number | null;
  sizeClass: string;
  amount: string;
  serviceProductId: number | null;
  isActive: boolean;
}

export async function findFeeId(db: Db, firmId: number, groupId: number | null, sizeClass: string) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from unpacking_fees where firm_id = ${firmId} and size_class = ${sizeClass}
          and coalesce(product_group_id, 0) = ${groupId ?? 0}`,
  );
  return row?.id ?? null;
}

export async function isProductGroupOfFirm(db: Db, firmId: number, groupId: number) {
  const rows = await queryRows(
    db,
    sql`select 1 from product_groups where id = ${groupId} and firm_id = ${firmId}`,
  );
  return rows.length > 0;
}

export async function insertFee(db: Db, firmId: number, v: FeeValues) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into unpacking_fees (firm_id, product_group_id, size_class, amount, service_product_id, is_active)
        values (${firmId}, ${v.productGroupId}, ${v.sizeClass}, ${v.amount}, ${v.serviceProductId}, ${v.isActive})
        returning id`,
  );
  return row!.id;
}

export async function lockFee(db: Db, firmId: number, id: number) {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`select version from unpacking_fees where id = ${id} and firm_id = ${firmId} for update`,
  );
  return row?.version ?? null;
}

export async function updateFee(db: Db, firmId: number, id: number, v: FeeValues) {
  await db.execute(
    sql`update unpacking_fees set product_group_id = ${v.productGroupId}, size_class = ${v.sizeClass},
          amount = ${v.amount}, service_product_id = ${v.serviceProductId}, is_active = ${v.isActive},
          version = version + 1
        where id = ${id} and firm_id = ${firmId}`,
  );
}

export async function deleteFee(db: Db, firmId: number, id: number) {
  await db.execute(sql`delete from unpacking_fees where id = ${id} and firm_id = ${firmId}`);
}

import { eq, sql } from 'drizzle-orm';
import { productComponents, productPackages } from '../../db/schema.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';

export interface ComponentRow {
  component_id: number;
  code: string;
  name: string;
  measure_unit_code: string;
  quantity: string;
}

export function listComponents(db: Db, firmId: number, productId: number) {
  return queryRows<ComponentRow>(
    db,
    sql`select c.component_id, p.code, p.name, p.measure_unit_code, c.quantity::text as quantity
      from product_components c join products p on p.id = c.component_id
      where c.firm_id = ${firmId} and c.product_id = ${productId}
      order by lower(p.code) collate "C"`,
  );
}

/** Whether the product is among the given components or anything they are made of. */
export function containsProduct(db: Db, firmId: number, componentIds: number[], productId: number) {
  if (componentIds.length === 0) return Promise.resolve(false);
  const ids = sql.join(
    componentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return queryRows<{ found: boolean }>(
    db,
    sql`with recursive tree(id) as (
        select id from products where firm_id = ${firmId} and id in (${ids})
        union
        select c.component_id from product_components c join tree on c.product_id = tree.id
        where c.firm_id = ${firmId})
      select exists (select 1 from tree where id = ${productId}) as found`,
  ).then((rows) => rows[0]!.found);
}

export async function replaceComponents(
  db: Db,
  firmId: number,
  productId: number,
  components: { componentId: number; quantity: string }[],
): Promise<void> {
  await db.delete(productComponents).where(eq(productComponents.productId, productId));
  if (components.length)
    await db.insert(productComponents).values(components.map((c) => ({ firmId, productId, ...c })));
}

export interface PackageRow {
  id: number;
  measure_unit_code: string;
  quantity: string;
  barcode: string | null;
  gross_weight_kg: string | null;
}

export function listPackages(db: Db, firmId: number, productId: number) {
  return queryRows<PackageRow>(
    db,
    sql`select id, measure_unit_code, quantity::text as quantity, barcode,
        gross_weight_kg::text as gross_weight_kg
      from product_packages where firm_id = ${firmId} and product_id = ${productId}
      order by quantity, id`,
  );
}

export async function replacePackages(
  db: Db,
  firmId: number,
  productId: number,
  packages: {
    measureUnitCode: string;
    quantity: string;
    barcode: string | null;
    grossWeightKg: string | null;
  }[],
): Promise<void> {
  await db.delete(productPackages).where(eq(productPackages.productId, productId));
  if (packages.length)
    await db.insert(productPackages).values(packages.map((p) => ({ firmId, productId, ...p })));
}

export interface EventRow {
  id: number;
  at: Date | string;
  user_name: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

/** The audit rows of the product in the caller's firm, latest first. */
export function listEvents(db: Db, firmId: number, productId: number, limit: number) {
  return queryRows<EventRow>(
    db,
    sql`select a.id::int as id, a.at, u.full_name as user_name, a.action, a.before, a.after
      from audit_log a left join users u on u.id = a.user_id
      where a.entity = 'product' and a.entity_id = ${String(productId)} and a.firm_id = ${firmId}
      order by a.at desc, a.id desc
      limit ${limit}`,
  );
}

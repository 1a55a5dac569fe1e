import { and, eq, sql } from 'drizzle-orm';
import { productContainers, productLabels } from '../../db/schema.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';

export function findLabel(db: Db, firmId: number, productId: number) {
  return db
    .select()
    .from(productLabels)
    .where(and(eq(productLabels.firmId, firmId), eq(productLabels.productId, productId)))
    .then((rows) => rows[0] ?? null);
}
export type LabelRow = NonNullable<Awaited<ReturnType<typeof findLabel>>>;

export function saveLabel(db: Db, values: typeof productLabels.$inferInsert) {
  const { productId: _key, firmId: _firm, ...changes } = values;
  return db
    .insert(productLabels)
    .values(values)
    .onConflictDoUpdate({ target: productLabels.productId, set: changes })
    .returning()
    .then((rows) => rows[0]!);
}

export interface ContainerRow {
  container_id: number;
  code: string;
  name: string;
  quantity: string;
  deposit_fee: string;
  currency_code: string;
}

export function listContainers(db: Db, firmId: number, productId: number) {
  return queryRows<ContainerRow>(
    db,
    sql`select c.container_id, p.code, p.name, c.quantity::text as quantity,
        c.deposit_fee::text as deposit_fee, c.currency_code
      from product_containers c join products p on p.id = c.container_id
      where c.firm_id = ${firmId} and c.product_id = ${productId}
      order by lower(p.code) collate "C"`,
  );
}

/** The ids among the given ones that are goods (not services) of the firm. */
export function findGoodsIds(db: Db, firmId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<{ id: number }>(
    db,
    sql`select id from products where firm_id = ${firmId} and not is_service
      and id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  ).then((rows) => rows.map((r) => r.id));
}

export async function replaceContainers(
  db: Db,
  firmId: number,
  productId: number,
  containers: { containerId: number; quantity: string; depositFee: string; currency: string }[],
): Promise<void> {
  await db.delete(productContainers).where(eq(productContainers.productId, productId));
  if (containers.length)
    await db.insert(productContainers).values(
      containers.map((c) => ({
        firmId,
        productId,
        containerId: c.containerId,
        quantity: c.quantity,
        depositFee: c.depositFee,
        currencyCode: c.currency,
      })),
    );
}

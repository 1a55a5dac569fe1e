import { and, eq, inArray, sql } from 'drizzle-orm';
import { productStorages, productSubstitutes } from '../../db/schema.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';

export interface ProductStorageRow {
  id: number;
  product_id: number;
  kind: 'DEFAULT' | 'BUFFER';
  storage_id: number;
  storage_code: string;
  storage_name: string;
  branch_id: number;
}

export function listProductStorages(
  db: Db,
  firmId: number,
  where: { productId?: number; id?: number },
) {
  return queryRows<ProductStorageRow>(
    db,
    sql`select ps.id, ps.product_id, ps.kind, ps.storage_id, s.code as storage_code,
        s.name as storage_name, ps.branch_id
      from product_storages ps join storages s on s.id = ps.storage_id
      where ps.firm_id = ${firmId}
        ${where.productId ? sql`and ps.product_id = ${where.productId}` : sql``}
        ${where.id ? sql`and ps.id = ${where.id}` : sql``}
      order by ps.kind desc, ps.branch_id, lower(s.code) collate "C"`,
  );
}

/** Makes the storage the product's default in its branch: the previous default there goes. */
export async function setDefaultStorage(
  db: Db,
  firmId: number,
  productId: number,
  storage: { id: number; branchId: number },
): Promise<number> {
  await db
    .delete(productStorages)
    .where(
      and(
        eq(productStorages.firmId, firmId),
        eq(productStorages.productId, productId),
        eq(productStorages.branchId, storage.branchId),
        eq(productStorages.kind, 'DEFAULT'),
      ),
    );
  const [row] = await db
    .insert(productStorages)
    .values({
      firmId,
      productId,
      storageId: storage.id,
      branchId: storage.branchId,
      kind: 'DEFAULT',
    })
    .returning({ id: productStorages.id });
  return row!.id;
}

/** Adds a buffer storage; adding one twice keeps the first row. */
export async function addBufferStorage(
  db: Db,
  firmId: number,
  productId: number,
  storage: { id: number; branchId: number },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`with ins as (
        insert into product_storages (firm_id, product_id, storage_id, branch_id, kind)
        values (${firmId}, ${productId}, ${storage.id}, ${storage.branchId}, 'BUFFER')
        on conflict (product_id, storage_id, kind) do nothing returning id)
      select id from ins
      union all
      select id from product_storages where product_id = ${productId} and storage_id = ${storage.id}
        and kind = 'BUFFER'
      limit 1`,
  );
  return row!.id;
}

export function deleteProductStorages(
  db: Db,
  firmId: number,
  productId: number,
  kind: 'DEFAULT' | 'BUFFER',
  ids: number[],
) {
  return db
    .delete(productStorages)
    .where(
      and(
        eq(productStorages.firmId, firmId),
        eq(productStorages.productId, productId),
        eq(productStorages.kind, kind),
        inArray(productStorages.id, ids),
      ),
    )
    .returning({ id: productStorages.id });
}

export interface StockRow {
  storage_id: number;
  storage_code: string;
  storage_name: string;
  quantity: string;
}

/** Stock per storage: the sum of the ledger; storages that sum to zero are left out. */
export function listStock(db: Db, firmId: number, productId: number) {
  return queryRows<StockRow>(
    db,
    sql`select m.storage_id, s.code as storage_code, s.name as storage_name,
        sum(m.quantity)::text as quantity
      from stock_movements m join storages s on s.id = m.storage_id
      where m.firm_id = ${firmId} and m.product_id = ${productId}
      group by m.storage_id, s.code, s.name
      having sum(m.quantity) <> 0
      order by lower(s.code) collate "C"`,
  );
}

export interface SubstituteRow {
  product_id: number;
  id: number;
  code: string;
  name: string;
  image_path: string | null;
}

/** The active substitutes of the products, in code order. */
export function listSubstitutes(db: Db, firmId: number, productIds: number[]) {
  return queryRows<SubstituteRow>(
    db,
    sql`select ps.product_id, p.id, p.code, p.name, p.image_path
      from product_substitutes ps join products p on p.id = ps.substitute_id
      where ps.firm_id = ${firmId} and p.is_active
        and ps.product_id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      order by ps.product_id, lower(p.code) collate "C"`,
  );
}

export async function replaceSubstitutes(
  db: Db,
  firmId: number,
  productId: number,
  substituteIds: number[],
): Promise<void> {
  await db.delete(productSubstitutes).where(eq(productSubstitutes.productId, productId));
  if (substituteIds.length)
    await db
      .insert(productSubstitutes)
      .values(substituteIds.map((substituteId) => ({ firmId, productId, substituteId })));
}

/** The ids among the given ones that are products of the firm. */
export function findOwnProductIds(db: Db, firmId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<{ id: number }>(
    db,
    sql`select id from products where firm_id = ${firmId} and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  ).then((rows) => rows.map((r) => r.id));
}

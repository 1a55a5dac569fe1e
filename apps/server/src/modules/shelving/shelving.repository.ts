import type { TStorageType } from '@kontor/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/search.ts';

export interface WaitingRow {
  product_id: number;
  product_code: string;
  product_name: string;
  unit: string;
  storage_id: number;
  storage_code: string;
  storage_name: string;
  on_hand: string;
  reserved: string;
  available: string;
  target_id: number | null;
  target_code: string | null;
  target_name: string | null;
  target_reason: 'DEFAULT' | 'STOCK' | null;
  total: number;
}

/**
 * Stock waiting in inbound buffers: a BUFFER storage that receipts land in (a receipt line names
 * it) or that is a product's BUFFER storage; outbound buffers are not shelved from. A pair waits
 * while on hand − reserved is above zero.
 */
function waitingSql(firmId: number, filter: { term?: string; storageId?: number | undefined }) {
  const like = `%${escapeLike(filter.term ?? '')}%`;
  return sql`with inbound as (
      select s.id, s.code, s.name, s.branch_id from storages s
      where s.firm_id = ${firmId} and s.type = 'BUFFER'
        ${filter.storageId ? sql`and s.id = ${filter.storageId}` : sql``}
        and (exists (select 1 from receipt_lines l where l.firm_id = ${firmId} and l.storage_id = s.id)
          or exists (select 1 from product_storages ps
                     where ps.firm_id = ${firmId} and ps.storage_id = s.id and ps.kind = 'BUFFER'))),
    stock as (
      select m.storage_id, m.product_id, sum(m.quantity) as on_hand, min(m.id) as since
      from stock_movements m join inbound i on i.id = m.storage_id
      where m.firm_id = ${firmId}
      group by m.storage_id, m.product_id having sum(m.quantity) > 0),
    waiting as (
      select st.*, coalesce((select sum(r.quantity) from stock_reservations r
          where r.firm_id = ${firmId} and r.storage_id = st.storage_id
            and r.product_id = st.product_id), 0) as reserved
      from stock st)
    select w.product_id, p.code as product_code, p.name as product_name,
      p.measure_unit_code as unit, w.storage_id, i.code as storage_code, i.name as storage_name,
      w.on_hand::text as on_hand, w.reserved::text as reserved,
      (w.on_hand - w.reserved)::text as available, w.since
    from waiting w join inbound i on i.id = w.storage_id join products p on p.id = w.product_id
    where w.on_hand > w.reserved
      ${filter.term ? sql`and (p.code ilike ${like} or p.name ilike ${like})` : sql``}`;
}

/**
 * The suggested place of a waiting pair: the product's active DEFAULT shelf or bin of the
 * buffer's branch, else the active shelf or bin of that branch holding most of it.
 */
const TARGET = sql`left join lateral (
    select t.id, t.code, t.name, c.reason from (
      select ps.storage_id, 'DEFAULT' as reason, 0 as rank, 0::numeric as q
      from product_storages ps
      where ps.firm_id = w.firm_id and ps.product_id = w.product_id and ps.kind = 'DEFAULT'
        and ps.branch_id = w.branch_id
      union all
      select m.storage_id, 'STOCK', 1, sum(m.quantity) from stock_movements m
      where m.firm_id = w.firm_id and m.product_id = w.product_id
      group by m.storage_id having sum(m.quantity) > 0) c
    join storages t on t.id = c.storage_id
    where t.is_active and t.type in ('SHELF', 'BIN') and t.branch_id = w.branch_id
    order by c.rank, c.q desc, t.code limit 1) tg on true`;

export function listWaiting(
  db: Db,
  firmId: number,
  filter: { term: string; storageId?: number | undefined },
  page: { offset: number; limit: number },
) {
  return queryRows<WaitingRow>(
    db,
    sql`with w as (select x.*, ${firmId}::int as firm_id, s.branch_id, count(*) over ()::int as total
          from (${waitingSql(firmId, filter)}) x join storages s on s.id = x.storage_id
          order by x.since, x.storage_id, x.product_id offset ${page.offset} limit ${page.limit})
        select w.*, tg.id as target_id, tg.code as target_code, tg.name as target_name,
          tg.reason as target_reason
        from w ${TARGET} order by w.since, w.storage_id, w.product_id`,
  );
}

export async function countWaiting(db: Db, firmId: number) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${waitingSql(firmId, {})}) x`,
  );
  return row!.n;
}

export interface PlaceRow {
  id: number;
  code: string;
  name: string;
  type: TStorageType;
  branch_id: number;
  is_active: boolean;
}

export function findPlaces(db: Db, firmId: number, ids: readonly number[]) {
  return queryRows<PlaceRow>(
    db,
    sql`select id, code, name, type, branch_id, is_active from storages
        where firm_id = ${firmId} and id = any(${`{${ids.join(',')}}`}::int[])`,
  );
}

export async function findProductIds(db: Db, firmId: number, ids: readonly number[]) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from products
        where firm_id = ${firmId} and id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Set(rows.map((r) => r.id));
}

export function insertMoves(
  db: Db,
  who: { firmId: number; userId: number | null },
  lines: readonly {
    productId: number;
    fromStorageId: number;
    toStorageId: number;
    quantity: string;
  }[],
) {
  const list = (values: readonly (string | number)[]) => `{${values.join(',')}}`;
  return queryRows<{ id: number }>(
    db,
    sql`insert into shelving_moves (firm_id, product_id, from_storage_id, to_storage_id, quantity,
          created_by)
        select ${who.firmId}, p, f, t, q, ${who.userId}
        from unnest(${list(lines.map((l) => l.productId))}::int[],
                    ${list(lines.map((l) => l.fromStorageId))}::int[],
                    ${list(lines.map((l) => l.toStorageId))}::int[],
                    ${list(lines.map((l) => l.quantity))}::numeric[]) with ordinality as u(p, f, t, q, n)
        order by n
        returning id`,
  );
}

/** A scanned code: a product by code or label barcode, else a location by code (case-free). */
export async function findByCode(db: Db, firmId: number, code: string) {
  const byCode = (table: SQL) => sql`${table} and lower(code) = lower(${code})`;
  const [product] = await queryRows<{ id: number; code: string; name: string }>(
    db,
    sql`(select id, code, name from products where ${byCode(sql`firm_id = ${firmId}`)} limit 1)
        union all
        (select p.id, p.code, p.name from product_labels l join products p on p.id = l.product_id
         where l.firm_id = ${firmId} and l.barcode_value = ${code} limit 1)
        limit 1`,
  );
  if (product) return { product, storage: null };
  const [storage] = await queryRows<Omit<PlaceRow, 'branch_id'>>(
    db,
    sql`select id, code, name, type, is_active from storages
        where ${byCode(sql`firm_id = ${firmId}`)}`,
  );
  return { product: null, storage: storage ?? null };
}

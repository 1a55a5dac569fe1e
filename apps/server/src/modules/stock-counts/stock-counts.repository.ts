import type { TStockCountState, TStockCountUncounted } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import type { StockPair } from '../stock/stock.service.ts';

const arrayOf = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

/** The location `rootId` and every location below it (firm-scoped). */
const subtreeOf = (firmId: number, rootId: number) => sql`
  with recursive subtree as (
    select id from storages where firm_id = ${firmId} and id = ${rootId}
    union all
    select s.id from storages s join subtree t on s.parent_id = t.id where s.firm_id = ${firmId})`;

export async function insertCount(
  tx: Db,
  values: { firmId: number; userId: number; storageId: number; note: string; number: string },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into stock_counts (firm_id, number, storage_id, note, created_by)
        values (${values.firmId}, ${values.number}, ${values.storageId}, ${values.note},
                ${values.userId})
        returning id`,
  );
  return row!.id;
}

/**
 * Freezes the expected quantities: the ledger's sum per (storage, product) of the subtree, in
 * one statement (one snapshot, so the lines are consistent with each other without locks).
 */
export async function freezeLines(tx: Db, firmId: number, countId: number, rootId: number) {
  await tx.execute(sql`${subtreeOf(firmId, rootId)}
    insert into stock_count_lines (firm_id, count_id, storage_id, product_id, expected)
    select ${firmId}, ${countId}, m.storage_id, m.product_id, sum(m.quantity)
    from stock_movements m join subtree t on t.id = m.storage_id
    where m.firm_id = ${firmId}
    group by m.storage_id, m.product_id
    having sum(m.quantity) <> 0`);
}

/** An open count whose subtree overlaps `storageId`'s (above or below it), if any. */
export async function findOverlappingOpenCount(tx: Db, firmId: number, storageId: number) {
  const [row] = await queryRows<{ number: string }>(
    tx,
    sql`${subtreeOf(firmId, storageId)},
      up as (
        select id, parent_id from storages where firm_id = ${firmId} and id = ${storageId}
        union all
        select s.id, s.parent_id from storages s join up on s.id = up.parent_id
        where s.firm_id = ${firmId})
      select number from stock_counts
      where firm_id = ${firmId} and state in ('OPEN', 'COUNTING')
        and (storage_id in (select id from subtree) or storage_id in (select id from up))
      limit 1`,
  );
  return row?.number ?? null;
}

export interface CountRow {
  id: number;
  number: string;
  state: TStockCountState;
  storage_id: number;
  storage_code: string;
  storage_name: string;
  note: string;
  line_count: number;
  counted_count: number;
  created_at: Date | string;
  created_by: string | null;
  closed_at: Date | string | null;
  closed_by: string | null;
  uncounted: TStockCountUncounted | null;
  total: number;
}

const countColumns = sql`c.id, c.number, c.state, c.storage_id, s.code as storage_code,
  s.name as storage_name, c.note, c.uncounted, c.created_at, c.closed_at,
  cu.full_name as created_by, pu.full_name as closed_by,
  (select count(*) from stock_count_lines l where l.count_id = c.id)::int as line_count,
  (select count(*) from stock_count_lines l where l.count_id = c.id and l.counted is not null)::int
    as counted_count`;

const countJoins = sql`join storages s on s.id = c.storage_id
  left join users cu on cu.id = c.created_by
  left join users pu on pu.id = c.closed_by`;

/** One count's header; `lock` takes its row for the rest of the transaction. */
export async function findCount(db: Db, firmId: number, id: number, lock = false) {
  if (lock)
    await db.execute(
      sql`select 1 from stock_counts where firm_id = ${firmId} and id = ${id} for update`,
    );
  const [row] = await queryRows<CountRow>(
    db,
    sql`select ${countColumns} from stock_counts c ${countJoins}
        where c.firm_id = ${firmId} and c.id = ${id}`,
  );
  return row;
}

export function listCounts(
  db: Db,
  firmId: number,
  openOnly: boolean,
  page: { offset: number; limit: number },
) {
  return queryRows<CountRow>(
    db,
    sql`select ${countColumns}, count(*) over ()::int as total from stock_counts c ${countJoins}
        where c.firm_id = ${firmId}
          ${openOnly ? sql`and c.state in ('OPEN', 'COUNTING')` : sql``}
        order by c.id desc offset ${page.offset} limit ${page.limit}`,
  );
}

export interface LineRow {
  id: number;
  storage_id: number;
  storage_code: string;
  product_id: number;
  product_code: string;
  product_name: string;
  unit: string;
  expected: string;
  counted: string | null;
  on_hand_at_count: string | null;
  on_hand_now: string;
  reserved_now: string;
  counted_at: Date | string | null;
  counted_by: string | null;
  adjustment: string | null;
}

/** Lines in location-code then product-code order (the walk), with the ledger's levels now. */
export function listLines(db: Db, firmId: number, countId: number, pairs?: readonly StockPair[]) {
  const only = pairs
    ? sql`and (l.storage_id, l.product_id) in (select * from unnest(
          ${arrayOf(pairs.map((p) => p.storageId))}::int[],
          ${arrayOf(pairs.map((p) => p.productId))}::int[]))`
    : sql``;
  return queryRows<LineRow>(
    db,
    sql`select l.id, l.storage_id, s.code as storage_code, l.product_id, p.code as product_code,
          p.name as product_name, p.measure_unit_code as unit, l.expected::text,
          l.counted::text, l.on_hand_at_count::text, l.counted_at, u.full_name as counted_by,
          l.adjustment::text,
          (select coalesce(sum(m.quantity), 0) from stock_movements m where m.firm_id = ${firmId}
            and m.storage_id = l.storage_id and m.product_id = l.product_id)::text as on_hand_now,
          (select coalesce(sum(r.quantity), 0) from stock_reservations r
            where r.firm_id = ${firmId} and r.storage_id = l.storage_id
              and r.product_id = l.product_id)::text as reserved_now
        from stock_count_lines l
        join storages s on s.id = l.storage_id
        join products p on p.id = l.product_id
        left join users u on u.id = l.counted_by
        where l.firm_id = ${firmId} and l.count_id = ${countId} ${only}
        order by s.code, p.code`,
  );
}

/** The lines posting needs, in (storage, product) order. */
export function listLinesToPost(db: Db, countId: number) {
  return queryRows<{
    id: number;
    storage_id: number;
    product_id: number;
    counted: string | null;
    on_hand_at_count: string | null;
  }>(
    db,
    sql`select id, storage_id, product_id, counted::text, on_hand_at_count::text
        from stock_count_lines where count_id = ${countId} order by storage_id, product_id`,
  );
}

/** Which of `ids` are locations of the subtree of `rootId`. */
export async function storagesInSubtree(
  db: Db,
  firmId: number,
  rootId: number,
  ids: readonly number[],
) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`${subtreeOf(firmId, rootId)}
        select id from subtree where id = any(${arrayOf(ids)}::int[])`,
  );
  return new Set(rows.map((r) => r.id));
}

/** Which of `ids` are stock-keeping products of the firm. */
export async function productsOfFirm(db: Db, firmId: number, ids: readonly number[]) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from products
        where firm_id = ${firmId} and not is_service and id = any(${arrayOf(ids)}::int[])`,
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Records counted quantities with the on hand read under the stock lock; a pair the count did
 * not expect gets a line of its own (expected 0). The last count of a line wins.
 */
export async function upsertCountedLines(
  tx: Db,
  who: { firmId: number; userId: number },
  countId: number,
  rows: readonly (StockPair & { counted: string; onHand: string })[],
) {
  await tx.execute(
    sql`insert into stock_count_lines (firm_id, count_id, storage_id, product_id, expected,
          counted, on_hand_at_count, counted_by, counted_at)
        select ${who.firmId}, ${countId}, s, p, 0, q, h, ${who.userId}, now()
        from unnest(${arrayOf(rows.map((r) => r.storageId))}::int[],
                    ${arrayOf(rows.map((r) => r.productId))}::int[],
                    ${arrayOf(rows.map((r) => r.counted))}::numeric[],
                    ${arrayOf(rows.map((r) => r.onHand))}::numeric[]) as u(s, p, q, h)
        on conflict (count_id, storage_id, product_id) do update
          set counted = excluded.counted, on_hand_at_count = excluded.on_hand_at_count,
              counted_by = excluded.counted_by, counted_at = excluded.counted_at`,
  );
}

export async function setState(
  tx: Db,
  id: number,
  state: TStockCountState,
  closed?: { userId: number; uncounted: TStockCountUncounted | null },
) {
  await tx.execute(
    closed
      ? sql`update stock_counts set state = ${state}, closed_by = ${closed.userId},
              closed_at = now(), uncounted = ${closed.uncounted} where id = ${id}`
      : sql`update stock_counts set state = ${state} where id = ${id}`,
  );
}

/** Writes the booked adjustment onto each posted line, one statement. */
export async function recordAdjustments(
  tx: Db,
  rows: readonly { lineId: number; adjustment: string }[],
) {
  if (rows.length === 0) return;
  await tx.execute(
    sql`update stock_count_lines l set adjustment = u.a
        from unnest(${arrayOf(rows.map((r) => r.lineId))}::int[],
                    ${arrayOf(rows.map((r) => r.adjustment))}::numeric[]) as u(i, a)
        where l.id = u.i`,
  );
}

/** A scanned code: a location of the count's subtree (by code), else a product by code or barcode. */
export async function findScanned(db: Db, firmId: number, rootId: number, code: string) {
  const [storage] = await queryRows<{ id: number; code: string; name: string }>(
    db,
    sql`${subtreeOf(firmId, rootId)}
        select s.id, s.code, s.name from storages s join subtree t on t.id = s.id
        where lower(s.code) = lower(${code}) limit 1`,
  );
  if (storage) return { kind: 'STORAGE' as const, ...storage };
  const [product] = await queryRows<{ id: number; code: string; name: string; unit: string }>(
    db,
    sql`select p.id, p.code, p.name, p.measure_unit_code as unit from products p
        where p.firm_id = ${firmId} and not p.is_service
          and (lower(p.code) = lower(${code})
            or exists (select 1 from product_labels b where b.product_id = p.id
                         and b.firm_id = ${firmId} and b.barcode_value = ${code})
            or exists (select 1 from product_packages k where k.product_id = p.id
                         and k.firm_id = ${firmId} and k.barcode = ${code}))
        order by (lower(p.code) = lower(${code})) desc limit 1`,
  );
  if (product) return { kind: 'PRODUCT' as const, ...product };
  return { kind: 'UNKNOWN' as const, code };
}

/** Open counts of the firm, for the dashboard: how many, and a page of them. */
export async function countOpen(db: Db, firmId: number) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from stock_counts
        where firm_id = ${firmId} and state in ('OPEN', 'COUNTING')`,
  );
  return row!.n;
}

/** A page of open counts, oldest first (the floor finishes what was started first). */
export function listOpenCounts(db: Db, firmId: number, page: { offset: number; limit: number }) {
  return queryRows<{
    id: number;
    number: string;
    state: TStockCountState;
    storage_id: number;
    storage_code: string;
    created_at: Date | string;
    uncounted: number;
  }>(
    db,
    sql`select c.id, c.number, c.state, c.storage_id, s.code as storage_code, c.created_at,
          (select count(*) from stock_count_lines l
            where l.count_id = c.id and l.counted is null)::int as uncounted
        from stock_counts c join storages s on s.id = c.storage_id
        where c.firm_id = ${firmId} and c.state in ('OPEN', 'COUNTING')
        order by c.id offset ${page.offset} limit ${page.limit}`,
  );
}

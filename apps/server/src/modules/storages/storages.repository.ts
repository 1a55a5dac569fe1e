import type { TStorageType } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/search.ts';

export interface BranchRow {
  id: number;
  code: string;
  name: string;
  country_code: string;
  postal_code: string;
  city: string;
  street: string;
}

export function listBranches(db: Db, firmId: number) {
  return queryRows<BranchRow>(
    db,
    sql`select id, code, name, country_code, postal_code, city, street from branches
        where firm_id = ${firmId} and is_active order by lower(code)`,
  );
}

export async function isBranchOfFirm(db: Db, firmId: number, branchId: number) {
  const rows = await queryRows(
    db,
    sql`select 1 from branches where id = ${branchId} and firm_id = ${firmId}`,
  );
  return rows.length > 0;
}

export interface StorageRow {
  id: number;
  code: string;
  name: string;
  type: TStorageType;
  parent_id: number | null;
  branch_id: number;
  is_active: boolean;
  version: number;
  child_count: number;
}

const STORAGE_COLUMNS = sql`s.id, s.code, s.name, s.type, s.parent_id, s.branch_id, s.is_active, s.version,
  (select count(*)::int from storages c where c.parent_id = s.id) as child_count`;

export async function findStorage(db: Db, firmId: number, id: number) {
  const [row] = await queryRows<StorageRow>(
    db,
    sql`select ${STORAGE_COLUMNS} from storages s where s.id = ${id} and s.firm_id = ${firmId}`,
  );
  return row ?? null;
}

/** The id of the firm's location with this code (codes are unique per firm, case-free). */
export async function findStorageIdByCode(db: Db, firmId: number, code: string) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from storages where firm_id = ${firmId} and lower(code) = lower(${code})`,
  );
  return row?.id ?? null;
}

export interface StorageFilter {
  term: string;
  branchId?: number | undefined;
  parentId?: number | undefined;
  type?: TStorageType | undefined;
}

function filterOf(firmId: number, f: StorageFilter) {
  const pattern = escapeLike(f.term);
  return sql`s.firm_id = ${firmId}
    ${f.branchId ? sql`and s.branch_id = ${f.branchId}` : sql``}
    ${f.parentId ? sql`and s.parent_id = ${f.parentId}` : sql``}
    ${f.type ? sql`and s.type = ${f.type}` : sql``}
    ${
      f.term
        ? sql`and (lower(s.code) like lower(${pattern}) || '%'
                or f_search_key(s.name) like '%' || f_search_key(${pattern}) || '%')`
        : sql``
    }`;
}

export function listStorages(
  db: Db,
  firmId: number,
  filter: StorageFilter,
  page: { offset: number; limit: number },
) {
  return queryRows<StorageRow & { total: number }>(
    db,
    sql`select ${STORAGE_COLUMNS}, (count(*) over ())::int as total
        from storages s where ${filterOf(firmId, filter)}
        order by lower(s.code) offset ${page.offset} limit ${page.limit}`,
  );
}

/** Every location of the firm (or of one branch), in code order, for building the tree. */
export function listAllStorages(db: Db, firmId: number, branchId: number | undefined) {
  return queryRows<StorageRow>(
    db,
    sql`select ${STORAGE_COLUMNS} from storages s
        where ${filterOf(firmId, { term: '', branchId })} order by lower(s.code)`,
  );
}

/** Whether `candidateId` is `nodeId` or lies inside it (walking up from the candidate). */
export async function isInside(db: Db, candidateId: number, nodeId: number) {
  const [row] = await queryRows<{ inside: boolean }>(
    db,
    sql`with recursive up as (
          select id, parent_id from storages where id = ${candidateId}
          union all
          select s.id, s.parent_id from storages s join up on s.id = up.parent_id)
        select exists (select 1 from up where id = ${nodeId}) as inside`,
  );
  return row?.inside === true;
}

export async function listChildTypes(db: Db, id: number): Promise<TStorageType[]> {
  const rows = await queryRows<{ type: TStorageType }>(
    db,
    sql`select distinct type from storages where parent_id = ${id}`,
  );
  return rows.map((r) => r.type);
}

export interface StorageValues {
  code: string;
  name: string;
  type: TStorageType;
  parentId: number | null;
  branchId: number;
  isActive: boolean;
}

export async function insertStorage(db: Db, firmId: number, v: StorageValues) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into storages (firm_id, branch_id, parent_id, code, name, type, is_active)
        values (${firmId}, ${v.branchId}, ${v.parentId}, ${v.code}, ${v.name}, ${v.type}, ${v.isActive})
        returning id`,
  );
  return row!.id;
}

/** Changes the row if it still has `version`; answers false when someone changed it meanwhile. */
export async function updateStorage(
  db: Db,
  firmId: number,
  id: number,
  version: number,
  v: StorageValues,
) {
  const rows = await queryRows(
    db,
    sql`update storages set branch_id = ${v.branchId}, parent_id = ${v.parentId}, code = ${v.code},
          name = ${v.name}, type = ${v.type}, is_active = ${v.isActive},
          version = version + 1, updated_at = now()
        where id = ${id} and firm_id = ${firmId} and version = ${version}
        returning id`,
  );
  return rows.length > 0;
}

/** Every location below `rootId` moves with it into `branchId`. */
export function moveSubtreeToBranch(db: Db, rootId: number, branchId: number) {
  return db.execute(
    sql`with recursive down as (
          select id from storages where parent_id = ${rootId}
          union all
          select s.id from storages s join down on s.parent_id = down.id)
        update storages set branch_id = ${branchId}, updated_at = now()
        where id in (select id from down) and branch_id <> ${branchId}`,
  );
}

export async function deleteStorage(db: Db, firmId: number, id: number, version: number) {
  const rows = await queryRows(
    db,
    sql`delete from storages where id = ${id} and firm_id = ${firmId} and version = ${version}
          and not exists (select 1 from storages c where c.parent_id = ${id})
        returning id`,
  );
  return rows.length > 0;
}

export interface StorageOptionRow {
  id: number;
  code: string;
  name: string;
  type: TStorageType;
}

/**
 * Shelving lookup: code-prefix matches first (prefix index, in code order), then name matches
 * (trigram index); each part stops at `limit`, so an unselective term never sorts every match.
 */
export function lookupStorages(
  db: Db,
  firmId: number,
  query: {
    term: string;
    limit: number;
    branchId?: number | undefined;
    type?: TStorageType | undefined;
  },
) {
  const pattern = escapeLike(query.term);
  const scope = sql`firm_id = ${firmId} and is_active
    ${query.branchId ? sql`and branch_id = ${query.branchId}` : sql``}
    ${query.type ? sql`and type = ${query.type}` : sql``}`;
  return queryRows<StorageOptionRow>(
    db,
    sql`(select id, code, name, type from storages
          where ${scope} and lower(code) like lower(${pattern}) || '%'
          order by lower(code) limit ${query.limit})
        union all
        (select id, code, name, type from storages
          where ${scope} and not lower(code) like lower(${pattern}) || '%'
            and f_search_key(name) like '%' || f_search_key(${pattern}) || '%'
          limit ${query.limit})
        limit ${query.limit}`,
  );
}

/** The id of a sibling (same parent; for a warehouse, same branch) with this name, case-free. */
export async function findSiblingIdByName(
  db: Db,
  firmId: number,
  place: { parentId: number | null; branchId: number },
  name: string,
) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from storages where firm_id = ${firmId} and lower(name) = lower(${name})
          and ${place.parentId === null ? sql`parent_id is null and branch_id = ${place.branchId}` : sql`parent_id = ${place.parentId}`}`,
  );
  return row?.id ?? null;
}

/**
 * The location and its active descendants. The walk stops at an inactive location: below one,
 * everything is inactive (deactivation takes the subtree along; nothing active is put under an
 * inactive location).
 */
const activeSubtree = (rootId: number) => sql`with recursive down as (
    select id from storages where id = ${rootId}
    union all
    select s.id from storages s join down on s.parent_id = down.id where s.is_active)`;

export interface BusyStorageRow {
  code: string;
  has_stock: boolean;
  has_reservations: boolean;
}

/** Which of the location and its active descendants hold stock (a non-zero ledger sum) or reservations. */
export function listBusyStorages(db: Db, firmId: number, rootId: number) {
  return queryRows<BusyStorageRow>(
    db,
    sql`${activeSubtree(rootId)}
        select s.code,
          exists (select 1 from stock_movements m where m.storage_id = s.id and m.firm_id = ${firmId}
                  group by m.product_id having sum(m.quantity) <> 0) as has_stock,
          exists (select 1 from stock_reservations r
                  where r.storage_id = s.id and r.firm_id = ${firmId}) as has_reservations
        from storages s join down on down.id = s.id
        order by lower(s.code)`,
  );
}

/**
 * Locks the location's active subtree FOR UPDATE: a stock booking into any of them (which locks
 * its storage FOR SHARE, modules/stock) either commits first and is seen as stock, or waits and
 * then finds the storage inactive.
 */
export function lockActiveSubtree(db: Db, rootId: number) {
  return db.execute(
    sql`${activeSubtree(rootId)}
        select s.id from storages s where s.id in (select id from down) order by s.id for update`,
  );
}

/** Deactivates the location and its active descendants; answers their ids. */
export async function deactivateSubtree(db: Db, rootId: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`${activeSubtree(rootId)}
        update storages set is_active = false, version = version + 1, updated_at = now()
        where id in (select id from down) and is_active
        returning id`,
  );
  return rows.map((r) => r.id);
}

/** Sets one location active again if it still has `version`. */
export async function reactivateStorage(db: Db, firmId: number, id: number, version: number) {
  const rows = await queryRows(
    db,
    sql`update storages set is_active = true, version = version + 1, updated_at = now()
        where id = ${id} and firm_id = ${firmId} and version = ${version}
        returning id`,
  );
  return rows.length > 0;
}

/** Locks the location's row so state checks and the change see the same row. */
export function lockStorage(db: Db, firmId: number, id: number) {
  return db.execute(
    sql`select id from storages where id = ${id} and firm_id = ${firmId} for update`,
  );
}

export interface LabelStorageRow {
  id: number;
  code: string;
  name: string;
  path: string;
}

/** The firm's locations among `ids` with their code path from the warehouse (`KR › A › A-01`). */
export function listLabelStorages(db: Db, firmId: number, ids: number[]) {
  return queryRows<LabelStorageRow>(
    db,
    sql`with recursive up as (
          select s.id as start_id, s.id, s.parent_id, s.code, 0 as depth from storages s
          where s.firm_id = ${firmId} and s.id = any(${`{${ids.join(',')}}`}::int[])
          union all
          select up.start_id, p.id, p.parent_id, p.code, up.depth + 1
          from storages p join up on p.id = up.parent_id)
        select s.id, s.code, s.name,
          (select string_agg(up.code, ' › ' order by up.depth desc) from up
            where up.start_id = s.id) as path
        from storages s where s.firm_id = ${firmId} and s.id = any(${`{${ids.join(',')}}`}::int[])`,
  );
}

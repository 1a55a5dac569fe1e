import type { TDiscountBody, TDiscountListQuery } from '@kontor/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/search.ts';

export interface DiscountRow {
  id: number;
  name: string;
  scope: string;
  customer_ids: number[];
  price_type: string | null;
  currency_code: string | null;
  valid_from: string;
  valid_to: string | null;
  priority: number;
  note: string;
  state: 'DRAFT' | 'APPROVED' | 'CANCELLED';
  owner_user_id: number;
  owner_name: string;
  changed_by_user_id: number;
  approved_by_name: string | null;
  approved_at: Date | string | null;
  item_count: number;
  version: number;
  total?: number | string;
}

const SELECT = sql`select d.id, d.name, d.scope, d.customer_ids, d.price_type, d.currency_code,
    d.valid_from::text as valid_from, d.valid_to::text as valid_to, d.priority, d.note, d.state,
    d.owner_user_id, o.full_name as owner_name, d.changed_by_user_id, a.full_name as approved_by_name,
    d.approved_at, d.version,
    (select count(*)::int from discount_items i where i.discount_id = d.id) as item_count
  from discounts d
  join users o on o.id = d.owner_user_id
  left join users a on a.id = d.approved_by_user_id`;

/** The list, locked `for update` when a transition reads it inside its transaction. */
export function findDiscount(db: Db, firmId: number, id: number, lock = false) {
  return queryRows<DiscountRow>(
    db,
    sql`${SELECT} where d.firm_id = ${firmId} and d.id = ${id}${lock ? sql` for update of d` : sql``}`,
  ).then((rows) => rows[0] ?? null);
}

/** The shown state on `day` as SQL, the same rule as `shownState` of the service. */
const shownState = (day: string) => sql`case when d.state <> 'APPROVED' then d.state
  when d.valid_from > ${day}::date then 'APPROVED'
  when d.valid_to is not null and d.valid_to < ${day}::date then 'EXPIRED' else 'ACTIVE' end`;

function whereOf(firmId: number, q: TDiscountListQuery, day: string): SQL {
  const where: SQL[] = [sql`d.firm_id = ${firmId}`];
  if (q.term) where.push(sql`d.name ilike ${`%${escapeLike(q.term)}%`}`);
  if (q.state) where.push(sql`${shownState(day)} = ${q.state}`);
  if (q.scope) where.push(sql`d.scope = ${q.scope}`);
  if (q.validOn)
    where.push(
      sql`d.valid_from <= ${q.validOn}::date and (d.valid_to is null or d.valid_to >= ${q.validOn}::date)`,
    );
  if (q.customerId) where.push(sql`${q.customerId}::int = any(d.customer_ids)`);
  if (q.productId)
    where.push(
      sql`exists (select 1 from discount_items i where i.discount_id = d.id and i.product_id = ${q.productId})`,
    );
  return sql.join(where, sql` and `);
}

const SORT_COLUMNS = {
  name: sql`l.name`,
  validFrom: sql`l.valid_from`,
  validTo: sql`l.valid_to`,
  priority: sql`l.priority`,
} as const;

/** One page of the lists in the asked order (newest validity first by default), with the total. */
export function searchDiscounts(db: Db, firmId: number, q: TDiscountListQuery, day: string) {
  const direction = q.direction === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  return queryRows<DiscountRow>(
    db,
    sql`select l.*, count(*) over () as total from (${SELECT} where ${whereOf(firmId, q, day)}) l
      order by ${SORT_COLUMNS[q.sort]} ${direction}, l.id ${q.direction === 'asc' ? sql`asc` : sql`desc`}
      limit ${q.page_size} offset ${q.page_number * q.page_size}`,
  );
}

export function countDiscounts(db: Db, firmId: number, q: TDiscountListQuery, day: string) {
  return queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from discounts d where ${whereOf(firmId, q, day)}`,
  ).then((rows) => rows[0]!.n);
}

const valuesOf = (b: TDiscountBody) => ({
  name: b.name,
  scope: b.scope,
  customerIds: sql`${sql.param(b.customerIds)}::int[]`,
  priceType: b.priceType,
  currency: b.currency,
  validFrom: b.validFrom,
  validTo: b.validTo,
  priority: b.priority,
  note: b.note,
});

export async function insertDiscount(db: Db, firmId: number, userId: number, b: TDiscountBody) {
  const v = valuesOf(b);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into discounts (firm_id, name, scope, customer_ids, price_type, currency_code,
        valid_from, valid_to, priority, note, owner_user_id, changed_by_user_id)
      values (${firmId}, ${v.name}, ${v.scope}, ${v.customerIds}, ${v.priceType}, ${v.currency},
        ${v.validFrom}, ${v.validTo}, ${v.priority}, ${v.note}, ${userId}, ${userId}) returning id`,
  );
  return row!.id;
}

/** Changes the list and puts it back to DRAFT (an approval no longer holds); null when stale. */
export async function updateDiscount(
  db: Db,
  firmId: number,
  id: number,
  version: number,
  userId: number,
  b: TDiscountBody,
) {
  const v = valuesOf(b);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update discounts set name = ${v.name}, scope = ${v.scope}, customer_ids = ${v.customerIds},
        price_type = ${v.priceType}, currency_code = ${v.currency}, valid_from = ${v.validFrom},
        valid_to = ${v.validTo}, priority = ${v.priority}, note = ${v.note}, state = 'DRAFT',
        approved_by_user_id = null, approved_at = null, changed_by_user_id = ${userId},
        version = version + 1, updated_at = now()
      where firm_id = ${firmId} and id = ${id} and version = ${version} returning id`,
  );
  return rows.length > 0;
}

/** Any other change of the list row (state, end date, touched by an item change). */
/** The SET of a change that needs a new approval: back to DRAFT, the caller the last changer. */
export const backToApproval = (userId: number) =>
  sql`state = 'DRAFT', approved_by_user_id = null, approved_at = null, changed_by_user_id = ${userId}`;

/**
 * Everyone who changed the list or its items (audit: terms, items, end date, clone) since its
 * last approval, with the stored last changer (lists seeded without audit rows). Read under the
 * list's row lock, which every change of the list takes, so no change slips in meanwhile.
 */
export async function changersSinceApproval(
  db: Db,
  firmId: number,
  id: number,
  lastChanger: number | null,
): Promise<Set<number>> {
  const key = String(id);
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`select distinct a.user_id from audit_log a
      where a.firm_id = ${firmId} and a.entity in ('discount', 'discount-item')
        and a.entity_id = ${key} and a.user_id is not null
        and a.action not in ('approve', 'recalculate')
        and a.id > coalesce((select max(l.id) from audit_log l
          where l.firm_id = ${firmId} and l.entity = 'discount' and l.entity_id = ${key}
            and l.action = 'approve'), 0)`,
  );
  const users = new Set(rows.map((r) => r.user_id));
  if (lastChanger !== null) users.add(lastChanger);
  return users;
}

export function setDiscount(db: Db, firmId: number, id: number, set: SQL) {
  return db.execute(sql`update discounts set ${set}, version = version + 1, updated_at = now()
    where firm_id = ${firmId} and id = ${id}`);
}

export function deleteDiscount(db: Db, firmId: number, id: number) {
  return db.execute(sql`delete from discounts where firm_id = ${firmId} and id = ${id}`);
}

/** A DRAFT copy of the list and its items, owned by the user; answers the new id. */
export async function cloneDiscount(db: Db, firmId: number, id: number, userId: number) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into discounts (firm_id, name, scope, customer_ids, price_type, currency_code,
        valid_from, valid_to, priority, note, owner_user_id, changed_by_user_id)
      select firm_id, name || ' (másolat)', scope, customer_ids, price_type, currency_code,
        valid_from, valid_to, priority, note, ${userId}, ${userId}
      from discounts where firm_id = ${firmId} and id = ${id} returning id`,
  );
  await db.execute(sql`insert into discount_items (firm_id, discount_id, target, product_id,
      group_id, catalogue_id, min_quantity, discount_percent, fixed_price, list_price,
      purchase_cost, net_price)
    select firm_id, ${row!.id}, target, product_id, group_id, catalogue_id, min_quantity,
      discount_percent, fixed_price, list_price, purchase_cost, net_price
    from discount_items where discount_id = ${id} and not is_cancelled order by id`);
  return row!.id;
}

/** Customers of the firm among `ids` (the scope's customers must be the firm's customers). */
export function findCustomerIds(db: Db, firmId: number, ids: number[]) {
  return queryRows<{ id: number }>(
    db,
    sql`select id from partners where firm_id = ${firmId} and id = any(${sql.param(ids)}::int[])
      and 'CUSTOMER' = any(roles)`,
  ).then((rows) => rows.map((r) => r.id));
}

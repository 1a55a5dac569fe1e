import type { TDiscountItemBody } from '@kontor/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

export interface ItemRow {
  id: number;
  discount_id: number;
  target: 'PRODUCT' | 'GROUP' | 'CATALOGUE';
  target_id: number;
  target_code: string;
  target_name: string;
  min_quantity: string;
  discount_percent: string | null;
  fixed_price: string | null;
  list_price: string | null;
  purchase_cost: string | null;
  net_price: string | null;
  is_cancelled: boolean;
}

const SELECT = sql`select i.id, i.discount_id, i.target,
    coalesce(i.product_id, i.group_id, i.catalogue_id) as target_id,
    coalesce(p.code, g.code, c.code) as target_code, coalesce(p.name, g.name, c.name) as target_name,
    i.min_quantity::text, i.discount_percent::text, i.fixed_price::text, i.list_price::text,
    i.purchase_cost::text, i.net_price::text, i.is_cancelled
  from discount_items i
  left join products p on p.id = i.product_id
  left join product_groups g on g.id = i.group_id
  left join product_catalogues c on c.id = i.catalogue_id`;

export function listItems(db: Db, discountId: number, where: SQL = sql`true`) {
  return queryRows<ItemRow>(
    db,
    sql`${SELECT} where i.discount_id = ${discountId} and ${where}
      order by array_position(array['PRODUCT','GROUP','CATALOGUE'], i.target), target_code, i.min_quantity, i.id`,
  );
}

export function findItem(db: Db, firmId: number, id: number) {
  return queryRows<ItemRow>(db, sql`${SELECT} where i.firm_id = ${firmId} and i.id = ${id}`).then(
    (rows) => rows[0] ?? null,
  );
}

/** Whether the firm owns the item's target (a product, product group or catalogue). */
export function targetExists(db: Db, firmId: number, b: TDiscountItemBody) {
  const table = {
    PRODUCT: sql`products`,
    GROUP: sql`product_groups`,
    CATALOGUE: sql`product_catalogues`,
  }[b.target];
  return queryRows(
    db,
    sql`select 1 from ${table} where firm_id = ${firmId} and id = ${b.targetId}`,
  ).then((rows) => rows.length > 0);
}

const columnsOf = (b: TDiscountItemBody) => ({
  product: b.target === 'PRODUCT' ? b.targetId : null,
  group: b.target === 'GROUP' ? b.targetId : null,
  catalogue: b.target === 'CATALOGUE' ? b.targetId : null,
});

export async function insertItem(db: Db, firmId: number, discountId: number, b: TDiscountItemBody) {
  const c = columnsOf(b);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into discount_items (firm_id, discount_id, target, product_id, group_id, catalogue_id,
        min_quantity, discount_percent, fixed_price)
      values (${firmId}, ${discountId}, ${b.target}, ${c.product}, ${c.group}, ${c.catalogue},
        ${b.minQuantity}, ${b.discountPercent}, ${b.fixedPrice}) returning id`,
  );
  return row!.id;
}

export function updateItem(db: Db, id: number, b: TDiscountItemBody) {
  const c = columnsOf(b);
  return db.execute(sql`update discount_items set target = ${b.target}, product_id = ${c.product},
      group_id = ${c.group}, catalogue_id = ${c.catalogue}, min_quantity = ${b.minQuantity},
      discount_percent = ${b.discountPercent}, fixed_price = ${b.fixedPrice}
    where id = ${id}`);
}

export function deleteItems(db: Db, discountId: number, ids: number[]) {
  return queryRows<{ id: number }>(
    db,
    sql`delete from discount_items where discount_id = ${discountId} and id = any(${sql.param(ids)}::int[])
      returning id`,
  ).then((rows) => new Set(rows.map((r) => r.id)));
}

export function cancelItem(db: Db, id: number) {
  return db.execute(sql`update discount_items set is_cancelled = true where id = ${id}`);
}

/**
 * Whether another uncancelled item of the item's list reaches a product the item reaches (its
 * product, a product of its group or of its catalogue): after the item is cancelled, that one
 * may apply there instead.
 */
export async function isOverlapped(db: Db, id: number): Promise<boolean> {
  const [row] = await queryRows<{ overlapped: boolean }>(
    db,
    sql`select exists (
      select 1 from discount_items c
      join products p on p.firm_id = c.firm_id
        and (p.id = c.product_id or p.group_id = c.group_id or p.catalogue_id = c.catalogue_id)
      join discount_items o on o.discount_id = c.discount_id and o.id <> c.id and not o.is_cancelled
        and (o.product_id = p.id or o.group_id = p.group_id or o.catalogue_id = p.catalogue_id)
      where c.id = ${id}) as overlapped`,
  );
  return row!.overlapped;
}

/**
 * Adds a PRODUCT item for every product the filter matches (`productIds`: the products module's
 * filter SQL), skipping products the list already has; answers how many were added and matched.
 */
export async function addProducts(
  db: Db,
  firmId: number,
  discountId: number,
  productIds: SQL,
  percent: string,
  minQuantity: string,
) {
  const [row] = await queryRows<{ added: number; matched: number }>(
    db,
    sql`with m as (${productIds}),
      ins as (insert into discount_items (firm_id, discount_id, target, product_id, min_quantity, discount_percent)
        select ${firmId}, ${discountId}, 'PRODUCT', m.id, ${minQuantity}, ${percent} from m
        where not exists (select 1 from discount_items x where x.discount_id = ${discountId} and x.product_id = m.id)
        order by m.id returning 1)
      select (select count(*)::int from ins) as added, (select count(*)::int from m) as matched`,
  );
  return row!;
}

/** What add-products would do: how many matches it would add, how many the list already has. */
export async function countProducts(db: Db, discountId: number, productIds: SQL) {
  const [row] = await queryRows<{ added: number; skipped: number }>(
    db,
    sql`with m as (${productIds}),
      present as (select count(*)::int as n from m
        where exists (select 1 from discount_items x where x.discount_id = ${discountId} and x.product_id = m.id))
      select (select count(*)::int from m) - (select n from present) as added, (select n from present) as skipped`,
  );
  return row!;
}

export interface FigureRow {
  id: number;
  list_price: string | null;
  purchase_cost: string | null;
  new_list_price: string | null;
  new_purchase_cost: string | null;
  discount_percent: string | null;
  fixed_price: string | null;
  net_price: string | null;
}

/**
 * The price type a list's figures are shown in: the list's own; else the one its customers buy at
 * (a CUSTOMER list: its customer's, PROJECT, EXPORT…; a CUSTOMER_SET: the one all of them share);
 * else RETAIL. `d` is the list's row.
 */
const shownPriceType = (firmId: number) => sql`coalesce(d.price_type,
    (select min(c.price_type) from partners c
      where c.firm_id = ${firmId} and c.id = any(d.customer_ids)
      having count(*) = count(c.price_type) and count(distinct c.price_type) = 1),
    'RETAIL')`;

/**
 * The stored and today's figures of the list's product items: the list price of the shown price
 * type (`shownPriceType`) and the list's currency (HUF when it has none) valid on `day`, and the
 * preferred (else cheapest) supplier price in that currency.
 */
export function itemFigures(db: Db, firmId: number, discountId: number, day: string, where: SQL) {
  return queryRows<FigureRow>(
    db,
    sql`select i.id, i.list_price::text, i.purchase_cost::text, i.discount_percent::text,
        i.fixed_price::text, i.net_price::text,
        (select pp.unit_price::text from product_prices pp
          where pp.firm_id = ${firmId} and pp.product_id = i.product_id
            and pp.price_type = ${shownPriceType(firmId)} and pp.currency_code = coalesce(d.currency_code, 'HUF')
            and pp.valid_from <= ${day}::date and (pp.valid_to is null or pp.valid_to >= ${day}::date)
          order by pp.valid_from desc limit 1) as new_list_price,
        (select s.unit_price::text from product_suppliers s
          where s.firm_id = ${firmId} and s.product_id = i.product_id and s.currency_code = coalesce(d.currency_code, 'HUF')
          order by s.is_preferred desc, s.unit_price limit 1) as new_purchase_cost
      from discount_items i join discounts d on d.id = i.discount_id
      where i.discount_id = ${discountId} and i.product_id is not null and ${where} order by i.id`,
  );
}

export function setFigures(
  db: Db,
  rows: {
    id: number;
    listPrice: string | null;
    purchaseCost: string | null;
    netPrice: string | null;
  }[],
) {
  if (rows.length === 0) return Promise.resolve();
  return db.execute(sql`update discount_items i set list_price = v."listPrice",
      purchase_cost = v."purchaseCost", net_price = v."netPrice"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(id int, "listPrice" numeric, "purchaseCost" numeric, "netPrice" numeric)
    where i.id = v.id`);
}

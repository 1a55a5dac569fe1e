import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/search.ts';
import { arrayOf } from './supplier-orders.repository.ts';

/** The supplier-order states whose lines still bring goods. */
const LIVE = sql`('DRAFT', 'SENT', 'CONFIRMED', 'PARTLY_RECEIVED')`;

/**
 * Each product's stock position (README: minimum-stock demand): `available` = on hand − reserved
 * over the firm's storages; `incoming` = what live supplier-order lines still expect
 * (quantity − received − cancelled) beyond what their customer orders still wait for
 * (covered − received: received goods serve the customer orders first); `supplier_id` = the
 * preferred supplier of the product's supplier info, else its first supplier row.
 */
function stockPositions(firmId: number, where: SQL) {
  return sql`select p.id as product_id, p.minimum_stock, p.order_up_to_stock,
      coalesce((select sum(m.quantity) from stock_movements m
                where m.firm_id = ${firmId} and m.product_id = p.id), 0)
        - coalesce((select sum(r.quantity) from stock_reservations r
                    where r.firm_id = ${firmId} and r.product_id = p.id), 0) as available,
      coalesce((select sum(greatest(l.quantity - l.received_quantity - l.cancelled_quantity
                  - greatest(coalesce((select sum(d.quantity) from supplier_order_line_demands d
                                       where d.supplier_order_line_id = l.id), 0)
                             - l.received_quantity, 0), 0))
                from supplier_order_lines l join supplier_orders o on o.id = l.supplier_order_id
                where l.firm_id = ${firmId} and l.product_id = p.id and o.state in ${LIVE}), 0)
        as incoming,
      (select s.supplier_id from product_suppliers s
       where s.firm_id = ${firmId} and s.product_id = p.id
       order by s.is_preferred desc, s.id limit 1) as supplier_id
    from products p where p.firm_id = ${firmId} and ${where}`;
}

export interface StockPositionRow {
  product_id: number;
  minimum_stock: string | null;
  order_up_to_stock: string | null;
  available: string;
  incoming: string;
  supplier_id: number | null;
}

const POSITION_COLUMNS = sql`product_id, minimum_stock::text, order_up_to_stock::text,
  available::text, incoming::text, supplier_id`;

/**
 * The stock positions of the firm's named goods. With `lock`, the product rows are locked first
 * (`for no key update`, in id order) and the positions read in the next statement, so they see
 * what a generation before this one committed: every writer of minimum-stock lines takes it.
 */
export async function findStockPositions(
  db: Db,
  firmId: number,
  productIds: readonly number[],
  lock = false,
) {
  if (productIds.length === 0) return [];
  const ids = sql`p.id = any(${arrayOf(productIds)}::int[])`;
  if (lock)
    await db.execute(
      sql`select p.id from products p where p.firm_id = ${firmId} and ${ids}
          order by p.id for no key update`,
    );
  return queryRows<StockPositionRow>(
    db,
    sql`select ${POSITION_COLUMNS} from (${stockPositions(firmId, ids)}) x`,
  );
}

/**
 * Products below their minimum (available + incoming < minimum) with a supplier, as generator
 * lines: the quantity that brings them up to the order-up-to level (else the minimum).
 */
export function minimumStockNeeds(
  firmId: number,
  filter: { supplierId?: number | undefined; term: string },
) {
  const like = `%${escapeLike(filter.term)}%`;
  return sql`select x.supplier_id, x.product_id,
      coalesce(x.order_up_to_stock, x.minimum_stock) - x.available - x.incoming as quantity,
      x.minimum_stock, x.order_up_to_stock, x.available, x.incoming
    from (${stockPositions(firmId, sql`p.minimum_stock is not null and not p.is_service and p.is_active`)}) x
    ${filter.term ? sql`join products tp on tp.id = x.product_id join partners ts on ts.id = x.supplier_id` : sql``}
    where x.supplier_id is not null and x.available + x.incoming < x.minimum_stock
      ${filter.supplierId ? sql`and x.supplier_id = ${filter.supplierId}` : sql``}
      ${filter.term ? sql`and (ts.name ilike ${like} or tp.code ilike ${like} or tp.name ilike ${like})` : sql``}`;
}

/** Sets a product's stock levels; answers whether the product is one of the firm's goods. */
export async function setStockLevels(
  db: Db,
  firmId: number,
  productId: number,
  levels: { minimumStock: string | null; orderUpToStock: string | null },
) {
  const rows = await queryRows(
    db,
    sql`update products set minimum_stock = ${levels.minimumStock},
          order_up_to_stock = ${levels.orderUpToStock}
        where firm_id = ${firmId} and id = ${productId} and not is_service returning id`,
  );
  return rows.length > 0;
}

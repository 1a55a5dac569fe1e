import type { TPriceSource } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import type { OrderLineValues } from './orders.repository.ts';

export interface StoredLine {
  id: number;
  order_id: number;
  position: number;
  product_id: number;
  description: string;
  quantity: string;
  unit_price: string;
  discount_percent: string;
  price_explanation: string | null;
  price_source: TPriceSource | null;
  fulfilment: OrderLineValues['fulfilment'];
  fulfilment_partner_id: number | null;
}

const jsonOf = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** The named lines of the order (others are not read: one change of a big order stays cheap). */
export function findLines(db: Db, orderId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([] as StoredLine[]);
  return queryRows<StoredLine>(
    db,
    sql`select id, order_id, position, product_id, description, quantity::text, unit_price::text,
               discount_percent::text, price_explanation, price_source, fulfilment, fulfilment_partner_id
        from customer_order_lines
        where order_id = ${orderId} and id = any(${`{${ids.join(',')}}`}::int[])`,
  );
}

export function maxPosition(db: Db, orderId: number) {
  return queryRows<{ n: number }>(
    db,
    sql`select coalesce(max(position), 0)::int as n from customer_order_lines where order_id = ${orderId}`,
  ).then((r) => r[0]!.n);
}

export async function releaseLines(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`delete from stock_reservations where order_line_id = any(${`{${ids.join(',')}}`}::int[])`,
  );
}

export async function deleteLines(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`delete from customer_order_lines where id = any(${`{${ids.join(',')}}`}::int[])`,
  );
}

export async function updateLine(db: Db, id: number, l: OrderLineValues): Promise<void> {
  await db.execute(
    sql`update customer_order_lines set product_id = ${l.productId}, description = ${l.description},
          quantity = ${l.quantity}, unit = ${l.unit}, unit_price = ${l.unitPrice},
          discount_percent = ${l.discountPercent}, vat_code = ${l.vatCode}, vat_rate = ${l.vatRate},
          net = ${l.net}, vat = ${l.vat}, gross = ${l.gross}, price_explanation = ${l.priceExplanation},
          price_source = ${jsonOf(l.priceSource)}::jsonb,
          fulfilment = ${l.fulfilment}, fulfilment_partner_id = ${l.fulfilmentPartnerId}
        where id = ${id}`,
  );
}

export async function insertLine(
  db: Db,
  firmId: number,
  orderId: number,
  l: OrderLineValues,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into customer_order_lines (firm_id, order_id, position, product_id, description, quantity,
          unit, unit_price, discount_percent, vat_code, vat_rate, net, vat, gross, price_explanation, price_source,
          fulfilment, fulfilment_partner_id)
        values (${firmId}, ${orderId}, ${l.position}, ${l.productId}, ${l.description}, ${l.quantity},
          ${l.unit}, ${l.unitPrice}, ${l.discountPercent}, ${l.vatCode}, ${l.vatRate}, ${l.net}, ${l.vat},
          ${l.gross}, ${l.priceExplanation}, ${jsonOf(l.priceSource)}::jsonb, ${l.fulfilment}, ${l.fulfilmentPartnerId})
        returning id`,
  );
  return row!.id;
}

/**
 * The header after a line change: totals as the exact sum of the stored (rounded) lines, the
 * version raised. The portal's item list follows in the same transaction: when only existing
 * lines changed (`changedOnly`), just their items are replaced in place (the list is in position
 * order, so a line's index is the number of lines before it); otherwise it is rebuilt.
 */
export async function retotal(
  db: Db,
  firmId: number,
  orderId: number,
  userId: number,
  changedOnly: readonly number[] | null,
) {
  const [row] = await queryRows<{ version: number; number: string }>(
    db,
    sql`update customer_orders o set
          net_total = t.net, vat_total = t.vat, gross_total = t.gross,
          version = o.version + 1, updated_at = now(), modified_by = ${userId}
        from (select coalesce(sum(net), 0) as net, coalesce(sum(vat), 0) as vat,
                     coalesce(sum(gross), 0) as gross
              from customer_order_lines where order_id = ${orderId}) t
        where o.id = ${orderId} and o.firm_id = ${firmId}
        returning o.version, o.number`,
  );
  const item = sql`jsonb_build_object('code', p.code, 'name', p.name, 'quantity', l.quantity::text, 'unit', l.unit)`;
  if (changedOnly)
    for (const lineId of changedOnly)
      await db.execute(
        sql`update customer_order_access a set updated_at = now(), items = jsonb_set(a.items,
              array[(select count(*) from customer_order_lines b
                     where b.order_id = ${orderId} and b.position < l.position)::text], ${item})
            from customer_order_lines l join products p on p.id = l.product_id
            where l.id = ${lineId} and a.firm_id = ${firmId} and a.order_number = ${row!.number}`,
      );
  else
    await db.execute(
      sql`update customer_order_access a set updated_at = now(), items = coalesce((
            select jsonb_agg(${item} order by l.position)
            from customer_order_lines l join products p on p.id = l.product_id
            where l.order_id = ${orderId}), '[]'::jsonb)
          where a.firm_id = ${firmId} and a.order_number = ${row!.number}`,
    );
  return row!.version;
}

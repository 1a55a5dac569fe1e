import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

export interface OrderDeliveryRow {
  delivery_method_id: number | null;
  wants_unpacking: boolean;
  delivery_line_id: number | null;
  unpacking_line_id: number | null;
  delivery_fee: string;
  unpacking_fee: string;
}

export async function findOrderDelivery(db: Db, orderId: number) {
  const [row] = await queryRows<OrderDeliveryRow>(
    db,
    sql`select delivery_method_id, wants_unpacking, delivery_line_id, unpacking_line_id,
          delivery_fee::text, unpacking_fee::text
        from order_deliveries where customer_order_id = ${orderId}`,
  );
  return row ?? null;
}

export async function saveOrderDelivery(
  db: Db,
  firmId: number,
  orderId: number,
  v: OrderDeliveryRow,
) {
  await db.execute(
    sql`insert into order_deliveries (customer_order_id, firm_id, delivery_method_id, wants_unpacking,
          delivery_line_id, unpacking_line_id, delivery_fee, unpacking_fee)
        values (${orderId}, ${firmId}, ${v.delivery_method_id}, ${v.wants_unpacking},
          ${v.delivery_line_id}, ${v.unpacking_line_id}, ${v.delivery_fee}, ${v.unpacking_fee})
        on conflict (customer_order_id) do update set delivery_method_id = excluded.delivery_method_id,
          wants_unpacking = excluded.wants_unpacking, delivery_line_id = excluded.delivery_line_id,
          unpacking_line_id = excluded.unpacking_line_id, delivery_fee = excluded.delivery_fee,
          unpacking_fee = excluded.unpacking_fee`,
  );
}

/**
 * The order's fee line now: `lineId`, or, once the order's own save wrote its lines anew (new
 * ids; the old id was set null by its foreign key), its line of the fee's service product while
 * a fee was billed; null when neither is on the order.
 */
export async function currentFeeLine(
  db: Db,
  orderId: number,
  fee: { lineId: number | null; amount: string; productId: number | null },
): Promise<number | null> {
  if (fee.lineId === null && (fee.productId === null || Number(fee.amount) === 0)) return null;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from customer_order_lines
        where order_id = ${orderId} and (id = ${fee.lineId ?? 0} or product_id = ${fee.productId})
        order by (id = ${fee.lineId ?? 0}) desc, position desc limit 1`,
  );
  return row?.id ?? null;
}

/**
 * What the fees are computed from: the goods lines (the fee lines left out) with their product
 * group, and the parcels' total weight and longest side.
 */
export async function feeBasisOf(db: Db, orderId: number, feeLineIds: readonly number[]) {
  const lines = await queryRows<{ net: string; quantity: string; group_id: number | null }>(
    db,
    sql`select l.net::text, l.quantity::text, p.group_id
        from customer_order_lines l join products p on p.id = l.product_id
        where l.order_id = ${orderId} and not p.is_service
          ${
            feeLineIds.length === 0
              ? sql``
              : sql`and l.id not in (${sql.join(
                  feeLineIds.map((id) => sql`${id}`),
                  sql`, `,
                )})`
          }`,
  );
  const [parcels] = await queryRows<{ weight_kg: string; longest_cm: number }>(
    db,
    sql`select coalesce(sum(count * weight_kg), 0)::text as weight_kg,
          coalesce(max(greatest(length_cm, width_cm, height_cm)), 0)::int as longest_cm
        from order_parcels where customer_order_id = ${orderId}`,
  );
  return { lines, weightKg: parcels!.weight_kg, longestCm: parcels!.longest_cm };
}

export async function orderPostcode(db: Db, firmId: number, orderId: number) {
  const [row] = await queryRows<{ postcode: string | null; created_ms: number }>(
    db,
    sql`select coalesce(a.postal_code, substring(o.delivery_address from '^([1-9][0-9]{3})')) as postcode,
          (extract(epoch from o.created_at) * 1000)::float8 as created_ms
        from customer_orders o
        left join partner_addresses a on a.id = o.delivery_address_id
        where o.id = ${orderId} and o.firm_id = ${firmId}`,
  );
  return row ?? null;
}

import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

/** What the dispatch rules read of an order: header, customer and lines with their stock. */
export interface DispatchOrderRow {
  id: number;
  number: string;
  state: string;
  version: number;
  delivery_address: string;
  customer_name: string;
  customer_active: boolean;
}

export function findOrderForDispatch(db: Db, firmId: number, orderId: number, forUpdate: boolean) {
  return queryRows<DispatchOrderRow>(
    db,
    sql`select o.id, o.number, o.state, o.version, o.delivery_address,
               p.name as customer_name, p.is_active as customer_active
        from customer_orders o join partners p on p.id = o.customer_id
        where o.firm_id = ${firmId} and o.id = ${orderId}
        ${forUpdate ? sql`for update of o` : sql``}`,
  ).then((rows) => rows[0] ?? null);
}

export interface DispatchLineRow {
  id: number;
  position: number;
  product_id: number;
  product_code: string;
  unit: string;
  quantity: string;
  dispatched_quantity: string;
  /** What may leave: the reservations; a service (nothing to reserve) all that is still open. */
  reserved: string;
  is_service: boolean;
}

export function listDispatchLines(db: Db, orderId: number) {
  return queryRows<DispatchLineRow>(
    db,
    sql`select l.id, l.position, l.product_id, p.code as product_code, l.unit,
               l.quantity::text, l.dispatched_quantity::text,
               (case when p.is_service then greatest(l.quantity - l.dispatched_quantity, 0)
                     else coalesce((select sum(r.quantity) from stock_reservations r
                                    where r.order_line_id = l.id), 0) end)::text as reserved,
               p.is_service
        from customer_order_lines l join products p on p.id = l.product_id
        where l.order_id = ${orderId} order by l.position`,
  );
}

/** The line's reservations, oldest first: a dispatch consumes them in this order. */
export function listLineReservations(db: Db, lineIds: number[]) {
  if (lineIds.length === 0) return Promise.resolve([]);
  return queryRows<{
    id: number;
    order_line_id: number;
    product_id: number;
    storage_id: number;
    quantity: string;
  }>(
    db,
    sql`select id, order_line_id, product_id, storage_id, quantity::text from stock_reservations
        where order_line_id = any(${`{${lineIds.join(',')}}`}::int[]) order by order_line_id, id`,
  );
}

export async function insertDispatch(
  db: Db,
  firmId: number,
  values: { orderId: number; number: string; userId: number },
) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into dispatches (firm_id, customer_order_id, number, dispatched_by)
        values (${firmId}, ${values.orderId}, ${values.number}, ${values.userId}) returning id`,
  );
  return row!.id;
}

/**
 * One movement out of a reservation: the dispatch line, the stock movement (negative), the
 * reservation reduced (deleted when used up) and the line's dispatched quantity raised.
 */
export async function takeFromReservation(
  db: Db,
  firmId: number,
  take: {
    dispatchId: number;
    reference: string;
    userId: number;
    reservationId: number;
    orderLineId: number;
    productId: number;
    storageId: number;
    quantity: string;
    usesUp: boolean;
  },
): Promise<void> {
  await db.execute(sql`
    with dl as (insert into dispatch_lines (dispatch_id, customer_order_line_id, storage_id, quantity)
                values (${take.dispatchId}, ${take.orderLineId}, ${take.storageId}, ${take.quantity})),
         sm as (insert into stock_movements (firm_id, product_id, storage_id, quantity, reason, reference,
                                             created_by, source_kind, source_id)
                values (${firmId}, ${take.productId}, ${take.storageId}, -(${take.quantity}::numeric),
                        'PICKING', ${take.reference}, ${take.userId}, 'DISPATCH', ${take.dispatchId})),
         ln as (update customer_order_lines set dispatched_quantity = dispatched_quantity + ${take.quantity}::numeric
                where id = ${take.orderLineId})
    select 1`);
  // Reservations hold positive quantities: a used-up one goes.
  await db.execute(
    take.usesUp
      ? sql`delete from stock_reservations where id = ${take.reservationId}`
      : sql`update stock_reservations set quantity = quantity - ${take.quantity}::numeric
            where id = ${take.reservationId}`,
  );
}

/** A service line delivered: a dispatch line without a storage, no stock movement. */
export async function deliverService(
  db: Db,
  take: { dispatchId: number; orderLineId: number; quantity: string },
): Promise<void> {
  await db.execute(sql`
    with dl as (insert into dispatch_lines (dispatch_id, customer_order_line_id, storage_id, quantity)
                values (${take.dispatchId}, ${take.orderLineId}, null, ${take.quantity}))
    update customer_order_lines set dispatched_quantity = dispatched_quantity + ${take.quantity}::numeric
    where id = ${take.orderLineId}`);
}

/** Parcels (migration 0011). */
export function listParcels(db: Db, orderId: number) {
  return queryRows<{
    id: number;
    position: number;
    count: number;
    weight_kg: string;
    length_cm: number;
    width_cm: number;
    height_cm: number;
  }>(
    db,
    sql`select id, position, count, weight_kg::text, length_cm, width_cm, height_cm
        from order_parcels where customer_order_id = ${orderId} order by position`,
  );
}

export async function replaceParcels(
  db: Db,
  firmId: number,
  orderId: number,
  parcels: {
    count: number;
    weightKg: string;
    lengthCm: number;
    widthCm: number;
    heightCm: number;
  }[],
): Promise<void> {
  await db.execute(sql`delete from order_parcels where customer_order_id = ${orderId}`);
  for (const [i, p] of parcels.entries())
    await db.execute(
      sql`insert into order_parcels (firm_id, customer_order_id, position, count, weight_kg, length_cm, width_cm, height_cm)
          values (${firmId}, ${orderId}, ${i + 1}, ${p.count}, ${p.weightKg}, ${p.lengthCm}, ${p.widthCm}, ${p.heightCm})`,
    );
}

/** Changes one parcel of the order; answers false when the order has no such parcel. */
export async function updateParcel(
  db: Db,
  orderId: number,
  parcelId: number,
  p: { count: number; weightKg: string; lengthCm: number; widthCm: number; heightCm: number },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update order_parcels set count = ${p.count}, weight_kg = ${p.weightKg},
          length_cm = ${p.lengthCm}, width_cm = ${p.widthCm}, height_cm = ${p.heightCm}
        where customer_order_id = ${orderId} and id = ${parcelId} returning id`,
  );
  return rows.length > 0;
}

/** Removes one parcel and numbers the rest 1, 2, …; answers false when there was no such parcel. */
export async function deleteParcel(db: Db, orderId: number, parcelId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from order_parcels where customer_order_id = ${orderId} and id = ${parcelId} returning id`,
  );
  if (rows.length === 0) return false;
  await db.execute(
    sql`update order_parcels o set position = n.position
        from (select id, row_number() over (order by position)::int as position
              from order_parcels where customer_order_id = ${orderId}) n
        where o.id = n.id and o.position <> n.position`,
  );
  return true;
}

export async function bumpOrder(
  db: Db,
  orderId: number,
  values: { state?: string; userId: number },
): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`update customer_orders set version = version + 1, updated_at = now(), modified_by = ${values.userId}
          ${values.state ? sql`, state = ${values.state}` : sql``}
        where id = ${orderId} returning version`,
  );
  return row!.version;
}

/** A dispatch as it was made: its number, order, the quantities per line and the movements out. */
export async function findDispatch(db: Db, dispatchId: number) {
  const [head] = await queryRows<{
    id: number;
    number: string;
    order_id: number;
    state: string;
    version: number;
  }>(
    db,
    sql`select d.id, d.number, d.customer_order_id as order_id, o.state, o.version
        from dispatches d join customer_orders o on o.id = d.customer_order_id
        where d.id = ${dispatchId}`,
  );
  const lines = await queryRows<{
    order_line_id: number;
    storage_id: number | null;
    quantity: string;
  }>(
    db,
    sql`select l.customer_order_line_id as order_line_id, l.storage_id, l.quantity::text
        from dispatch_lines l join customer_order_lines ol on ol.id = l.customer_order_line_id
        where l.dispatch_id = ${dispatchId} order by ol.position, l.id`,
  );
  return head ? { head, lines } : null;
}

/** The sender an order label names: the firm's name and address. */
export function findSender(db: Db, firmId: number) {
  return queryRows<{ name: string; address: string }>(
    db,
    sql`select name, address from firms where id = ${firmId}`,
  ).then((rows) => rows[0]!);
}

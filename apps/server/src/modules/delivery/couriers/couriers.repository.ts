import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../platform/db/database.ts';

export interface CourierOrderRow {
  id: number;
  number: string;
  state: string;
  customer_name: string;
  postal_code: string | null;
  city: string | null;
  street: string | null;
  country_code: string | null;
  contact_name: string | null;
  phone: string | null;
  email: string | null;
  payment_method: string;
  gross_total: string;
  currency_code: string;
  parcel_count: number;
  method_kind: string | null;
  courier: string | null;
}

/** Locks the firm's orders (in id order) and answers what a courier label needs of them. */
export function lockCourierOrders(db: Db, firmId: number, orderIds: readonly number[]) {
  return queryRows<CourierOrderRow>(
    db,
    sql`with locked as (select id from customer_orders where firm_id = ${firmId}
          and id in (${sql.join(
            orderIds.map((id) => sql`${id}`),
            sql`, `,
          )}) order by id for update)
        select o.id, o.number, o.state, p.name as customer_name, a.postal_code, a.city, a.street,
          a.country_code, c.name as contact_name, c.phone, c.email, o.payment_method,
          o.gross_total::text, o.currency_code,
          coalesce((select sum(count) from order_parcels where customer_order_id = o.id), 0)::int as parcel_count,
          m.kind as method_kind, m.courier
        from locked join customer_orders o on o.id = locked.id
        join partners p on p.id = o.customer_id
        left join partner_addresses a on a.id = coalesce(o.delivery_address_id,
          (select b.id from partner_addresses b where b.partner_id = o.customer_id and b.kind = 'BILLING'))
        left join partner_contacts c on c.id = coalesce(o.contact_id,
          (select pc.id from partner_contacts pc where pc.partner_id = o.customer_id and pc.is_primary))
        left join order_deliveries od on od.customer_order_id = o.id
        left join delivery_methods m on m.id = od.delivery_method_id
        order by o.id`,
  );
}

export interface ShipmentRow {
  id: number;
  customer_order_id: number;
  state: 'PENDING' | 'PRINTED';
  client_reference: string;
  label_format: 'A4_2x2' | 'Thermo';
  label_file_id: number | null;
  parcel_numbers: string[];
  created_at: string;
  printed_at: string | null;
  /** Whether a PENDING call is older than two timeouts (its answer is lost). */
  is_stale: boolean;
}

export function findShipments(db: Db, orderIds: readonly number[], staleSeconds: number) {
  return queryRows<ShipmentRow>(
    db,
    sql`select id, customer_order_id, state, client_reference, label_format, label_file_id,
          parcel_numbers, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
          to_char(printed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as printed_at,
          created_at < now() - make_interval(secs => ${staleSeconds}) as is_stale
        from courier_shipments
        where customer_order_id in (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}

export async function insertPending(
  db: Db,
  firmId: number,
  v: { orderId: number; reference: string; count: number; format: string },
) {
  await db.execute(
    sql`insert into courier_shipments (firm_id, customer_order_id, courier, state, client_reference,
          parcel_count, label_format)
        values (${firmId}, ${v.orderId}, 'GLS', 'PENDING', ${v.reference}, ${v.count}, ${v.format})`,
  );
}

export async function touchPending(db: Db, orderId: number) {
  await db.execute(
    sql`update courier_shipments set created_at = now() where customer_order_id = ${orderId}`,
  );
}

export async function deletePending(db: Db, orderIds: readonly number[]) {
  await db.execute(
    sql`delete from courier_shipments where state = 'PENDING'
          and customer_order_id in (${sql.join(
            orderIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
  );
}

export async function markPrinted(
  db: Db,
  orderId: number,
  v: { parcelIds: number[]; parcelNumbers: string[]; fileId: number },
) {
  await db.execute(
    sql`update courier_shipments set state = 'PRINTED', parcel_ids = ${`{${v.parcelIds.join(',')}}`}::int[],
          parcel_numbers = ${`{${v.parcelNumbers.join(',')}}`}::text[], label_file_id = ${v.fileId},
          printed_at = now()
        where customer_order_id = ${orderId}`,
  );
}

export function listShipments(db: Db, firmId: number, orderId: number) {
  return queryRows<ShipmentRow>(
    db,
    sql`select id, customer_order_id, state, client_reference, label_format, label_file_id,
          parcel_numbers, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
          to_char(printed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as printed_at, false as is_stale
        from courier_shipments where customer_order_id = ${orderId} and firm_id = ${firmId}
          and state = 'PRINTED'`,
  );
}

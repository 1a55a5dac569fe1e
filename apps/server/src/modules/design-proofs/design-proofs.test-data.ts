import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database.ts';
import { REST, type Session, type TestApp } from '../../test/harness.ts';
import {
  createCustomer,
  createStockedProduct,
} from '../customer-orders/customer-orders.test-data.ts';
import { BOUNDARY, multipart } from '../imports/imports.test-data.ts';

// A 1×1 PNG.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A customer with a German-reading contact, and an order of `lines` lines of a product that needs
 * a design proof (firm 1); answers the order and its proofs' ids, in line order.
 */
export async function orderNeedingProofs(t: TestApp, office: Session, code: string, lines = 2) {
  const db = t.database.db;
  const customer = await createCustomer(db, `Tábla ${code}`);
  await db.execute(
    sql`insert into partner_contacts (firm_id, partner_id, name, email, language, is_primary)
        values (1, ${customer}, 'Klaus Weber', ${`klaus.${code.toLowerCase()}@example.de`}, 'de', true)`,
  );
  const product = (await createStockedProduct(db, code, { price: '5000', stock: 0 })).id;
  await db.execute(sql`update products set needs_design_proof = true where id = ${product}`);
  const r = await t.call('POST', `${REST}/customer-order/`, {
    session: office,
    body: {
      customerId: customer,
      lines: Array.from({ length: lines }, () => ({ productId: product, quantity: '1' })),
    },
  });
  if (r.statusCode !== 200) throw new Error(r.body);
  const orderId: number = r.json().id;
  const proofs = await queryRows<{ id: number; order_line_id: number }>(
    db,
    sql`select dp.id, dp.order_line_id from design_proofs dp
        join customer_order_lines l on l.id = dp.order_line_id
        where dp.order_id = ${orderId} order by l.position`,
  );
  return {
    orderId,
    customer,
    proofIds: proofs.map((p) => p.id),
    lineIds: proofs.map((p) => p.order_line_id),
  };
}

export function uploadProof(
  t: TestApp,
  session: Session,
  proofId: number,
  name = 'terv.png',
  data = PNG,
) {
  return t.call('POST', `${REST}/design-proofs/${proofId}/versions`, {
    session,
    body: multipart(name, data),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

/** The order id and token of a link the upload answered. */
export function partsOf(link: string): { orderId: number; token: string } {
  const url = new URL(link);
  return { orderId: Number(url.searchParams.get('order')), token: url.searchParams.get('token')! };
}

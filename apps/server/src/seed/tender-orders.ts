import { sql } from 'drizzle-orm';
import { createTenderOrder } from '../modules/tender-orders/tender-orders.service.ts';
import { type Db, queryRows } from '../platform/db/database.ts';
import { seedContext } from './context.ts';

/**
 * Demo tender and minimum stock of the first firm (tender-orders and purchasing READMEs): a DRAFT
 * tender for an office fit-out whose two lines carry two suppliers' offers (the first line's
 * cheaper one chosen), and a product below its minimum stock at its supplier, so the generator
 * shows a minimum-stock line on a fresh start.
 */
export async function seedTenderOrders(db: Db, firmId: number, userId: number): Promise<void> {
  const ctx = seedContext(db, firmId, userId);
  const suppliers = await queryRows<{ id: number }>(
    db,
    sql`select id from partners where firm_id = ${firmId} and 'SUPPLIER' = any(roles)
        order by id limit 2`,
  );
  const goods = await queryRows<{ id: number }>(
    db,
    sql`select id from products where firm_id = ${firmId} and not is_service and is_active
        order by id limit 2`,
  );
  const [customer] = await queryRows<{ id: number }>(
    db,
    sql`select id from partners where firm_id = ${firmId} and 'CUSTOMER' = any(roles)
        order by id limit 1`,
  );
  if (suppliers.length < 2 || goods.length < 2 || !customer) return;
  const [first, second] = suppliers as [{ id: number }, { id: number }];
  await createTenderOrder(ctx, {
    customerId: customer.id,
    currencyCode: 'HUF',
    title: 'Irodaház berendezése, 3. emelet',
    tenderDate: '2026-11-20',
    note: 'A vevő december 15-ig dönt.',
    lines: [
      {
        productId: goods[0]!.id,
        quantity: '40',
        salePrice: '18500',
        offers: [
          { supplierId: first.id, unitPrice: '14200', leadTimeDays: 10, isChosen: true },
          { supplierId: second.id, unitPrice: '14900', leadTimeDays: 5, isChosen: false },
        ],
      },
      {
        productId: goods[1]!.id,
        quantity: '12',
        salePrice: '42000',
        offers: [
          { supplierId: first.id, unitPrice: '35500', leadTimeDays: 21, isChosen: false },
          { supplierId: second.id, unitPrice: '33800', leadTimeDays: 14, isChosen: false },
        ],
      },
    ],
  });
  // The last product with a preferred supplier: a minimum above what it has.
  await db.execute(
    sql`update products set minimum_stock = 50, order_up_to_stock = 120
        where id = (select max(product_id) from product_suppliers
                    where firm_id = ${firmId} and is_preferred)`,
  );
}

import { sql } from 'drizzle-orm';
import * as orders from '../modules/customer-orders/orders.service.ts';
import * as supplierOrders from '../modules/purchasing/supplier-orders.service.ts';
import { type Db, queryRows } from '../platform/db/database.ts';
import { seedContext } from './context.ts';

/**
 * Demo purchasing of the first firm (purchasing README): a confirmed customer order whose line is
 * bought from the product's supplier, so the generator shows demand on a fresh start, and two
 * supplier orders of that supplier, a DRAFT and a SENT one.
 */
export async function seedPurchasing(db: Db, firmId: number, userId: number): Promise<void> {
  const ctx = seedContext(db, firmId, userId);
  const goods = await queryRows<{ product_id: number; supplier_id: number; branch_id: number }>(
    db,
    sql`select ps.product_id, ps.supplier_id, s.branch_id from product_suppliers ps
        join products p on p.id = ps.product_id
        join product_storages s on s.product_id = p.id and s.kind = 'DEFAULT'
        where ps.firm_id = ${firmId} and ps.min_quantity = 1 and p.is_active
          and ps.supplier_id = (select min(supplier_id) from product_suppliers where firm_id = ${firmId})
        order by p.id desc limit 3`,
  );
  const [customer] = await queryRows<{ id: number }>(
    db,
    sql`select p.id from partners p where p.firm_id = ${firmId} and p.is_active
          and 'CUSTOMER' = any(p.roles) and coalesce(p.price_type, 'RETAIL') = 'RETAIL'
          and exists (select 1 from partner_addresses a where a.partner_id = p.id and a.kind = 'BILLING')
        order by p.id desc limit 1`,
  );
  if (goods.length < 3 || !customer) return;
  const [bought, restock, sent] = goods as [(typeof goods)[number], ...typeof goods];
  const supplierId = bought.supplier_id;
  const order = await orders.createOrder(ctx, {
    customerId: customer.id,
    contactId: null,
    currencyCode: 'HUF',
    salesRepEmployeeId: null,
    branchId: bought.branch_id,
    orderDate: '2026-11-19',
    wantedDeliveryDate: '2026-12-10',
    deliveryAddressId: null,
    internalNote: 'Beszerzésből',
    customerNote: '',
    lines: [
      {
        productId: bought.product_id,
        quantity: '4',
        discountPercent: '0',
        description: '',
        fulfilment: 'PURCHASE',
        fulfilmentPartnerId: supplierId,
      },
    ],
  });
  await orders.changeOrderState(ctx, order.id, { state: 'CONFIRMED', version: order.version });
  const draft = (productId: number, quantity: string, orderDate: string) =>
    supplierOrders.createSupplierOrder(ctx, {
      supplierId,
      currencyCode: 'HUF',
      orderDate,
      wantedDate: null,
      note: '',
      lines: [{ productId, quantity }],
    });
  await draft(restock!.product_id, '20', '2026-11-24');
  const toSend = await draft(sent!.product_id, '10', '2026-11-20');
  await supplierOrders.changeSupplierOrderState(ctx, toSend.id, {
    state: 'SENT',
    version: toSend.version,
  });
}

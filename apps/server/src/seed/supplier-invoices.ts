import { Money } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import * as supplierOrders from '../modules/purchasing/supplier-orders.service.ts';
import * as matching from '../modules/supplier-invoices/matching.service.ts';
import * as invoices from '../modules/supplier-invoices/supplier-invoices.service.ts';
import { type Db, queryRows } from '../platform/db/database.ts';
import { seedContext } from './context.ts';

/**
 * Demo supplier invoices of the first firm (supplier-invoices README): a supplier order of the
 * last supplier, received in full, and invoiced with one price above the order's (accepted with a
 * reason), approved and partly paid, so the welcome widget shows a remainder; a second received
 * order waits for matching; a pulled NAV invoice waits in the inbox.
 */
export async function seedSupplierInvoices(db: Db, firmId: number, userId: number) {
  const ctx = seedContext(db, firmId, userId);
  const goods = await queryRows<{ product_id: number; supplier_id: number }>(
    db,
    sql`select ps.product_id, ps.supplier_id from product_suppliers ps
        join products p on p.id = ps.product_id and p.is_active and not p.is_service
        where ps.firm_id = ${firmId} and ps.min_quantity = 1
          and ps.supplier_id = (select max(supplier_id) from product_suppliers where firm_id = ${firmId})
        order by p.id limit 2`,
  );
  if (goods.length < 2) return;
  const supplierId = goods[0]!.supplier_id;
  // Received before the demo's stock opening: the orders are planted RECEIVED without a receipt,
  // so the demo buffer (shelving's demo delivery) holds only what shelving expects.
  const received = async (lines: { productId: number; quantity: string }[], day: string) => {
    const draft = await supplierOrders.createSupplierOrder(ctx, {
      supplierId,
      currencyCode: 'HUF',
      orderDate: `2026-11-${day}`,
      wantedDate: null,
      note: 'Átvéve a nyitókészlet előtt',
      lines,
    });
    await db.execute(
      sql`with o as (update supplier_orders set state = 'RECEIVED', sent_at = now()
                     where id = ${draft.id} returning id)
          update supplier_order_lines set received_quantity = quantity
          where supplier_order_id in (select id from o)`,
    );
    return draft;
  };
  const first = await received(
    goods.map((g) => ({ productId: g.product_id, quantity: '6' })),
    '16',
  );
  await received([{ productId: goods[0]!.product_id, quantity: '3' }], '18');
  const invoice = await invoices.createSupplierInvoice(ctx, {
    supplierId,
    invoiceNumber: 'SZ-2026/1187',
    issueDate: '2026-11-20',
    fulfilmentDate: '2026-11-16',
    dueDate: '2026-11-28',
    currencyCode: 'HUF',
    paymentMethod: 'TRANSFER',
    note: '',
  });
  const matched = await matching.putItems(ctx, invoice.id, {
    version: invoice.version,
    items: first.lines.map((l, i) => ({
      supplierOrderLineId: l.id,
      quantity: l.quantity,
      // The second line is invoiced 8 % above the order price: a flagged difference.
      unitPrice:
        i === 1 ? new Money(l.unitPrice).times('1.08').toDecimalPlaces(0).toString() : l.unitPrice,
    })),
  });
  const approved = await invoices.approveSupplierInvoice(ctx, invoice.id, {
    version: matched.version,
    acceptances: matched.items
      .filter((i) => i.flags.length > 0)
      .map((i) => ({ itemId: i.id, reason: 'Árváltozás a szállító november 10-i levele szerint' })),
  });
  await invoices.addSupplierPayment(ctx, invoice.id, {
    method: 'TRANSFER',
    paidOn: '2026-11-25',
    amount: new Money(approved.gross).div(2).floor().toString(),
    version: approved.version,
  });
  await db.execute(
    sql`insert into nav_inbound_invoices (firm_id, supplier_tax_number, supplier_name,
          invoice_number, issue_date, fulfilment_date, due_date, currency_code, net, vat, gross,
          payment_method)
        select ${firmId}, coalesce(tax_number, '12345678-2-13'), name, 'SZ-2026/1203',
          '2026-11-24', '2026-11-18', '2026-12-02', 'HUF', 45000, 12150, 57150, 'TRANSFER'
        from partners where id = ${supplierId}`,
  );
}

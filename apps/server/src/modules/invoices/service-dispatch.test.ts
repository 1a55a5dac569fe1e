import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp } from '../../test/harness.ts';
import { createStockedProduct } from '../customer-orders/customer-orders.test-data.ts';
import { invoiceTestSetup } from './invoices.test-data.ts';

describeApp('services are dispatched and invoiced without a reservation', (t) => {
  const { ok, confirmedOrder, f } = invoiceTestSetup(t, 'SRV');

  it('dispatchAndInvoice sends the goods from stock and the service without any', async () => {
    const db = t().database.db;
    const service = (await createStockedProduct(db, 'SRV-INSTALL', { price: '5000', stock: 0 })).id;
    await db.execute(sql`update products set is_service = true where id = ${service}`);
    const order = await confirmedOrder(f.company, [
      { productId: f.p27, quantity: '1' },
      { productId: service, quantity: '2' },
    ]);
    const current = await ok('GET', `/customer-order/${order.id}`);
    const r = await ok('POST', `/orders/dispatchAndInvoice/${order.id}`, {
      version: current.version,
    });
    expect(r.dispatch.lines).toEqual([
      { orderLineId: order.lines[0].id, quantity: '1.0000' },
      { orderLineId: order.lines[1].id, quantity: '2.0000' },
    ]);
    expect(r.dispatch.movements.map((m: { orderLineId: number }) => m.orderLineId)).toEqual([
      order.lines[0].id,
    ]);
    expect(r.invoice.lines.map((l: { quantity: string }) => l.quantity)).toEqual([
      '1.0000',
      '2.0000',
    ]);
    expect(r.invoice.gross).toBe('13970');
    expect((await ok('GET', `/customer-order/${order.id}`)).state).toBe('DISPATCHED');
    const moved = await queryRows(
      db,
      sql`select id from stock_movements where product_id = ${service}`,
    );
    expect(moved).toEqual([]);
  });
});

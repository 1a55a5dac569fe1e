import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, type Session } from '../../test/harness.ts';
import { purchasingCalls } from './purchasing.test-data.ts';

describeApp('minimum-stock demand', (t) => {
  let session: Session;
  const { db, call, supplier, product } = purchasingCalls(t, () => session);
  const levels = (productId: number, body: object, as = session) =>
    call('PUT', `/products/${productId}/minimum-stock`, body, as);
  const viewLines = async (supplierId: number, term: string) => {
    const r = await call(
      'GET',
      `/supplier-order/supplier-order-generator-view?supplier_id=${supplierId}&term=${term}`,
    );
    expect(r.statusCode, r.body).toBe(200);
    return r.json().items.flatMap((g: { lines: object[] }) => g.lines);
  };
  const generate = (lines: object[]) =>
    call('PUT', '/supplier-order/generate-supplier-orders', { lines });
  const ordered = async (productId: number) => {
    const [row] = await queryRows<{ q: string }>(
      db(),
      sql`select trim_scale(coalesce(sum(quantity), 0))::text as q
          from supplier_order_lines where product_id = ${productId}`,
    );
    return row!.q;
  };
  /** A stocked product of the supplier with `onHand` pieces in its default bin. */
  const stocked = async (code: string, supplierId: number, onHand: string) => {
    const id = await product(code, { supplierId, unitPrice: '10' });
    await db().execute(
      sql`insert into stock_movements (firm_id, product_id, storage_id, quantity, reason)
          select 1, ${id}, storage_id, ${onHand}, 'OPENING' from product_storages
          where product_id = ${id} and kind = 'DEFAULT'`,
    );
    return id;
  };

  it('sets the levels on the product and refuses an order-up-to below the minimum', async () => {
    session = await t().login('irodai');
    const p = await stocked('MIN-A', await supplier(0), '4');
    const set = await levels(p, { minimumStock: '10', orderUpToStock: '25' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      productId: p,
      minimumStock: '10.0000',
      orderUpToStock: '25.0000',
      available: '4.0000',
      incoming: '0',
    });
    const low = await levels(p, { minimumStock: '10', orderUpToStock: '5' });
    expect(low.statusCode).toBe(400);
    expect(low.json().errors[0].path).toBe('orderUpToStock');
    const service = await queryRows<{ id: number }>(
      db(),
      sql`insert into products (firm_id, code, name, is_service) values (1, 'MIN-SRV', 'Szerviz', true)
          returning id`,
    );
    expect(
      (await levels(service[0]!.id, { minimumStock: '1', orderUpToStock: null })).statusCode,
    ).toBe(400);
    const warehouse = await t().login('raktaros');
    expect(
      (await levels(p, { minimumStock: '1', orderUpToStock: null }, warehouse)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/products/${p}/minimum-stock`, undefined, warehouse)).statusCode,
    ).toBe(200);
    const audits = await queryRows(
      db(),
      sql`select 1 from audit_log where entity = 'product' and entity_id = ${String(p)}
            and action = 'set-minimum-stock'`,
    );
    expect(audits).toHaveLength(1);
  });

  it('shows a product below its minimum as a line serving no customer order, and orders it once', async () => {
    session = await t().login('irodai');
    const s = await supplier(1);
    const p = await stocked('MIN-B', s, '4');
    await levels(p, { minimumStock: '10', orderUpToStock: '25' });
    expect(await viewLines(s, 'MIN-B')).toMatchObject([
      {
        productId: p,
        quantity: '21.0000',
        unitPrice: '10.0000',
        demandCount: 0,
        demands: [],
        minimumStock: {
          minimumStock: '10.0000',
          orderUpToStock: '25.0000',
          available: '4.0000',
          incoming: '0',
        },
      },
    ]);
    const withDemand = await generate([
      {
        supplierId: s,
        productId: p,
        quantity: '21',
        isMinimumStock: true,
        customerOrderLineIds: [1],
      },
    ]);
    expect(withDemand.statusCode).toBe(400);
    expect(withDemand.json().errors[0].path).toBe('lines.0.customerOrderLineIds');

    const made = await generate([
      { supplierId: s, productId: p, quantity: '21', isMinimumStock: true },
    ]);
    expect(made.statusCode, made.body).toBe(200);
    expect(await viewLines(s, 'MIN-B')).toEqual([]);
    const again = await generate([
      { supplierId: s, productId: p, quantity: '21', isMinimumStock: true },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({
      path: 'lines.0.isMinimumStock',
      code: 'not_below_minimum',
    });
    const read = await call('GET', `/products/${p}/minimum-stock`);
    expect(read.json()).toMatchObject({ available: '4.0000', incoming: '21.0000' });

    // Cancelling the order frees the need again.
    const order = made.json().orders[0];
    const cancelled = await call('PUT', `/supplier-order/${order.id}/state`, {
      state: 'CANCELLED',
      version: order.version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await viewLines(s, 'MIN-B')).toMatchObject([{ productId: p, quantity: '21.0000' }]);
  });

  it('counts two lines of one request for the same product one after the other', async () => {
    session = await t().login('irodai');
    const s = await supplier(2);
    const p = await product('MIN-C', { supplierId: s, unitPrice: '10' });
    await levels(p, { minimumStock: '10', orderUpToStock: null });
    const twice = await generate([
      { supplierId: s, productId: p, quantity: '12', isMinimumStock: true },
      { supplierId: s, productId: p, quantity: '1', isMinimumStock: true },
    ]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].path).toBe('lines.1.isMinimumStock');
    expect(await ordered(p)).toBe('0');
  });

  it('generates a minimum-stock need exactly once under parallel requests', async () => {
    session = await t().login('irodai');
    const s = await supplier(3);
    const p = await stocked('MIN-D', s, '2');
    await levels(p, { minimumStock: '5', orderUpToStock: '20' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        generate([{ supplierId: s, productId: p, quantity: '18', isMinimumStock: true }]),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
    expect(await ordered(p)).toBe('18');
  });
});

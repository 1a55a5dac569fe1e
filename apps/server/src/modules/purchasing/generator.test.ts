import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, type Session } from '../../test/harness.ts';
import { purchasingCalls } from './purchasing.test-data.ts';

describeApp('supplier order generator', (t) => {
  let session: Session;
  const { db, call, supplier, product, demandOrder, covered } = purchasingCalls(t, () => session);
  const view = async (supplierId: number, term: string) => {
    const r = await call(
      'GET',
      `/supplier-order/supplier-order-generator-view?supplier_id=${supplierId}&term=${term}`,
    );
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };
  const generate = (lines: object[]) =>
    call('PUT', '/supplier-order/generate-supplier-orders', { lines });

  it('groups the open demand per supplier with prices and the orders served, then generates drafts', async () => {
    session = await t().login('irodai');
    const [s1, s2] = [await supplier(0), await supplier(1)];
    const a = await product('GEN-A', { supplierId: s1, unitPrice: '120' });
    const b = await product('GEN-B');
    const first = await demandOrder([
      { productId: a, quantity: '3', supplierId: s1 },
      { productId: b, quantity: '2', supplierId: s1 },
    ]);
    const second = await demandOrder([{ productId: a, quantity: '4', supplierId: s1 }]);
    const sub = await demandOrder([{ productId: b, quantity: '1', supplierId: s2 }], 'SUBCONTRACT');

    const page = await view(s1, 'GEN-');
    expect(page.total).toBe(2);
    expect(page.items).toHaveLength(1);
    const [group] = page.items;
    expect(group).toMatchObject({ supplierId: s1, currencyCode: 'HUF', net: '840.0000' });
    expect(group.lines).toMatchObject([
      {
        productId: a,
        quantity: '7.0000',
        unitPrice: '120.0000',
        isPriceKnown: true,
        net: '840.0000',
        demandCount: 2,
        customerOrderLineIds: [first.lines[0]!.id, second.lines[0]!.id].sort((x, y) => x - y),
        demands: [
          {
            customerOrderLineId: first.lines[0]!.id,
            customerOrderNumber: first.number,
            quantity: '3.0000',
          },
          { customerOrderLineId: second.lines[0]!.id, quantity: '4.0000' },
        ],
      },
      { productId: b, quantity: '2.0000', unitPrice: '0', isPriceKnown: false },
    ]);
    expect((await view(s2, 'GEN-B')).items[0].lines[0].demands).toMatchObject([
      { customerOrderLineId: sub.lines[0]!.id },
    ]);

    const made = await generate([
      {
        supplierId: s1,
        productId: a,
        quantity: '10',
        customerOrderLineIds: [first.lines[0]!.id, second.lines[0]!.id],
      },
      {
        supplierId: s1,
        productId: b,
        quantity: '2',
        unitPrice: '55',
        customerOrderLineIds: [first.lines[1]!.id],
      },
      { supplierId: s2, productId: b, quantity: '1', customerOrderLineIds: [sub.lines[0]!.id] },
    ]);
    expect(made.statusCode, made.body).toBe(200);
    const orders = made.json().orders;
    expect(orders).toMatchObject([
      { supplierId: s1, state: 'DRAFT', lineCount: 2, net: '1310.0000' },
      { supplierId: s2, state: 'DRAFT', lineCount: 1 },
    ]);
    expect(await covered(first.lines[0]!.id)).toBe('3');
    expect(await covered(second.lines[0]!.id)).toBe('4');
    expect((await view(s1, 'GEN-')).total).toBe(0);
    const supplies = await call(
      'GET',
      `/supplier-order/generated-from-customer?customer_order_id=${first.id}`,
    );
    expect(supplies.json()).toMatchObject([
      {
        customerOrderLineId: first.lines[0]!.id,
        supplierOrderId: orders[0].id,
        quantity: '3.0000',
      },
      {
        customerOrderLineId: first.lines[1]!.id,
        supplierOrderId: orders[0].id,
        quantity: '2.0000',
      },
    ]);
    const again = await generate([
      { supplierId: s1, productId: a, quantity: '1', customerOrderLineIds: [first.lines[0]!.id] },
    ]);
    expect(again.json()).toMatchObject({
      status: 409,
      errors: [{ path: 'lines.0.customerOrderLineIds.0', code: 'already_ordered' }],
    });
  });

  it('a smaller quantity covers part; the rest stays open; cancelling the order frees it all', async () => {
    session = await t().login('irodai');
    const s = await supplier(2);
    const p = await product('GEN-C', { supplierId: s, unitPrice: '5' });
    const order = await demandOrder([{ productId: p, quantity: '10', supplierId: s }]);
    const lineId = order.lines[0]!.id;
    const part = await generate([
      { supplierId: s, productId: p, quantity: '4', customerOrderLineIds: [lineId] },
    ]);
    expect(await covered(lineId)).toBe('4');
    expect((await view(s, 'GEN-C')).items[0].lines[0]).toMatchObject({ quantity: '6.0000' });
    const [draft] = part.json().orders;
    await call('PUT', `/supplier-order/${draft.id}/state`, {
      state: 'CANCELLED',
      version: draft.version,
    });
    expect(await covered(lineId)).toBe('0');
    expect((await view(s, 'GEN-C')).items[0].lines[0]).toMatchObject({ quantity: '10.0000' });
  });

  it('refuses demand named twice in one request, and wrong demand, writing nothing', async () => {
    session = await t().login('irodai');
    const s = await supplier(3);
    const p = await product('GEN-D');
    const other = await product('GEN-E');
    const order = await demandOrder([{ productId: p, quantity: '2', supplierId: s }]);
    const lineId = order.lines[0]!.id;
    const twice = await generate([
      { supplierId: s, productId: p, quantity: '2', customerOrderLineIds: [lineId] },
      { supplierId: s, productId: p, quantity: '2', customerOrderLineIds: [lineId] },
    ]);
    expect(twice.json()).toMatchObject({
      status: 409,
      errors: [{ path: 'lines.1.customerOrderLineIds.0', code: 'already_ordered' }],
    });
    expect(await covered(lineId)).toBe('0');
    const wrongProduct = await generate([
      { supplierId: s, productId: other, quantity: '2', customerOrderLineIds: [lineId] },
    ]);
    expect(wrongProduct.json()).toMatchObject({
      status: 400,
      errors: [{ path: 'lines.0.customerOrderLineIds.0' }],
    });
    const current = (await call('GET', `/customer-order/${order.id}`)).json();
    await call('POST', `/customer-order/${order.id}/state`, {
      state: 'CANCELLED',
      version: current.version,
    });
    const notDemand = await generate([
      { supplierId: s, productId: p, quantity: '1', customerOrderLineIds: [lineId] },
    ]);
    expect(notDemand.json()).toMatchObject({
      status: 409,
      errors: [{ path: 'lines.0.customerOrderLineIds.0', code: 'not_demand' }],
    });
    const badSupplier = await generate([{ supplierId: 2147483000, productId: p, quantity: '1' }]);
    expect(badSupplier.json()).toMatchObject({
      status: 400,
      errors: [{ path: 'lines.0.supplierId' }],
    });
    const [count] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from supplier_order_lines where product_id = ${p}`,
    );
    expect(count!.n).toBe(0);
  });

  it('orders each demand once when eight buyers generate at once', async () => {
    session = await t().login('irodai');
    const s = await supplier(4);
    const p = await product('GEN-F', { supplierId: s, unitPrice: '1' });
    const orders = await Promise.all(
      [3, 5, 2].map((q) => demandOrder([{ productId: p, quantity: String(q), supplierId: s }])),
    );
    const lineIds = orders.map((o) => o.lines[0]!.id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        generate([{ supplierId: s, productId: p, quantity: '10', customerOrderLineIds: lineIds }]),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
    expect(await Promise.all(lineIds.map(covered))).toEqual(['3', '5', '2']);
    const [ordered] = await queryRows<{ q: string }>(
      db(),
      sql`select trim_scale(sum(quantity))::text as q from supplier_order_lines where product_id = ${p}`,
    );
    expect(ordered!.q).toBe('10');
  });

  it('creates supplier orders from one customer order, or adds its lines to a draft', async () => {
    session = await t().login('irodai');
    const s = await supplier(5);
    const p = await product('GEN-G', { supplierId: s, unitPrice: '7' });
    const draft = (
      await call('POST', '/supplier-order/', {
        supplierId: s,
        lines: [{ productId: p, quantity: '1' }],
      })
    ).json();
    const order = await demandOrder([
      { productId: p, quantity: '2', supplierId: s },
      { productId: p, quantity: '3', supplierId: await supplier(6) },
    ]);
    const into = await call('POST', `/customer-order/${order.id}/create-supplier-order`, {
      lineIds: [order.lines[0]!.id],
      supplierOrderId: draft.id,
    });
    expect(into.json().orders).toMatchObject([
      { id: draft.id, lineCount: 2, version: draft.version + 1 },
    ]);
    const rest = await call('POST', `/customer-order/${order.id}/create-supplier-order`, {});
    expect(rest.json().orders).toMatchObject([{ lineCount: 1, net: '0.0000' }]);
    expect(await covered(order.lines[1]!.id)).toBe('3');
    const none = await call('POST', `/customer-order/${order.id}/create-supplier-order`, {});
    expect(none.json()).toMatchObject({ status: 409, code: 'INVALID_STATE' });
    const sent = await call('PUT', `/supplier-order/${draft.id}/state`, {
      state: 'SENT',
      version: draft.version + 1,
    });
    expect(sent.statusCode).toBe(200);
    const notDraft = await call('POST', `/customer-order/${order.id}/create-supplier-order`, {
      supplierOrderId: draft.id,
    });
    expect(notDraft.json()).toMatchObject({ status: 409, code: 'INVALID_STATE' });
  });
});

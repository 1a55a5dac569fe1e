import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { createCustomer, createStockedProduct } from './customer-orders.test-data.ts';

describeApp('customer orders: number prefix search, customer sort key, creation', (t) => {
  let session: Session;
  let customer: number;
  let productId: number;
  const call = (method: string, path: string, body?: unknown) =>
    t().call(method, `${REST}${path}`, { session, body });
  const createOrder = async () => {
    const r = await call('POST', '/customer-order/', {
      customerId: customer,
      lines: [{ productId, quantity: '1' }],
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };
  const rapid = async (term: string) =>
    (
      await call(
        'GET',
        `/customer-order/rapid-search/mac?term=${encodeURIComponent(term)}&limit=50`,
      )
    )
      .json()
      .map((o: { code: string }) => o.code);

  beforeAll(async () => {
    session = await t().login('ertekesito');
    customer = await createCustomer(t().database.db, 'Keresett Kft.');
    productId = (await createStockedProduct(t().database.db, 'S-SEARCH', { price: '10' })).id;
  });

  it('finds an order by the beginning of its number (any case) and by a fragment inside it', async () => {
    const order = await createOrder();
    const prefix = order.number.slice(0, -1);
    expect(await rapid(prefix.toLowerCase())).toContain(order.number);
    const list = await call('POST', '/customer-order/search', { term: order.number });
    expect(list.json().items.map((o: { id: number }) => o.id)).toEqual([order.id]);
    // One letter is no whole series: the fragment may stand inside a number (search document).
    expect(await rapid(order.number.slice(1))).toContain(order.number);
    expect(await rapid(order.number.slice(-6))).toContain(order.number);
    expect(await rapid('ZZ-1999-')).toEqual([]);
  });

  it('keeps the customer sort key with the name, also when the partner is renamed', async () => {
    const order = await createOrder();
    const key = async () =>
      (
        await queryRows<{ customer_sort: string }>(
          t().database.db,
          sql`select customer_sort from customer_orders where id = ${order.id}`,
        )
      )[0]!.customer_sort;
    expect(await key()).toBe('Keresett Kft.');
    await t().database.db.execute(
      sql`update partners set name = 'Átnevezett Kft.' where id = ${customer}`,
    );
    expect(await key()).toBe('Átnevezett Kft.');
    const sorted = await call('POST', '/customer-order/search', {
      customerId: customer,
      sort: 'customer',
      direction: 'asc',
    });
    expect(sorted.json().items[0]).toMatchObject({ customerName: 'Átnevezett Kft.' });
    await t().database.db.execute(
      sql`update partners set name = 'Keresett Kft.' where id = ${customer}`,
    );
  });

  it('writes the order, its number, portal row and audit row in one statement', async () => {
    const order = await createOrder();
    const [audit] = await queryRows<{ after: { number: string; id: number; lines: unknown[] } }>(
      t().database.db,
      sql`select after from audit_log where entity = 'customer_order' and action = 'create'
          and entity_id = ${String(order.id)}`,
    );
    expect(audit!.after).toMatchObject({ id: order.id, number: order.number });
    expect(audit!.after.lines).toHaveLength(1);
    expect(audit!.after).not.toHaveProperty('accessCode');
    const [portal] = await queryRows<{ n: number }>(
      t().database.db,
      sql`select count(*)::int as n from customer_order_access where order_number = ${order.number}`,
    );
    expect(portal!.n).toBe(1);
    // An unknown product writes nothing: no order, and the number is not used up.
    const bad = await call('POST', '/customer-order/', {
      customerId: customer,
      lines: [{ productId: 999_999, quantity: '1' }],
    });
    expect(bad.statusCode).toBe(400);
    const next = await createOrder();
    expect(Number(next.number.slice(-6))).toBe(Number(order.number.slice(-6)) + 1);
  });
});

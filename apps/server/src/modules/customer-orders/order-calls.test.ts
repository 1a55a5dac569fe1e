import { Money, roundMoney } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import {
  createApprovedDiscount,
  createCustomer,
  createStockedProduct,
} from './customer-orders.test-data.ts';

interface Line {
  id: number;
  position: number;
  productId: number;
  quantity: string;
  unitPrice: string;
  net: string;
  reservedQuantity: string;
  priceExplanation: string | null;
}

describeApp('customer order calls', (t) => {
  let sales: Session;
  let office: Session;
  let customer: number;
  const call = (method: string, path: string, body?: unknown, as = sales) =>
    t().call(method, `${REST}${path}`, { session: as, body });
  const db = () => t().database.db;
  const createOrder = async (lines: object[], extra: object = {}, as = sales) => {
    const r = await call('POST', '/customer-order/', { customerId: customer, lines, ...extra }, as);
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };

  beforeAll(async () => {
    sales = await t().login('ertekesito');
    office = await t().login('irodai');
    customer = await createCustomer(db(), 'Sorvezető Kft.');
  });

  it('update-order changes one line and leaves the others untouched', async () => {
    const { id: a } = await createStockedProduct(db(), 'L-A', { price: '100' });
    const { id: b } = await createStockedProduct(db(), 'L-B', { price: '10' });
    const order = await createOrder([
      { productId: a, quantity: '1' },
      { productId: b, quantity: '2' },
      { productId: a, quantity: '3' },
    ]);
    const [l1, l2, l3] = order.lines as Line[];
    const path = `/customer-order/${order.id}/update-order`;
    const r = await call('POST', path, {
      version: order.version,
      lines: [
        { id: l2!.id, productId: b, quantity: '5' },
        { productId: b, quantity: '1' },
      ],
      deleteLineIds: [l3!.id],
    });
    expect(r.statusCode, r.body).toBe(200);
    const after = r.json();
    expect(after.version).toBe(order.version + 1);
    // The answer carries the changed and added lines only; the first line was not touched.
    expect(after.lines.map((l: Line) => [l.id, l.position, l.quantity, l.net])).toEqual([
      [l2!.id, 2, '5.0000', '50'],
      [expect.any(Number), 3, '1.0000', '10'],
    ]);
    expect(after.deletedLineIds).toEqual([l3!.id]);
    const full = (await call('GET', `/customer-order/${order.id}`)).json();
    expect(full.lines.map((l: Line) => l.id)).toEqual([l1!.id, l2!.id, after.lines[1].id]);
    expect(full.lines[0]).toEqual(l1);
    // VAT rounds per line: 27 + 14 (13,5) + 3 (2,7).
    expect(after.totals).toEqual({ net: '160', vat: '44', gross: '204' });
    const [portal] = await queryRows<{ items: { quantity: string }[] }>(
      db(),
      sql`select items from customer_order_access where order_number = ${order.number}`,
    );
    expect(portal!.items.map((i) => i.quantity)).toEqual(['1.0000', '5.0000', '1.0000']);

    const stale = await call('POST', path, { version: order.version, lines: [] });
    expect(stale.json().code).toBe('STALE_VERSION');
    const foreign = await call('POST', path, {
      version: after.version,
      lines: [{ id: 2_000_000_000, productId: b, quantity: '1' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].path).toBe('lines.0.id');
    const badDelete = await call('POST', path, {
      version: after.version,
      deleteLineIds: [2_000_000_000],
    });
    expect(badDelete.json().errors[0].path).toBe('deleteLineIds.0');
    // The sales desk may keep the stored price but not type another one (sales.price).
    const kept = await call('POST', path, {
      version: after.version,
      lines: [{ id: l1!.id, productId: a, quantity: '2', unitPrice: '100' }],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const typed = await call('POST', path, {
      version: kept.json().version,
      lines: [{ id: l1!.id, productId: a, quantity: '2', unitPrice: '90' }],
    });
    expect(typed.statusCode).toBe(403);
    expect(typed.json().errors[0].path).toBe('lines.0.unitPrice');
    const byOffice = await call(
      'POST',
      path,
      {
        version: kept.json().version,
        lines: [{ id: l1!.id, productId: a, quantity: '2', unitPrice: '90' }],
      },
      office,
    );
    expect(byOffice.statusCode, byOffice.body).toBe(200);
    expect(byOffice.json().lines[0].unitPrice).toBe('90.0000');
  });

  it('a confirmed order re-reserves only the changed line; a dispatched one refuses', async () => {
    const { id: p } = await createStockedProduct(db(), 'L-RES', { stock: 5 });
    const order = await createOrder([
      { productId: p, quantity: '1' },
      { productId: p, quantity: '1' },
    ]);
    const confirmed = (
      await call('POST', `/customer-order/${order.id}/state`, {
        state: 'CONFIRMED',
        version: order.version,
      })
    ).json();
    const r = await call('POST', `/customer-order/${order.id}/update-order`, {
      version: confirmed.version,
      lines: [{ id: confirmed.lines[1].id, productId: p, quantity: '4' }],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().lines.map((l: Line) => l.reservedQuantity)).toEqual(['4.0000']);
    const full = (await call('GET', `/customer-order/${order.id}`)).json();
    expect(full.lines.map((l: Line) => l.reservedQuantity)).toEqual(['1.0000', '4.0000']);
    // Only the changed line's portal item is rewritten, in its place.
    const [portal] = await queryRows<{ items: { code: string; quantity: string }[] }>(
      db(),
      sql`select items from customer_order_access where order_number = ${order.number}`,
    );
    expect(portal!.items.map((i) => [i.code, i.quantity])).toEqual([
      ['L-RES', '1.0000'],
      ['L-RES', '4.0000'],
    ]);
    const dispatched = await call(
      'POST',
      `/orders/dispatch/${order.id}`,
      { version: r.json().version },
      office,
    );
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    const refused = await call('POST', `/customer-order/${order.id}/update-order`, {
      version: dispatched.json().orderVersion,
      lines: [{ id: confirmed.lines[1].id, productId: p, quantity: '1' }],
    });
    expect(refused.statusCode).toBe(409);
  });

  it('change-product keeps the quantity and re-prices the line', async () => {
    const { id: a } = await createStockedProduct(db(), 'L-SUB1', { price: '100' });
    const { id: b } = await createStockedProduct(db(), 'L-SUB2', { price: '250' });
    const order = await createOrder([{ productId: a, quantity: '3' }]);
    const path = `/order-items/${order.lines[0].id}/change-product`;
    const r = await call('POST', path, { productId: b, version: order.version });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().lines[0]).toMatchObject({
      id: order.lines[0].id,
      productId: b,
      quantity: '3.0000',
      unitPrice: '250.0000',
      net: '750',
    });
    const unknown = await call('POST', path, {
      productId: 2_000_000_000,
      version: r.json().version,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('productId');
    expect(
      (await call('POST', '/order-items/2000000000/change-product', { productId: b, version: 1 }))
        .statusCode,
    ).toBe(404);
    const actions = await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_log where entity = 'customer_order' and entity_id = ${String(order.id)} order by id`,
    );
    expect(actions.map((x) => x.action)).toEqual(['create', 'change_product']);
  });

  it('sets the employees who took and changed the order', async () => {
    const { id: p } = await createStockedProduct(db(), 'L-EMP');
    const order = await createOrder([{ productId: p, quantity: '1' }]);
    const [emp] = await queryRows<{ id: number }>(
      db(),
      sql`select id from employees where firm_id = 1 and is_active order by id limit 1`,
    );
    const taken = await call('PUT', '/customer-order/created-by', {
      orderId: order.id,
      employeeId: emp!.id,
      version: order.version,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      createdByEmployeeId: emp!.id,
      modifiedByEmployeeId: null,
    });
    const changed = await call('PUT', '/customer-order/modified-by', {
      orderId: order.id,
      employeeId: emp!.id,
      version: taken.json().version,
    });
    expect(changed.json().modifiedByEmployeeId).toBe(emp!.id);
    const stale = await call('PUT', '/customer-order/modified-by', {
      orderId: order.id,
      employeeId: null,
      version: order.version,
    });
    expect(stale.statusCode).toBe(409);
    const [foreign] = await queryRows<{ id: number }>(
      db(),
      sql`select id from employees where firm_id = 2 order by id limit 1`,
    );
    const bad = await call('PUT', '/customer-order/created-by', {
      orderId: order.id,
      employeeId: foreign!.id,
      version: changed.json().version,
    });
    expect(bad.json().errors[0].path).toBe('employeeId');
  });

  it('answers the items, converts prices to the order currency and looks partners up', async () => {
    const { id: p } = await createStockedProduct(db(), 'L-EUR');
    // No EUR list price: a typed price is the back office's (sales.price).
    const order = await createOrder(
      [{ productId: p, quantity: '2', unitPrice: '10' }],
      { currencyCode: 'EUR' },
      office,
    );
    const items = await call('GET', `/api/orders/${order.id}/items`);
    expect(items.json()).toMatchObject([
      { productId: p, quantity: '2.0000', dispatchedQuantity: '0.0000' },
    ]);
    const converted = await call(
      'GET',
      `/orders/convert-price-to-order-currency-and-set-scale?order_id=${order.id}&price=1000`,
    );
    expect(converted.statusCode, converted.body).toBe(200);
    const rate = order.exchangeRate as string;
    expect(converted.json()).toMatchObject({ currencyCode: 'EUR', scale: 2, rate });
    expect(converted.json().price).toBe(roundMoney(new Money(1000).div(rate), 2));
    const same = await call(
      'GET',
      `/orders/convert-price-to-order-currency-and-set-scale?order_id=${order.id}&price=12.345&currency=EUR`,
    );
    expect(same.json().price).toBe('12.35');

    const [supplier] = await queryRows<{ name: string }>(
      db(),
      sql`select name from partners where firm_id = 1 and 'SUPPLIER' = any(roles) order by id limit 1`,
    );
    const found = await call(
      'GET',
      `/customer-order/suppliers/mac?term=${encodeURIComponent(supplier!.name.slice(0, 4))}`,
    );
    expect(found.json().map((x: { name: string }) => x.name)).toContain(supplier!.name);
    const customers = await call('GET', `/orders/customer/mac?term=Sorvez`);
    expect(customers.json()).toEqual([expect.objectContaining({ id: customer })]);
    for (const kind of ['manufacturers', 'subcontractors'])
      expect((await call('GET', `/customer-order/${kind}/mac`)).statusCode).toBe(200);
  });

  it('explains a discounted price with the discount, its percent and approver', async () => {
    const { id: p } = await createStockedProduct(db(), 'L-DISC', { price: '1000' });
    await createApprovedDiscount(db(), 'Ősz 2026 kampány', p, 12);
    const order = await createOrder([{ productId: p, quantity: '1' }]);
    expect(order.lines[0]).toMatchObject({
      discountPercent: '12.00',
      net: '880',
      priceExplanation: 'Ősz 2026 kampány, −12 %, jóváhagyta: Nagy Katalin',
    });
    const quote = await call('POST', '/customer-order/quote', {
      customerId: customer,
      lines: [{ productId: p, quantity: '1' }],
    });
    expect(quote.json().lines[0].priceExplanation).toContain('Ősz 2026 kampány');
    let q = quote.json();
    for (const state of ['SENT', 'APPROVED'])
      q = (
        await call('POST', `/customer-order/quote/${q.id}/state`, { state, version: q.version })
      ).json();
    const fromQuote = await call('POST', `/customer-order/quote/${q.id}/create-order`);
    expect(fromQuote.json().lines[0].priceExplanation).toBe(quote.json().lines[0].priceExplanation);
    // The desk cannot drop the approved discount; the back office can (and the reason goes).
    const update = (as: Session) =>
      call(
        'PUT',
        '/customer-order/',
        {
          id: order.id,
          version: order.version,
          customerId: customer,
          lines: [{ productId: p, quantity: '1', discountPercent: '0' }],
        },
        as,
      );
    expect((await update(sales)).statusCode).toBe(403);
    const manual = await update(office);
    expect(manual.json().lines[0]).toMatchObject({
      discountPercent: '0.00',
      priceExplanation: null,
    });
  });
});

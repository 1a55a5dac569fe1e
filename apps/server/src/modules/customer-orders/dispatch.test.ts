import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { pdfText } from '../invoices/pdf-text.test-data.ts';
import { createCustomer, createStockedProduct } from './customer-orders.test-data.ts';

describeApp('dispatch', (t) => {
  let office: Session;
  let customer: number;
  const call = (method: string, path: string, body?: unknown, as = office) =>
    t().call(method, `${REST}${path}`, { session: as, body });
  const db = () => t().database.db;
  const order = async (lines: object[], confirm = true, customerId = customer) => {
    const created = await call('POST', '/customer-order/', { customerId, lines });
    expect(created.statusCode, created.body).toBe(200);
    if (!confirm) return created.json();
    const o = created.json();
    const r = await call('POST', `/customer-order/${o.id}/state`, {
      state: 'CONFIRMED',
      version: o.version,
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };
  const validate = async (id: number) =>
    (await call('GET', `/orders/validate-before-dispatch?orderId=${id}`)).json();
  const dispatch = (o: { id: number; version: number }, lines?: object[]) =>
    call('POST', `/orders/dispatch/${o.id}`, { version: o.version, ...(lines && { lines }) });
  const onHand = (productId: number, storageId: number) =>
    queryRows<{ q: string; r: string }>(
      db(),
      sql`select (select coalesce(sum(quantity), 0) from stock_movements where product_id = ${productId} and storage_id = ${storageId})::text as q,
                 (select coalesce(sum(quantity), 0) from stock_reservations where product_id = ${productId} and storage_id = ${storageId})::text as r`,
    ).then((rows) => ({ q: Number(rows[0]!.q), r: Number(rows[0]!.r) }));

  beforeAll(async () => {
    office = await t().login('irodai');
    customer = await createCustomer(db(), 'Kiszállító Kft.');
  });

  it('answers every reason an order cannot leave, in Hungarian', async () => {
    const { id: p } = await createStockedProduct(db(), 'D-WHY', { stock: 1 });
    const draft = await order([{ productId: p, quantity: '3' }], false);
    const v = await validate(draft.id);
    expect(v).toMatchObject({ orderId: draft.id, canDispatch: false, canDispatchPartly: false });
    expect(v.reasons.map((r: { code: string }) => r.code)).toEqual([
      'WRONG_STATE',
      'UNRESERVED_LINE',
    ]);
    expect(v.reasons[0].message).toContain('Piszkozat');
    expect(v.reasons[1]).toMatchObject({
      lineId: draft.lines[0].id,
      message: 'A(z) 1. tétel (D-WHY) nincs teljesen lefoglalva: hiányzik 3 db.',
    });

    const confirmed = await order([{ productId: p, quantity: '3' }]);
    const partly = await validate(confirmed.id);
    expect(partly).toMatchObject({ canDispatch: false, canDispatchPartly: true });
    expect(partly.reasons[0].message).toContain('hiányzik 2 db');

    await db().execute(
      sql`update customer_orders set delivery_address = '' where id = ${confirmed.id}`,
    );
    const blocked = await createCustomer(db(), 'Tiltott Bt.');
    await db().execute(sql`update partners set is_active = false where id = ${blocked}`);
    await db().execute(
      sql`update customer_orders set customer_id = ${blocked} where id = ${confirmed.id}`,
    );
    const codes = (await validate(confirmed.id)).reasons.map((r: { code: string }) => r.code);
    expect(codes).toEqual(['CUSTOMER_BLOCKED', 'MISSING_DELIVERY_ADDRESS', 'UNRESERVED_LINE']);
    const refused = await dispatch(confirmed, [
      { orderLineId: confirmed.lines[0].id, quantity: '1' },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'customerId',
      'deliveryAddress',
    ]);

    const fromDraft = await dispatch(draft);
    expect(fromDraft.statusCode).toBe(409);
    expect(fromDraft.json().errors[0]).toMatchObject({ path: 'state', code: 'wrong_state' });

    const cancelled = await call('POST', `/customer-order/${draft.id}/state`, {
      state: 'CANCELLED',
      version: draft.version,
    });
    expect((await validate(cancelled.json().id)).reasons[0].code).toBe('CANCELLED');
    const packed = await call('POST', `/orders/${draft.id}/parcels`, { parcels: [] });
    expect(packed.statusCode).toBe(409);
    expect(
      (await call('GET', '/orders/validate-before-dispatch?orderId=2000000000')).statusCode,
    ).toBe(404);
  });

  it('dispatches partly, then the rest: stock leaves the reserved storage and the order is DISPATCHED', async () => {
    const { id: p, storage_id } = await createStockedProduct(db(), 'D-PART', { stock: 10 });
    const o = await order([
      { productId: p, quantity: '4' },
      { productId: p, quantity: '2' },
    ]);
    const tooMuch = await dispatch(o, [{ orderLineId: o.lines[0].id, quantity: '5' }]);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0].path).toBe('lines.0.quantity');
    const stranger = await dispatch(o, [{ orderLineId: 2_000_000_000, quantity: '1' }]);
    expect(stranger.json().errors[0].path).toBe('lines.0.orderLineId');

    const first = await dispatch(o, [{ orderLineId: o.lines[0].id, quantity: '3' }]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      orderState: 'CONFIRMED',
      number: expect.stringMatching(/^SZL-\d{4}-\d{6}$/),
      lines: [{ orderLineId: o.lines[0].id, quantity: '3.0000' }],
      movements: [{ orderLineId: o.lines[0].id, storageId: storage_id, quantity: '3.0000' }],
    });
    expect(await onHand(p, storage_id)).toEqual({ q: 7, r: 3 });
    const mid = (await call('GET', `/customer-order/${o.id}`)).json();
    expect(mid).toMatchObject({
      state: 'CONFIRMED',
      dispatchStatus: 'PARTIAL',
      lines: [
        { dispatchedQuantity: '3.0000', reservedQuantity: '1.0000', missingQuantity: '0.0000' },
        { dispatchedQuantity: '0.0000', reservedQuantity: '2.0000' },
      ],
    });
    // A partly dispatched order's lines are its delivery notes' lines: no edit, no cancel.
    const edit = await call('POST', `/customer-order/${o.id}/state`, {
      state: 'CANCELLED',
      version: mid.version,
    });
    expect(edit.statusCode).toBe(409);
    expect((await dispatch(o)).json().code).toBe('STALE_VERSION');

    const rest = await dispatch(mid);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({
      orderState: 'DISPATCHED',
      lines: [
        { orderLineId: o.lines[0].id, quantity: '1.0000' },
        { orderLineId: o.lines[1].id, quantity: '2.0000' },
      ],
    });
    expect(await onHand(p, storage_id)).toEqual({ q: 4, r: 0 });
    const done = (await call('GET', `/customer-order/${o.id}`)).json();
    expect(done).toMatchObject({ state: 'DISPATCHED', dispatchStatus: 'FULL' });
    const again = await dispatch(done);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('already_dispatched');
    const [portal] = await queryRows<{ status: string }>(
      db(),
      sql`select status from customer_order_access where order_number = ${o.number}`,
    );
    expect(portal!.status).toBe('DISPATCHED');
    const closed = await call('POST', `/customer-order/${o.id}/state`, {
      state: 'CLOSED',
      version: done.version,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const actions = await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_log where entity = 'customer_order' and entity_id = ${String(o.id)} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'create',
      'confirm',
      'dispatch',
      'dispatch',
      'close',
    ]);
  });

  it('refuses dispatching everything while a line is missing', async () => {
    const { id: p } = await createStockedProduct(db(), 'D-MISS', { stock: 1 });
    const o = await order([{ productId: p, quantity: '2' }]);
    const r = await dispatch(o);
    expect(r.statusCode).toBe(409);
    expect(r.json().errors[0]).toMatchObject({ path: 'lines.0', code: 'unreserved_line' });
  });

  it('two dispatches of the same order at once: exactly one wins', async () => {
    const { id: p, storage_id } = await createStockedProduct(db(), 'D-TWICE', { stock: 5 });
    const o = await order([{ productId: p, quantity: '2' }]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => dispatch(o)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
    expect(await onHand(p, storage_id)).toEqual({ q: 3, r: 0 });
    const [notes] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from dispatches where customer_order_id = ${o.id}`,
    );
    expect(notes!.n).toBe(1);
  });

  it('records parcels and prints the order label as a PDF', async () => {
    const { id: p } = await createStockedProduct(db(), 'D-PARCEL');
    const o = await order([{ productId: p, quantity: '1' }]);
    const empty = await call('GET', `/orders/${o.id}/parcels`);
    expect(empty.json()).toEqual({
      orderId: o.id,
      parcels: [],
      totalCount: 0,
      totalWeightKg: '0.000',
    });
    const saved = await call('POST', `/orders/${o.id}/parcels`, {
      parcels: [
        { count: 2, weightKg: '12.5', lengthCm: 120, widthCm: 80, heightCm: 60 },
        { count: 1, weightKg: '3', lengthCm: 40, widthCm: 30, heightCm: 20 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      totalCount: 3,
      totalWeightKg: '28.000',
      parcels: [{ position: 1, count: 2, weightKg: '12.500' }, { position: 2 }],
    });
    const bad = await call('POST', `/orders/${o.id}/parcels`, {
      parcels: [{ count: 0, weightKg: '-1', lengthCm: 1, widthCm: 1, heightCm: 1 }],
    });
    expect(bad.statusCode).toBe(400);

    const label = await call('POST', `/orders/${o.id}/reprint-order-label`, {});
    expect(label.statusCode, label.body).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // One label per parcel: three pages.
    expect(label.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);
    // Each label numbers its parcel of all and names the sender: the firm and its address.
    const text = pdfText(label.rawPayload);
    expect(text.filter((s) => s.startsWith('Csomag:'))).toEqual([
      'Csomag: 1/3',
      'Csomag: 2/3',
      'Csomag: 3/3',
    ]);
    const [firm] = await queryRows<{ name: string; address: string }>(
      db(),
      sql`select name, address from firms where id = 1`,
    );
    expect(text.filter((s) => s.startsWith('Feladó:'))).toEqual(
      Array(3).fill(`Feladó: ${firm!.name}, ${firm!.address}`),
    );
    const one = await call('POST', `/orders/${o.id}/reprint-order-label`, { copies: 1 });
    expect(one.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('the warehouse dispatches; the sales desk may not', async () => {
    const { id: p } = await createStockedProduct(db(), 'D-WHO', { stock: 2 });
    const o = await order([{ productId: p, quantity: '1' }]);
    const sales = await t().login('ertekesito');
    const refused = await call('POST', `/orders/dispatch/${o.id}`, { version: o.version }, sales);
    expect(refused.statusCode).toBe(403);
    const warehouse = await t().login('raktaros');
    const r = await call('POST', `/orders/dispatch/${o.id}`, { version: o.version }, warehouse);
    expect(r.statusCode, r.body).toBe(200);
  });
});

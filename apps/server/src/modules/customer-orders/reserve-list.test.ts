import { beforeAll, expect, it } from 'vitest';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { createCustomer, createStockedProduct } from './customer-orders.test-data.ts';

describeApp('reservation list', (t) => {
  let office: Session;
  let customer: number;
  const call = (method: string, path: string, body?: unknown) =>
    t().call(method, `${REST}${path}`, { session: office, body });
  const confirmedOrder = async (productId: number, branchId: number, quantity: string) => {
    const created = await call('POST', '/customer-order/', {
      customerId: customer,
      branchId,
      lines: [{ productId, quantity }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const o = created.json();
    const r = await call('POST', `/customer-order/${o.id}/state`, {
      state: 'CONFIRMED',
      version: o.version,
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };

  beforeAll(async () => {
    office = await t().login('irodai');
    customer = await createCustomer(t().database.db, 'Foglaló Kft.');
  });

  it('a line missing stock names the other orders holding it and how much', async () => {
    const { id: productId, branch_id } = await createStockedProduct(t().database.db, 'RL-HELD', {
      stock: 5,
    });
    const first = await confirmedOrder(productId, branch_id, '3');
    const second = await confirmedOrder(productId, branch_id, '2');
    const short = await confirmedOrder(productId, branch_id, '4');
    const [line] = (await call('GET', `/customer-order/${short.id}/reserve-list`)).json();
    expect(line.missingQuantity).toBe('4.0000');
    expect(line.heldBy).toEqual([
      { orderId: first.id, orderNumber: first.number, quantity: '3.0000' },
      { orderId: second.id, orderNumber: second.number, quantity: '2.0000' },
    ]);
    // A fully reserved line names nobody.
    const [held] = (await call('GET', `/customer-order/${first.id}/reserve-list`)).json();
    expect(held.heldBy).toEqual([]);
  });
});

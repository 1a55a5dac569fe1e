import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/database.ts';
import { seedContext } from '../../seed/context.ts';
import { describeApp, type Session } from '../../test/harness.ts';
import {
  createCustomer,
  createStockedProduct,
} from '../customer-orders/customer-orders.test-data.ts';
import { dashboardTab } from '../warehouse-dashboard/dashboard-tabs.ts';
import './shelving.dashboard.ts';
import { shelvingCalls } from './shelving.test-data.ts';

interface Waiting {
  productId: number;
  productCode: string;
  storageCode: string;
  available: string;
  target: { code: string } | null;
  targetReason: string | null;
}

describeApp('shelving', (t) => {
  let session: Session;
  const { db, call, idOf, newProduct, receive, onHand } = shelvingCalls(t, () => session);
  const waiting = async (term = ''): Promise<Waiting[]> =>
    (await call('GET', `/shelving/?term=${encodeURIComponent(term)}`)).json().items;
  const move = (lines: object[]) => call('POST', '/shelving/moves', { lines });

  it('lists the demo delivery in the inbound buffer with suggested places', async () => {
    session = await t().login('raktaros');
    const rows = await waiting();
    expect(rows.map((r) => r.productCode)).toEqual(['ASZ-1002', 'BUT-2002', 'CSO-3002']);
    expect(rows[0]).toMatchObject({
      storageCode: 'PUFFER-BE',
      available: '12.0000',
      targetReason: 'DEFAULT',
    });
    expect(rows.every((r) => r.target !== null)).toBe(true);
  });

  it('tells what a scanned code is', async () => {
    session = await t().login('raktaros');
    const scan = async (code: string) => (await call('GET', `/shelving/scan?code=${code}`)).json();
    expect(await scan('asz-1002')).toMatchObject({
      kind: 'PRODUCT',
      product: { code: 'ASZ-1002' },
    });
    expect(await scan('A-01-01')).toMatchObject({
      kind: 'STORAGE',
      storage: { code: 'A-01-01', type: 'BIN', isActive: true },
    });
    expect(await scan('NINCS-ILYEN')).toMatchObject({
      kind: 'UNKNOWN',
      product: null,
      storage: null,
    });
  });

  it('shelves partly, to the suggested or another place, naming the move in the ledger', async () => {
    session = await t().login('raktaros');
    const p = await newProduct('BT-T1');
    await receive([{ productId: p, quantity: '10' }]);
    const buffer = await idOf('storages', 'PUFFER-BE');
    const [row] = await waiting('BT-T1');
    expect(row).toMatchObject({
      available: '10.0000',
      target: { code: 'B-03-04' },
      targetReason: 'DEFAULT',
    });
    const suggested = await idOf('storages', 'B-03-04');
    const other = await idOf('storages', 'A-02-01');
    const first = await move([
      { productId: p, fromStorageId: buffer, toStorageId: suggested, quantity: '4' },
    ]);
    expect(first.statusCode).toBe(200);
    const [done] = first.json().moves;
    const second = await move([
      { productId: p, fromStorageId: buffer, toStorageId: other, quantity: '2.5' },
    ]);
    expect(second.statusCode).toBe(200);
    expect([await onHand(p, buffer), await onHand(p, suggested), await onHand(p, other)]).toEqual([
      '3.5',
      '4',
      '2.5',
    ]);
    expect((await waiting('BT-T1'))[0]).toMatchObject({ available: '3.5000' });
    const ledger = await queryRows<{
      storage_id: number;
      quantity: string;
      reason: string;
      reference: string;
    }>(
      db(),
      sql`select storage_id, trim_scale(quantity)::text as quantity, reason, reference from stock_movements
          where source_kind = 'SHELVING' and source_id = ${done.id} order by quantity`,
    );
    expect(ledger).toEqual([
      { storage_id: buffer, quantity: '-4', reason: 'TRANSFER', reference: `BT-${done.id}` },
      { storage_id: suggested, quantity: '4', reason: 'TRANSFER', reference: `BT-${done.id}` },
    ]);
    const [audit] = await queryRows<{ entity: string; action: string }>(
      db(),
      sql`select entity, action from audit_log where request_id = ${String(first.headers['x-request-id'])}`,
    );
    expect(audit).toEqual({ entity: 'shelving-move', action: 'create' });
    // The rest goes where it already lies when there is no default place.
    await db().execute(sql`delete from product_storages where product_id = ${p}`);
    expect((await waiting('BT-T1'))[0]).toMatchObject({
      target: { code: 'B-03-04' },
      targetReason: 'STOCK',
    });
  });

  it('refuses too much, a non-shelf, an inactive or foreign target, naming the field', async () => {
    session = await t().login('raktaros');
    const p = await newProduct('BT-T2');
    await receive([{ productId: p, quantity: '5' }]);
    const buffer = await idOf('storages', 'PUFFER-BE');
    const bin = await idOf('storages', 'A-03-01');
    const line = { productId: p, fromStorageId: buffer, toStorageId: bin, quantity: '5' };
    await db().execute(
      sql`update storages set is_active = false where code = 'B-02-04' and firm_id = 1`,
    );
    const cases: [object, number, string][] = [
      [{ ...line, quantity: '5.0001' }, 409, 'lines.0.quantity'],
      [{ ...line, quantity: '0' }, 400, 'lines.0.quantity'],
      [{ ...line, toStorageId: await idOf('storages', 'PUFFER-KI') }, 400, 'lines.0.toStorageId'],
      [{ ...line, toStorageId: await idOf('storages', 'A') }, 400, 'lines.0.toStorageId'],
      [{ ...line, toStorageId: await idOf('storages', 'B-02-04') }, 409, 'lines.0.toStorageId'],
      [{ ...line, toStorageId: await idOf('storages', 'BO-A-01-01') }, 400, 'lines.0.toStorageId'],
      [{ ...line, toStorageId: await idOf('storages', 'A-01-01', 2) }, 400, 'lines.0.toStorageId'],
      [{ ...line, fromStorageId: bin }, 400, 'lines.0.fromStorageId'],
      [{ ...line, productId: await idOf('products', 'ASZ-1001', 2) }, 400, 'lines.0.productId'],
    ];
    for (const [sent, status, path] of cases) {
      const r = await move([sent]);
      expect(r.statusCode, path).toBe(status);
      expect(r.json().errors[0].path, path).toBe(path);
    }
    expect(await onHand(p, buffer)).toBe('5');
  });

  it('never moves more than was there: parallel devices and one request naming a line twice', async () => {
    session = await t().login('raktaros');
    const p = await newProduct('BT-T3');
    await receive([{ productId: p, quantity: '10' }]);
    const buffer = await idOf('storages', 'PUFFER-BE');
    const line = {
      productId: p,
      fromStorageId: buffer,
      toStorageId: await idOf('storages', 'A-01-02'),
      quantity: '6',
    };
    const twice = await move([line, { ...line, toStorageId: await idOf('storages', 'A-01-03') }]);
    expect(twice.json()).toMatchObject({ status: 409, errors: [{ path: 'lines.1.quantity' }] });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => move([{ ...line, quantity: '3' }])),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
    expect(await onHand(p, buffer)).toBe('1');
    const [moves] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from shelving_moves where product_id = ${p}`,
    );
    expect(moves!.n).toBe(3);
  });

  it('plugs the TO_SHELVE tab into the dashboard: count, rows, shelve all to a place', async () => {
    session = await t().login('raktaros');
    const p = await newProduct('BT-T4');
    await receive([{ productId: p, quantity: '7' }]);
    const tab = dashboardTab('TO_SHELVE')!;
    const scope = { firmId: 1, workStationId: null };
    const count = await tab.count(db(), scope);
    const page = await tab.list(db(), scope, { pageNumber: 0, pageSize: 100 });
    expect(page.total).toBe(count);
    const item = page.items.find((i) => i.productId === p)!;
    const target = await idOf('storages', 'B-03-04');
    expect(item).toMatchObject({
      quantity: '7.0000',
      storageCode: 'PUFFER-BE',
      title: 'PUFFER-BE',
      suggestedTarget: { storageId: target, storageCode: 'B-03-04' },
    });
    // The dashboard's call carries it too (the contract's item field).
    const answer = await call('POST', '/dashboards/warehouse/query', {
      tab: 'TO_SHELVE',
      page_size: 100,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().items.find((i: { id: string }) => i.id === item.id)).toMatchObject({
      suggestedTarget: { storageId: target, storageCode: 'B-03-04' },
    });
    const [user] = await queryRows<{ id: number }>(
      db(),
      sql`select id from users where username = 'raktaros'`,
    );
    const ctx: Ctx = seedContext(db(), 1, user!.id);
    await db().transaction((tx) => tab.updateLocation!(ctx, tx, item.id, target));
    expect(await onHand(p, target)).toBe('7');
    expect(await tab.count(db(), scope)).toBe(count - 1);
    await expect(
      db().transaction((tx) => tab.updateLocation!(ctx, tx, item.id, target)),
    ).rejects.toMatchObject({ code: 'INVALID_STATE' });
  });

  it('reserves what lands in the default place for confirmed orders missing it, oldest first', async () => {
    session = await t().login('irodai');
    const { id: p, storage_id: place } = await createStockedProduct(db(), 'BT-RES', { stock: 0 });
    const customerId = await createCustomer(db(), 'Betárolás Vevő Kft.');
    const confirmed = async (quantity: string) => {
      const o = (
        await call('POST', '/customer-order/', { customerId, lines: [{ productId: p, quantity }] })
      ).json();
      const r = await call('POST', `/customer-order/${o.id}/state`, {
        state: 'CONFIRMED',
        version: o.version,
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json();
    };
    const first = await confirmed('5');
    const second = await confirmed('4');
    expect(first.lines[0].missingQuantity).toBe('5.0000');
    session = await t().login('raktaros');
    await receive([{ productId: p, quantity: '8' }]);
    const buffer = await idOf('storages', 'PUFFER-BE');
    const moved = await move([
      { productId: p, fromStorageId: buffer, toStorageId: place, quantity: '8' },
    ]);
    expect(moved.json().reservations).toEqual([
      { lineId: first.lines[0].id, quantity: '5.0000' },
      { lineId: second.lines[0].id, quantity: '3.0000' },
    ]);
    session = await t().login('irodai');
    const after = (await call('GET', `/customer-order/${second.id}`)).json();
    expect(after.lines[0]).toMatchObject({ reservedQuantity: '3.0000', missingQuantity: '1.0000' });
  });

  it('lets warehouse and back office in, sales and drivers not', async () => {
    for (const user of ['ertekesito', 'sofor']) {
      session = await t().login(user);
      expect((await call('GET', '/shelving/')).statusCode).toBe(403);
      expect((await call('GET', '/shelving/scan?code=A-01')).statusCode).toBe(403);
      expect((await move([])).statusCode).toBe(403);
    }
    session = await t().login('irodai');
    expect((await call('GET', '/shelving/')).statusCode).toBe(200);
  });
});

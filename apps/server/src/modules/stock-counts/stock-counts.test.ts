import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { storageByCode } from '../storages/storages.test-data.ts';
import { dashboardTab } from '../warehouse-dashboard/dashboard-tabs.ts';
import { adjustmentsOf, countApi, ledgerBelow, onHandOf } from './stock-counts.test-data.ts';

interface Line {
  id: number;
  storageId: number;
  storageCode: string;
  productId: number;
  expected: string;
  counted: string | null;
  onHandAtCount: string | null;
  difference: string | null;
  adjustment: string | null;
}

describeApp('stock counts', (t) => {
  let session: Session;
  const api = () => countApi(t(), () => session);

  it('opens a count of a shelf: a number, OPEN, one line per stocked pair with the ledger frozen', async () => {
    session = await t().login('raktaros');
    const created = await api().create('B-01');
    expect(created.statusCode).toBe(200);
    const header = created.json();
    expect(header).toMatchObject({ state: 'OPEN', storageCode: 'B-01', createdBy: 'Tóth Gábor' });
    expect(header.number).toMatch(/^LT-\d{4}-\d{6}$/);
    const ledger = await ledgerBelow(t(), 'B-01-');
    expect(header.lineCount).toBe(ledger.length);
    expect(ledger.length).toBeGreaterThan(3);
    const lines: Line[] = (await api().get(header.id)).json().lines;
    expect(lines.map((l) => [l.storageId, l.productId, Number(l.expected)])).toEqual(
      ledger.map((l) => [l.storage_id, l.product_id, Number(l.on_hand)]),
    );
    expect(lines.every((l) => l.counted === null && l.difference === null)).toBe(true);
    const list = (await api().call('GET', '/stock-counts/?open=true')).json();
    expect(list.items.map((c: { id: number }) => c.id)).toContain(header.id);
  });

  it('refuses a second open count above or below a counted location (409 on storageId)', async () => {
    session = await t().login('raktaros');
    for (const code of ['B', 'B-01-02', 'KR']) {
      const refused = await api().create(code);
      expect(refused.statusCode, code).toBe(409);
      expect(refused.json().errors[0]).toMatchObject({ path: 'storageId', code: 'overlap' });
    }
    const other = await api().create('A-01');
    expect(other.statusCode).toBe(200);
    expect(other.json().lineCount).toBe(0);
  });

  it('resolves scans: a location of the subtree, a product by code, else unknown', async () => {
    session = await t().login('raktaros');
    const [count] = (await api().call('GET', '/stock-counts/?open=true'))
      .json()
      .items.filter((c: { storageCode: string }) => c.storageCode === 'B-01');
    const scan = (code: string) =>
      api().call('GET', `/stock-counts/${count.id}/scan?code=${encodeURIComponent(code)}`);
    expect((await scan('b-01-02')).json()).toMatchObject({ kind: 'STORAGE', code: 'B-01-02' });
    const [line] = (await api().get(count.id)).json().lines as Line[];
    const [product] = await queryRows<{ code: string }>(
      t().database.db,
      sql`select code from products where id = ${line!.productId}`,
    );
    expect((await scan(product!.code)).json()).toMatchObject({
      kind: 'PRODUCT',
      id: line!.productId,
    });
    expect((await scan('A-01-01')).json()).toEqual({ kind: 'UNKNOWN', code: 'A-01-01' });
  });

  it('counts lines (COUNTING, on hand at count kept), recounts (last wins) and adds an unexpected product', async () => {
    session = await t().login('raktaros');
    const [count] = (await api().call('GET', '/stock-counts/?open=true'))
      .json()
      .items.filter((c: { storageCode: string }) => c.storageCode === 'B-01');
    const [first, second] = (await api().get(count.id)).json().lines as Line[];
    const counted = await api().count(count.id, [
      { storageId: first!.storageId, productId: first!.productId, quantity: '1' },
    ]);
    expect(counted.statusCode).toBe(200);
    expect(counted.json()[0]).toMatchObject({
      counted: '1.0000',
      onHandAtCount: first!.expected,
      countedBy: 'Tóth Gábor',
    });
    expect((await api().get(count.id)).json().state).toBe('COUNTING');
    const recount = await api().count(count.id, [
      { storageId: first!.storageId, productId: first!.productId, quantity: '2.5' },
      { storageId: second!.storageId, productId: second!.productId, quantity: second!.expected },
    ]);
    expect(recount.json().map((l: Line) => l.counted)).toEqual(['2.5000', second!.expected]);
    expect(recount.json()[1].difference).toBe('0');

    const [stranger] = await queryRows<{ id: number }>(
      t().database.db,
      sql`select id from products where firm_id = 1 and not is_service and id not in (
            select product_id from stock_count_lines where count_id = ${count.id}) limit 1`,
    );
    const added = await api().count(count.id, [
      { storageId: first!.storageId, productId: stranger!.id, quantity: '3' },
    ]);
    expect(added.json()[0]).toMatchObject({ expected: '0.0000', counted: '3.0000' });
  });

  it('answers 400 naming the line: the same line twice, outside the count, bad quantity, no product', async () => {
    session = await t().login('raktaros');
    const [count] = (await api().call('GET', '/stock-counts/?open=true'))
      .json()
      .items.filter((c: { storageCode: string }) => c.storageCode === 'B-01');
    const [line] = (await api().get(count.id)).json().lines as Line[];
    const pair = { storageId: line!.storageId, productId: line!.productId };
    const twice = await api().count(count.id, [
      { ...pair, quantity: '1' },
      { ...pair, quantity: '2' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([expect.objectContaining({ path: 'lines.1' })]);
    const outside = await storageByCode(t(), session, 'A-01-01');
    const wrongPlace = await api().count(count.id, [
      { storageId: outside.id, productId: pair.productId, quantity: '1' },
    ]);
    expect(wrongPlace.json().errors[0].path).toBe('lines.0.storageId');
    const negative = await api().count(count.id, [{ ...pair, quantity: '-1' }]);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors[0].path).toBe('lines.0.quantity');
    const noProduct = await api().count(count.id, [
      { ...pair, productId: 2_000_000, quantity: '1' },
    ]);
    expect(noProduct.json().errors[0].path).toBe('lines.0.productId');
    expect(
      (await api().get(count.id)).json().lines.find((l: Line) => l.id === line!.id).counted,
    ).toBe('2.5000');
  });

  it('posts with the office permission: uncounted lines need a choice, then ADJUSTMENT rows once', async () => {
    session = await t().login('raktaros');
    const [count] = (await api().call('GET', '/stock-counts/?open=true'))
      .json()
      .items.filter((c: { storageCode: string }) => c.storageCode === 'B-01');
    expect((await api().post(count.id, { uncounted: 'KEEP' })).statusCode).toBe(403);
    session = await t().login('irodai');
    const ask = await api().post(count.id);
    expect(ask.statusCode).toBe(400);
    expect(ask.json().errors[0].path).toBe('uncounted');
    const before: Line[] = (await api().get(count.id)).json().lines;
    const posted = await api().post(count.id, { uncounted: 'KEEP' });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({
      state: 'POSTED',
      postedBy: 'Nagy Katalin',
      uncounted: 'KEEP',
    });
    const rows = await adjustmentsOf(t(), count.id);
    const differing = before.filter((l) => l.difference !== null && Number(l.difference) !== 0);
    expect(rows).toHaveLength(differing.length);
    for (const line of before) {
      const now = await onHandOf(t(), line.storageId, line.productId);
      expect(Number(now), line.storageCode).toBe(Number(line.counted ?? line.expected));
    }
    const after: Line[] = (await api().get(count.id)).json().lines;
    expect(after.filter((l) => l.counted === null).every((l) => l.adjustment === null)).toBe(true);
    expect((await api().post(count.id, { uncounted: 'KEEP' })).statusCode).toBe(409);
    session = await t().login('raktaros');
    const late = await api().count(count.id, [
      { storageId: before[0]!.storageId, productId: before[0]!.productId, quantity: '1' },
    ]);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0]).toMatchObject({ path: 'state', message: 'POSTED' });
    const audits = await queryRows<{ action: string }>(
      t().database.db,
      sql`select action from audit_log where entity = 'stock-count' and entity_id = ${String(count.id)}
          order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['create', 'count', 'count', 'count', 'post']);
  });

  it('counts uncounted lines as zero when the office says so', async () => {
    session = await t().login('raktaros');
    const created = (await api().create('B-02')).json();
    const lines: Line[] = (await api().get(created.id)).json().lines;
    const first = lines[0]!;
    await api().count(created.id, [
      { storageId: first.storageId, productId: first.productId, quantity: first.expected },
    ]);
    session = await t().login('irodai');
    const posted = await api().post(created.id, { uncounted: 'ZERO', confirmBelowReserved: true });
    expect(posted.statusCode).toBe(200);
    for (const line of lines.slice(1))
      expect(await onHandOf(t(), line.storageId, line.productId)).toBe('0.0000');
    expect(await onHandOf(t(), first.storageId, first.productId)).toBe(first.expected);
  });

  it('refuses a post that would leave on hand below the reserved quantity, unless confirmed', async () => {
    const [reserved] = await queryRows<{ code: string; storage_id: number; product_id: number }>(
      t().database.db,
      sql`select s.code, r.storage_id, r.product_id from stock_reservations r
          join storages s on s.id = r.storage_id
          where r.firm_id = 1 and s.code like 'B-03-%' order by r.id limit 1`,
    );
    session = await t().login('raktaros');
    const created = (await api().create(reserved!.code)).json();
    const pair = { storageId: reserved!.storage_id, productId: reserved!.product_id };
    await api().count(created.id, [{ ...pair, quantity: '0' }]);
    session = await t().login('irodai');
    const refused = await api().post(created.id, { uncounted: 'KEEP' });
    expect(refused.statusCode).toBe(409);
    const [line] = (await api().get(created.id))
      .json()
      .lines.filter((l: Line) => l.productId === pair.productId);
    expect(refused.json().errors).toEqual([
      { path: `lines.${line.id}`, message: '0', code: 'below_reserved' },
    ]);
    expect(await adjustmentsOf(t(), created.id)).toEqual([]);
    const posted = await api().post(created.id, { uncounted: 'KEEP', confirmBelowReserved: true });
    expect(posted.statusCode).toBe(200);
    expect(await onHandOf(t(), pair.storageId, pair.productId)).toBe('0.0000');
  });

  it('cancels with the office permission only, once; nothing is booked', async () => {
    session = await t().login('raktaros');
    const [count] = (await api().call('GET', '/stock-counts/?open=true'))
      .json()
      .items.filter((c: { storageCode: string }) => c.storageCode === 'A-01');
    expect((await api().cancel(count.id)).statusCode).toBe(403);
    session = await t().login('irodai');
    expect((await api().cancel(count.id)).json().state).toBe('CANCELLED');
    expect((await api().cancel(count.id)).statusCode).toBe(409);
    expect(await adjustmentsOf(t(), count.id)).toEqual([]);
  });

  it("refuses other roles and answers 404 for another firm's count", async () => {
    session = await t().login('ertekesito');
    expect((await api().call('GET', '/stock-counts/')).statusCode).toBe(403);
    session = await t().login('admin');
    const created = (await api().create('A-02')).json();
    await api().call('PUT', '/user/firm', { firmId: 4 });
    expect((await api().get(created.id)).statusCode).toBe(404);
    expect(
      (await api().count(created.id, [{ storageId: 1, productId: 1, quantity: '1' }])).statusCode,
    ).toBe(404);
    expect((await api().post(created.id, { uncounted: 'KEEP' })).statusCode).toBe(404);
    expect((await api().cancel(created.id)).statusCode).toBe(404);
    expect(
      (await t().call('GET', `${REST}/stock-counts/${created.id}/scan?code=A-02`, { session }))
        .statusCode,
    ).toBe(404);
  });
  it('the dashboard tab TO_COUNT lists the open counts, oldest first, with the lines left', async () => {
    session = await t().login('raktaros');
    const tab = dashboardTab('TO_COUNT')!;
    const scope = { firmId: 1, workStationId: null };
    const open = (await api().call('GET', '/stock-counts/?open=true')).json();
    expect(await tab.count(t().database.db, scope)).toBe(open.total);
    const page = await tab.list(t().database.db, scope, { pageNumber: 0, pageSize: 50 });
    expect(page.total).toBe(open.total);
    const oldest = open.items.at(-1);
    expect(page.items[0]).toMatchObject({
      id: `count:${oldest.id}`,
      kind: 'STOCK_COUNT',
      title: oldest.number,
      storageCode: oldest.storageCode,
      quantity: String(oldest.lineCount - oldest.countedCount),
      href: `/app/stock-counts/${oldest.id}`,
    });
  });
});

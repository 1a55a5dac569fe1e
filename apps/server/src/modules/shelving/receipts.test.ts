import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, type Session } from '../../test/harness.ts';
import { shelvingCalls } from './shelving.test-data.ts';

describeApp('receipts', (t) => {
  let session: Session;
  const { db, call, idOf, supplierId, newProduct, onHand } = shelvingCalls(t, () => session);
  const body = async (lines: { productId: number; quantity: string }[]) => ({
    supplierId: await supplierId(),
    deliveryNoteNumber: 'SZL-2026/77',
    receiptDate: '2026-03-02',
    lines,
  });
  const audits = (id: number) =>
    queryRows<{ action: string }>(
      db(),
      sql`select action from audit_log where entity = 'receipt' and entity_id = ${String(id)}
          order by id`,
    );

  it('records a draft (number, default inbound buffer), edits it, posts it once', async () => {
    session = await t().login('raktaros');
    const p = await newProduct('BE-T1');
    const buffer = await idOf('storages', 'PUFFER-BE');
    const created = await call(
      'POST',
      '/shelving/receipts/',
      await body([{ productId: p, quantity: '4' }]),
    );
    expect(created.statusCode).toBe(200);
    const draft = created.json();
    expect(draft).toMatchObject({
      state: 'DRAFT',
      storageCode: 'PUFFER-BE',
      receiptDate: '2026-03-02',
      supplierOrderId: null,
      lines: [{ lineNo: 1, productId: p, quantity: '4.0000', storageId: buffer }],
    });
    expect(draft.number).toMatch(/^BE-2026-\d{6}$/);

    const changed = await call('PUT', `/shelving/receipts/${draft.id}`, {
      ...(await body([
        { productId: p, quantity: '6' },
        { productId: p, quantity: '1.5' },
      ])),
      version: draft.version,
    });
    expect(changed.json()).toMatchObject({ version: draft.version + 1, lineCount: 2 });
    const stale = await call('PUT', `/shelving/receipts/${draft.id}`, {
      ...(await body([{ productId: p, quantity: '1' }])),
      version: draft.version,
    });
    expect(stale.json()).toMatchObject({ status: 409, code: 'STALE_VERSION' });

    const posted = await call('POST', `/shelving/receipts/${draft.id}/post`, {
      version: draft.version + 1,
    });
    expect(posted.json()).toMatchObject({ state: 'POSTED' });
    expect(posted.json().postedAt).toBeTruthy();
    expect(await onHand(p, buffer)).toBe('7.5');
    const again = await call('POST', `/shelving/receipts/${draft.id}/post`, {
      version: posted.json().version,
    });
    expect(again.json()).toMatchObject({ status: 409, code: 'INVALID_STATE' });
    expect(await onHand(p, buffer)).toBe('7.5');
    const movements = await queryRows<{ reason: string; source_kind: string; reference: string }>(
      db(),
      sql`select reason, source_kind, reference from stock_movements
          where source_kind = 'RECEIPT' and source_id = ${draft.id}`,
    );
    expect(movements).toEqual([
      { reason: 'RECEIPT', source_kind: 'RECEIPT', reference: draft.number },
      { reason: 'RECEIPT', source_kind: 'RECEIPT', reference: draft.number },
    ]);
    expect((await audits(draft.id)).map((a) => a.action)).toEqual(['create', 'update', 'post']);
    const edit = await call('PUT', `/shelving/receipts/${draft.id}`, {
      ...(await body([{ productId: p, quantity: '1' }])),
      version: posted.json().version,
    });
    expect(edit.json()).toMatchObject({ status: 409, code: 'INVALID_STATE' });
    const list = await call('GET', '/shelving/receipts/?state=POSTED&term=SZL-2026%2F77');
    expect(list.json().items.map((r: { id: number }) => r.id)).toContain(draft.id);
  });

  it('cancels a draft only; a cancelled receipt is not posted', async () => {
    session = await t().login('irodai');
    const p = await newProduct('BE-T2');
    const draft = (
      await call('POST', '/shelving/receipts/', await body([{ productId: p, quantity: '1' }]))
    ).json();
    const cancelled = await call('POST', `/shelving/receipts/${draft.id}/cancel`, {
      version: draft.version,
    });
    expect(cancelled.json()).toMatchObject({ state: 'CANCELLED' });
    const v = cancelled.json().version;
    for (const action of ['post', 'cancel']) {
      const r = await call('POST', `/shelving/receipts/${draft.id}/${action}`, { version: v });
      expect(r.json()).toMatchObject({ status: 409, code: 'INVALID_STATE' });
    }
    expect(await onHand(p, await idOf('storages', 'PUFFER-BE'))).toBe('0');
  });

  it('lands a product in its own BUFFER storage; a named buffer must be an active buffer', async () => {
    session = await t().login('raktaros');
    const p = await newProduct('BE-T3');
    const own = await idOf('storages', 'PUFFER-KI');
    await db().execute(
      sql`insert into product_storages (firm_id, product_id, storage_id, branch_id, kind)
          select 1, ${p}, id, branch_id, 'BUFFER' from storages where id = ${own}`,
    );
    const draft = await call(
      'POST',
      '/shelving/receipts/',
      await body([{ productId: p, quantity: '2' }]),
    );
    expect(draft.json()).toMatchObject({ storageCode: 'PUFFER-BE', lines: [{ storageId: own }] });
    const zone = await call('POST', '/shelving/receipts/', {
      ...(await body([{ productId: p, quantity: '2' }])),
      storageId: await idOf('storages', 'A'),
    });
    expect(zone.json()).toMatchObject({ status: 400, errors: [{ path: 'storageId' }] });
  });

  it('answers 400 naming the field', async () => {
    session = await t().login('raktaros');
    const p = await newProduct('BE-T4');
    const good = await body([{ productId: p, quantity: '1' }]);
    const cases: [object, string][] = [
      [{ ...good, supplierId: undefined }, 'supplierId'],
      [{ ...good, deliveryNoteNumber: '  ' }, 'deliveryNoteNumber'],
      [{ ...good, lines: [] }, 'lines'],
      [{ ...good, lines: [{ productId: p, quantity: '-1' }] }, 'lines.0.quantity'],
      [{ ...good, lines: [{ productId: p, quantity: '0' }] }, 'lines.0.quantity'],
      [{ ...good, receiptDate: '2026-02-30' }, 'receiptDate'],
      [
        { ...good, lines: [{ productId: await idOf('products', 'ASZ-1001', 2), quantity: '1' }] },
        'lines.0.productId',
      ],
    ];
    for (const [sent, path] of cases) {
      const r = await call('POST', '/shelving/receipts/', sent);
      expect(r.statusCode, path).toBe(400);
      expect(r.json().errors[0].path, path).toBe(path);
    }
    const [customer] = await queryRows<{ id: number }>(
      db(),
      sql`select id from partners where firm_id = 1 and not ('SUPPLIER' = any(roles)) limit 1`,
    );
    const notSupplier = await call('POST', '/shelving/receipts/', {
      ...good,
      supplierId: customer!.id,
    });
    expect(notSupplier.json()).toMatchObject({ status: 400, errors: [{ path: 'supplierId' }] });
  });

  it("lets warehouse and back office in, sales and drivers not; another firm's receipt is 404", async () => {
    for (const user of ['ertekesito', 'sofor']) {
      session = await t().login(user);
      expect((await call('GET', '/shelving/receipts/')).statusCode).toBe(403);
      expect((await call('POST', '/shelving/receipts/', {})).statusCode).toBe(403);
    }
    session = await t().login('irodai');
    expect((await call('GET', '/shelving/receipts/')).statusCode).toBe(200);
    const [other] = await queryRows<{ id: number }>(
      db(),
      sql`insert into receipts (firm_id, number, supplier_id, delivery_note_number, receipt_date, storage_id)
          select 2, 'BE-2026-999999', p.id, 'X', '2026-01-01', s.id
          from partners p, storages s where p.firm_id = 2 and s.firm_id = 2 and s.type = 'BUFFER'
          limit 1 returning id`,
    );
    session = await t().login('raktaros');
    expect((await call('GET', `/shelving/receipts/${other!.id}`)).statusCode).toBe(404);
    for (const action of ['post', 'cancel']) {
      const r = await call('POST', `/shelving/receipts/${other!.id}/${action}`, { version: 1 });
      expect(r.statusCode).toBe(404);
    }
  });

  it('posts once when ten requests post the same receipt at once', async () => {
    session = await t().login('raktaros');
    const p = await newProduct('BE-T5');
    const draft = (
      await call('POST', '/shelving/receipts/', await body([{ productId: p, quantity: '3' }]))
    ).json();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/shelving/receipts/${draft.id}/post`, { version: draft.version }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect(await onHand(p, await idOf('storages', 'PUFFER-BE'))).toBe('3');
  });
});

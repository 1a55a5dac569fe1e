import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import {
  createCustomer,
  createStockedProduct,
} from '../customer-orders/customer-orders.test-data.ts';
import { BOUNDARY, multipart } from '../imports/imports.test-data.ts';
import { PURGE_AFTER_DAYS, purgeDeletedFile } from './library.jobs.ts';

const pdfBytes = () =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('Műszaki rajz');
    doc.end();
  });
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a Windows program (MZ header pointing at a PE signature). */
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(100)]);

/** The library (README): files on an order, the type from the bytes, delete kept for the audit. */
describeApp('library', (t) => {
  const sessions = {} as { sales: Session; office: Session; warehouse: Session };
  let orderId: number;
  let otherFirmOrder: number;
  const call = (method: string, path: string, as = sessions.office) =>
    t().call(method, `${REST}${path}`, { session: as });
  const upload = (query: string, name: string, data: Buffer, as = sessions.office) =>
    t().call('POST', `${REST}/library/files?${query}`, {
      session: as,
      body: multipart(name, data),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });

  beforeAll(async () => {
    sessions.sales = await t().login('ertekesito');
    sessions.office = await t().login('irodai');
    sessions.warehouse = await t().login('raktaros');
    const db = t().database.db;
    const customer = await createCustomer(db, 'Könyvtár Kft.');
    const product = (await createStockedProduct(db, 'LIB-1', { price: '100', stock: 5 })).id;
    const r = await t().call('POST', `${REST}/customer-order/`, {
      session: sessions.office,
      body: { customerId: customer, lines: [{ productId: product, quantity: '1' }] },
    });
    expect(r.statusCode, r.body).toBe(200);
    orderId = r.json().id;
    const [other] = await queryRows<{ id: number }>(
      db,
      sql`select id from customer_orders where firm_id <> 1 order by id limit 1`,
    );
    otherFirmOrder = other?.id ?? 2_000_000;
  });

  it('attaches a PDF, an image and a CSV to an order; lists and downloads them byte for byte', async () => {
    const pdf = await pdfBytes();
    const files = [
      ['rajz.pdf', pdf, 'application/pdf'],
      ['fotó.png', PNG, 'image/png'],
      ['méretek.csv', Buffer.from('szélesség;magasság\n1200;800\n'), 'text/csv'],
    ] as const;
    for (const [name, data, type] of files) {
      const r = await upload(`orderId=${orderId}`, name, data, sessions.sales);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({
        location: 'ORDER',
        ownerId: orderId,
        filename: name,
        contentType: type,
        sizeBytes: data.length,
        uploadedBy: 'Szabó Péter',
      });
    }
    const list = await call(
      'GET',
      `/library/?location=ORDER&orderId=${orderId}`,
      sessions.warehouse,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list
        .json()
        .map((f: { filename: string }) => f.filename)
        .sort(),
    ).toEqual(files.map(([name]) => name).sort());
    for (const file of list.json()) {
      const r = await call('GET', `/library/files/${file.id}`, sessions.warehouse);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toContain(file.contentType);
      expect(r.headers['content-disposition']).toContain(encodeURIComponent(file.filename));
      expect(r.rawPayload).toEqual(files.find(([name]) => name === file.filename)![1]);
    }
  });

  it('refuses programs, a program renamed .pdf, a PNG called .pdf, and empty files (415)', async () => {
    for (const [name, data] of [
      ['szamla.pdf', EXE],
      ['setup.exe', EXE],
      ['rajz.pdf', ELF],
      ['kep.pdf', PNG],
      ['run.txt', Buffer.from('#!/bin/sh\nrm -rf /\n')],
      ['ures.pdf', Buffer.alloc(0)],
    ] as const) {
      const r = await upload(`orderId=${orderId}`, name, data);
      expect(r.statusCode, `${name}: ${r.body}`).toBe(415);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.json().errors[0].path).toBe('file');
    }
    // Nothing of the refused files stays behind.
    const list = await call('GET', `/library/?orderId=${orderId}`);
    expect(list.json().some((f: { filename: string }) => f.filename === 'szamla.pdf')).toBe(false);
  });

  it('holds the size limit while the file streams (413 naming it)', async () => {
    const r = await upload(
      `orderId=${orderId}`,
      'nagy.pdf',
      Buffer.alloc(25 * 1024 * 1024 + 1, 0x25),
    );
    expect(r.statusCode, r.body).toBe(413);
    expect(r.json().errors[0]).toMatchObject({ path: 'file', code: 'limit.libraryFileBytes' });
  });

  it('permissions, bad input and another firm’s order or file', async () => {
    expect(
      (await upload(`orderId=${orderId}`, 'a.txt', Buffer.from('x'), sessions.warehouse))
        .statusCode,
    ).toBe(403);
    expect((await t().call('GET', `${REST}/library/?orderId=${orderId}`)).statusCode).toBe(401);
    const noOwner = await call('GET', '/library/?location=ORDER');
    expect(noOwner.statusCode).toBe(400);
    expect(noOwner.json().errors[0].path).toBe('orderId');
    const badLocation = await call('GET', `/library/?location=TRUCK&ownerId=${orderId}`);
    expect(badLocation.statusCode).toBe(400);
    expect(badLocation.json().errors[0].path).toBe('location');
    expect((await call('DELETE', '/library/?fileId=abc')).statusCode).toBe(400);

    expect((await call('GET', `/library/?orderId=${otherFirmOrder}`)).statusCode).toBe(404);
    expect((await upload(`orderId=${otherFirmOrder}`, 'a.txt', Buffer.from('x'))).statusCode).toBe(
      404,
    );
    const db = t().database.db;
    const [foreign] = await queryRows<{ id: number }>(
      db,
      sql`with f as (insert into stored_files (firm_id) values (2) returning id)
          insert into library_files (firm_id, file_id, location, owner_id, filename, content_type, size_bytes)
          select 2, f.id, 'ORDER', 1, 'b.txt', 'text/plain', 1 from f returning id`,
    );
    expect((await call('GET', `/library/files/${foreign!.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/library/?fileId=${foreign!.id}`)).statusCode).toBe(404);
  });

  it('files on a partner and a product; an unknown supplier invoice is 404', async () => {
    const db = t().database.db;
    const partner = await createCustomer(db, 'Partner Fájl Kft.');
    const r = await upload(
      `location=PARTNER&ownerId=${partner}`,
      'szerzodes.pdf',
      await pdfBytes(),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(
      (await call('GET', `/library/?location=PARTNER&ownerId=${partner}`)).json(),
    ).toHaveLength(1);
    expect(
      (await call('GET', `/library/?location=SUPPLIER_INVOICE&ownerId=999999`)).statusCode,
    ).toBe(404);
  });

  it('delete is the back office’s; the file leaves the list but stays stored for the audit', async () => {
    const r = await upload(`orderId=${orderId}`, 'torlendo.txt', Buffer.from('törlés'));
    const file = r.json();
    expect((await call('DELETE', `/library/?fileId=${file.id}`, sessions.sales)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/library/?fileId=${file.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/library/?fileId=${file.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/library/files/${file.id}`)).statusCode).toBe(404);
    const list = await call('GET', `/library/?orderId=${orderId}`);
    expect(list.json().some((f: { id: number }) => f.id === file.id)).toBe(false);
    const [kept] = await queryRows<{ deleted_by: number; pieces: number }>(
      t().database.db,
      sql`select l.deleted_by, (select count(*)::int from file_pieces p where p.file_id = l.file_id) as pieces
          from library_files l where l.id = ${file.id}`,
    );
    expect(kept).toMatchObject({ pieces: 1 });
    expect(kept!.deleted_by).toBeGreaterThan(0);
  });

  it('a deleted file’s bytes are purged once, when its retention has passed', async () => {
    const db = t().database.db;
    const r = await upload(`orderId=${orderId}`, 'kiselejtezett.txt', Buffer.from('régi'));
    const file = r.json();
    expect((await call('DELETE', `/library/?fileId=${file.id}`)).statusCode).toBe(204);
    // The delete queued the purge in its transaction, to run after the order retention.
    const [job] = await queryRows<{ days: number }>(
      db,
      sql`select round(extract(epoch from start_after - now()) / 86400)::int as days
          from pgboss.job where name = 'library.purge' and data->>'libraryFileId' = ${String(file.id)}`,
    );
    expect(job).toEqual({ days: PURGE_AFTER_DAYS.ORDER });
    expect(PURGE_AFTER_DAYS.SUPPLIER_INVOICE).toBeGreaterThanOrEqual(8 * 365);
    // A file that is not deleted is never purged; the deleted one once.
    const live = (await upload(`orderId=${orderId}`, 'marad.txt', Buffer.from('él'))).json();
    expect(await purgeDeletedFile(db, live.id)).toBe(false);
    const runs = await Promise.all([purgeDeletedFile(db, file.id), purgeDeletedFile(db, file.id)]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    const [row] = await queryRows<{ purged: boolean; pieces: number; audits: number }>(
      db,
      sql`select l.purged_at is not null as purged,
                 (select count(*)::int from file_pieces p where p.file_id = l.file_id) as pieces,
                 (select count(*)::int from audit_log a where a.entity = 'library_file'
                    and a.entity_id = ${String(file.id)} and a.action = 'purge') as audits
          from library_files l where l.id = ${file.id}`,
    );
    expect(row).toEqual({ purged: true, pieces: 0, audits: 1 });
    expect((await call('GET', `/library/files/${live.id}`)).statusCode).toBe(200);
  });
});

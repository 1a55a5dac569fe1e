import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import {
  createCustomer,
  createStockedProduct,
} from '../customer-orders/customer-orders.test-data.ts';
import { setSetting } from '../invoices/invoice-vat.test-data.ts';
import { invoiceCalls } from '../invoices/invoices.test-data.ts';
import { pdfText } from '../invoices/pdf-text.test-data.ts';
import {
  missingPrinterPrograms,
  startTestPrinter,
  type TestPrinter,
} from './ipp-printer.test-data.ts';
import { renderDocument } from './render.ts';

const missing = missingPrinterPrograms();
let printer: TestPrinter | undefined;
beforeAll(async () => {
  if (missing.length === 0) printer = await startTestPrinter();
}, 20_000);
afterAll(() => printer?.stop());

/** Documents (README): one renderer, the customer's language, metadata, download or IPP print. */
describeApp('documents', (t) => {
  const sessions = {} as { sales: Session; office: Session; warehouse: Session };
  let customer: number;
  let german: number;
  let product: number;
  const calls = invoiceCalls(t, () => sessions);
  const call = (method: string, path: string, body?: unknown, as = sessions.office) =>
    t().call(method, `${REST}${path}`, { session: as, body });
  const ok = async (method: string, path: string, body?: unknown, as = sessions.office) => {
    const r = await call(method, path, body, as);
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };
  const textOf = (pdf: Buffer) => pdfText(pdf).map((s) => s.replace(/\u00a0/g, ' '));
  const quoteOf = (customerId: number) =>
    ok('POST', '/customer-order/quote', {
      customerId,
      lines: [{ productId: product, quantity: '2', discountPercent: '10' }],
    });

  beforeAll(async () => {
    sessions.sales = await t().login('ertekesito');
    sessions.office = await t().login('irodai');
    sessions.warehouse = await t().login('raktaros');
    const db = t().database.db;
    customer = await createCustomer(db, 'Dokumentum Kft.');
    german = await createCustomer(db, 'Hans Müller', 'PERSON');
    await db.execute(sql`update partners set language = 'DE' where id = ${german}`);
    product = (await createStockedProduct(db, 'DOC-1', { price: '1234.5', stock: 50 })).id;
  });

  it('makes a quote in Hungarian by default and answers its metadata', async () => {
    const quote = await quoteOf(customer);
    const made = await ok('POST', '/documents/', { kind: 'QUOTE', sourceId: quote.id });
    expect(made).toMatchObject({
      kind: 'QUOTE',
      sourceId: quote.id,
      number: quote.number,
      language: 'hu',
      madeBy: { name: 'Nagy Katalin' },
    });
    expect(made.fileName).toMatch(/^arajanlat-.+\.pdf$/);
    expect(made.sizeBytes).toBeGreaterThan(1000);
    expect(await ok('GET', `/documents/metadata/${made.documentId}`)).toEqual(made);

    const printed = await call('POST', `/documents/${made.documentId}/print`, {});
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(printed.headers['content-disposition']).toContain(made.fileName);
    const text = textOf(printed.rawPayload);
    expect(text).toContain('ÁRAJÁNLAT');
    expect(text).toContain(`Sorszám: ${quote.number}`);
    expect(text).toContain('Dokumentum Kft.');
    expect(text.some((s) => s.startsWith('Adószám: '))).toBe(true);
    // Four digits: hu-HU groups from five on.
    expect(text).toContain(`Bruttó összesen: ${quote.totals.gross} Ft`);
    expect(text.some((s) => /^1\/1\. oldal$/.test(s))).toBe(true);
  });

  it('prints in the customer’s language (German), or the language asked for', async () => {
    const db = t().database.db;
    const quote = await quoteOf(german);
    const de = await renderDocument(db, 1, { kind: 'QUOTE', id: quote.id });
    expect(de.language).toBe('de');
    expect(de.fileName).toMatch(/^angebot-/);
    const text = textOf(de.pdf);
    expect(text).toContain('ANGEBOT');
    expect(text).toContain('Gültig bis');
    const en = await renderDocument(db, 1, { kind: 'QUOTE', id: quote.id }, 'en');
    expect(textOf(en.pdf)).toContain('QUOTATION');

    const order = await calls.confirmedOrder(german, [{ productId: product, quantity: '1' }]);
    const confirmation = await ok('POST', '/documents/', {
      kind: 'ORDER_CONFIRMATION',
      sourceId: order.id,
    });
    expect(confirmation.language).toBe('de');
    const pdf = await call('POST', `/documents/${confirmation.documentId}/print`, {});
    expect(textOf(pdf.rawPayload)).toContain('AUFTRAGSBESTÄTIGUNG');
    const hu = await renderDocument(db, 1, { kind: 'ORDER_CONFIRMATION', id: order.id }, 'hu');
    expect(textOf(hu.pdf)).toContain('RENDELÉSVISSZAIGAZOLÁS');
  });

  it('a long quote runs onto a second page with its table heading and the footer on each', async () => {
    const quote = await ok('POST', '/customer-order/quote', {
      customerId: customer,
      lines: Array.from({ length: 70 }, () => ({ productId: product, quantity: '1' })),
    });
    const { pdf } = await renderDocument(t().database.db, 1, { kind: 'QUOTE', id: quote.id });
    const text = textOf(pdf);
    expect(text.filter((s) => s === 'Megnevezés')).toHaveLength(2);
    expect(text).toEqual(expect.arrayContaining(['1/2. oldal', '2/2. oldal']));
    expect(text.filter((s) => s.startsWith('Kontor Kereskedelmi Kft. · '))).toHaveLength(2);
  });

  it('an invoice prints through the same renderer: the original, then numbered copies', async () => {
    const order = await calls.dispatch(
      await calls.confirmedOrder(german, [{ productId: product, quantity: '1' }]),
    );
    const r = await calls.invoice(order.id, { kind: 'NORMAL' });
    expect(r.statusCode, r.body).toBe(200);
    const invoice = r.json();
    const made = await ok('POST', '/documents/', { kind: 'INVOICE', sourceId: invoice.id });
    expect(made).toMatchObject({ kind: 'INVOICE', number: invoice.number, language: 'de' });
    const first = textOf(
      (await call('POST', `/documents/${made.documentId}/print`, {})).rawPayload,
    );
    expect(first).toContain('SZÁMLA / RECHNUNG');
    expect(first).toContain('Eredeti / Original');
    const second = textOf(
      (await call('POST', `/documents/${made.documentId}/print`, {})).rawPayload,
    );
    expect(second).toContain('Másolat – 2. példány / Kopie 2');
  });

  it('permissions, bad input and another firm’s ids', async () => {
    const quote = await quoteOf(customer);
    const made = await ok(
      'POST',
      '/documents/',
      { kind: 'QUOTE', sourceId: quote.id },
      sessions.sales,
    );
    // The warehouse reads orders but makes no documents.
    expect(
      (await call('POST', '/documents/', { kind: 'QUOTE', sourceId: quote.id }, sessions.warehouse))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/documents/metadata/${made.documentId}`, undefined, sessions.warehouse))
        .statusCode,
    ).toBe(403);
    expect(
      (await t().call('GET', `${REST}/documents/metadata/${made.documentId}`)).statusCode,
    ).toBe(401);

    const bad = await call('POST', '/documents/', { kind: 'NOTE', sourceId: 0, language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['kind', 'language', 'sourceId']);
    expect((await call('GET', '/documents/metadata/abc')).statusCode).toBe(400);
    expect(
      (await call('POST', '/documents/', { kind: 'QUOTE', sourceId: 999_999 })).statusCode,
    ).toBe(404);

    // Firm 2's document and quote: not found for a user working in firm 1.
    const db = t().database.db;
    const [other] = await queryRows<{ id: number }>(
      db,
      sql`insert into documents (firm_id, kind, source_id, number, language, size_bytes)
          values (2, 'QUOTE', ${quote.id}, 'B-1', 'hu', 10) returning id`,
    );
    expect((await call('GET', `/documents/metadata/${other!.id}`)).statusCode).toBe(404);
    expect((await call('POST', `/documents/${other!.id}/print`, {})).statusCode).toBe(404);
    await expect(renderDocument(db, 2, { kind: 'QUOTE', id: quote.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it.skipIf(missing.length > 0)(
    `sends the PDF to the firm's network printer over IPP (ippeveprinter${missing.length ? `: skipped, missing ${missing.join(', ')}` : ''})`,
    async () => {
      const quote = await quoteOf(customer);
      const made = await ok('POST', '/documents/', { kind: 'QUOTE', sourceId: quote.id });
      await setSetting(t, 'documents.printerUrl', printer!.url);
      try {
        const job = await ok('POST', `/documents/${made.documentId}/print`, {});
        expect(job).toEqual({ printerUrl: printer!.url, jobId: expect.any(Number) });
        const files = await readdir(printer!.spool);
        const kept = files.find((f) => f.startsWith(`${job.jobId}-`));
        expect(kept, files.join(', ')).toBeDefined();
        const bytes = await readFile(join(printer!.spool, kept!));
        expect(textOf(bytes)).toContain('ÁRAJÁNLAT');
        expect(textOf(bytes)).toContain(`Sorszám: ${quote.number}`);
      } finally {
        await setSetting(t, 'documents.printerUrl', '');
      }
    },
  );

  it('a printer that does not answer is a 503 naming the printer', async () => {
    const quote = await quoteOf(customer);
    const made = await ok('POST', '/documents/', { kind: 'QUOTE', sourceId: quote.id });
    await setSetting(t, 'documents.printerUrl', 'ipp://127.0.0.1:9/ipp/print');
    try {
      const r = await call('POST', `/documents/${made.documentId}/print`, {});
      expect(r.statusCode).toBe(503);
      expect(r.json().errors[0].path).toBe('printer');
    } finally {
      await setSetting(t, 'documents.printerUrl', '');
    }
  });
});

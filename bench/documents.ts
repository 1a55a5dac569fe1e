/**
 * Documents (issue 23): rendering an invoice PDF through the documents' one layout, against a
 * baseline measured in the same run: a bare pdfkit document with the same fonts, the same pages
 * and the same amount of text, written without the layout (what any PDF of that size costs).
 * No database: the renderer is handed a loaded invoice. Timings are printed, never asserted.
 *
 *   npm run bench:documents                  # 200 rounds per case
 *   npm run bench:documents -- --rounds=50
 *
 * Target (issue 23): invoice PDF p50 ≤ 30 ms. Later parts (sending to the SMTP sink, the queue's
 * throughput) add their cases to CASES below.
 */

import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { TInvoice } from '@kontor/contract';
import PDFDocument from 'pdfkit';
import { renderInvoicePdf } from '../apps/server/src/modules/invoices/invoice.pdf.ts';
import { pdfText } from '../apps/server/src/modules/invoices/pdf-text.test-data.ts';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '200' } } });
const rounds = Number(args.rounds);

function invoiceOf(lineCount: number): TInvoice {
  const line = (i: number) => ({
    id: i,
    position: i,
    orderLineId: null,
    advanceInvoiceId: null,
    correctedLineId: null,
    productId: i,
    description: `Szélvédő ${i}. tétel, beszereléssel`,
    quantity: '2.0000',
    unit: 'db',
    unitPrice: '1000.0000',
    vatCode: '27',
    vatRate: '27.00',
    vatCase: null,
    vatReason: null,
    net: '2000',
    vat: '540',
    gross: '2540',
    advancePayment: null,
  });
  const total = (v: number) => String(v * lineCount);
  return {
    id: 1,
    kind: 'NORMAL',
    number: 'SZ-2026-000123',
    customerId: 1,
    buyerName: 'Üveges és Társa Kft.',
    customerOrderId: 1,
    correctedInvoiceId: null,
    currencyCode: 'HUF',
    issueDate: '2026-11-27',
    fulfilmentDate: '2026-11-27',
    dueDate: '2026-12-05',
    paymentMethod: 'TRANSFER',
    net: total(2000),
    vat: total(540),
    gross: total(2540),
    payable: total(2540),
    paid: '0',
    remainder: total(2540),
    paymentState: 'UNPAID',
    navStatus: 'ACCEPTED',
    cancelledAt: null,
    orderNumber: 'VR-2026-000045',
    correctedInvoiceNumber: null,
    vatHuf: total(540),
    cashRounding: '0',
    credited: '0',
    refundable: '0',
    cancelReason: null,
    note: '',
    lines: Array.from({ length: lineCount }, (_, i) => line(i + 1)),
    vatSummary: [
      {
        vatCode: '27',
        vatRate: '27.00',
        net: total(2000),
        vat: total(540),
        gross: total(2540),
        vatHuf: total(540),
      },
    ],
    payments: [],
    creditNotes: [],
    navTransactionId: null,
    navMessages: [],
    printCount: 1,
    version: 1,
    proformaId: null,
    seller: {
      name: 'Kontor Kereskedelmi Kft.',
      address: '1138 Budapest, Váci út 141.',
      taxNumber: '24567811-2-41',
      bankAccount: '11773016-11111018',
    },
    buyer: {
      name: 'Üveges és Társa Kft.',
      kind: 'COMPANY',
      address: '6720 Szeged, Kárász utca 5.',
      countryCode: 'HU',
      taxNumber: '12345676-2-06',
      euVatNumber: null,
      postalCode: '6720',
      city: 'Szeged',
      street: 'Kárász utca 5.',
    },
    appearance: 'PAPER',
    exchangeRate: null,
    exchangeRateDate: null,
    priceBasis: 'net',
  };
}

const fontFile = (name: string) =>
  readFileSync(new URL(`../apps/server/src/modules/products/fonts/${name}`, import.meta.url));
const FONT = fontFile('DejaVuSansCondensed.ttf');
const FONT_BOLD = fontFile('DejaVuSansCondensed-Bold.ttf');

/**
 * The baseline: the same two fonts (the title in bold), pages and strings, drawn as plain lines
 * with pdfkit alone.
 */
function barePdf(strings: string[], pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40 });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const perPage = Math.ceil(strings.length / pages);
  strings.forEach((s, i) => {
    if (i > 0 && i % perPage === 0) doc.addPage();
    doc
      .font(i === 0 ? 'bold' : 'body')
      .fontSize(8)
      .text(s);
  });
  doc.end();
  return done;
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

async function measure(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

const CASES = [1, 10, 60];
const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`;
console.log(`Invoice PDF render, ${rounds} rounds per case (p50 / p95); target p50 ≤ 30 ms`);
console.log('lines  pages   invoice (layout)      bare pdfkit baseline   ratio');
for (const lines of CASES) {
  const invoice = invoiceOf(lines);
  const sample = await renderInvoicePdf(invoice, { copy: 1, logo: null });
  const pages = pageCount(sample);
  const strings = pdfText(sample);
  const real = await measure(() => renderInvoicePdf(invoice, { copy: 1, logo: null }));
  const bare = await measure(() => barePdf(strings, pages));
  console.log(
    `${String(lines).padStart(5)}  ${String(pages).padStart(5)}   ${ms(real.p50)} / ${ms(real.p95)}   ${ms(bare.p50)} / ${ms(bare.p95)}   ${(real.p50 / bare.p50).toFixed(2)}×`,
  );
}

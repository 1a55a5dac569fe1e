/**
 * Cost of the check before an invoice takes its number (README invoices "Nothing is issued that
 * NAV would refuse"): building the InvoiceData XML of a draft alone, and building it plus the
 * schema check (xmllint-wasm against Kontor's subset), per issue, for invoices of 1, 10 and 100
 * lines. No database: the check itself is pure. Timings are printed, never asserted.
 *
 *   npm run bench:invoice-check                 # 200 rounds per case
 *   npm run bench:invoice-check -- --rounds=50
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  type InvoiceDataSource,
  invoiceDataXml,
} from '../apps/server/src/modules/invoices/nav-invoice-data.ts';
import { validateInvoiceData } from '../apps/server/src/modules/invoices/nav-schema/validate.ts';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '200' } } });
const rounds = Number(args.rounds);

function draft(lineCount: number): InvoiceDataSource {
  const line = {
    advanceInvoiceId: null,
    description: 'Csavarhúzó készlet,\n12 részes',
    quantity: '2.0000',
    unit: 'db',
    unitPrice: '1000.0000',
    vatCode: '27',
    vatRate: '27.00',
    net: '2000',
    vat: '540',
    gross: '2540',
  };
  const total = (v: number) => String(v * lineCount);
  return {
    number: 'SZ-2026-000000',
    issueDate: '2026-11-27',
    kind: 'NORMAL',
    seller: {
      name: 'Kontor Kft.',
      address: '1138 Budapest, Váci út 141.',
      taxNumber: '24567811-2-41',
      bankAccount: null,
    },
    buyer: {
      name: 'Wiener Handel GmbH',
      kind: 'COMPANY',
      address: '1010 Wien, Stephansplatz 1, AT',
      countryCode: 'AT',
      taxNumber: null,
      euVatNumber: 'ATU12345678',
      postalCode: '1010',
      city: 'Wien',
      street: 'Stephansplatz 1',
    },
    fulfilmentDate: '2026-11-27',
    currencyCode: 'HUF',
    exchangeRate: null,
    paymentMethod: 'TRANSFER',
    dueDate: '2026-12-05',
    priceBasis: 'net',
    appearance: 'PAPER',
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
    lines: Array.from({ length: lineCount }, () => line),
    net: total(2000),
    vat: total(540),
    vatHuf: total(540),
    gross: total(2540),
  };
}

const ms = (from: number) => performance.now() - from;
for (const lines of [1, 10, 100]) {
  const source = draft(lines);
  const first = await validateInvoiceData(invoiceDataXml(source, null));
  if (!first.valid) throw new Error(first.errors.join('\n'));
  let build = 0;
  let check = 0;
  for (let i = 0; i < rounds; i++) {
    const a = performance.now();
    invoiceDataXml(source, null);
    build += ms(a);
    const b = performance.now();
    await validateInvoiceData(invoiceDataXml(source, null));
    check += ms(b);
  }
  console.log(
    `${String(lines).padStart(3)} lines: build XML ${(build / rounds).toFixed(3)} ms, build + schema check ${(check / rounds).toFixed(3)} ms per issue (${rounds} rounds)`,
  );
}

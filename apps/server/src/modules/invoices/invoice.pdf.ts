/**
 * The invoice as a PDF (every kind): the fields of Áfa tv. 169. §, the VAT summary, the payable
 * amount, 'Eredeti' on the first print and 'Másolat' with the copy's number on every reprint, the
 * wording a credit note and a proforma must carry. DejaVu (products/fonts) has ő and ű.
 */
import { fileURLToPath } from 'node:url';
import { Money, type TInvoice } from '@kontor/contract';
import PDFDocument from 'pdfkit';
import { buyerAddressParts, netUnitPrice } from './nav-invoice-data.ts';

const FONT = fileURLToPath(new URL('../products/fonts/DejaVuSansCondensed.ttf', import.meta.url));
const FONT_BOLD = fileURLToPath(
  new URL('../products/fonts/DejaVuSansCondensed-Bold.ttf', import.meta.url),
);

const TITLES: Record<TInvoice['kind'], string> = {
  PROFORMA: 'DÍJBEKÉRŐ',
  ADVANCE: 'ELŐLEGSZÁMLA',
  FINAL: 'VÉGSZÁMLA',
  NORMAL: 'SZÁMLA',
  CREDIT_NOTE: 'SZÁMLÁVAL EGY TEKINTET ALÁ ESŐ OKIRAT (HELYESBÍTŐ SZÁMLA)',
};
const METHODS: Record<string, string> = {
  TRANSFER: 'Átutalás',
  CASH: 'Készpénz',
  CARD: 'Bankkártya',
};

/**
 * A decimal string in Hungarian notation with exactly its own decimals (amounts come at their
 * currency's scale, so `33.30` EUR prints `33,30`): formatted from the string, never a float.
 */
const number = (value: string) => {
  const decimals = (value.split('.')[1] ?? '').length;
  return new Intl.NumberFormat('hu-HU', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value as `${number}`);
};
/** A quantity or unit price: its significant decimals only (at most the 4 stored). */
const plain = (value: string) => number(new Money(value).toString());
const money = (value: string, currency: string) =>
  `${number(value)} ${currency === 'HUF' ? 'Ft' : currency}`;
/** `2026-11-27` → `2026. 11. 27.` */
const huDate = (iso: string) => `${iso.slice(0, 4)}. ${iso.slice(5, 7)}. ${iso.slice(8, 10)}.`;

export interface PrintInfo {
  /** 1 for the original, 2 for the first copy, … */
  copy: number;
  logo: Buffer | null;
}

export function renderInvoicePdf(inv: TInvoice, print: PrintInfo): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    // The print's kind in plain ASCII too, so a reader (and a test) tells an original from a copy.
    info: {
      Title: `${TITLES[inv.kind]} ${inv.number}`,
      Keywords: `${inv.kind} ${inv.number} ${print.copy === 1 ? 'original' : `copy ${print.copy}`}`,
    },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const left = 40;
  const width = doc.page.width - 80;

  if (print.logo) doc.image(print.logo, left, 40, { fit: [120, 50] });
  doc.font('bold').fontSize(16).text(TITLES[inv.kind], left, 40, { width, align: 'right' });
  doc.font('body').fontSize(10).text(`Sorszám: ${inv.number}`, { width, align: 'right' });
  doc.font('bold').text(print.copy === 1 ? 'Eredeti' : `Másolat – ${print.copy}. példány`, {
    width,
    align: 'right',
  });
  doc.moveDown();

  const partyTop = Math.max(doc.y, 110);
  const half = width / 2 - 10;
  const party = (x: string, title: string, lines: (string | false | null)[]) => {
    const at = x === 'left' ? left : left + width / 2 + 10;
    doc.font('bold').fontSize(9).text(title, at, partyTop, { width: half });
    doc.font('body');
    for (const line of lines) if (line) doc.text(line, at, doc.y, { width: half });
  };
  // An intra-community supply names both parties' EU VAT numbers (Áfa tv. 169. § d) db)).
  const intraCommunity = inv.lines.some((l) => l.vatCase === 'KBAET' || l.vatCase === 'EUFAD37');
  party('left', 'Eladó', [
    inv.seller.name,
    inv.seller.address,
    `Adószám: ${inv.seller.taxNumber}`,
    intraCommunity && `Közösségi adószám: HU${inv.seller.taxNumber.slice(0, 8)}`,
    inv.paymentMethod === 'TRANSFER' &&
      inv.seller.bankAccount &&
      `Bankszámla: ${inv.seller.bankAccount}`,
  ]);
  const sellerBottom = doc.y;
  const a = buyerAddressParts(inv.buyer);
  party('right', 'Vevő', [
    inv.buyer.name,
    a.street,
    `${a.postalCode} ${a.city}`,
    a.countryCode === 'HU' ? null : `Ország: ${a.countryCode}`,
    inv.buyer.taxNumber && `Adószám: ${inv.buyer.taxNumber}`,
    inv.buyer.euVatNumber && `Közösségi adószám: ${inv.buyer.euVatNumber}`,
  ]);
  doc.y = Math.max(doc.y, sellerBottom) + 12;

  // A proforma is no invoice and supplies nothing: it has no fulfilment date.
  const facts: [string, string][] = [
    ['Kelte', huDate(inv.issueDate)],
    ...(inv.kind === 'PROFORMA'
      ? []
      : [['Teljesítés', huDate(inv.fulfilmentDate)] as [string, string]]),
    ['Fizetési határidő', huDate(inv.dueDate)],
    ['Fizetési mód', METHODS[inv.paymentMethod] ?? inv.paymentMethod],
    ['Pénznem', inv.currencyCode],
  ];
  if (inv.exchangeRate)
    facts.push([
      'MNB árfolyam',
      `${plain(inv.exchangeRate)} Ft (${huDate(inv.exchangeRateDate ?? inv.fulfilmentDate)})`,
    ]);
  if (inv.orderNumber) facts.push(['Rendelés', inv.orderNumber]);
  const factWidth = width / facts.length;
  const factTop = doc.y;
  facts.forEach(([label, value], i) => {
    doc
      .font('bold')
      .fontSize(8)
      .text(label, left + i * factWidth, factTop, { width: factWidth - 4 });
    doc
      .font('body')
      .fontSize(9)
      .text(value, left + i * factWidth, factTop + 11, { width: factWidth - 4 });
  });
  doc.y = factTop + 34;

  if (inv.kind === 'CREDIT_NOTE')
    doc
      .font('bold')
      .fontSize(9)
      .text(
        `A(z) ${inv.correctedInvoiceNumber} számú számla módosítása (érvénytelenítése). Indok: ${inv.note}`,
        left,
        doc.y,
        { width },
      );
  doc.moveDown(0.5);

  const cols = [
    { h: 'Megnevezés', w: 0.3, a: 'left' as const },
    { h: 'Menny.', w: 0.08, a: 'right' as const },
    { h: 'Egys.', w: 0.06, a: 'left' as const },
    // The net unit price on every invoice, also to private persons (169. § g); no simplified invoice).
    { h: 'Nettó egységár', w: 0.12, a: 'right' as const },
    { h: 'ÁFA', w: 0.08, a: 'right' as const },
    { h: 'Nettó', w: 0.12, a: 'right' as const },
    { h: 'ÁFA összeg', w: 0.12, a: 'right' as const },
    { h: 'Bruttó', w: 0.12, a: 'right' as const },
  ];
  const row = (cells: string[], font: 'body' | 'bold') => {
    const top = doc.y;
    let x = left;
    let bottom = top;
    doc.font(font).fontSize(8);
    cells.forEach((cell, i) => {
      const w = cols[i]!.w * width;
      doc.text(cell, x, top, { width: w - 4, align: cols[i]!.a });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.y = bottom + 3;
    if (doc.y > doc.page.height - 120) doc.addPage();
  };
  row(
    cols.map((c) => c.h),
    'bold',
  );
  doc
    .moveTo(left, doc.y - 2)
    .lineTo(left + width, doc.y - 2)
    .stroke();
  for (const l of inv.lines)
    row(
      [
        l.description,
        plain(l.quantity),
        l.unit,
        plain(netUnitPrice(l, inv.priceBasis)),
        l.vatCase ?? `${plain(l.vatRate)}%`,
        number(l.net),
        number(l.vat),
        number(l.gross),
      ],
      'body',
    );
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.moveDown(0.5);

  doc.font('bold').fontSize(9).text('ÁFA-összesítő', left, doc.y);
  for (const g of inv.vatSummary) {
    const huf = inv.currencyCode === 'HUF' ? '' : `  (ÁFA forintban: ${plain(g.vatHuf)} Ft)`;
    doc
      .font('body')
      .fontSize(8)
      .text(
        `${/^\d+$/.test(g.vatCode) ? `${g.vatCode}%` : g.vatCode}: nettó ${money(g.net, inv.currencyCode)}, ÁFA ${money(g.vat, inv.currencyCode)}, bruttó ${money(g.gross, inv.currencyCode)}${huf}`,
      );
  }
  for (const reason of new Set(inv.lines.map((l) => l.vatReason).filter(Boolean)))
    doc.text(`${inv.lines.find((l) => l.vatReason === reason)!.vatCase}: ${reason}`);
  doc.moveDown(0.5);
  doc
    .font('bold')
    .fontSize(10)
    .text(`Nettó összesen: ${money(inv.net, inv.currencyCode)}`, { align: 'right' });
  doc.text(`ÁFA összesen: ${money(inv.vat, inv.currencyCode)}`, { align: 'right' });
  if (inv.currencyCode !== 'HUF')
    doc.text(`ÁFA forintban: ${plain(inv.vatHuf)} Ft`, { align: 'right' });
  doc.text(`Bruttó összesen: ${money(inv.gross, inv.currencyCode)}`, { align: 'right' });
  if (inv.cashRounding !== '0' && !/^-?0(\.0+)?$/.test(inv.cashRounding))
    doc
      .font('body')
      .text(`Kerekítés (készpénz, 5 Ft): ${money(inv.cashRounding, inv.currencyCode)}`, {
        align: 'right',
      });
  doc
    .font('bold')
    .fontSize(12)
    .text(`Fizetendő: ${money(inv.payable, inv.currencyCode)}`, { align: 'right' });
  doc.moveDown();
  doc.font('body').fontSize(8);
  if (inv.kind === 'PROFORMA')
    doc.text(
      'A díjbekérő nem minősül számlának, áfa levonására nem jogosít. A számlát a fizetés után állítjuk ki.',
    );
  if (inv.kind === 'ADVANCE')
    doc.text('Előlegszámla: az előleg összege a végszámlában levonásra kerül.');
  if (inv.note && inv.kind !== 'CREDIT_NOTE') doc.text(inv.note);
  doc.end();
  return done;
}

/**
 * The invoice as a PDF (every kind), drawn on the documents' one layout (documents/layout.ts): the
 * fields of Áfa tv. 169. §, the VAT summary, the payable amount, 'Eredeti' on the first print and
 * 'Másolat' with the copy's number on every reprint, the wording a credit note and a proforma must
 * carry. Hungarian always; for an English or German customer every label carries its translation.
 */
import type { TInvoice } from '@kontor/contract';
import { type DocumentLanguage, formatsOf } from '../documents/formats.ts';
import { Sheet } from '../documents/layout.ts';
import { bilingualTextsOf, type TextKey } from '../documents/texts.ts';
import { buyerAddressParts, netUnitPrice } from './nav-invoice-data.ts';

export interface PrintInfo {
  /** 1 for the original, 2 for the first copy, … */
  copy: number;
  logo: Buffer | null;
  language?: DocumentLanguage;
}

const PAYMENT_METHODS: Record<string, TextKey> = {
  TRANSFER: 'TRANSFER',
  CASH: 'CASH',
  CARD: 'CARD',
};

export function renderInvoicePdf(inv: TInvoice, print: PrintInfo): Promise<Buffer> {
  const t = bilingualTextsOf(print.language ?? 'hu');
  const { number, plain, money, date } = formatsOf('hu');
  const title = t(`INVOICE_${inv.kind}`);
  const showsBank = inv.paymentMethod === 'TRANSFER' && inv.seller.bankAccount;
  const sheet = new Sheet({
    title: `${title} ${inv.number}`,
    keywords: `${inv.kind} ${inv.number} ${print.copy === 1 ? 'original' : `copy ${print.copy}`}`,
    footer: [
      inv.seller.name,
      inv.seller.address,
      `${t('TAX_NUMBER')}: ${inv.seller.taxNumber}`,
      showsBank && `${t('BANK_ACCOUNT')}: ${inv.seller.bankAccount}`,
    ]
      .filter(Boolean)
      .join(' · '),
    page: (n, of) => t('PAGE', { n, of }),
  });
  sheet.header(print.logo, title, [
    { text: `${t('NUMBER')}: ${inv.number}` },
    { text: print.copy === 1 ? t('ORIGINAL') : t('COPY', { n: print.copy }), bold: true },
  ]);

  // An intra-community supply names both parties' EU VAT numbers (Áfa tv. 169. § d) db)).
  const intraCommunity = inv.lines.some((l) => l.vatCase === 'KBAET' || l.vatCase === 'EUFAD37');
  const a = buyerAddressParts(inv.buyer);
  sheet.parties([
    {
      title: t('SELLER'),
      lines: [
        inv.seller.name,
        inv.seller.address,
        `${t('TAX_NUMBER')}: ${inv.seller.taxNumber}`,
        intraCommunity && `${t('EU_VAT_NUMBER')}: HU${inv.seller.taxNumber.slice(0, 8)}`,
        showsBank && `${t('BANK_ACCOUNT')}: ${inv.seller.bankAccount}`,
      ],
    },
    {
      title: t('BUYER'),
      lines: [
        inv.buyer.name,
        a.street,
        `${a.postalCode} ${a.city}`,
        a.countryCode !== 'HU' && `${t('COUNTRY')}: ${a.countryCode}`,
        inv.buyer.taxNumber && `${t('TAX_NUMBER')}: ${inv.buyer.taxNumber}`,
        inv.buyer.euVatNumber && `${t('EU_VAT_NUMBER')}: ${inv.buyer.euVatNumber}`,
      ],
    },
  ]);

  // A proforma is no invoice and supplies nothing: it has no fulfilment date.
  const method = PAYMENT_METHODS[inv.paymentMethod];
  const facts: [string, string][] = [
    [t('ISSUE_DATE'), date(inv.issueDate)],
    ...(inv.kind === 'PROFORMA'
      ? []
      : [[t('FULFILMENT'), date(inv.fulfilmentDate)] as [string, string]]),
    [t('DUE_DATE'), date(inv.dueDate)],
    [t('PAYMENT_METHOD'), method ? t(method) : inv.paymentMethod],
    [t('CURRENCY'), inv.currencyCode],
  ];
  if (inv.exchangeRate)
    facts.push([
      t('EXCHANGE_RATE'),
      `${plain(inv.exchangeRate)} Ft (${date(inv.exchangeRateDate ?? inv.fulfilmentDate)})`,
    ]);
  if (inv.orderNumber) facts.push([t('ORDER'), inv.orderNumber]);
  sheet.facts(facts);

  if (inv.kind === 'CREDIT_NOTE')
    sheet.note(
      `A(z) ${inv.correctedInvoiceNumber} számú számla módosítása (érvénytelenítése). Indok: ${inv.note}`,
      true,
    );

  sheet.table(
    [
      { title: t('ITEM'), width: 0.3, align: 'left' },
      { title: t('QUANTITY'), width: 0.08, align: 'right' },
      { title: t('UNIT'), width: 0.06, align: 'left' },
      // The net unit price on every invoice, also to private persons (169. § g); no simplified invoice.
      { title: t('NET_UNIT_PRICE'), width: 0.12, align: 'right' },
      { title: t('VAT'), width: 0.08, align: 'right' },
      { title: t('NET'), width: 0.12, align: 'right' },
      { title: t('VAT_AMOUNT'), width: 0.12, align: 'right' },
      { title: t('GROSS'), width: 0.12, align: 'right' },
    ],
    inv.lines.map((l) => [
      l.description,
      plain(l.quantity),
      l.unit,
      plain(netUnitPrice(l, inv.priceBasis)),
      l.vatCase ?? `${plain(l.vatRate)}%`,
      number(l.net),
      number(l.vat),
      number(l.gross),
    ]),
  );

  const cur = inv.currencyCode;
  sheet.doc.font('bold').fontSize(9).text('ÁFA-összesítő', sheet.left, sheet.doc.y);
  for (const g of inv.vatSummary) {
    const huf = cur === 'HUF' ? '' : `  (ÁFA forintban: ${plain(g.vatHuf)} Ft)`;
    const code = /^\d+$/.test(g.vatCode) ? `${g.vatCode}%` : g.vatCode;
    sheet.note(
      `${code}: nettó ${money(g.net, cur)}, ÁFA ${money(g.vat, cur)}, bruttó ${money(g.gross, cur)}${huf}`,
    );
  }
  for (const reason of new Set(inv.lines.map((l) => l.vatReason).filter(Boolean)))
    sheet.note(`${inv.lines.find((l) => l.vatReason === reason)!.vatCase}: ${reason}`);
  sheet.doc.moveDown(0.5);
  const rounds = inv.cashRounding !== '0' && !/^-?0(\.0+)?$/.test(inv.cashRounding);
  sheet.totals([
    { text: `${t('NET_TOTAL')}: ${money(inv.net, cur)}` },
    { text: `${t('VAT_TOTAL')}: ${money(inv.vat, cur)}` },
    ...(cur === 'HUF' ? [] : [{ text: `ÁFA forintban: ${plain(inv.vatHuf)} Ft` }]),
    { text: `${t('GROSS_TOTAL')}: ${money(inv.gross, cur)}` },
    ...(rounds
      ? [{ text: `Kerekítés (készpénz, 5 Ft): ${money(inv.cashRounding, cur)}`, bold: false }]
      : []),
    { text: `${t('PAYABLE')}: ${money(inv.payable, cur)}`, size: 12 },
  ]);
  if (inv.kind === 'PROFORMA')
    sheet.note(
      'A díjbekérő nem minősül számlának, áfa levonására nem jogosít. A számlát a fizetés után állítjuk ki.',
    );
  if (inv.kind === 'ADVANCE')
    sheet.note('Előlegszámla: az előleg összege a végszámlában levonásra kerül.');
  if (inv.note && inv.kind !== 'CREDIT_NOTE') sheet.note(inv.note);
  return sheet.finish();
}

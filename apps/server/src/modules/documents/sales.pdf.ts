/**
 * The quote and the order confirmation on the documents' one layout, in the customer's language:
 * the firm and the customer, the dates, the lines with their unit price and discount, the totals,
 * the quote's validity or the order's thanks.
 */
import type { TOrder, TQuote } from '@kontor/contract';
import type { FirmLetterhead, PartnerLetter } from './documents.repository.ts';
import { type DocumentLanguage, formatsOf } from './formats.ts';
import { Sheet } from './layout.ts';
import { type TextKey, textsOf } from './texts.ts';

export interface SalesLetter {
  firm: FirmLetterhead & { bankAccount: string | null };
  customer: PartnerLetter;
  language: DocumentLanguage;
}

type Sales = { kind: 'QUOTE'; quote: TQuote } | { kind: 'ORDER_CONFIRMATION'; order: TOrder };

const PAYMENT_METHODS: Record<string, TextKey> = {
  TRANSFER: 'TRANSFER',
  CASH: 'CASH',
  CARD: 'CARD',
};

export function renderSalesPdf(sales: Sales, letter: SalesLetter): Promise<Buffer> {
  const t = textsOf(letter.language);
  const { number, plain, money, date } = formatsOf(letter.language);
  const doc = sales.kind === 'QUOTE' ? sales.quote : sales.order;
  const { firm } = letter;
  const title = t(sales.kind);
  const sheet = new Sheet({
    title: `${title} ${doc.number}`,
    keywords: `${sales.kind} ${doc.number} ${letter.language}`,
    footer: [
      firm.name,
      firm.address,
      `${t('TAX_NUMBER')}: ${firm.taxNumber}`,
      firm.bankAccount && `${t('BANK_ACCOUNT')}: ${firm.bankAccount}`,
    ]
      .filter(Boolean)
      .join(' · '),
    page: (n, of) => t('PAGE', { n, of }),
  });
  sheet.header(firm.logo, title, [{ text: `${t('NUMBER')}: ${doc.number}` }]);
  sheet.parties([
    {
      title: t('SUPPLIER'),
      lines: [
        firm.name,
        firm.address,
        `${t('TAX_NUMBER')}: ${firm.taxNumber}`,
        firm.bankAccount && `${t('BANK_ACCOUNT')}: ${firm.bankAccount}`,
      ],
    },
    {
      title: t('CUSTOMER'),
      lines: [
        doc.customerName,
        sales.kind === 'ORDER_CONFIRMATION' ? sales.order.billingAddress : letter.customer.address,
        letter.customer.taxNumber && `${t('TAX_NUMBER')}: ${letter.customer.taxNumber}`,
      ],
    },
  ]);

  if (sales.kind === 'QUOTE') {
    sheet.facts([
      [t('QUOTE_DATE'), date(sales.quote.quoteDate)],
      [t('VALID_UNTIL'), date(sales.quote.validUntil)],
      [t('CURRENCY'), doc.currencyCode],
    ]);
  } else {
    const o = sales.order;
    const method = PAYMENT_METHODS[o.paymentMethod];
    sheet.facts([
      [t('ORDER_DATE'), date(o.orderDate)],
      ...(o.wantedDeliveryDate
        ? [[t('DELIVERY_DATE'), date(o.wantedDeliveryDate)] as [string, string]]
        : []),
      [t('PAYMENT_METHOD'), method ? t(method) : o.paymentMethod],
      [t('PAYMENT_TERMS'), t('DAYS', { n: o.paymentTermsDays })],
      [t('CURRENCY'), doc.currencyCode],
    ]);
    if (o.deliveryAddress && o.deliveryAddress !== o.billingAddress)
      sheet.note(`${t('DELIVERY_ADDRESS')}: ${o.deliveryAddress}`);
  }

  sheet.table(
    [
      { title: t('ITEM'), width: 0.32, align: 'left' },
      { title: t('QUANTITY'), width: 0.08, align: 'right' },
      { title: t('UNIT'), width: 0.06, align: 'left' },
      {
        title: doc.priceBasis === 'net' ? t('NET_UNIT_PRICE') : t('UNIT_PRICE'),
        width: 0.12,
        align: 'right',
      },
      { title: t('DISCOUNT'), width: 0.07, align: 'right' },
      { title: t('VAT'), width: 0.07, align: 'right' },
      { title: t('NET'), width: 0.14, align: 'right' },
      { title: t('GROSS'), width: 0.14, align: 'right' },
    ],
    doc.lines.map((l) => [
      l.description || l.productName,
      plain(l.quantity),
      l.unit,
      plain(l.unitPrice),
      `${plain(l.discountPercent)}%`,
      /^\d+$/.test(l.vatCode) ? `${l.vatCode}%` : l.vatCode,
      number(l.net),
      number(l.gross),
    ]),
  );
  const cur = doc.currencyCode;
  sheet.totals([
    { text: `${t('NET_TOTAL')}: ${money(doc.totals.net, cur)}` },
    { text: `${t('VAT_TOTAL')}: ${money(doc.totals.vat, cur)}` },
    { text: `${t('GROSS_TOTAL')}: ${money(doc.totals.gross, cur)}`, size: 12 },
  ]);
  if (sales.kind === 'QUOTE')
    sheet.note(t('QUOTE_VALIDITY', { date: date(sales.quote.validUntil) }));
  else sheet.note(t('ORDER_THANKS'));
  const note = sales.kind === 'QUOTE' ? sales.quote.note : sales.order.customerNote;
  if (note) sheet.note(note);
  return sheet.finish();
}

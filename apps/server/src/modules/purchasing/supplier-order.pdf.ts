/**
 * The supplier order (megrendelés a szállítónak) on the documents' one layout
 * (documents/layout.ts), made through the one renderer (documents/render.ts, kind
 * SUPPLIER_ORDER) in the supplier's language: the firm orders, the supplier delivers; dates,
 * currency, the lines with the supplier's price, the net total and a request to confirm.
 */
import type { TSupplierOrder } from '@kontor/contract';
import type { FirmLetterhead, PartnerLetter } from '../documents/documents.repository.ts';
import { type DocumentLanguage, formatsOf } from '../documents/formats.ts';
import { Sheet } from '../documents/layout.ts';
import { textsOf } from '../documents/texts.ts';

const WORDS: Record<DocumentLanguage, { TITLE: string; CODE: string; CONFIRM: string }> = {
  hu: {
    TITLE: 'MEGRENDELÉS',
    CODE: 'Cikkszám',
    CONFIRM: 'Kérjük, a megrendelést a szállítási határidővel együtt igazolja vissza.',
  },
  en: {
    TITLE: 'PURCHASE ORDER',
    CODE: 'Item code',
    CONFIRM: 'Please confirm this order together with the delivery date.',
  },
  de: {
    TITLE: 'BESTELLUNG',
    CODE: 'Artikelnr.',
    CONFIRM: 'Bitte bestätigen Sie diese Bestellung mit dem Liefertermin.',
  },
};

export interface SupplierOrderLetter {
  firm: FirmLetterhead;
  supplier: PartnerLetter;
  language: DocumentLanguage;
}

export function renderSupplierOrderPdf(
  order: TSupplierOrder,
  letter: SupplierOrderLetter,
): Promise<Buffer> {
  const t = textsOf(letter.language);
  const w = WORDS[letter.language];
  const { number, plain, money, date } = formatsOf(letter.language);
  const { firm } = letter;
  const sheet = new Sheet({
    title: `${w.TITLE} ${order.number}`,
    keywords: `SUPPLIER_ORDER ${order.number} ${letter.language}`,
    footer: [firm.name, firm.address, `${t('TAX_NUMBER')}: ${firm.taxNumber}`].join(' · '),
    page: (n, of) => t('PAGE', { n, of }),
  });
  sheet.header(firm.logo, w.TITLE, [{ text: `${t('NUMBER')}: ${order.number}` }]);
  sheet.parties([
    {
      title: t('CUSTOMER'),
      lines: [firm.name, firm.address, `${t('TAX_NUMBER')}: ${firm.taxNumber}`],
    },
    {
      title: t('SUPPLIER'),
      lines: [
        order.supplierName,
        letter.supplier.address,
        letter.supplier.taxNumber && `${t('TAX_NUMBER')}: ${letter.supplier.taxNumber}`,
      ],
    },
  ]);
  sheet.facts([
    [t('ORDER_DATE'), date(order.orderDate)],
    ...(order.wantedDate ? [[t('DELIVERY_DATE'), date(order.wantedDate)] as [string, string]] : []),
    [t('CURRENCY'), order.currencyCode],
  ]);
  sheet.table(
    [
      { title: w.CODE, width: 0.16, align: 'left' },
      { title: t('ITEM'), width: 0.36, align: 'left' },
      { title: t('QUANTITY'), width: 0.1, align: 'right' },
      { title: t('UNIT'), width: 0.08, align: 'left' },
      { title: t('NET_UNIT_PRICE'), width: 0.15, align: 'right' },
      { title: t('NET'), width: 0.15, align: 'right' },
    ],
    order.lines.map((l) => [
      l.productCode,
      l.productName,
      plain(l.quantity),
      l.unit,
      plain(l.unitPrice),
      number(l.net),
    ]),
  );
  sheet.totals([{ text: `${t('NET_TOTAL')}: ${money(order.net, order.currencyCode)}`, size: 12 }]);
  sheet.note(w.CONFIRM);
  if (order.note) sheet.note(order.note);
  return sheet.finish();
}

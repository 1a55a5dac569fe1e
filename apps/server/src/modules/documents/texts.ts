/**
 * The printed documents' words, one dictionary per language (the server's own: a PDF is made
 * without a browser). Invoices are Hungarian by law; in English or German their labels carry the
 * translation after the Hungarian word (`Kelte / Date of issue`), so the invoice stays valid.
 */
import type { DocumentLanguage } from './formats.ts';

const HU = {
  QUOTE: 'ÁRAJÁNLAT',
  ORDER_CONFIRMATION: 'RENDELÉSVISSZAIGAZOLÁS',
  INVOICE_PROFORMA: 'DÍJBEKÉRŐ',
  INVOICE_ADVANCE: 'ELŐLEGSZÁMLA',
  INVOICE_FINAL: 'VÉGSZÁMLA',
  INVOICE_NORMAL: 'SZÁMLA',
  INVOICE_CREDIT_NOTE: 'SZÁMLÁVAL EGY TEKINTET ALÁ ESŐ OKIRAT (HELYESBÍTŐ SZÁMLA)',
  NUMBER: 'Sorszám',
  ORIGINAL: 'Eredeti',
  COPY: 'Másolat – {n}. példány',
  SELLER: 'Eladó',
  BUYER: 'Vevő',
  SUPPLIER: 'Szállító',
  CUSTOMER: 'Megrendelő',
  TAX_NUMBER: 'Adószám',
  EU_VAT_NUMBER: 'Közösségi adószám',
  BANK_ACCOUNT: 'Bankszámla',
  COUNTRY: 'Ország',
  ISSUE_DATE: 'Kelte',
  FULFILMENT: 'Teljesítés',
  DUE_DATE: 'Fizetési határidő',
  PAYMENT_METHOD: 'Fizetési mód',
  CURRENCY: 'Pénznem',
  EXCHANGE_RATE: 'MNB árfolyam',
  ORDER: 'Rendelés',
  QUOTE_DATE: 'Ajánlat kelte',
  VALID_UNTIL: 'Érvényes',
  ORDER_DATE: 'Rendelés kelte',
  DELIVERY_DATE: 'Kért szállítás',
  DELIVERY_ADDRESS: 'Szállítási cím',
  PAYMENT_TERMS: 'Fizetési feltétel',
  DAYS: '{n} nap',
  ITEM: 'Megnevezés',
  QUANTITY: 'Menny.',
  UNIT: 'Egys.',
  NET_UNIT_PRICE: 'Nettó egységár',
  UNIT_PRICE: 'Egységár',
  DISCOUNT: 'Kedv.',
  VAT: 'ÁFA',
  NET: 'Nettó',
  VAT_AMOUNT: 'ÁFA összeg',
  GROSS: 'Bruttó',
  NET_TOTAL: 'Nettó összesen',
  VAT_TOTAL: 'ÁFA összesen',
  GROSS_TOTAL: 'Bruttó összesen',
  PAYABLE: 'Fizetendő',
  PAGE: '{n}/{of}. oldal',
  QUOTE_VALIDITY: 'Az ajánlat {date} napig érvényes. Az árak a megadott pénznemben értendők.',
  ORDER_THANKS: 'Köszönjük megrendelését! Kérjük, eltérés esetén jelezze nekünk.',
  TRANSFER: 'Átutalás',
  CASH: 'Készpénz',
  CARD: 'Bankkártya',
} as const;

export type TextKey = keyof typeof HU;
type Texts = Record<TextKey, string>;

const EN: Texts = {
  QUOTE: 'QUOTATION',
  ORDER_CONFIRMATION: 'ORDER CONFIRMATION',
  INVOICE_PROFORMA: 'PRO FORMA INVOICE',
  INVOICE_ADVANCE: 'ADVANCE INVOICE',
  INVOICE_FINAL: 'FINAL INVOICE',
  INVOICE_NORMAL: 'INVOICE',
  INVOICE_CREDIT_NOTE: 'CREDIT NOTE',
  NUMBER: 'Number',
  ORIGINAL: 'Original',
  COPY: 'Copy {n}',
  SELLER: 'Seller',
  BUYER: 'Buyer',
  SUPPLIER: 'Supplier',
  CUSTOMER: 'Customer',
  TAX_NUMBER: 'Tax number',
  EU_VAT_NUMBER: 'EU VAT number',
  BANK_ACCOUNT: 'Bank account',
  COUNTRY: 'Country',
  ISSUE_DATE: 'Date of issue',
  FULFILMENT: 'Date of supply',
  DUE_DATE: 'Due date',
  PAYMENT_METHOD: 'Payment method',
  CURRENCY: 'Currency',
  EXCHANGE_RATE: 'MNB exchange rate',
  ORDER: 'Order',
  QUOTE_DATE: 'Quotation date',
  VALID_UNTIL: 'Valid until',
  ORDER_DATE: 'Order date',
  DELIVERY_DATE: 'Requested delivery',
  DELIVERY_ADDRESS: 'Delivery address',
  PAYMENT_TERMS: 'Payment terms',
  DAYS: '{n} days',
  ITEM: 'Description',
  QUANTITY: 'Qty',
  UNIT: 'Unit',
  NET_UNIT_PRICE: 'Net unit price',
  UNIT_PRICE: 'Unit price',
  DISCOUNT: 'Disc.',
  VAT: 'VAT',
  NET: 'Net',
  VAT_AMOUNT: 'VAT amount',
  GROSS: 'Gross',
  NET_TOTAL: 'Net total',
  VAT_TOTAL: 'VAT total',
  GROSS_TOTAL: 'Gross total',
  PAYABLE: 'Amount due',
  PAGE: 'Page {n} of {of}',
  QUOTE_VALIDITY: 'This quotation is valid until {date}. Prices are in the currency stated.',
  ORDER_THANKS: 'Thank you for your order! Please let us know of any difference.',
  TRANSFER: 'Bank transfer',
  CASH: 'Cash',
  CARD: 'Card',
};

const DE: Texts = {
  QUOTE: 'ANGEBOT',
  ORDER_CONFIRMATION: 'AUFTRAGSBESTÄTIGUNG',
  INVOICE_PROFORMA: 'PROFORMARECHNUNG',
  INVOICE_ADVANCE: 'ANZAHLUNGSRECHNUNG',
  INVOICE_FINAL: 'SCHLUSSRECHNUNG',
  INVOICE_NORMAL: 'RECHNUNG',
  INVOICE_CREDIT_NOTE: 'RECHNUNGSKORREKTUR',
  NUMBER: 'Nummer',
  ORIGINAL: 'Original',
  COPY: 'Kopie {n}',
  SELLER: 'Verkäufer',
  BUYER: 'Käufer',
  SUPPLIER: 'Lieferant',
  CUSTOMER: 'Kunde',
  TAX_NUMBER: 'Steuernummer',
  EU_VAT_NUMBER: 'USt-IdNr.',
  BANK_ACCOUNT: 'Bankkonto',
  COUNTRY: 'Land',
  ISSUE_DATE: 'Rechnungsdatum',
  FULFILMENT: 'Leistungsdatum',
  DUE_DATE: 'Fällig am',
  PAYMENT_METHOD: 'Zahlungsart',
  CURRENCY: 'Währung',
  EXCHANGE_RATE: 'MNB-Kurs',
  ORDER: 'Auftrag',
  QUOTE_DATE: 'Angebotsdatum',
  VALID_UNTIL: 'Gültig bis',
  ORDER_DATE: 'Auftragsdatum',
  DELIVERY_DATE: 'Gewünschte Lieferung',
  DELIVERY_ADDRESS: 'Lieferadresse',
  PAYMENT_TERMS: 'Zahlungsbedingungen',
  DAYS: '{n} Tage',
  ITEM: 'Bezeichnung',
  QUANTITY: 'Menge',
  UNIT: 'Einh.',
  NET_UNIT_PRICE: 'Netto-Einzelpreis',
  UNIT_PRICE: 'Einzelpreis',
  DISCOUNT: 'Rabatt',
  VAT: 'MwSt.',
  NET: 'Netto',
  VAT_AMOUNT: 'MwSt.-Betrag',
  GROSS: 'Brutto',
  NET_TOTAL: 'Netto gesamt',
  VAT_TOTAL: 'MwSt. gesamt',
  GROSS_TOTAL: 'Brutto gesamt',
  PAYABLE: 'Zahlbetrag',
  PAGE: 'Seite {n} von {of}',
  QUOTE_VALIDITY:
    'Dieses Angebot gilt bis {date}. Die Preise verstehen sich in der angegebenen Währung.',
  ORDER_THANKS: 'Vielen Dank für Ihren Auftrag! Bitte teilen Sie uns Abweichungen mit.',
  TRANSFER: 'Überweisung',
  CASH: 'Bar',
  CARD: 'Karte',
};

const DICTIONARIES: Record<DocumentLanguage, Texts> = { hu: HU, en: EN, de: DE };

export type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/** The document's words in `language`. */
export function textsOf(language: DocumentLanguage): Translate {
  return (key, values) => fill(DICTIONARIES[language][key], values);
}

/**
 * An invoice's words: Hungarian, followed by the translation when the invoice is printed for an
 * English or German customer (`Kelte / Date of issue`).
 */
export function bilingualTextsOf(language: DocumentLanguage): Translate {
  if (language === 'hu') return textsOf('hu');
  const other = textsOf(language);
  return (key, values) => `${fill(HU[key], values)} / ${other(key, values)}`;
}

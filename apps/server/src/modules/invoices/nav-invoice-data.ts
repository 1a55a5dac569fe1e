/**
 * The InvoiceData document of NAV Online Számla API v3 (namespace
 * http://schemas.nav.gov.hu/OSA/3.0/data, schema invoiceData.xsd) for one issued invoice or credit
 * note, or a draft before issue (invoice-legal.ts). Only the elements Kontor fills are written, in
 * the schema's order; every text passes `navText` (one line, NAV's length). A private person's
 * name and address are not reported (customerVatStatus PRIVATE_PERSON forbids them).
 */
import {
  classifyBuyer,
  isEuMemberState,
  Money,
  navCustomerVatStatus,
  type TInvoice,
  ZERO_VAT_CASES,
} from '@kontor/contract';
import { escapeXml } from '../reference-data/xml.ts';
import { NAV_TEXT_LIMITS as LIMIT, navText } from './text-normalise.ts';

const DATA_NS = 'http://schemas.nav.gov.hu/OSA/3.0/data';
const BASE_NS = 'http://schemas.nav.gov.hu/OSA/3.0/base';

/** What the document is built from: an issued invoice (the view) or a draft with its parts. */
export type InvoiceDataSource = Pick<
  TInvoice,
  | 'number'
  | 'issueDate'
  | 'kind'
  | 'seller'
  | 'buyer'
  | 'fulfilmentDate'
  | 'currencyCode'
  | 'exchangeRate'
  | 'paymentMethod'
  | 'dueDate'
  | 'priceBasis'
  | 'appearance'
  | 'vatSummary'
  | 'net'
  | 'vat'
  | 'vatHuf'
  | 'gross'
> & {
  lines: (Pick<
    TInvoice['lines'][number],
    | 'advanceInvoiceId'
    | 'description'
    | 'quantity'
    | 'unit'
    | 'unitPrice'
    | 'vatCode'
    | 'vatRate'
    | 'net'
    | 'vat'
    | 'gross'
  > &
    // The advance a deduction line takes back (absent on a draft checked before issue).
    Partial<Pick<TInvoice['lines'][number], 'advancePayment'>>)[];
};

/** What a credit note needs of the invoice it corrects. */
export interface Correction {
  originalNumber: string;
  /** 1 for the first modification of the original, 2 for the second, … */
  modificationIndex: number;
  /** Line numbers already used on the original and its earlier modifications. */
  linesBefore: number;
  operation: 'MODIFY' | 'STORNO';
  /** True when NAV holds no accepted report of the original (spec v3.0 `modifyWithoutMaster`). */
  modifyWithoutMaster: boolean;
}

const el = (name: string, value: string | number) =>
  `<${name}>${escapeXml(String(value))}</${name}>`;
/** A SimpleText element: one line, cut to NAV's length. */
const text = (name: string, value: string, max: number) => el(name, navText(value, max));

function taxNumber(tag: string, value: string): string {
  const [id, vat, county] = value.split('-');
  return `<${tag}>${el('base:taxpayerId', id!)}${vat ? el('base:vatCode', vat) : ''}${county ? el('base:countyCode', county) : ''}</${tag}>`;
}

export interface AddressParts {
  countryCode: string;
  postalCode: string;
  city: string;
  street: string;
}

/**
 * `1138 Budapest, Váci út 141.` → its parts: the seller's address (one text on the firm) and
 * invoices issued before the buyer's parts were frozen. A missing part stays empty, so the
 * schema check names it.
 */
export function splitAddress(printed: string, countryCode: string): AddressParts {
  const m = /^\s*(\S+)\s+([^,]+),\s*(.+?)(?:,\s*[A-Z]{2})?\s*$/.exec(printed);
  return m
    ? { countryCode, postalCode: m[1]!, city: m[2]!, street: m[3]! }
    : { countryCode, postalCode: '', city: '', street: printed };
}

/** The buyer's billing address in parts: frozen on the invoice, or split from the printed text. */
export function buyerAddressParts(buyer: InvoiceDataSource['buyer']): AddressParts {
  return buyer.postalCode !== null && buyer.city !== null && buyer.street !== null
    ? {
        countryCode: buyer.countryCode,
        postalCode: buyer.postalCode,
        city: buyer.city,
        street: buyer.street,
      }
    : splitAddress(buyer.address, buyer.countryCode);
}

function address(tag: string, a: AddressParts): string {
  return `<${tag}><base:simpleAddress>${el('base:countryCode', a.countryCode)}${el('base:postalCode', oneLineUpper(a.postalCode))}${text('base:city', a.city, LIMIT.city)}${text('base:additionalAddressDetail', a.street, LIMIT.additionalAddressDetail)}</base:simpleAddress></${tag}>`;
}

const oneLineUpper = (value: string) => navText(value, 10).toUpperCase();

function vatElement(tag: string, vatCode: string, vatRate: string): string {
  const zero = Object.hasOwn(ZERO_VAT_CASES, vatCode) ? ZERO_VAT_CASES[vatCode]! : null;
  const inner = zero
    ? `<${zero.element}>${el('case', zero.case)}${text('reason', zero.reason, LIMIT.reason)}</${zero.element}>`
    : el('vatPercentage', new Money(vatRate).div(100).toString());
  return `<${tag}>${inner}</${tag}>`;
}

/**
 * The net unit price of a line (Áfa tv. 169. § g)): the unit price on the net basis; on the gross
 * basis (private persons) the line's net over its quantity, to 4 decimals.
 */
export function netUnitPrice(
  l: { quantity: string; net: string; unitPrice: string },
  basis: 'net' | 'gross',
): string {
  return basis === 'gross' && !new Money(l.quantity).isZero()
    ? new Money(l.net).div(l.quantity).toDecimalPlaces(4).toString()
    : l.unitPrice;
}

const huf = (amount: string, rate: string | null) =>
  rate === null ? amount : new Money(amount).times(rate).toDecimalPlaces(2).toString();

/**
 * customerInfo by the buyer's VAT status (vat-status.ts): DOMESTIC (a company or a sole trader)
 * with its tax number, OTHER with the EU VAT number of an EU taxable buyer, PRIVATE_PERSON alone.
 */
function customerInfo(inv: InvoiceDataSource): string {
  const b = inv.buyer;
  const status = classifyBuyer(b);
  const navStatus = navCustomerVatStatus(status, b.kind);
  if (navStatus === 'PRIVATE_PERSON')
    return `<customerInfo>${el('customerVatStatus', 'PRIVATE_PERSON')}</customerInfo>`;
  const vatData =
    navStatus === 'DOMESTIC' && b.taxNumber
      ? `<customerVatData>${taxNumber('customerTaxNumber', b.taxNumber)}</customerVatData>`
      : status === 'EU_TAXABLE' && b.euVatNumber && isEuMemberState(b.countryCode)
        ? `<customerVatData>${el('communityVatNumber', b.euVatNumber.replace(/[\s.-]/g, '').toUpperCase())}</customerVatData>`
        : '';
  return `<customerInfo>${el('customerVatStatus', navStatus)}${vatData}${text('customerName', b.name, LIMIT.name)}${address('customerAddress', buyerAddressParts(b))}</customerInfo>`;
}

export function invoiceDataXml(inv: InvoiceDataSource, correction: Correction | null): string {
  const rate = inv.exchangeRate;
  const reference = correction
    ? `<invoiceReference>${el('originalInvoiceNumber', correction.originalNumber)}${el('modifyWithoutMaster', String(correction.modifyWithoutMaster))}${el('modificationIndex', correction.modificationIndex)}</invoiceReference>`
    : '';
  const head = `<invoiceHead><supplierInfo>${taxNumber('supplierTaxNumber', inv.seller.taxNumber)}${text('supplierName', inv.seller.name, LIMIT.name)}${address('supplierAddress', splitAddress(inv.seller.address, 'HU'))}</supplierInfo>${customerInfo(inv)}<invoiceDetail>${el('invoiceCategory', 'NORMAL')}${el('invoiceDeliveryDate', inv.fulfilmentDate)}${el('currencyCode', inv.currencyCode)}${el('exchangeRate', rate ?? '1')}${el('paymentMethod', inv.paymentMethod)}${el('paymentDate', inv.dueDate)}${el('invoiceAppearance', inv.appearance)}</invoiceDetail></invoiceHead>`;
  const lines = inv.lines
    .map((l, i) => {
      const modification = correction
        ? `<lineModificationReference>${el('lineNumberReference', correction.linesBefore + i + 1)}${el('lineOperation', 'CREATE')}</lineModificationReference>`
        : '';
      const paid = l.advancePayment;
      const advance =
        inv.kind === 'ADVANCE' || l.advanceInvoiceId !== null
          ? `<advanceData>${el('advanceIndicator', 'true')}${paid ? `<advancePaymentData>${el('advanceOriginalInvoice', paid.originalInvoice)}${el('advancePaymentDate', paid.paymentDate)}${el('advanceExchangeRate', new Money(paid.exchangeRate).toString())}</advancePaymentData>` : ''}</advanceData>`
          : '';
      const unitPrice = netUnitPrice(l, inv.priceBasis);
      return `<line>${el('lineNumber', i + 1)}${modification}${advance}${el('lineExpressionIndicator', 'true')}${text('lineDescription', l.description, LIMIT.lineDescription)}${el('quantity', new Money(l.quantity).toString())}${el('unitOfMeasure', 'OWN')}${text('unitOfMeasureOwn', l.unit, LIMIT.unitOfMeasureOwn)}${el('unitPrice', new Money(unitPrice).toString())}<lineAmountsNormal><lineNetAmountData>${el('lineNetAmount', l.net)}${el('lineNetAmountHUF', huf(l.net, rate))}</lineNetAmountData>${vatElement('lineVatRate', l.vatCode, l.vatRate)}<lineVatData>${el('lineVatAmount', l.vat)}${el('lineVatAmountHUF', huf(l.vat, rate))}</lineVatData><lineGrossAmountData>${el('lineGrossAmountNormal', l.gross)}${el('lineGrossAmountNormalHUF', huf(l.gross, rate))}</lineGrossAmountData></lineAmountsNormal></line>`;
    })
    .join('');
  const byRate = inv.vatSummary
    .map(
      (g) =>
        `<summaryByVatRate>${vatElement('vatRate', g.vatCode, g.vatRate)}<vatRateNetData>${el('vatRateNetAmount', g.net)}${el('vatRateNetAmountHUF', huf(g.net, rate))}</vatRateNetData><vatRateVatData>${el('vatRateVatAmount', g.vat)}${el('vatRateVatAmountHUF', g.vatHuf)}</vatRateVatData><vatRateGrossData>${el('vatRateGrossAmount', g.gross)}${el('vatRateGrossAmountHUF', huf(g.gross, rate))}</vatRateGrossData></summaryByVatRate>`,
    )
    .join('');
  const summary = `<invoiceSummary><summaryNormal>${byRate}${el('invoiceNetAmount', inv.net)}${el('invoiceNetAmountHUF', huf(inv.net, rate))}${el('invoiceVatAmount', inv.vat)}${el('invoiceVatAmountHUF', inv.vatHuf)}</summaryNormal><summaryGrossData>${el('invoiceGrossAmount', inv.gross)}${el('invoiceGrossAmountHUF', huf(inv.gross, rate))}</summaryGrossData></invoiceSummary>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<InvoiceData xmlns="${DATA_NS}" xmlns:base="${BASE_NS}">${el('invoiceNumber', inv.number)}${el('invoiceIssueDate', inv.issueDate)}${el('completenessIndicator', 'false')}<invoiceMain><invoice>${reference}${head}<invoiceLines>${el('mergedItemIndicator', 'false')}${lines}</invoiceLines>${summary}</invoice></invoiceMain></InvoiceData>`;
}

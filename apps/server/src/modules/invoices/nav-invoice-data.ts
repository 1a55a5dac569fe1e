/**
 * The InvoiceData document of NAV Online Számla API v3 (namespace
 * http://schemas.nav.gov.hu/OSA/3.0/data, schema invoiceData.xsd) for one issued invoice or credit
 * note. Only the elements Kontor fills are written, in the schema's order. A private person's
 * name and address are not reported (customerVatStatus PRIVATE_PERSON forbids them).
 */
import { Money, type TInvoice, ZERO_VAT_CASES } from '@kontor/contract';
import { escapeXml } from '../reference-data/xml.ts';

const DATA_NS = 'http://schemas.nav.gov.hu/OSA/3.0/data';
const BASE_NS = 'http://schemas.nav.gov.hu/OSA/3.0/base';

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

function taxNumber(tag: string, value: string): string {
  const [id, vat, county] = value.split('-');
  return `<${tag}>${el('base:taxpayerId', id!)}${vat ? el('base:vatCode', vat) : ''}${county ? el('base:countyCode', county) : ''}</${tag}>`;
}

/** `1138 Budapest, Váci út 141.` → simpleAddress (postal code, city, the rest). */
function address(tag: string, text: string, countryCode: string): string {
  const m = /^\s*(\S+)\s+([^,]+),\s*(.+)$/.exec(text);
  const [postal, city, rest] = m ? [m[1]!, m[2]!, m[3]!] : ['0000', text || '-', text || '-'];
  return `<${tag}><base:simpleAddress>${el('base:countryCode', countryCode)}${el('base:postalCode', postal)}${el('base:city', city.trim())}${el('base:additionalAddressDetail', rest.trim())}</base:simpleAddress></${tag}>`;
}

function vatElement(tag: string, vatCode: string, vatRate: string): string {
  const zero = Object.hasOwn(ZERO_VAT_CASES, vatCode) ? ZERO_VAT_CASES[vatCode]! : null;
  const inner = zero
    ? `<${zero.element}>${el('case', zero.case)}${el('reason', zero.reason)}</${zero.element}>`
    : el('vatPercentage', new Money(vatRate).div(100).toString());
  return `<${tag}>${inner}</${tag}>`;
}

const huf = (amount: string, rate: string | null) =>
  rate === null ? amount : new Money(amount).times(rate).toDecimalPlaces(2).toString();

function customerInfo(inv: TInvoice): string {
  const b = inv.buyer;
  if (b.kind === 'PERSON')
    return `<customerInfo>${el('customerVatStatus', 'PRIVATE_PERSON')}</customerInfo>`;
  const domestic = b.countryCode === 'HU' && b.taxNumber;
  const vatData = domestic
    ? `<customerVatData>${taxNumber('customerTaxNumber', b.taxNumber!)}</customerVatData>`
    : b.euVatNumber
      ? `<customerVatData>${el('communityVatNumber', b.euVatNumber)}</customerVatData>`
      : '';
  return `<customerInfo>${el('customerVatStatus', domestic ? 'DOMESTIC' : 'OTHER')}${vatData}${el('customerName', b.name)}${address('customerAddress', b.address, b.countryCode)}</customerInfo>`;
}

export function invoiceDataXml(inv: TInvoice, correction: Correction | null): string {
  const rate = inv.exchangeRate;
  const reference = correction
    ? `<invoiceReference>${el('originalInvoiceNumber', correction.originalNumber)}${el('modifyWithoutMaster', String(correction.modifyWithoutMaster))}${el('modificationIndex', correction.modificationIndex)}</invoiceReference>`
    : '';
  const head = `<invoiceHead><supplierInfo>${taxNumber('supplierTaxNumber', inv.seller.taxNumber)}${el('supplierName', inv.seller.name)}${address('supplierAddress', inv.seller.address, 'HU')}</supplierInfo>${customerInfo(inv)}<invoiceDetail>${el('invoiceCategory', 'NORMAL')}${el('invoiceDeliveryDate', inv.fulfilmentDate)}${el('currencyCode', inv.currencyCode)}${el('exchangeRate', rate ?? '1')}${el('paymentMethod', inv.paymentMethod)}${el('paymentDate', inv.dueDate)}${el('invoiceAppearance', 'PAPER')}</invoiceDetail></invoiceHead>`;
  const lines = inv.lines
    .map((l, i) => {
      const modification = correction
        ? `<lineModificationReference>${el('lineNumberReference', correction.linesBefore + i + 1)}${el('lineOperation', 'CREATE')}</lineModificationReference>`
        : '';
      const advance =
        inv.kind === 'ADVANCE' || l.advanceInvoiceId !== null
          ? `<advanceData>${el('advanceIndicator', 'true')}</advanceData>`
          : '';
      const unitPrice =
        inv.priceBasis === 'gross' && !new Money(l.quantity).isZero()
          ? new Money(l.net).div(l.quantity).toDecimalPlaces(4).toString()
          : l.unitPrice;
      return `<line>${el('lineNumber', i + 1)}${modification}${advance}${el('lineExpressionIndicator', 'true')}${el('lineDescription', l.description)}${el('quantity', new Money(l.quantity).toString())}${el('unitOfMeasure', 'OWN')}${el('unitOfMeasureOwn', l.unit)}${el('unitPrice', new Money(unitPrice).toString())}<lineAmountsNormal><lineNetAmountData>${el('lineNetAmount', l.net)}${el('lineNetAmountHUF', huf(l.net, rate))}</lineNetAmountData>${vatElement('lineVatRate', l.vatCode, l.vatRate)}<lineVatData>${el('lineVatAmount', l.vat)}${el('lineVatAmountHUF', huf(l.vat, rate))}</lineVatData><lineGrossAmountData>${el('lineGrossAmountNormal', l.gross)}${el('lineGrossAmountNormalHUF', huf(l.gross, rate))}</lineGrossAmountData></lineAmountsNormal></line>`;
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

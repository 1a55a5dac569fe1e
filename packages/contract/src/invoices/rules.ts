/**
 * Hungarian invoicing rules shared by the server and the web app (sources in
 * apps/server/src/modules/invoices/README.md).
 */
import { type Amount, Money } from '../money.ts';

export const INVOICE_KINDS = ['PROFORMA', 'ADVANCE', 'FINAL', 'NORMAL', 'CREDIT_NOTE'] as const;
export type TInvoiceKind = (typeof INVOICE_KINDS)[number];

/** Proformas (díjbekérő) are requests for payment, not invoices: own series, no NAV report. */
export const PROFORMA_SERIES = 'DB';
/** Every invoice and credit note of a firm shares one gapless series per year. */
export const INVOICE_SERIES = 'SZ';
export const seriesOfKind = (kind: TInvoiceKind) =>
  kind === 'PROFORMA' ? PROFORMA_SERIES : INVOICE_SERIES;

/**
 * Cash payable in HUF rounded to the nearest 5 Ft (2008. évi III. törvény 2. §): endings 1, 2 go
 * down to 0, 3, 4 up to 5, 6, 7 down to 5, 8, 9 up to 10. Integral amounts never tie, so half away
 * from zero gives exactly this; a negative amount (credit note) rounds symmetrically.
 */
export function roundCashHuf(amount: Amount): string {
  return new Money(amount).div(5).toDecimalPlaces(0, Money.ROUND_HALF_UP).times(5).toFixed(0);
}

/** Whether a document's payable amount is rounded to 5 Ft: HUF paid in cash. */
export const isCashRounded = (currency: string, paymentMethod: string) =>
  currency === 'HUF' && paymentMethod === 'CASH';

/**
 * A zero-VAT line must name NAV's case (InvoiceData v3 `vatExemption` or `vatOutOfScope`): NAV
 * has no plain 0 % rate. Keys are the line VAT codes: the product codes of 0004_products.sql and
 * `AAM`, which only a firm that is alanyi adómentes puts on its lines (vat-status.ts).
 */
export interface ZeroVatCase {
  element: 'vatExemption' | 'vatOutOfScope';
  case: string;
  reason: string;
}
export const ZERO_VAT_CASES: Readonly<Record<string, ZeroVatCase>> = {
  AAM: { element: 'vatExemption', case: 'AAM', reason: 'Alanyi adómentes (Áfa tv. XIII. fejezet)' },
  TAM: { element: 'vatExemption', case: 'TAM', reason: 'Tárgyi adómentes (Áfa tv. 85–86. §)' },
  KBAET: {
    element: 'vatExemption',
    case: 'KBAET',
    reason: 'Közösségen belüli adómentes termékértékesítés (Áfa tv. 89. §)',
  },
  EU: {
    element: 'vatExemption',
    case: 'KBAET',
    reason: 'Közösségen belüli adómentes termékértékesítés (Áfa tv. 89. §)',
  },
  MAA: {
    element: 'vatExemption',
    case: 'EAM',
    reason: 'Adómentes termékexport harmadik országba (Áfa tv. 98–109. §)',
  },
  EUK: {
    element: 'vatOutOfScope',
    case: 'EUFAD37',
    reason: 'Áfa tv. 37. § alapján másik tagállamban teljesített szolgáltatás (fordított adózás)',
  },
};

/**
 * The key a VAT summary groups by: NAV's case for a zero-VAT code (`EU` and `KBAET` are both
 * KBAET, so the summary has one KBAET group), the code itself for a rate.
 */
export const vatGroupKey = (vatCode: string) =>
  Object.hasOwn(ZERO_VAT_CASES, vatCode) ? ZERO_VAT_CASES[vatCode]!.case : vatCode;

/** Whether a VAT code is a rate (27, 18, 5) rather than a NAV case. */
export const isVatRateCode = (code: string) => /^(27|18|5)$/.test(code);

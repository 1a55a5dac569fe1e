/**
 * The pure arithmetic of invoices (README "Rounding"): lines through money.ts `computeLine`, totals
 * as exact sums, the advance split over the order's VAT rates, the 5 Ft cash rounding and the VAT
 * in HUF of a foreign-currency invoice.
 */
import {
  computeLine,
  isCashRounded,
  type LineAmounts,
  Money,
  type PriceBasis,
  roundCashHuf,
  roundMoney,
  sumLines,
  ZERO_VAT_CASES,
} from '@kontor/contract';

export interface DraftLine extends LineAmounts {
  orderLineId: number | null;
  advanceInvoiceId: number | null;
  correctedLineId: number | null;
  productId: number | null;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  vatCode: string;
  vatRate: string;
}

export interface Totals extends LineAmounts {
  vatHuf: string;
  cashRounding: string;
  payable: string;
}

/** An order line's part (`quantity` of it) priced again: the unit price stays the order's. */
export function priceOrderLine(
  line: {
    id: number;
    productId: number;
    description: string;
    productName: string;
    unit: string;
    unitPrice: string;
    discountPercent: string;
    vatCode: string;
    vatRate: string;
  },
  quantity: string,
  basis: PriceBasis,
  scale: number,
): DraftLine {
  const amounts = computeLine({
    quantity,
    unitPrice: line.unitPrice,
    discountPercent: line.discountPercent,
    vatRate: line.vatRate,
    scale,
    basis,
  });
  const factor = new Money(1).minus(new Money(line.discountPercent).div(100));
  return {
    orderLineId: line.id,
    advanceInvoiceId: null,
    correctedLineId: null,
    productId: line.productId,
    description: line.description || line.productName,
    quantity: roundMoney(quantity, 4),
    unit: line.unit,
    unitPrice: roundMoney(new Money(line.unitPrice).times(factor), 4),
    vatCode: line.vatCode,
    vatRate: line.vatRate,
    ...amounts,
  };
}

/**
 * Splits a gross amount over the order's VAT groups in proportion to their gross; the last group
 * takes what rounding left, so the parts add up to the amount exactly. Each part's VAT is taken
 * out of its gross (an advance is a gross amount received, Áfa tv. 59. §).
 */
export function splitGross(
  amount: string,
  groups: readonly { vatCode: string; vatRate: string; gross: string }[],
  scale: number,
): { vatCode: string; vatRate: string; amounts: LineAmounts }[] {
  const total = groups.reduce((s, g) => s.plus(g.gross), new Money(0));
  let left = new Money(amount);
  return groups.map((group, i) => {
    const gross =
      i === groups.length - 1
        ? left
        : new Money(roundMoney(new Money(amount).times(group.gross).div(total), scale));
    left = left.minus(gross);
    return {
      vatCode: group.vatCode,
      vatRate: group.vatRate,
      amounts: computeLine({
        quantity: 1,
        unitPrice: gross,
        vatRate: group.vatRate,
        scale,
        basis: 'gross',
      }),
    };
  });
}

/** The negative of a line (storno, advance deduction): the same amounts with the opposite sign. */
export function negateLine(line: DraftLine, scale: number, quantity = line.quantity): DraftLine {
  const neg = (v: string) => new Money(v).negated().toFixed(scale);
  return {
    ...line,
    quantity: new Money(quantity).negated().toFixed(4),
    net: neg(line.net),
    vat: neg(line.vat),
    gross: neg(line.gross),
  };
}

/** Totals of a document: exact sums, VAT in HUF per rate, and the cash rounding of HUF cash. */
export function totalsOf(
  lines: readonly DraftLine[],
  opts: { scale: number; currency: string; paymentMethod: string; exchangeRate: string | null },
): Totals {
  const sum = sumLines(lines, opts.scale);
  const vatHuf = vatSummary(lines, opts.scale, opts.exchangeRate)
    .reduce((s, g) => s.plus(g.vatHuf), new Money(0))
    .toFixed(0);
  const payable = isCashRounded(opts.currency, opts.paymentMethod)
    ? roundCashHuf(sum.gross)
    : sum.gross;
  return {
    ...sum,
    vatHuf,
    cashRounding: new Money(payable).minus(sum.gross).toFixed(opts.scale),
    payable,
  };
}

/**
 * Totals per VAT code (a rate or a NAV case), in line order of first appearance. The VAT in HUF
 * is the group's VAT at the MNB rate, rounded to whole forints per group (Áfa tv. 80. §, 169. § p)).
 */
export function vatSummary(
  lines: readonly Pick<DraftLine, 'vatCode' | 'vatRate' | 'net' | 'vat' | 'gross'>[],
  scale: number,
  exchangeRate: string | null,
) {
  const groups = new Map<string, (typeof lines)[number][]>();
  for (const line of lines) groups.set(line.vatCode, [...(groups.get(line.vatCode) ?? []), line]);
  return [...groups].map(([vatCode, group]) => {
    const sum = sumLines(group, scale);
    return {
      vatCode,
      vatRate: group[0]!.vatRate,
      ...sum,
      vatHuf:
        exchangeRate === null ? sum.vat : roundMoney(new Money(sum.vat).times(exchangeRate), 0),
    };
  });
}

/** NAV's case and reason of a zero-VAT code, or null for a rate (27, 18, 5). */
export function zeroVatCase(vatCode: string) {
  return Object.hasOwn(ZERO_VAT_CASES, vatCode) ? ZERO_VAT_CASES[vatCode]! : null;
}

/**
 * The plausible fulfilment dates of an invoice issued on `issueDate` (README "Content"): not
 * before the first day of the previous year (Áfa tv. 163. § wants the invoice within 15 days of
 * the supply, so an older date is a late invoice — allowed, but a year-old typo is not) and not
 * after 30 days past the issue date (an invoice may be issued before the supply, Áfa tv. 163. §
 * (1); a month covers an invoice sent ahead of a delivery).
 */
export function fulfilmentWindow(issueDate: string): { from: string; to: string } {
  const year = Number(issueDate.slice(0, 4));
  const to = new Date(Date.parse(`${issueDate}T00:00:00Z`) + 30 * 86_400_000);
  return { from: `${year - 1}-01-01`, to: to.toISOString().slice(0, 10) };
}

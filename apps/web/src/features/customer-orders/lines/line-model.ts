import {
  computeLine,
  type LineAmounts,
  type PriceBasis,
  sumByVatRate,
  sumLines,
  type TLine,
  type TPricePreviewLine,
  type TPriceSource,
} from '@kontor/contract';

/** Fulfilment of an order line (commercial process item); quotes have none. */
export interface LineFulfilment {
  fulfilment: 'STOCK' | 'PURCHASE' | 'PRODUCTION' | 'SUBCONTRACT';
  fulfilmentPartnerId: number | null;
  fulfilmentPartnerName?: string | null;
  reservedQuantity?: string;
  missingQuantity?: string;
}

/** One line of a quote or order as the form edits it. */
export interface LineRow {
  /** Stable React key: the stored id, or a temporary one for a new line */
  key: string;
  productId: number | null;
  productCode: string;
  productName: string;
  description: string;
  /** Decimal string ('1.5'); '' while not typed */
  quantity: string;
  unit: string;
  /** Null: priced by the server (the price list and approved discounts) */
  unitPrice: string | null;
  /** The user typed the unit price: it is sent, the server keeps it */
  isPriceTyped: boolean;
  discountPercent: string | null;
  isDiscountTyped: boolean;
  /** Known once the product is priced */
  vatRate: string | null;
  /** Why the price is what it is (price list, a discount's name, typed) */
  explanation: string | null;
  /** A stored line's price source (the grid words it); null once the line is priced again */
  priceSource?: TPriceSource | null;
  /** The price list has no price for it: anyone who may write types one */
  isUnpriced?: boolean;
  fulfilment?: LineFulfilment;
}

/** A stored decimal as the user would type it: '7999.0000' → '7999', '1.5000' → '1.5'. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

let nextKey = 0;
export function newLineKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

export function emptyLine(fulfilment?: LineFulfilment): LineRow {
  return {
    key: newLineKey(),
    productId: null,
    productCode: '',
    productName: '',
    description: '',
    quantity: '1',
    unit: '',
    unitPrice: null,
    isPriceTyped: false,
    discountPercent: null,
    isDiscountTyped: false,
    vatRate: null,
    explanation: null,
    ...(fulfilment ? { fulfilment } : {}),
  };
}

/** A stored line: its price counts as given, so saving again never re-prices it silently. */
export function lineRowOf(line: TLine, fulfilment?: LineFulfilment): LineRow {
  return {
    key: `line-${line.id}`,
    productId: line.productId,
    productCode: line.productCode,
    productName: line.productName,
    description: line.description,
    quantity: trimDecimal(line.quantity),
    unit: line.unit,
    unitPrice: trimDecimal(line.unitPrice),
    isPriceTyped: true,
    discountPercent: trimDecimal(line.discountPercent),
    isDiscountTyped: true,
    vatRate: line.vatRate,
    explanation: line.priceExplanation,
    priceSource: line.priceSource,
    ...(fulfilment ? { fulfilment } : {}),
  };
}

/** The server's price for a line, kept unless the user typed its own. */
export function withPreview(row: LineRow, priced: TPricePreviewLine, explain: string): LineRow {
  return {
    ...row,
    unit: priced.unit,
    vatRate: priced.vatRate,
    unitPrice: row.isPriceTyped ? row.unitPrice : trimDecimal(priced.unitPrice),
    discountPercent: row.isDiscountTyped
      ? row.discountPercent
      : trimDecimal(priced.discountPercent),
    explanation: explain,
    priceSource: null,
  };
}

/** Whether a line is worth sending: a product and a quantity (blank trailing rows are not). */
export function isFilled(row: LineRow): boolean {
  return row.productId !== null && row.quantity !== '';
}

/**
 * Text typed into the product cell that names no product stays in `productCode` (no
 * `productId`): the line is marked and a save is refused until a product is picked.
 */
export function isUnpicked(row: LineRow): boolean {
  return row.productId === null && row.productCode.trim() !== '';
}

/** The line holding a typed text that is no product yet: unpriced, out of the totals. */
export function withUnpickedText(row: LineRow, text: string): LineRow {
  return {
    ...row,
    productId: null,
    productCode: text,
    productName: '',
    unit: '',
    vatRate: null,
    explanation: null,
  };
}

/** The line as the contract's line body: a price only when the user gave one. */
export function lineBodyOf(row: LineRow) {
  return {
    productId: row.productId as number,
    quantity: row.quantity,
    description: row.description,
    ...(row.isPriceTyped && row.unitPrice !== null ? { unitPrice: row.unitPrice } : {}),
    ...(row.isDiscountTyped && row.discountPercent !== null
      ? { discountPercent: row.discountPercent }
      : {}),
  };
}

export interface Pricing {
  scale: number;
  basis: PriceBasis;
}

const VALID = /^\d+(\.\d+)?$/;

/** A line's amounts with money.ts, as the server computes them; null until priced. */
export function amountsOf(row: LineRow, pricing: Pricing): LineAmounts | null {
  if (
    !VALID.test(row.quantity) ||
    row.unitPrice === null ||
    !VALID.test(row.unitPrice) ||
    row.vatRate === null
  )
    return null;
  const discount = row.discountPercent !== null && VALID.test(row.discountPercent);
  return computeLine({
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    discountPercent: discount ? (row.discountPercent as string) : '0',
    vatRate: row.vatRate,
    scale: pricing.scale,
    basis: pricing.basis,
  });
}

export interface DocumentTotals {
  total: LineAmounts;
  byRate: [string, LineAmounts][];
}

/** Net, VAT and gross in total and per VAT rate: exact sums of the rounded lines (money.ts). */
export function totalsOf(rows: readonly LineRow[], pricing: Pricing): DocumentTotals {
  const lines: (LineAmounts & { vatRate: string })[] = [];
  for (const row of rows) {
    const amounts = amountsOf(row, pricing);
    if (amounts && row.vatRate !== null) lines.push({ ...amounts, vatRate: row.vatRate });
  }
  const byRate = [...sumByVatRate(lines, pricing.scale)].sort(([a], [b]) => Number(b) - Number(a));
  return { total: sumLines(lines, pricing.scale), byRate };
}

import type { Db } from '../../platform/db/database.ts';
import * as repo from './pricing.repository.ts';

/** What a document (quote, order, invoice) asks the pricing function for. */
export interface PriceRequest {
  /** The customer; null for a price without a customer (a prospect's quote). */
  customerId: number | null;
  priceType: string;
  currency: string;
  /** ISO date the prices are valid on (the document's date). */
  date: string;
  lines: readonly { productId: number; quantity: string }[];
}

/** The price of one requested line, in the request's order. */
export interface LinePrice {
  productId: number;
  quantity: string;
  /** The price list's unit price (net) for the price type, currency and day; null when none. */
  listPrice: string | null;
  /** The unit price the line gets; null when the product has no price (the user must type one). */
  unitPrice: string | null;
  /** Discount in percent off the unit price, as a decimal string. */
  discountPercent: string;
  /** Where the price comes from, so the UI can say why. */
  source: 'LIST' | 'NONE';
}

/**
 * The one pricing function every document calls (modules/pricing/README.md). Today it answers the
 * price list; the discounts area adds approved discounts here, so no caller changes.
 */
export async function priceLines(
  db: Db,
  firmId: number,
  request: PriceRequest,
): Promise<LinePrice[]> {
  const rows = await repo.findListPrices(
    db,
    firmId,
    request.lines.map((l) => l.productId),
    request.priceType,
    request.currency,
    request.date,
  );
  const listPrices = new Map(rows.map((r) => [r.product_id, r.unit_price]));
  return request.lines.map(({ productId, quantity }) => {
    const listPrice = listPrices.get(productId) ?? null;
    return {
      productId,
      quantity,
      listPrice,
      unitPrice: listPrice,
      discountPercent: '0',
      source: listPrice === null ? 'NONE' : 'LIST',
    };
  });
}

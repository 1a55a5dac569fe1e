import type { Db } from '../../platform/db/database.ts';
import { type Candidate, chooseDiscount } from './discount-rule.ts';
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

/** Why a line got a discount: the UI says "Ősz 2026 kampány, −12 %, jóváhagyta: Kovács Anna". */
export interface AppliedDiscount {
  discountId: number;
  discountItemId: number;
  name: string;
  approvedBy: string | null;
  target: Candidate['target'];
  /** The item's percent, or null for a fixed net price. */
  discountPercent: string | null;
  fixedPrice: string | null;
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
  source: 'LIST' | 'DISCOUNT' | 'NONE';
  /** The approved discount applied, or null. */
  discount: AppliedDiscount | null;
}

const toCandidate = (r: repo.CandidateRow): Candidate => ({
  discountId: r.discount_id,
  itemId: r.item_id,
  discountName: r.discount_name,
  approvedBy: r.approved_by,
  priority: r.priority,
  target: r.target,
  minQuantity: r.min_quantity,
  discountPercent: r.discount_percent,
  fixedPrice: r.fixed_price,
});

/**
 * The one pricing function every document calls (modules/pricing/README.md): the list price and
 * the best approved discount for each line, in one statement whatever the number of lines.
 */
export async function priceLines(
  db: Db,
  firmId: number,
  request: PriceRequest,
): Promise<LinePrice[]> {
  const productIds = request.lines.map((l) => l.productId);
  const { prices: rows, candidates: candidateRows } = await repo.findPricesAndCandidates(
    db,
    firmId,
    productIds,
    {
      customerId: request.customerId,
      priceType: request.priceType,
      currency: request.currency,
      day: request.date,
    },
  );
  const listPrices = new Map(rows.map((r) => [r.product_id, r.unit_price]));
  const candidates = new Map<number, repo.CandidateRow[]>();
  for (const r of candidateRows) {
    const held = candidates.get(r.product_id);
    if (held) held.push(r);
    else candidates.set(r.product_id, [r]);
  }
  return request.lines.map(({ productId, quantity }) => {
    const listPrice = listPrices.get(productId) ?? null;
    const choice = chooseDiscount(
      (candidates.get(productId) ?? []).map(toCandidate),
      listPrice,
      quantity,
    );
    if (choice === null)
      return {
        productId,
        quantity,
        listPrice,
        unitPrice: listPrice,
        discountPercent: '0',
        source: listPrice === null ? 'NONE' : 'LIST',
        discount: null,
      };
    const c = choice.candidate;
    return {
      productId,
      quantity,
      listPrice,
      // A fixed net price is the unit price as is; a percent stays a percent on the line, so the
      // line amounts round once (computeLine).
      unitPrice: c.fixedPrice ?? listPrice,
      discountPercent: c.discountPercent ?? '0',
      source: 'DISCOUNT',
      discount: {
        discountId: c.discountId,
        discountItemId: c.itemId,
        name: c.discountName,
        approvedBy: c.approvedBy,
        target: c.target,
        discountPercent: c.discountPercent,
        fixedPrice: c.fixedPrice,
      },
    };
  });
}

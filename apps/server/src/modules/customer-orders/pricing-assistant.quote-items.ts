import type { PRICE_TYPES, TQuote, TQuotePricing } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { todayInHungary } from '../../platform/business-day.ts';
import type { Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/database.ts';
import { fieldError, staleVersion } from '../../platform/errors.ts';
import { priceLines } from '../pricing/pricing.service.ts';
import { getQuote, updateQuote } from './quotes.service.ts';

interface CostRow {
  product_id: number;
  unit_price: string;
}

/** The preferred suppliers' lowest HUF price per product for its quantity (supplier info). */
async function purchaseCosts(ctx: Ctx, quote: TQuote): Promise<Map<number, string>> {
  const ids = [...new Set(quote.lines.map((l) => l.productId))];
  if (ids.length === 0) return new Map();
  const rows = await queryRows<CostRow>(
    ctx.db,
    sql`select product_id, min(unit_price)::text as unit_price from product_suppliers
        where firm_id = ${ctx.auth.firmId} and is_preferred and currency_code = 'HUF'
          and min_quantity <= 1 and product_id in ${ids}
        group by product_id`,
  );
  return new Map(rows.map((r) => [r.product_id, r.unit_price]));
}

/** The quote pricing assistant's view of a quote: cost, list price and discount per line. */
export async function getQuotePricing(ctx: Ctx, quoteId: number): Promise<TQuotePricing> {
  const quote = await getQuote(ctx, quoteId);
  const [costs, prices] = await Promise.all([
    purchaseCosts(ctx, quote),
    quote.lines.length === 0
      ? []
      : priceLines(ctx.db, ctx.auth.firmId, {
          customerId: quote.customerId,
          priceType: quote.priceType,
          currency: quote.currencyCode,
          date: todayInHungary(),
          lines: quote.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
        }),
  ]);
  return {
    quoteId: quote.id,
    number: quote.number,
    state: quote.state,
    currencyCode: quote.currencyCode,
    priceBasis: quote.priceBasis,
    version: quote.version,
    items: quote.lines.map((line, i) => ({
      lineId: line.id,
      position: line.position,
      productCode: line.productCode,
      productName: line.productName,
      quantity: line.quantity,
      vatRate: line.vatRate,
      unitPrice: line.unitPrice,
      discountPercent: line.discountPercent,
      listPrice: prices[i]?.listPrice ?? null,
      purchaseCost: costs.get(line.productId) ?? null,
      net: line.net,
    })),
  };
}

/**
 * New discounts for some lines through the quote's own update (one transaction, version and
 * state checked, audited, prices by role): every line keeps its unit price.
 */
export async function saveQuotePricing(
  ctx: Ctx,
  quoteId: number,
  body: { version: number; items: { lineId: number; discountPercent: string }[] },
): Promise<TQuotePricing> {
  const quote = await getQuote(ctx, quoteId);
  // Lines get new ids on every save: a stale version is named as such, not as unknown lines.
  if (quote.version !== body.version) throw staleVersion('quote');
  const discounts = new Map(body.items.map((item) => [item.lineId, item.discountPercent]));
  body.items.forEach((item, i) => {
    if (!quote.lines.some((l) => l.id === item.lineId))
      throw fieldError(`items.${i}.lineId`, 'Not a line of the quote');
  });
  await updateQuote(ctx, quoteId, {
    customerId: quote.customerId,
    contactId: quote.contactId,
    currencyCode: quote.currencyCode,
    priceType: quote.priceType as (typeof PRICE_TYPES)[number],
    salesRepEmployeeId: quote.salesRepEmployeeId,
    quoteDate: quote.quoteDate,
    validUntil: quote.validUntil,
    note: quote.note,
    version: body.version,
    lines: quote.lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discountPercent: discounts.get(line.id) ?? line.discountPercent,
      description: line.description,
    })),
  });
  return getQuotePricing(ctx, quoteId);
}

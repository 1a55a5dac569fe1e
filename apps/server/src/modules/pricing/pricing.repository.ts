import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

export interface ListPriceRow {
  product_id: number;
  unit_price: string;
}

/**
 * The list price valid on `day` for each product, in one query: of the periods covering the day,
 * the one starting latest (as `findValidPrice` of the products module, for many products at once).
 */
export function findListPrices(
  db: Db,
  firmId: number,
  productIds: readonly number[],
  priceType: string,
  currency: string,
  day: string,
) {
  if (productIds.length === 0) return Promise.resolve([]);
  return queryRows<ListPriceRow>(
    db,
    sql`select distinct on (product_id) product_id, unit_price::text as unit_price
      from product_prices
      where firm_id = ${firmId} and product_id = any(${sql.param([...new Set(productIds)])}::int[])
        and price_type = ${priceType} and currency_code = ${currency}
        and valid_from <= ${day}::date and (valid_to is null or valid_to >= ${day}::date)
      order by product_id, valid_from desc`,
  );
}

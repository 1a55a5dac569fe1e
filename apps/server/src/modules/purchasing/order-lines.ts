import { Money } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import * as demand from './demand.repository.ts';
import { arrayOf, type NewLine } from './supplier-orders.repository.ts';

/** A line someone wants ordered; `path` names it in errors (`lines.3`). */
export interface WantedLine {
  path: string;
  supplierId: number;
  productId: number;
  quantity: string;
  unitPrice?: string | undefined;
  currencyCode?: string | undefined;
  customerOrderLineIds: readonly number[];
  /** Bought for stock (minimum-stock.service): serves no customer order. */
  isMinimumStock?: boolean | undefined;
}

/** Refuses products that are not the firm's goods (400 naming the line's product). */
export async function checkProducts(tx: Db, firmId: number, lines: readonly WantedLine[]) {
  const found = await queryRows<{ id: number }>(
    tx,
    sql`select id from products where firm_id = ${firmId} and not is_service
          and id = any(${arrayOf([...new Set(lines.map((l) => l.productId))])}::int[])`,
  );
  const ids = new Set(found.map((r) => r.id));
  const bad = lines.find((l) => !ids.has(l.productId));
  if (bad) throw fieldError(`${bad.path}.productId`, 'No such product');
}

/**
 * Each line's currency and unit price: as given, else the supplier's price for the quantity
 * (product supplier info, in the given currency if any), else 0 in the given currency or HUF.
 */
export async function priceLines(tx: Db, firmId: number, lines: readonly WantedLine[]) {
  const prices = new Map(
    (await demand.findPrices(tx, firmId, lines)).map((p) => [p.i - 1, p] as const),
  );
  return lines.map((line, i) => {
    const found = prices.get(i);
    return {
      ...line,
      currencyCode: line.currencyCode ?? found?.currency_code ?? 'HUF',
      unitPrice: line.unitPrice ?? found?.unit_price ?? '0',
    };
  });
}

const DEMAND_FULFILMENTS = new Set(['PURCHASE', 'SUBCONTRACT']);

/**
 * The demand each line covers. Locks the named customer-order lines (demand.repository) and
 * hands out their open quantity line by line, in request order, each line at most its own
 * quantity: so a request naming a demand line twice, or two requests at once, never cover more
 * than is open. A named line with nothing open left is already ordered: 409, and nothing is
 * written.
 */
export async function coverDemand(
  tx: Db,
  firmId: number,
  lines: readonly WantedLine[],
): Promise<NewLine['demands'][]> {
  const named = [...new Set(lines.flatMap((l) => l.customerOrderLineIds))];
  const rows = new Map(
    (await demand.lockDemandLines(tx, firmId, named)).map((r) => [r.id, r] as const),
  );
  const open = new Map([...rows].map(([id, r]) => [id, new Money(r.open)]));
  return lines.map((line) => {
    let left = new Money(line.quantity);
    return line.customerOrderLineIds.flatMap((id, j) => {
      const path = `${line.path}.customerOrderLineIds.${j}`;
      const row = rows.get(id);
      if (!row) throw fieldError(path, 'No such customer-order line');
      if (row.product_id !== line.productId)
        throw fieldError(path, 'The customer-order line is of another product');
      if (row.order_state !== 'CONFIRMED' || !DEMAND_FULFILMENTS.has(row.fulfilment))
        throw new AppError('INVALID_STATE', 'Not a purchase line of a confirmed order', {
          errors: [{ path, message: 'Not purchase demand', code: 'not_demand' }],
        });
      const still = open.get(id)!;
      if (still.lte(0))
        throw new AppError('INVALID_STATE', 'This demand is already ordered', {
          errors: [{ path, message: 'Already ordered', code: 'already_ordered' }],
        });
      const take = Money.min(left, still);
      left = left.minus(take);
      open.set(id, still.minus(take));
      return take.gt(0) ? [{ customerOrderLineId: id, quantity: take.toFixed(4) }] : [];
    });
  });
}

/** The lines priced (`priceLines`) and with the demand each covers (`coverDemand`). */
export async function priceAndCover(tx: Db, firmId: number, lines: readonly WantedLine[]) {
  const priced = await priceLines(tx, firmId, lines);
  const covers = await coverDemand(tx, firmId, priced);
  return priced.map((line, i) => ({ ...line, demands: covers[i]! }));
}

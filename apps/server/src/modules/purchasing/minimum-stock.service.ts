import { Money, type TMinimumStock, type TMinimumStockBody } from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { publishChange } from '../../platform/events.ts';
import * as repo from './minimum-stock.repository.ts';
import type { WantedLine } from './order-lines.ts';

async function readMinimumStock(db: Db, firmId: number, productId: number): Promise<TMinimumStock> {
  const [row] = await repo.findStockPositions(db, firmId, [productId]);
  if (!row) throw new AppError('NOT_FOUND', 'No such product');
  return {
    productId,
    minimumStock: row.minimum_stock,
    orderUpToStock: row.order_up_to_stock,
    available: row.available,
    incoming: row.incoming,
  };
}

export const getMinimumStock = (ctx: Ctx, productId: number) =>
  readMinimumStock(ctx.db, ctx.auth.firmId, productId);

/** Sets the levels of one of the firm's goods (a service is never stocked: 400). */
export async function setMinimumStock(ctx: Ctx, productId: number, body: TMinimumStockBody) {
  const before = await getMinimumStock(ctx, productId);
  return runAction(ctx, async (tx) => {
    if (!(await repo.setStockLevels(tx, ctx.auth.firmId, productId, body)))
      throw fieldError('minimumStock', 'A service has no stock');
    await publishChange(tx, ctx.auth.firmId, 'purchasing');
    const after = await readMinimumStock(tx, ctx.auth.firmId, productId);
    return {
      result: after,
      audit: { entity: 'product', entityId: productId, action: 'set-minimum-stock', before, after },
    };
  });
}

/**
 * Refuses minimum-stock lines whose product is not (or no longer) below its minimum. Locks the
 * products first (minimum-stock.repository), so a parallel generation or a double click sees
 * what the first one ordered as incoming and gets 409 `not_below_minimum`; two lines of one
 * request for the same product are counted one after the other the same way. The quantity may
 * exceed the need (a pack size), as a customer-demand line may.
 */
export async function checkMinimumStock(tx: Db, firmId: number, lines: readonly WantedLine[]) {
  const wanted = lines.filter((l) => l.isMinimumStock);
  if (wanted.length === 0) return;
  const named = wanted.find((l) => l.customerOrderLineIds.length > 0);
  if (named)
    throw fieldError(
      `${named.path}.customerOrderLineIds`,
      'A minimum-stock line serves no customer order',
    );
  const ids = [...new Set(wanted.map((l) => l.productId))];
  const positions = new Map(
    (await repo.findStockPositions(tx, firmId, ids, true)).map((r) => [r.product_id, r] as const),
  );
  const stocked = new Map<number, Money>();
  for (const line of wanted) {
    const position = positions.get(line.productId)!;
    const have =
      stocked.get(line.productId) ?? new Money(position.available).plus(position.incoming);
    if (position.minimum_stock === null || have.gte(position.minimum_stock))
      throw new AppError('INVALID_STATE', 'The product is not below its minimum stock', {
        errors: [
          {
            path: `${line.path}.isMinimumStock`,
            message: 'Not below the minimum stock',
            code: 'not_below_minimum',
          },
        ],
      });
    stocked.set(line.productId, have.plus(line.quantity));
  }
}

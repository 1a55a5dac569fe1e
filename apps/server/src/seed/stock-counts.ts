import { Money } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import {
  countLines,
  createStockCount,
  getStockCount,
} from '../modules/stock-counts/stock-counts.service.ts';
import { type Db, queryRows } from '../platform/db/database.ts';
import { seedContext } from './context.ts';

/**
 * One count under way in the first firm, so the stock count pages and the dashboard's TO_COUNT
 * tab show something on a fresh start: shelf A-03 (none of the tests' shelves), two lines counted
 * by the warehouse worker, one of them a unit short.
 */
export async function seedStockCounts(db: Db, firmId: number): Promise<void> {
  const [who] = await queryRows<{ user_id: number; storage_id: number }>(
    db,
    sql`select (select id from users where username = 'raktaros') as user_id,
               (select id from storages where firm_id = ${firmId} and code = 'A-03') as storage_id`,
  );
  if (!who?.storage_id) return;
  const ctx = seedContext(db, firmId, who.user_id);
  const count = await createStockCount(ctx, {
    storageId: who.storage_id,
    note: 'Negyedéves leltár',
  });
  const lines = (await getStockCount(ctx, count.id)).lines.slice(0, 2);
  await countLines(
    ctx,
    count.id,
    lines.map((line, i) => ({
      storageId: line.storageId,
      productId: line.productId,
      quantity: new Money(line.expected).minus(i).toString(),
    })),
  );
}

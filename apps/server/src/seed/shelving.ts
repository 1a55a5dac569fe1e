import { sql } from 'drizzle-orm';
import { createReceipt, postReceipt } from '../modules/shelving/receipts.service.ts';
import { type Db, queryRows } from '../platform/db/database.ts';
import { seedContext } from './context.ts';

/**
 * One posted delivery of the first firm whose goods wait in the inbound buffer (`PUFFER-BE`), so
 * the shelving page and the dashboard's 'to shelve' tab show work on a fresh start.
 */
export async function seedShelving(db: Db, firmId: number, userId: number): Promise<void> {
  const ctx = seedContext(db, firmId, userId);
  const [supplier] = await queryRows<{ id: number }>(
    db,
    sql`select id from partners where firm_id = ${firmId} and is_active
          and 'SUPPLIER' = any(roles) order by id limit 1`,
  );
  const goods = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p where p.firm_id = ${firmId} and not p.is_service
          and p.code in ('ASZ-1002', 'BUT-2002', 'CSO-3002') order by p.code`,
  );
  const quantities = ['12', '8', '40'];
  const receipt = await createReceipt(ctx, {
    supplierId: supplier!.id,
    deliveryNoteNumber: 'SZL-2026/0412',
    lines: goods.map((g, i) => ({ productId: g.id, quantity: quantities[i]! })),
  });
  await postReceipt(ctx, receipt.id, receipt.version);
}

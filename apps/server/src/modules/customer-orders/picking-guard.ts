import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';

/** The field error code of the refusal; the web shows `SALES.ERROR.IN_PICKING_CYCLE`. */
export const IN_PICKING_CYCLE = 'IN_PICKING_CYCLE';

/**
 * Refuses (409, code `IN_PICKING_CYCLE`, the cycle's number in `params.cycle`) a change of an
 * order while its lines (all, or the `lineIds` a change touches) are in an open picking cycle
 * (OPEN or IN_PROGRESS: its lines are still open). Call it under the order's row lock: a cycle
 * locks its orders' rows (FOR SHARE) before it takes their lines (picking README), so an edit
 * and a new cycle never pass each other: whichever locks second sees what the first committed.
 */
export async function refuseInPickingCycle(
  tx: Db,
  orderId: number,
  lineIds?: readonly number[],
): Promise<void> {
  if (lineIds?.length === 0) return;
  const named = lineIds
    ? sql`and l.order_line_id = any(${`{${lineIds.map(Number).join(',')}}`}::int[])`
    : sql``;
  const [cycle] = await queryRows<{ number: string }>(
    tx,
    sql`select c.number from picking_cycle_lines l join picking_cycles c on c.id = l.cycle_id
        where l.order_id = ${orderId} and l.is_open ${named}
        order by c.id limit 1`,
  );
  if (!cycle) return;
  const message = `Lines of the order are in the open picking cycle ${cycle.number}`;
  throw new AppError('INVALID_STATE', message, {
    errors: [{ path: 'state', message, code: IN_PICKING_CYCLE, params: { cycle: cycle.number } }],
  });
}

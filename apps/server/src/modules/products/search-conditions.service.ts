import type { TSearchCondition, ZSearchConditionBody } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { AppError, staleVersion } from '../../platform/errors.ts';
import { conflict } from './products.service.ts';

type Body = z.output<typeof ZSearchConditionBody>;
interface Row {
  id: number;
  name: string;
  filters: TSearchCondition['filters'];
  version: number;
  updated_at: Date | string;
}
const COLUMNS = sql`id, name, filters, version, updated_at`;
const toCondition = (r: Row): TSearchCondition => ({
  id: r.id,
  name: r.name,
  filters: r.filters,
  version: r.version,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** Only the caller's own conditions: another user's id answers 404 like a missing one. */
async function findOwn(db: Db, ctx: Ctx, id: number, forUpdate = false): Promise<Row> {
  const [row] = await queryRows<Row>(
    db,
    sql`select ${COLUMNS} from product_search_conditions
        where id = ${id} and firm_id = ${ctx.auth.firmId} and user_id = ${ctx.auth.userId}
        ${forUpdate ? sql`for update` : sql``}`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'No such search condition');
  return row;
}

const nameTaken = () => conflict('name', 'A search condition of this name exists');

export async function listSearchConditions(ctx: Ctx): Promise<TSearchCondition[]> {
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select ${COLUMNS} from product_search_conditions
        where firm_id = ${ctx.auth.firmId} and user_id = ${ctx.auth.userId} order by lower(name)`,
  );
  return rows.map(toCondition);
}

export function createSearchCondition(ctx: Ctx, body: Body): Promise<TSearchCondition> {
  return runAction(ctx, async (tx) => {
    const [row] = await queryRows<Row>(
      tx,
      sql`insert into product_search_conditions (firm_id, user_id, name, filters)
          values (${ctx.auth.firmId}, ${ctx.auth.userId}, ${body.name}, ${JSON.stringify(body.filters)}::jsonb)
          on conflict do nothing returning ${COLUMNS}`,
    );
    if (!row) throw nameTaken();
    const after = toCondition(row);
    return {
      result: after,
      audit: { entity: 'product_search_condition', entityId: row.id, action: 'create', after },
    };
  });
}

export function updateSearchCondition(
  ctx: Ctx,
  id: number,
  body: Body & { version: number },
): Promise<TSearchCondition> {
  return runAction(ctx, async (tx) => {
    const current = await findOwn(tx, ctx, id, true);
    if (current.version !== body.version) throw staleVersion('search condition');
    const [row] = await queryRows<Row>(
      tx,
      sql`update product_search_conditions set name = ${body.name},
            filters = ${JSON.stringify(body.filters)}::jsonb, version = version + 1, updated_at = now()
          where id = ${id}
            and not exists (select 1 from product_search_conditions o where o.id <> ${id}
              and o.firm_id = ${ctx.auth.firmId} and o.user_id = ${ctx.auth.userId}
              and lower(o.name) collate "C" = lower(${body.name}) collate "C")
          returning ${COLUMNS}`,
    );
    if (!row) throw nameTaken();
    const after = toCondition(row);
    return {
      result: after,
      audit: {
        entity: 'product_search_condition',
        entityId: id,
        action: 'update',
        before: toCondition(current),
        after,
      },
    };
  });
}

export function deleteSearchCondition(ctx: Ctx, id: number): Promise<void> {
  return runAction(ctx, async (tx) => {
    const before = toCondition(await findOwn(tx, ctx, id, true));
    await tx.execute(sql`delete from product_search_conditions where id = ${id}`);
    return {
      result: undefined,
      audit: { entity: 'product_search_condition', entityId: id, action: 'delete', before },
    };
  });
}

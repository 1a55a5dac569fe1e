import type { TDashboardItem } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { publishChange } from '../../platform/events.ts';
import type { Permission } from '../../platform/permissions.ts';
import type { DashboardTab } from './dashboard-tabs.ts';

/**
 * A tab for tests only (the dashboard's own tests, its benchmark and e2e server): its items are
 * rows of a table made on demand, OPEN → DONE, with a location. Never registered by the product.
 */
const TABLE = sql.identifier('dashboard_test_items');

export async function createTestItemTable(db: Db): Promise<void> {
  await db.execute(sql`create table if not exists ${TABLE} (
    id serial primary key, firm_id int not null, title text not null,
    state text not null default 'OPEN', storage_id int, due timestamptz not null default now())`);
  await db.execute(
    sql`create index if not exists dashboard_test_items_open on ${TABLE} (firm_id, due) where state = 'OPEN'`,
  );
}

/** Adds `count` open items for the firm (telling its dashboards), answers their ids. */
export async function addTestItems(db: Db, firmId: number, count: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`insert into ${TABLE} (firm_id, title, due)
          select ${firmId}, 'Teszt ' || g, now() + g * interval '1 minute'
          from generate_series(1, ${count}) g returning id`,
    );
    await publishChange(tx, firmId, 'warehouse');
    return rows.map((r) => r.id);
  });
}

interface Row {
  id: number;
  title: string;
  state: string;
  storage_id: number | null;
  due: string;
}

function itemOf(row: Row): TDashboardItem {
  return {
    id: String(row.id),
    kind: 'TEST',
    title: row.title,
    orderId: null,
    orderNumber: null,
    customerName: null,
    productId: null,
    productCode: null,
    productName: null,
    quantity: '1',
    unit: 'db',
    storageId: row.storage_id,
    storageCode: null,
    due: new Date(row.due).toISOString(),
    state: row.state,
    href: null,
    actions: ['change-state', 'update-location'],
    nextStates: ['DONE'],
  };
}

const OPEN_OF = (firmId: number) => sql`firm_id = ${firmId} and state = 'OPEN'`;

async function openItem(tx: Db, firmId: number, itemId: string): Promise<void> {
  if (!/^\d{1,9}$/.test(itemId)) throw new AppError('NOT_FOUND', 'No such item');
  const [row] = await queryRows<{ state: string }>(
    tx,
    sql`select state from ${TABLE} where id = ${Number(itemId)} and firm_id = ${firmId} for update`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'No such item');
  if (row.state !== 'OPEN') throw new AppError('INVALID_STATE', `The item is ${row.state}`);
}

export function testTab(code: string, permission?: Permission): DashboardTab {
  return {
    code,
    position: 1000,
    ...(permission && { permission }),
    async count(db, scope) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${TABLE} where ${OPEN_OF(scope.firmId)}`,
      );
      return row!.n;
    },
    async list(db, scope, page) {
      const rows = await queryRows<Row & { total: number }>(
        db,
        sql`select id, title, state, storage_id, due, count(*) over ()::int as total
            from ${TABLE} where ${OPEN_OF(scope.firmId)} order by due, id
            limit ${page.pageSize} offset ${page.pageNumber * page.pageSize}`,
      );
      return { items: rows.map(itemOf), total: rows[0]?.total ?? 0 };
    },
    async changeState(ctx, tx, itemId, state) {
      await openItem(tx, ctx.auth.firmId, itemId);
      if (state !== 'DONE') throw new AppError('INVALID_STATE', `Not a next state: ${state}`);
      await tx.execute(sql`update ${TABLE} set state = ${state} where id = ${Number(itemId)}`);
    },
    async updateLocation(ctx, tx, itemId, storageId) {
      await openItem(tx, ctx.auth.firmId, itemId);
      await tx.execute(
        sql`update ${TABLE} set storage_id = ${storageId} where id = ${Number(itemId)}`,
      );
    },
  };
}

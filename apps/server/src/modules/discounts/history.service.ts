import type { TDiscountEvent } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/database.ts';
import { requireDiscount } from './discounts.service.ts';

interface EventRow {
  id: number;
  at: Date | string;
  user_name: string | null;
  entity: 'discount' | 'discount-item';
  action: string;
  before: unknown;
  after: unknown;
}

type Change = TDiscountEvent['changes'][number];
type Obj = Record<string, unknown>;

/** The terms of a list and of an item the history compares; other fields are bookkeeping. */
const LIST_FIELDS = [
  'name',
  'scope',
  'customerIds',
  'priceType',
  'currency',
  'validFrom',
  'validTo',
  'priority',
  'note',
  'state',
] as const;
const ITEM_FIELDS = ['target', 'targetName', 'minQuantity', 'discountPercent', 'fixedPrice'];

const shown = (value: unknown): string | null =>
  value === null || value === undefined || value === ''
    ? null
    : Array.isArray(value)
      ? value.join(', ')
      : String(value);
const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An item as the user knows it: its code and name (`P-100 Tölgy asztal`), not its id. */
const itemLabel = (item: Obj): string | null =>
  shown([item.targetCode, item.targetName].filter((v) => v).join(' '));
/** An audited item with its label in `targetName`, so a changed target reads by name. */
const labelled = (item: Obj | null): Obj | null => item && { ...item, targetName: itemLabel(item) };

/**
 * The fields whose shown value differs between `before` and `after` (either may be missing):
 * a field saved unchanged is no change. Customers are shown by name (`names`), not by id.
 */
function diff(
  fields: readonly string[],
  before: Obj | null,
  after: Obj | null,
  names: Names = new Map(),
): Change[] {
  const text = (o: Obj | null, field: string) =>
    field === 'customerIds' && Array.isArray(o?.[field])
      ? shown((o[field] as number[]).map((id) => names.get(id) ?? `#${id}`))
      : shown(o?.[field]);
  return fields
    .map((field) => ({ field, before: text(before, field), after: text(after, field) }))
    .filter((c) => c.before !== c.after);
}
type Names = Map<number, string>;

/** What an item action changed; `after` is what the item service wrote into the audit log. */
function itemChanges(
  action: string,
  after: unknown,
): { subject: string | null; changes: Change[] } {
  if (action === 'update' && isObj(after) && isObj(after.after)) {
    const before = isObj(after.before) ? after.before : null;
    return {
      subject: itemLabel(after.after),
      changes: diff(ITEM_FIELDS, labelled(before), labelled(after.after)),
    };
  }
  if (action === 'cancel' && isObj(after))
    return {
      subject: itemLabel(after),
      changes: [{ field: 'isCancelled', before: 'false', after: 'true' }],
    };
  if (action === 'create' && isObj(after))
    return { subject: itemLabel(after), changes: diff(ITEM_FIELDS, null, labelled(after)) };
  if (action === 'add-products' && isObj(after))
    return {
      subject: null,
      changes: diff(['added', 'skipped'], null, after),
    };
  const rows = Array.isArray(after) ? after : [];
  if (action === 'delete') {
    const labels = rows.flatMap((item) => (isObj(item) ? [itemLabel(item)] : []));
    // Older rows audited the ids only: their count is all there is to show.
    const deletedItems = labels.length > 0 ? labels : String(rows.length);
    return { subject: null, changes: diff(['deletedItems'], null, { deletedItems }) };
  }
  // A recalculation that changed no figure changed nothing.
  const count = rows.length > 0 ? String(rows.length) : null;
  return { subject: null, changes: diff(['changedFigures'], null, { changedFigures: count }) };
}

/** The names of the customers the audited lists name, in one query. */
async function customerNames(ctx: Ctx, rows: EventRow[]): Promise<Names> {
  const ids = new Set<number>();
  for (const r of rows)
    for (const side of [r.before, r.after])
      if (isObj(side) && Array.isArray(side.customerIds))
        for (const id of side.customerIds) if (Number.isInteger(id)) ids.add(id as number);
  if (ids.size === 0) return new Map();
  const found = await queryRows<{ id: number; name: string }>(
    ctx.db,
    sql`select id, name from partners
        where firm_id = ${ctx.auth.firmId} and id = any(${`{${[...ids].join(',')}}`}::int[])`,
  );
  return new Map(found.map((p) => [p.id, p.name]));
}

/** The audit history of one list and its items, latest first. */
export async function listHistory(ctx: Ctx, discountId: number, limit: number) {
  const { firmId } = ctx.auth;
  await requireDiscount(ctx.db, firmId, discountId);
  const rows = await queryRows<EventRow>(
    ctx.db,
    sql`select a.id::int as id, a.at, u.full_name as user_name, a.entity, a.action, a.before, a.after
      from audit_log a left join users u on u.id = a.user_id
      where a.firm_id = ${firmId} and a.entity in ('discount', 'discount-item')
        and a.entity_id = ${String(discountId)}
      order by a.at desc, a.id desc
      limit ${limit}`,
  );
  const names = await customerNames(ctx, rows);
  const events = rows.map((r): TDiscountEvent => {
    const base = {
      id: r.id,
      at: new Date(r.at).toISOString(),
      userName: r.user_name,
      entity: r.entity,
      action: r.action,
    };
    if (r.entity === 'discount-item') return { ...base, ...itemChanges(r.action, r.after) };
    const before = isObj(r.before) && 'name' in r.before ? r.before : null;
    return {
      ...base,
      subject: null,
      changes: diff(LIST_FIELDS, before, isObj(r.after) ? r.after : null, names),
    };
  });
  // A row that changed nothing (a list saved with the same terms) is no history.
  return events.filter((e) => e.changes.length > 0);
}

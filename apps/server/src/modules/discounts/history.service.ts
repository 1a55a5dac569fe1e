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
const ITEM_FIELDS = ['target', 'targetCode', 'minQuantity', 'discountPercent', 'fixedPrice'];

const shown = (value: unknown): string | null =>
  value === null || value === undefined || value === ''
    ? null
    : Array.isArray(value)
      ? value.join(', ')
      : String(value);
const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields whose shown value differs between `before` and `after` (either may be missing). */
function diff(fields: readonly string[], before: Obj | null, after: Obj | null): Change[] {
  return fields
    .map((field) => ({ field, before: shown(before?.[field]), after: shown(after?.[field]) }))
    .filter((c) => c.before !== c.after);
}

/** What an item action changed; `after` is what the item service wrote into the audit log. */
function itemChanges(
  action: string,
  after: unknown,
): { subject: string | null; changes: Change[] } {
  if (action === 'update' && isObj(after) && isObj(after.after)) {
    const before = isObj(after.before) ? after.before : null;
    return {
      subject: shown(after.after.targetCode),
      changes: diff(ITEM_FIELDS, before, after.after),
    };
  }
  if (action === 'cancel' && isObj(after))
    return {
      subject: shown(after.targetCode),
      changes: [{ field: 'isCancelled', before: 'false', after: 'true' }],
    };
  if (action === 'create' && isObj(after))
    return { subject: shown(after.targetCode), changes: diff(ITEM_FIELDS, null, after) };
  if (action === 'add-products' && isObj(after))
    return {
      subject: null,
      changes: diff(['added', 'skipped'], null, after),
    };
  const count = Array.isArray(after) ? after.length : 0;
  return {
    subject: null,
    changes: [
      {
        field: action === 'delete' ? 'deletedItems' : 'changedFigures',
        before: null,
        after: String(count),
      },
    ],
  };
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
  return rows.map((r): TDiscountEvent => {
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
      changes: diff(LIST_FIELDS, before, isObj(r.after) ? r.after : null),
    };
  });
}

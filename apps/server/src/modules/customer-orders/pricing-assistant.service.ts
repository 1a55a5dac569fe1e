import type {
  THistoryEntry,
  TPricePreview,
  TPricePreviewBody,
  TPricePreviewLine,
} from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { todayInHungary } from '../../platform/business-day.ts';
import type { Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { priceLines } from '../pricing/pricing.service.ts';
import { priceDocumentLines, resolveHeader } from './documents.service.ts';

type PreviewInput = Omit<TPricePreviewBody, 'contactId' | 'currencyCode' | 'salesRepEmployeeId'> & {
  contactId: number | null;
  currencyCode: string;
  salesRepEmployeeId: number | null;
  lines: {
    productId: number;
    quantity: string;
    unitPrice?: string | undefined;
    discountPercent?: string | undefined;
    description: string;
  }[];
};

/**
 * Prices lines exactly as saving a quote or order would (documents.service, the one pricing
 * function, money.ts), and says where each price comes from; nothing is stored.
 */
export async function previewPrices(ctx: Ctx, body: PreviewInput): Promise<TPricePreview> {
  const header = await resolveHeader(ctx, ctx.db, body);
  const date = body.date ?? todayInHungary();
  const { lines, totals } = await priceDocumentLines(ctx, ctx.db, header, date, body.lines);
  const sources = await priceLines(ctx.db, ctx.auth.firmId, {
    customerId: header.customer.id,
    priceType: header.priceType,
    currency: header.currencyCode,
    date,
    lines: body.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
  });
  return {
    priceBasis: header.priceBasis,
    scale: header.scale,
    totals,
    lines: lines.map((line, i): TPricePreviewLine => {
      const source = sources[i]!;
      return {
        ...line,
        listPrice: source.listPrice,
        priceSource: body.lines[i]!.unitPrice !== undefined ? 'TYPED' : source.source,
        discountName: source.discount?.name ?? null,
      };
    }),
  };
}

interface AuditRow {
  id: number;
  at: string;
  user_name: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

/** Fields that change on every save or say nothing to the user. */
const SKIPPED = new Set(['version', 'createdAt', 'accessCode', 'totals', 'id', 'lines']);

/** A value as the history shows it: decimals without trailing zeros ('1.0000' → '1'). */
function text(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && /^-?\d+\.\d+$/.test(value)) return value.replace(/\.?0+$/, '');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Ids mean nothing to a reader (the names beside them are shown), nor do technical flags. */
const isShown = (field: string) =>
  !SKIPPED.has(field) && !/Id$/.test(field) && field !== 'priceBasis';

type Shown = Record<string, unknown>;
const LINE_FIELDS = ['quantity', 'unitPrice', 'discountPercent', 'fulfilment', 'reservedQuantity'];

/** Lines are matched by product code (positions move when a line is removed). */
function lineChanges(before: unknown, after: unknown): THistoryEntry['changes'] {
  const byCode = (lines: unknown) =>
    new Map(
      (Array.isArray(lines) ? (lines as Shown[]) : [])
        .filter((l) => typeof l.productCode === 'string')
        .map((l) => [l.productCode as string, l]),
    );
  const old = byCode(before);
  const now = byCode(after);
  const changes: THistoryEntry['changes'] = [];
  for (const code of new Set([...old.keys(), ...now.keys()])) {
    const was = old.get(code);
    const is = now.get(code);
    if (!was || !is) {
      const line = (was ?? is)!;
      const summary = `${text(line.quantity)} × ${text(line.unitPrice)}`;
      changes.push({ field: `${code}`, before: was ? summary : null, after: is ? summary : null });
      continue;
    }
    for (const field of LINE_FIELDS)
      if (text(was[field]) !== text(is[field]))
        changes.push({
          field: `${code}.${field}`,
          before: text(was[field]),
          after: text(is[field]),
        });
  }
  return changes;
}

/** What an audit row changed, field by field (before → after). */
export function changesOf(before: unknown, after: unknown): THistoryEntry['changes'] {
  const b = (before ?? {}) as Shown;
  const a = (after ?? {}) as Shown;
  const changes: THistoryEntry['changes'] = [];
  for (const field of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (!isShown(field)) continue;
    if (text(b[field]) !== text(a[field]))
      changes.push({ field, before: text(b[field]), after: text(a[field]) });
  }
  if ('lines' in a || 'lines' in b) changes.push(...lineChanges(b.lines, a.lines));
  return changes;
}

/** The document table of each history entity: another firm's id is not found, not empty. */
const HISTORY_TABLES = {
  customer_order: sql`customer_orders`,
  quote: sql`quotes`,
  quote_request: sql`quote_requests`,
  'supplier-order': sql`supplier_orders`,
} as const;

/** The audit history of one sales document of the caller's firm, newest first. */
export async function listHistory(
  ctx: Ctx,
  entity: keyof typeof HISTORY_TABLES,
  id: number,
): Promise<THistoryEntry[]> {
  const [found] = await queryRows<{ id: number }>(
    ctx.db,
    sql`select id from ${HISTORY_TABLES[entity]} where firm_id = ${ctx.auth.firmId} and id = ${id}`,
  );
  if (!found) throw new AppError('NOT_FOUND', 'No such document');
  const rows = await queryRows<AuditRow>(
    ctx.db,
    sql`select a.id::int as id, a.at, u.full_name as user_name, a.action, a.before, a.after
      from audit_log a left join users u on u.id = a.user_id
      where a.entity = ${entity} and a.entity_id = ${String(id)} and a.firm_id = ${ctx.auth.firmId}
      order by a.at desc, a.id desc
      limit 500`,
  );
  return rows.map((r) => ({
    id: r.id,
    at: new Date(r.at).toISOString(),
    userName: r.user_name,
    action: r.action,
    changes: changesOf(r.before, r.after),
  }));
}

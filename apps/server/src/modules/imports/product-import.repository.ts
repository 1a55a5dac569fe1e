import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import type { AuditInfo, CheckedRow, ImportScope, WrittenRow } from './importer.ts';
import type { ProductValues } from './product-importer.ts';

export interface Lookups {
  /** lower(code) → id */
  groups: Map<string, number>;
  catalogues: Map<string, number>;
  units: Set<string>;
  currencies: Set<string>;
}

export interface NewProduct {
  name: string;
  description: string;
  group_id: number | null;
  catalogue_id: number | null;
  measure_unit_code: string;
  vat_code: string;
  is_active: boolean;
}

export interface NewPrice {
  priceType: string;
  currency: string;
  unitPrice: string;
  validFrom: string;
  validTo: string | null;
}

/** The firm's groups of the kind, catalogues, measure units and currencies: small tables, read once. */
export async function loadLookups(
  db: Db,
  firmId: number,
  kind: 'PRODUCT' | 'SERVICE',
): Promise<Lookups> {
  // One after the other: inside a transaction they share one connection.
  const groups = await queryRows<{ code: string; id: number }>(
    db,
    sql`select lower(code) as code, id from product_groups where firm_id = ${firmId} and kind = ${kind} and is_active`,
  );
  const catalogues = await queryRows<{ code: string; id: number }>(
    db,
    sql`select lower(code) as code, id from product_catalogues where firm_id = ${firmId} and is_active`,
  );
  const units = await queryRows<{ code: string }>(db, sql`select code from measure_units`);
  const currencies = await queryRows<{ code: string }>(db, sql`select code from currencies`);

  return {
    groups: new Map(groups.map((g) => [g.code, g.id])),
    catalogues: new Map(catalogues.map((c) => [c.code, c.id])),
    units: new Set(units.map((u) => u.code)),
    currencies: new Set(currencies.map((c) => c.code)),
  };
}

/** lower(code) → id of the firm's products among `codes`. */
export async function findProductIds(
  db: Db,
  firmId: number,
  codes: string[],
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await queryRows<{ code: string; id: number }>(
    db,
    sql`select lower(code) collate "C" as code, id from products
        where firm_id = ${firmId}
          and lower(code) collate "C" in (select lower(c) collate "C" from jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb) c)`,
  );
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** The price columns of a batch's input rows (null when the row has no price). */
const PRICE_INPUT = sql`"priceType" text, currency text, "unitPrice" text, "validFrom" text, "validTo" text`;

/**
 * Writes the prices and the per-product audit rows of the entities `ids` (a CTE of id, row, code
 * and the price columns) in the same statement; answers id and row of every written product.
 * The audit row is compact (code and file row; the file and its ledger keep the rest), built
 * from the written rows in SQL, so no per-row JSON is assembled in JS.
 */
function pricesAndAudit(scope: ImportScope, action: string, audit: AuditInfo) {
  return sql`pr as (
      insert into product_prices (firm_id, product_id, price_type, currency_code, unit_price, valid_from, valid_to)
      select ${scope.firmId}, id, "priceType", currency, "unitPrice"::numeric, "validFrom"::date, "validTo"::date
      from ids where "unitPrice" is not null
      on conflict (product_id, price_type, currency_code, valid_from)
      do update set unit_price = excluded.unit_price, valid_to = excluded.valid_to),
    au as (
      insert into audit_log (user_id, firm_id, request_id, entity, entity_id, action, after)
      select ${audit.userId}, ${scope.firmId}, ${audit.requestId}, 'product', id::text, ${action},
        jsonb_build_object('code', code, 'row', "row")
      from ids)
    select id, "row" from ids`;
}

/**
 * Writes a batch of checked rows in the caller's transaction: new products (CREATE, UPSERT),
 * mapped columns of existing ones (UPDATE, UPSERT), their prices, and one audit row per product;
 * one statement for the new rows and one for the changed ones. A code taken meanwhile (CREATE) or
 * gone (UPDATE) answers the row without an entity id.
 */
export async function writeProducts(
  tx: Db,
  scope: ImportScope,
  isService: boolean,
  rows: CheckedRow<ProductValues>[],
  audit: AuditInfo,
  dbColumns: Record<string, string>,
): Promise<WrittenRow[]> {
  const { firmId, mode } = scope;
  const existing =
    mode === 'CREATE'
      ? new Map<string, number>()
      : await findProductIds(
          tx,
          firmId,
          rows.map((r) => r.values!.code),
        );
  const ids = new Map<number, number>();
  const toCreate: unknown[] = [];
  const toUpdate: unknown[] = [];
  const changed = new Set<string>();
  for (const r of rows) {
    const v = r.values!;
    const id = existing.get(v.code.toLowerCase());
    if (id === undefined && mode !== 'UPDATE')
      toCreate.push({ row: r.row, code: v.code, ...v.create, ...v.price });
    else if (id !== undefined && mode !== 'CREATE') {
      toUpdate.push({ row: r.row, id, code: v.code, ...v.changes, ...v.price });
      for (const c of Object.keys(v.changes)) changed.add(c);
    }
  }
  if (toCreate.length) {
    const created = await queryRows<{ id: number; row: number }>(
      tx,
      sql`with input as (
            select * from jsonb_to_recordset(${JSON.stringify(toCreate)}::jsonb) as x("row" int, code text,
              name text, description text, group_id int, catalogue_id int, measure_unit_code text,
              vat_code text, is_active boolean, ${PRICE_INPUT})),
          ins as (
            insert into products (firm_id, code, name, description, is_service, group_id, catalogue_id,
              measure_unit_code, vat_code, is_active)
            select ${firmId}, code, name, description, ${isService}, group_id, catalogue_id,
              measure_unit_code, vat_code, is_active from input order by "row"
            on conflict do nothing
            returning id, code),
          ids as (select ins.id, input.* from ins join input on lower(input.code) = lower(ins.code)),
          ${pricesAndAudit(scope, 'create', audit)}`,
    );
    for (const c of created) ids.set(c.row, c.id);
  }
  if (toUpdate.length) {
    const sets = Object.values(dbColumns)
      .filter((c) => changed.has(c))
      .map(
        (c) => sql`${sql.identifier(c)} = coalesce(x.${sql.identifier(c)}, p.${sql.identifier(c)})`,
      );
    const updated = await queryRows<{ id: number; row: number }>(
      tx,
      sql`with ids as (
            update products p set ${sql.join([...sets, sql`version = p.version + 1`, sql`updated_at = now()`], sql`, `)}
            from jsonb_to_recordset(${JSON.stringify(toUpdate)}::jsonb) as x("row" int, id int, code text,
              name text, description text, group_id int, catalogue_id int, measure_unit_code text,
              vat_code text, is_active boolean, ${PRICE_INPUT})
            where p.firm_id = ${firmId} and p.id = x.id
            returning p.id, x."row", x.code, x."priceType", x.currency, x."unitPrice", x."validFrom", x."validTo"),
          ${pricesAndAudit(scope, 'update', audit)}`,
    );
    for (const u of updated) ids.set(u.row, u.id);
  }
  return rows.map((r) => ({ row: r.row, entityId: ids.get(r.row) ?? null }));
}

/** One audit row per changed entity of a batch, in one statement. */
export async function insertAudits(
  tx: Db,
  firmId: number,
  entity: string,
  rows: { id: string; action: string; after: unknown }[],
  audit: AuditInfo,
): Promise<void> {
  if (!rows.length) return;
  await tx.execute(
    sql`insert into audit_log (user_id, firm_id, request_id, entity, entity_id, action, after)
        select ${audit.userId}, ${firmId}, ${audit.requestId}, ${entity}, id, action, after
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, action text, after jsonb)`,
  );
}

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

/**
 * Writes a batch of checked rows in the caller's transaction: new products (CREATE, UPSERT),
 * mapped columns of existing ones (UPDATE, UPSERT), their prices, and one audit row per product.
 * A code taken meanwhile (CREATE) or gone (UPDATE) answers the row without an entity id.
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
  const existing = await findProductIds(
    tx,
    firmId,
    rows.map((r) => r.values!.code),
  );
  const ids = new Map<number, number>();
  const toCreate = rows.filter(
    (r) => mode !== 'UPDATE' && !existing.has(r.values!.code.toLowerCase()),
  );
  const toUpdate = rows.filter(
    (r) => mode !== 'CREATE' && existing.has(r.values!.code.toLowerCase()),
  );
  if (toCreate.length) {
    const payload = toCreate.map((r) => ({
      row: r.row,
      code: r.values!.code,
      ...r.values!.create!,
    }));
    const created = await queryRows<{ id: number; row: number }>(
      tx,
      sql`with input as (
            select * from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as x(row int, code text,
              name text, description text, group_id int, catalogue_id int, measure_unit_code text,
              vat_code text, is_active boolean)),
          ins as (
            insert into products (firm_id, code, name, description, is_service, group_id, catalogue_id,
              measure_unit_code, vat_code, is_active)
            select ${firmId}, code, name, description, ${isService}, group_id, catalogue_id,
              measure_unit_code, vat_code, is_active from input order by row
            on conflict do nothing
            returning id, code)
          select ins.id, input.row from ins join input on lower(input.code) = lower(ins.code)`,
    );
    for (const c of created) ids.set(c.row, c.id);
  }
  const changed = Object.values(dbColumns).filter((column) =>
    toUpdate.some((r) => column in r.values!.changes),
  );
  if (toUpdate.length) {
    const payload = toUpdate.map((r) => ({
      row: r.row,
      id: existing.get(r.values!.code.toLowerCase()),
      ...r.values!.changes,
    }));
    const sets = changed.map(
      (c) => sql`${sql.identifier(c)} = coalesce(x.${sql.identifier(c)}, p.${sql.identifier(c)})`,
    );
    const updated = await queryRows<{ id: number; row: number }>(
      tx,
      sql`update products p set ${sql.join([...sets, sql`version = p.version + 1`, sql`updated_at = now()`], sql`, `)}
          from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as x(row int, id int, name text,
            description text, group_id int, catalogue_id int, measure_unit_code text, vat_code text,
            is_active boolean)
          where p.firm_id = ${firmId} and p.id = x.id
          returning p.id, x.row`,
    );
    for (const u of updated) ids.set(u.row, u.id);
  }
  const prices = rows.flatMap((r) => {
    const id = ids.get(r.row);
    return id && r.values!.price ? [{ product_id: id, ...r.values!.price }] : [];
  });
  if (prices.length)
    await tx.execute(
      sql`insert into product_prices (firm_id, product_id, price_type, currency_code, unit_price, valid_from, valid_to)
          select ${firmId}, product_id, "priceType", currency, "unitPrice"::numeric, "validFrom"::date, "validTo"::date
          from jsonb_to_recordset(${JSON.stringify(prices)}::jsonb) as x(product_id int, "priceType" text,
            currency text, "unitPrice" text, "validFrom" text, "validTo" text)
          on conflict (product_id, price_type, currency_code, valid_from)
          do update set unit_price = excluded.unit_price, valid_to = excluded.valid_to`,
    );
  const audits = rows.flatMap((r) => {
    const id = ids.get(r.row);
    if (!id) return [];
    const isNew = !existing.has(r.values!.code.toLowerCase());
    return [
      {
        id: String(id),
        action: isNew ? 'create' : 'update',
        after: {
          code: r.values!.code,
          ...(isNew ? r.values!.create : r.values!.changes),
          price: r.values!.price,
        },
      },
    ];
  });
  await insertAudits(tx, firmId, 'product', audits, audit);
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

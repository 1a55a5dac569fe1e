import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

/** lower(code) → id of the firm's partners among `codes`. */
export async function findPartnerIds(
  db: Db,
  firmId: number,
  codes: string[],
): Promise<Map<string, number>> {
  if (!codes.length) return new Map();
  const rows = await queryRows<{ code: string; id: number }>(
    db,
    sql`select lower(code) collate "C" as code, id from partners
        where firm_id = ${firmId}
          and lower(code) collate "C" in (select lower(c) collate "C" from jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb) c)`,
  );
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Formatted tax number → id of the firm's partner holding it. */
export async function findTaxNumberOwners(
  db: Db,
  firmId: number,
  taxNumbers: string[],
): Promise<Map<string, number>> {
  if (!taxNumbers.length) return new Map();
  const rows = await queryRows<{ tax_number: string; id: number }>(
    db,
    sql`select tax_number, id from partners
        where firm_id = ${firmId}
          and tax_number collate "C" in (select t collate "C" from jsonb_array_elements_text(${JSON.stringify(taxNumbers)}::jsonb) t)`,
  );
  return new Map(rows.map((r) => [r.tax_number, r.id]));
}

import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/search.ts';

export interface NamedRow {
  id: number;
  code: string;
  name_hu: string;
  name_en: string | null;
}

/**
 * Entries of one code list of the firm: code-prefix matches first (in list order), then name
 * matches in either language. Each part stops at `limit` rows; the (firm, group, code) index
 * narrows both to one short list before any name is compared.
 */
export function lookupCodes(db: Db, firmId: number, group: string, term: string, limit: number) {
  const pattern = escapeLike(term);
  return queryRows<NamedRow>(
    db,
    sql`(select id, code, name_hu, name_en from codes
          where firm_id = ${firmId} and code_group = ${group} and is_active
            and lower(code) like lower(${pattern}) || '%'
          order by sort_order, lower(code) limit ${limit})
        union all
        (select id, code, name_hu, name_en from codes
          where firm_id = ${firmId} and code_group = ${group} and is_active
            and not lower(code) like lower(${pattern}) || '%'
            and (f_search_key(name_hu) like '%' || f_search_key(${pattern}) || '%'
              or f_search_key(name_en) like '%' || f_search_key(${pattern}) || '%')
          order by sort_order, lower(code) limit ${limit})
        limit ${limit}`,
  );
}

/**
 * The fixed global lists (languages, measure units, currencies) hold a few dozen rows each, so a
 * plain scan in list order is cheaper than any index; code-prefix matches still come first.
 */
function lookupGlobal(table: 'languages' | 'measure_units' | 'currencies') {
  return (db: Db, term: string, limit: number) => {
    const pattern = escapeLike(term);
    return queryRows<NamedRow>(
      db,
      sql`select id, code, name_hu, name_en from ${sql.identifier(table)}
          where lower(code) like lower(${pattern}) || '%'
             or f_search_key(name_hu) like '%' || f_search_key(${pattern}) || '%'
             or f_search_key(name_en) like '%' || f_search_key(${pattern}) || '%'
          order by (lower(code) like lower(${pattern}) || '%') desc, sort_order, code
          limit ${limit}`,
    );
  };
}

export const lookupLanguages = lookupGlobal('languages');
export const lookupMeasureUnits = lookupGlobal('measure_units');
export const lookupCurrencies = lookupGlobal('currencies');

export interface CourierRow {
  id: number;
  code: string;
  name: string;
  kind: 'PARCEL' | 'POSTAL' | 'PARCEL_LOCKER' | 'OWN_DELIVERY';
}

/** A firm has a handful of couriers; matches of the code prefix come first. */
export function lookupCouriers(db: Db, firmId: number, term: string, limit: number) {
  const pattern = escapeLike(term);
  return queryRows<CourierRow>(
    db,
    sql`select id, code, name, kind from couriers
        where firm_id = ${firmId} and is_active
          and (lower(code) like lower(${pattern}) || '%'
            or f_search_key(name) like '%' || f_search_key(${pattern}) || '%')
        order by (lower(code) like lower(${pattern}) || '%') desc, sort_order, lower(code)
        limit ${limit}`,
  );
}

export interface TemplateRow {
  id: number;
  scope: string;
  kind: 'DOCUMENT' | 'EMAIL';
  code: string;
  name: string;
  language: string;
  is_default: boolean;
}

export function listTemplates(
  db: Db,
  firmId: number,
  filter: { scope: string; kind?: string | undefined; language?: string | undefined },
) {
  return queryRows<TemplateRow>(
    db,
    sql`select id, scope, kind, code, name, language, is_default from document_templates
        where firm_id = ${firmId} and scope = ${filter.scope} and is_active
          ${filter.kind ? sql`and kind = ${filter.kind}` : sql``}
          ${filter.language ? sql`and language = ${filter.language}` : sql``}
        order by is_default desc, sort_order, name`,
  );
}

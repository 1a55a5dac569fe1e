import type { TProductFilters } from '@kontor/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { escapeLike, matchesEveryWord, rankedSearchSql } from '../../platform/db/search.ts';

export interface ProductMatchRow {
  id: number;
  code: string;
  name: string;
  image_path: string | null;
}

/** Active products matching every word of a typed term, best first (`rankedSearchSql`). */
export function lookupProducts(
  db: Db,
  firmId: number,
  term: string,
  limit: number,
  options: { onlyServices?: boolean } = {},
) {
  return queryRows<ProductMatchRow>(db, productLookupSql(firmId, term, limit, options));
}

/** The SQL of `lookupProducts`, also run bare by the search benchmark as its baseline. */
export function productLookupSql(
  firmId: number,
  term: string,
  limit: number,
  options: { onlyServices?: boolean } = {},
): SQL {
  return rankedSearchSql({
    table: sql`products p`,
    firmId,
    filter: options.onlyServices ? sql`p.is_active and p.is_service` : sql`p.is_active`,
    columns: sql`p.id, p.code, p.name, p.image_path`,
    term,
    limit,
  });
}

/** Active groups (of a kind) or catalogues by code prefix or name fragment, code order. */
export function lookupCodeTable(
  db: Db,
  table: 'product_groups' | 'product_catalogues',
  firmId: number,
  kind: 'PRODUCT' | 'SERVICE' | null,
  term: string,
  limit: number,
) {
  const pattern = escapeLike(term);
  return queryRows<{ id: number; code: string; name: string }>(
    db,
    sql`select id, code, name from ${sql.identifier(table)}
      where firm_id = ${firmId} and is_active ${kind ? sql`and kind = ${kind}` : sql``}
        and (lower(code) collate "C" like lower(${pattern}) || '%'
          or f_search_key(name) like '%' || f_search_key(${pattern}) || '%')
      order by lower(code) collate "C", id
      limit ${limit}`,
  );
}

/**
 * Active products by alias: alias prefix (in alias order) first, then alias fragments (trigram
 * index); each part stops at `limit`.
 */
export function lookupAliases(db: Db, firmId: number, term: string, limit: number) {
  const pattern = escapeLike(term);
  const prefix = sql`f_search_key(a.alias) collate "C" like f_search_key(${pattern}) || '%'`;
  const from = sql`product_aliases a join products p on p.id = a.product_id`;
  const scope = sql`a.firm_id = ${firmId} and p.is_active`;
  const columns = sql`p.id, p.code, p.name, a.alias`;
  return queryRows<{ id: number; code: string; name: string; alias: string }>(
    db,
    sql`select id, code, name, alias from (
        (select 0 as rank, ${columns} from ${from} where ${scope} and ${prefix}
          order by f_search_key(a.alias) collate "C" limit ${limit})
        union all
        (select 1, ${columns} from ${from} where ${scope}
          and f_search_key(a.alias) like '%' || f_search_key(${pattern}) || '%' and not ${prefix}
          limit ${limit})
      ) m order by rank, f_search_key(alias) collate "C", id limit ${limit}`,
  );
}

export interface ProductListRow {
  id: number;
  code: string;
  name: string;
  group_name: string | null;
  measure_unit_code: string;
  vat_code: string;
  is_service: boolean;
  is_active: boolean;
  created_at: Date | string;
  total: number | string;
}

function filtersOf(firmId: number, f: TProductFilters): SQL {
  const conditions = [sql`p.firm_id = ${firmId}`];
  if (f.term) conditions.push(matchesEveryWord(sql`p.search_doc`, f.term));
  if (f.groupId) conditions.push(sql`p.group_id = ${f.groupId}`);
  if (f.catalogueId) conditions.push(sql`p.catalogue_id = ${f.catalogueId}`);
  if (f.supplierId)
    conditions.push(sql`exists (select 1 from product_suppliers s
      where s.product_id = p.id and s.firm_id = ${firmId} and s.supplier_id = ${f.supplierId})`);
  if (f.is_active !== null) conditions.push(sql`p.is_active = ${f.is_active}`);
  if (f.is_service !== null) conditions.push(sql`p.is_service = ${f.is_service}`);
  return sql.join(conditions, sql` and `);
}

/** Sort keys in byte order of the case- and accent-free key: the same on every database, indexed. */
function orderOf(f: TProductFilters): SQL {
  const dir = f.direction === 'desc' ? sql`desc` : sql`asc`;
  const key = {
    code: sql`lower(p.code) collate "C" ${dir}`,
    name: sql`f_search_key(p.name) collate "C" ${dir}`,
    created: sql`p.created_at ${dir}`,
  }[f.sort];
  return sql`${key}, p.id ${dir}`;
}

/** The ids of every product the product list's filters match, as a subquery (discounts). */
export function productIdsQuery(firmId: number, filters: TProductFilters): SQL {
  return sql`select p.id from products p where ${filtersOf(firmId, filters)}`;
}

/** One page of the product list with the total count of matches. */
export function searchProducts(
  db: Db,
  firmId: number,
  filters: TProductFilters,
  page: { limit: number; offset: number },
) {
  return queryRows<ProductListRow>(
    db,
    sql`select p.id, p.code, p.name, g.name as group_name, p.measure_unit_code, p.vat_code,
        p.is_service, p.is_active, p.created_at, count(*) over () as total
      from products p
      left join product_groups g on g.id = p.group_id
      where ${filtersOf(firmId, filters)}
      order by ${orderOf(filters)}
      limit ${page.limit} offset ${page.offset}`,
  );
}

export function countProducts(db: Db, firmId: number, filters: TProductFilters) {
  return queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from products p where ${filtersOf(firmId, filters)}`,
  ).then((rows) => Number(rows[0]?.total ?? 0));
}

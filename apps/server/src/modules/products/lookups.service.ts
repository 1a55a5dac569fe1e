import {
  PRODUCT_SEARCH_MAX,
  type TAliasMatch,
  type TCodeEntry,
  type TProductBase,
  type TProductFilters,
  type TProductListItem,
  type TVatCode,
} from '@kontor/contract';
import type { Ctx } from '../../platform/context.ts';
import * as repo from './lookups.repository.ts';
import { imageUrlOf } from './products.service.ts';

/** Results of the top-bar search when not all are asked for. */
const QUICK_SEARCH_DEFAULT = 10;

interface Lookup {
  term: string;
  limit: number;
}

const toBase = (contextPath: string) => (r: repo.ProductMatchRow) => ({
  id: r.id,
  code: r.code,
  name: r.name,
  imageUrl: imageUrlOf(contextPath, r.id, r.image_path),
});

export async function quickSearch(
  ctx: Ctx,
  contextPath: string,
  query: { term: string; getAllResults: boolean },
): Promise<TProductBase[]> {
  if (query.term === '') return [];
  const limit = query.getAllResults ? PRODUCT_SEARCH_MAX : QUICK_SEARCH_DEFAULT;
  const rows = await repo.lookupProducts(ctx.db, ctx.auth.firmId, query.term, limit);
  return rows.map(toBase(contextPath));
}

/** `/products/mac` and `/products/services/mac`: an empty term lists the first in code order. */
export async function lookupProducts(
  ctx: Ctx,
  contextPath: string,
  query: Lookup,
  onlyServices = false,
): Promise<TProductBase[]> {
  const rows = await repo.lookupProducts(ctx.db, ctx.auth.firmId, query.term, query.limit, {
    onlyServices,
  });
  return rows.map(toBase(contextPath));
}

export function lookupGroups(
  ctx: Ctx,
  kind: 'PRODUCT' | 'SERVICE',
  query: Lookup,
): Promise<TCodeEntry[]> {
  return repo.lookupCodeTable(
    ctx.db,
    'product_groups',
    ctx.auth.firmId,
    kind,
    query.term,
    query.limit,
  );
}

export function lookupCatalogues(ctx: Ctx, query: Lookup): Promise<TCodeEntry[]> {
  return repo.lookupCodeTable(
    ctx.db,
    'product_catalogues',
    ctx.auth.firmId,
    null,
    query.term,
    query.limit,
  );
}

export async function lookupAliases(ctx: Ctx, query: Lookup): Promise<TAliasMatch[]> {
  if (query.term === '') return [];
  return repo.lookupAliases(ctx.db, ctx.auth.firmId, query.term, query.limit);
}

const toListItem = (row: repo.ProductListRow): TProductListItem => ({
  id: row.id,
  code: row.code,
  name: row.name,
  groupName: row.group_name,
  measureUnitCode: row.measure_unit_code,
  vatCode: row.vat_code as TVatCode,
  isService: row.is_service,
  isActive: row.is_active,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The product list's filters as a subquery of product ids: other areas add "every match". */
export function productIdsMatching(firmId: number, filters: TProductFilters) {
  return repo.productIdsQuery(firmId, filters);
}

export async function searchProducts(ctx: Ctx, body: TProductFilters) {
  const { page_number, page_size } = body;
  const rows = await repo.searchProducts(ctx.db, ctx.auth.firmId, body, {
    limit: page_size,
    offset: page_number * page_size,
  });
  // Past the last page the window count has no row to ride on.
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : page_number > 0
        ? await repo.countProducts(ctx.db, ctx.auth.firmId, body)
        : 0;
  return { items: rows.map(toListItem), page_number, page_size, total };
}

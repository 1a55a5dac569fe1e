import { PRODUCT_SORTS } from '@kontor/contract';
import {
  idOf,
  type ListCodec,
  type ListState,
  listStateOf,
  oneOf,
  queryWriter,
  sortAndPageOf,
} from '../../../lib/list-params';
import type { ProductSearchBody } from '../api/products-api';

export const PAGE_SIZES = [25, 50, 100, 200] as const;
export type FlagFilter = 'yes' | 'no' | 'all';
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** A lookup filter as the URL keeps it: the id filters, the label shows the choice again. */
export interface EntityFilter {
  id: number;
  label: string;
}

/** The list's state as it lives in the URL query, so links, reload and back/forward keep it. */
export interface ListParams extends ListState<ProductSort, (typeof PAGE_SIZES)[number]> {
  term: string;
  group: EntityFilter | null;
  catalogue: EntityFilter | null;
  supplier: EntityFilter | null;
  active: FlagFilter;
  service: FlagFilter;
}

export const DEFAULT_PARAMS: ListParams = {
  term: '',
  group: null,
  catalogue: null,
  supplier: null,
  active: 'yes',
  service: 'all',
  sort: 'code',
  direction: 'asc',
  page: 1,
  pageSize: 25,
};

const FLAG_FILTERS: readonly FlagFilter[] = ['yes', 'no', 'all'];
const ENTITY_FILTERS = ['group', 'catalogue', 'supplier'] as const;

function entityOf(query: URLSearchParams, name: string): EntityFilter | null {
  const id = idOf(query, name);
  return id === null ? null : { id, label: query.get(`${name}Label`) ?? String(id) };
}

/** Reads the query; a missing or unknown value takes its default. */
export function parseListParams(query: URLSearchParams): ListParams {
  return {
    term: query.get('q') ?? '',
    group: entityOf(query, 'group'),
    catalogue: entityOf(query, 'catalogue'),
    supplier: entityOf(query, 'supplier'),
    active: oneOf(FLAG_FILTERS, query.get('active')) ?? DEFAULT_PARAMS.active,
    service: oneOf(FLAG_FILTERS, query.get('service')) ?? DEFAULT_PARAMS.service,
    ...listStateOf(query, PRODUCT_SORTS, PAGE_SIZES, DEFAULT_PARAMS),
  };
}

/** Writes only what differs from the defaults, so the plain list has a plain URL. */
export function toListQuery(params: ListParams): URLSearchParams {
  const { query, set, setListState } = queryWriter();
  set('q', params.term.trim(), '');
  for (const name of ENTITY_FILTERS) {
    const entity = params[name];
    if (entity) {
      query.set(name, String(entity.id));
      query.set(`${name}Label`, entity.label);
    }
  }
  set('active', params.active, DEFAULT_PARAMS.active);
  set('service', params.service, DEFAULT_PARAMS.service);
  setListState(params, DEFAULT_PARAMS);
  return query;
}

const FLAG: Record<FlagFilter, boolean | null> = { yes: true, no: false, all: null };

export function searchBodyOf(params: ListParams): ProductSearchBody {
  return {
    term: params.term.trim(),
    groupId: params.group?.id ?? null,
    catalogueId: params.catalogue?.id ?? null,
    supplierId: params.supplier?.id ?? null,
    is_active: FLAG[params.active],
    is_service: FLAG[params.service],
    ...sortAndPageOf(params),
  };
}

export const LIST_CODEC: ListCodec<ListParams> = {
  parse: parseListParams,
  toQuery: toListQuery,
  pageSizes: PAGE_SIZES,
};

import {
  DISCOUNT_SCOPES,
  DISCOUNT_SHOWN_STATES,
  DISCOUNT_SORTS,
  type TDiscountListQuery,
  type TDiscountScope,
  type TDiscountState,
} from '@kontor/contract';
import {
  idOf,
  isoDateOf,
  type ListCodec,
  type ListState,
  listStateOf,
  oneOf,
  queryWriter,
  sortAndPageOf,
} from '../../../lib/list-params';

export const PAGE_SIZES = [25, 50, 100, 200] as const;
export type DiscountSort = (typeof DISCOUNT_SORTS)[number];

/** A chosen product as the URL keeps it: the id filters, the label shows the choice again. */
export interface ProductFilter {
  id: number;
  code: string;
  name: string;
}

/** The list's state as it lives in the URL query, so links, reload and back/forward keep it. */
export interface ListParams extends ListState<DiscountSort, (typeof PAGE_SIZES)[number]> {
  term: string;
  state: TDiscountState | null;
  scope: TDiscountScope | null;
  /** ISO date: lists valid on that day */
  validOn: string | null;
  product: ProductFilter | null;
}

export const DEFAULT_PARAMS: ListParams = {
  term: '',
  state: null,
  scope: null,
  validOn: null,
  product: null,
  sort: 'validFrom',
  direction: 'desc',
  page: 1,
  pageSize: 25,
};

function productOf(query: URLSearchParams): ProductFilter | null {
  const id = idOf(query, 'product');
  if (id === null) return null;
  return { id, code: query.get('productCode') ?? String(id), name: query.get('productName') ?? '' };
}

/** Reads the query; a missing or unknown value takes its default. */
export function parseListParams(query: URLSearchParams): ListParams {
  return {
    term: query.get('q') ?? '',
    state: oneOf(DISCOUNT_SHOWN_STATES, query.get('state')) ?? null,
    scope: oneOf(DISCOUNT_SCOPES, query.get('scope')) ?? null,
    validOn: isoDateOf(query, 'validOn'),
    product: productOf(query),
    ...listStateOf(query, DISCOUNT_SORTS, PAGE_SIZES, DEFAULT_PARAMS),
  };
}

/** Writes only what differs from the defaults, so the plain list has a plain URL. */
export function toListQuery(params: ListParams): URLSearchParams {
  const { query, set, setListState } = queryWriter();
  set('q', params.term.trim(), '');
  set('state', params.state, null);
  set('scope', params.scope, null);
  set('validOn', params.validOn, null);
  if (params.product) {
    query.set('product', String(params.product.id));
    query.set('productCode', params.product.code);
    query.set('productName', params.product.name);
  }
  setListState(params, DEFAULT_PARAMS);
  return query;
}

/** The list call's query: only the filters set. */
export function listQueryOf(params: ListParams): Partial<TDiscountListQuery> {
  return {
    term: params.term.trim(),
    ...(params.state ? { state: params.state } : {}),
    ...(params.scope ? { scope: params.scope } : {}),
    ...(params.validOn ? { validOn: params.validOn } : {}),
    ...(params.product ? { productId: params.product.id } : {}),
    ...sortAndPageOf(params),
  };
}

export const LIST_CODEC: ListCodec<ListParams> = {
  parse: parseListParams,
  toQuery: toListQuery,
  pageSizes: PAGE_SIZES,
};

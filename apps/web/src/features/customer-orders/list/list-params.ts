import {
  idOf,
  isoDateOf,
  type ListCodec,
  type ListState,
  oneOf,
  pageOf,
  queryWriter,
} from '../../../lib/list-params';

export const PAGE_SIZES = [25, 50, 100, 200] as const;

/**
 * A sales list's state as it lives in the URL query, so links, reload and back/forward keep it.
 * `sort` is a column key of the list's sorts; null: the server's default order (newest first).
 */
export interface SalesListParams extends ListState<string | null, (typeof PAGE_SIZES)[number]> {
  term: string;
  state: string | null;
  customerId: number | null;
  dateFrom: string | null;
  dateTo: string | null;
  salesRepId: number | null;
  productId: number | null;
}

export function parseSalesListParams(
  query: URLSearchParams,
  states: readonly string[],
  sorts: readonly string[] = [],
): SalesListParams {
  return {
    term: query.get('q') ?? '',
    state: oneOf(states, query.get('state')) ?? null,
    customerId: idOf(query, 'customer'),
    salesRepId: idOf(query, 'rep'),
    productId: idOf(query, 'product'),
    dateFrom: isoDateOf(query, 'from'),
    dateTo: isoDateOf(query, 'to'),
    page: pageOf(query),
    pageSize: oneOf(PAGE_SIZES, query.get('size')) ?? 25,
    sort: oneOf(sorts, query.get('sort')) ?? null,
    direction: query.get('dir') === 'asc' ? 'asc' : 'desc',
  };
}

/** Writes only what is set, so the plain list has a plain URL. */
export function toSalesListQuery(params: SalesListParams): URLSearchParams {
  const { query, set } = queryWriter();
  set('q', params.term.trim(), '');
  set('state', params.state, null);
  set('customer', params.customerId, null);
  set('rep', params.salesRepId, null);
  set('product', params.productId, null);
  set('from', params.dateFrom, null);
  set('to', params.dateTo, null);
  set('page', params.page, 1);
  set('size', params.pageSize, 25);
  if (params.sort !== null) {
    query.set('sort', params.sort);
    query.set('dir', params.direction);
  }
  return query;
}

/** The URL codec of a list with these states and sortable columns. */
export function salesListCodec(
  states: readonly string[],
  sorts: readonly string[],
): ListCodec<SalesListParams> {
  return {
    parse: (query) => parseSalesListParams(query, states, sorts),
    toQuery: toSalesListQuery,
    pageSizes: PAGE_SIZES,
  };
}

/** The list call's body: the filters, and the page from 0 (orders filter by more). */
export function salesSearchBodyOf(params: SalesListParams, withDates: boolean) {
  return {
    page_number: params.page - 1,
    page_size: params.pageSize,
    ...salesFiltersOf(params, withDates),
  };
}

/** The filters and the sort, as the list call and its export take them. */
export function salesFiltersOf(params: SalesListParams, withDates: boolean) {
  return {
    term: params.term.trim(),
    ...(params.sort !== null ? { sort: params.sort, direction: params.direction } : {}),
    ...(params.state ? { state: params.state } : {}),
    ...(params.customerId ? { customerId: params.customerId } : {}),
    ...(withDates && params.dateFrom ? { dateFrom: params.dateFrom } : {}),
    ...(withDates && params.dateTo ? { dateTo: params.dateTo } : {}),
    ...(withDates && params.salesRepId ? { salesRepEmployeeId: params.salesRepId } : {}),
    ...(withDates && params.productId ? { productId: params.productId } : {}),
  };
}

export const PAGE_SIZES = [25, 50, 100, 200] as const;

/** A sales list's state as it lives in the URL query, so links, reload and back/forward keep it. */
export interface SalesListParams {
  term: string;
  state: string | null;
  customerId: number | null;
  dateFrom: string | null;
  dateTo: string | null;
  salesRepId: number | null;
  productId: number | null;
  /** From 1, as the user counts */
  page: number;
  pageSize: (typeof PAGE_SIZES)[number];
  /** A column key of the list's sorts; null: the server's default order (newest first) */
  sort: string | null;
  direction: 'asc' | 'desc';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseSalesListParams(
  query: URLSearchParams,
  states: readonly string[],
  sorts: readonly string[] = [],
): SalesListParams {
  const page = Number(query.get('page'));
  const idOf = (name: string) => {
    const raw = query.get(name) ?? '';
    return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  };
  const date = (name: string) => {
    const value = query.get(name);
    return value && ISO_DATE.test(value) ? value : null;
  };
  return {
    term: query.get('q') ?? '',
    state: states.find((s) => s === query.get('state')) ?? null,
    customerId: idOf('customer'),
    salesRepId: idOf('rep'),
    productId: idOf('product'),
    dateFrom: date('from'),
    dateTo: date('to'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: PAGE_SIZES.find((size) => String(size) === query.get('size')) ?? 25,
    sort: sorts.find((sort) => sort === query.get('sort')) ?? null,
    direction: query.get('dir') === 'asc' ? 'asc' : 'desc',
  };
}

/** Writes only what is set, so the plain list has a plain URL. */
export function toSalesListQuery(params: SalesListParams): URLSearchParams {
  const query = new URLSearchParams();
  const set = (name: string, value: string | number | null, fallback: string | number | null) => {
    if (value !== null && value !== fallback && value !== '') query.set(name, String(value));
  };
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

/** A click on a column: the same column turns around, another starts ascending. */
export function toggleSalesSort(params: SalesListParams, sort: string): SalesListParams {
  const direction = params.sort === sort && params.direction === 'asc' ? 'desc' : 'asc';
  return { ...params, sort, direction, page: 1 };
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

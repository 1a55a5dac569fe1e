import { useSearchParams } from 'react-router';
import type { ListPaging } from '../shell/list-results';

export type SortDirection = 'asc' | 'desc';

/** What every list page keeps in its URL besides its own filters. */
export interface ListState<Sort extends string | null, Size extends number> {
  /** A column key; null (where a list allows it): the server's default order */
  sort: Sort;
  direction: SortDirection;
  /** From 1, as the user counts */
  page: number;
  pageSize: Size;
}

/** The value of `list` that `raw` names, or undefined for a missing or unknown one. */
export function oneOf<T extends string | number>(
  list: readonly T[],
  raw: string | null,
): T | undefined {
  return list.find((item) => String(item) === raw);
}

/** The page the query names, from 1; 1 for a missing or bad one. */
export function pageOf(query: URLSearchParams, name = 'page'): number {
  const page = Number(query.get(name));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The sort, direction, page and page size the query names (`sort`, `dir`, `page`, `size`); a
 * missing or unknown one takes its default.
 */
export function listStateOf<Sort extends string, Size extends number>(
  query: URLSearchParams,
  sorts: readonly Sort[],
  pageSizes: readonly Size[],
  defaults: ListState<Sort, Size>,
): ListState<Sort, Size> {
  const direction = query.get('dir');
  return {
    sort: oneOf(sorts, query.get('sort')) ?? defaults.sort,
    direction: direction === 'asc' || direction === 'desc' ? direction : defaults.direction,
    page: pageOf(query),
    pageSize: oneOf(pageSizes, query.get('size')) ?? defaults.pageSize,
  };
}

/** The sort and the page (from 0) as a list call takes them. */
export function sortAndPageOf<Sort extends string, Size extends number>(
  params: ListState<Sort, Size>,
) {
  return {
    sort: params.sort,
    direction: params.direction,
    page_number: params.page - 1,
    page_size: params.pageSize,
  };
}

/** A record's id the query names (a positive whole number), or null. */
export function idOf(query: URLSearchParams, name: string): number | null {
  const raw = query.get(name);
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** An ISO date (yyyy-mm-dd) the query names, or null. */
export function isoDateOf(query: URLSearchParams, name: string): string | null {
  const raw = query.get(name);
  return raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : null;
}

/**
 * A query to write a list's state to: `set` writes a value only when it is given and differs from
 * its default, so the plain list has a plain URL.
 */
export function queryWriter() {
  const query = new URLSearchParams();
  const set = (name: string, value: string | number | null, fallback: string | number | null) => {
    if (value !== null && value !== fallback && value !== '') query.set(name, String(value));
  };
  /** The sort, direction, page and page size where they differ from the defaults */
  const setListState = <Sort extends string, Size extends number>(
    params: ListState<Sort, Size>,
    defaults: ListState<Sort, Size>,
  ) => {
    set('sort', params.sort, defaults.sort);
    set('dir', params.direction, defaults.direction);
    set('page', params.page, 1);
    set('size', params.pageSize, defaults.pageSize);
  };
  return { query, set, setListState };
}

/** A click on a column head: that column, the other direction when it is already the sort. */
export function toggleSort<P extends ListState<string | null, number>>(
  params: P,
  sort: NonNullable<P['sort']>,
  first: SortDirection = 'asc',
): P {
  const other = first === 'asc' ? 'desc' : 'asc';
  const direction = params.sort === sort && params.direction === first ? other : first;
  return { ...params, sort, direction, page: 1 };
}

/** How an area's list reads its state from the URL query and writes it back. */
export interface ListCodec<P extends ListState<string | null, number>> {
  parse: (query: URLSearchParams) => P;
  toQuery: (params: P) => URLSearchParams;
  pageSizes: readonly P['pageSize'][];
  /** The direction a first click on a column head sorts by; ascending when left out */
  firstDirection?: SortDirection;
}

/**
 * A list page's state in the URL, so links, reload and back/forward keep it. Typing in a filter
 * replaces the history entry; sorting and paging add one, so Back returns to the previous view.
 */
export function useListParams<P extends ListState<string | null, number>>(
  codec: ListCodec<P>,
  /** Called before every change, e.g. to clear a selection of the shown rows */
  onUpdate?: () => void,
) {
  const [query, setQuery] = useSearchParams();
  const params = codec.parse(query);
  const update = (next: P, replace = false) => {
    onUpdate?.();
    setQuery(codec.toQuery(next), { replace });
  };
  const paging: ListPaging<P['pageSize']> = {
    page: params.page,
    pageSize: params.pageSize,
    pageSizes: codec.pageSizes,
    onChange: (next) => update({ ...params, ...next }),
  };
  return {
    params,
    update,
    /** A filter changed: back to the first page */
    onFilter: (next: P, isTyping = false) => update({ ...next, page: 1 }, isTyping),
    onSort: (sort: NonNullable<P['sort']>) =>
      update(toggleSort(params, sort, codec.firstDirection)),
    paging,
  };
}

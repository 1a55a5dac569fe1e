import { useSearchParams } from 'react-router';
import type { ListPaging } from '../shell/list-results';

export type SortDirection = 'asc' | 'desc';

/** What every list page keeps in its URL besides its own filters. */
export interface ListState<Sort extends string, Size extends number> {
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

/** A click on a column head: that column, the other direction when it is already the sort. */
export function toggleSort<P extends ListState<string, number>>(
  params: P,
  sort: P['sort'],
  first: SortDirection = 'asc',
): P {
  const other = first === 'asc' ? 'desc' : 'asc';
  const direction = params.sort === sort && params.direction === first ? other : first;
  return { ...params, sort, direction, page: 1 };
}

/** How an area's list reads its state from the URL query and writes it back. */
export interface ListCodec<P extends ListState<string, number>> {
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
export function useListParams<P extends ListState<string, number>>(
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
    onSort: (sort: P['sort']) => update(toggleSort(params, sort, codec.firstDirection)),
    paging,
  };
}

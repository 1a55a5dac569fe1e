/** A page request of the shelving lists (`page_number` from 0) and its answer. */
export interface PageQuery {
  page_number: number;
  page_size: number;
}

export const rowWindow = (query: PageQuery) => ({
  offset: query.page_number * query.page_size,
  limit: query.page_size,
});

/** Rows carrying the window's `total` (count over ()), as the contract's page. */
export function pageAnswer<R extends { total: number }, T>(
  query: PageQuery,
  rows: readonly R[],
  map: (row: R) => T,
) {
  return {
    items: rows.map(map),
    page_number: query.page_number,
    page_size: query.page_size,
    total: rows[0]?.total ?? 0,
  };
}

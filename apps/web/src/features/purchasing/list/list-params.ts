import { SUPPLIER_ORDER_STATES, type TSupplierOrderState } from '@kontor/contract';
import {
  idOf,
  isoDateOf,
  type ListCodec,
  oneOf,
  pageOf,
  queryWriter,
} from '../../../lib/list-params';
import type { TSupplierOrderListQuery } from '../api/purchasing-api';

export const PAGE_SIZES = [25, 50, 100] as const;

/** The supplier order list's state, kept in the address (newest first: the server's one order). */
export interface ListParams {
  term: string;
  state: TSupplierOrderState | null;
  supplierId: number | null;
  supplierName: string;
  from: string | null;
  to: string | null;
  sort: null;
  direction: 'desc';
  page: number;
  pageSize: (typeof PAGE_SIZES)[number];
}

export function parseListParams(q: URLSearchParams): ListParams {
  return {
    term: q.get('term') ?? '',
    state: oneOf(SUPPLIER_ORDER_STATES, q.get('state')) ?? null,
    supplierId: idOf(q, 'supplierId'),
    supplierName: q.get('supplierName') ?? '',
    from: isoDateOf(q, 'from'),
    to: isoDateOf(q, 'to'),
    sort: null,
    direction: 'desc',
    page: pageOf(q),
    pageSize: oneOf(PAGE_SIZES, q.get('size')) ?? 25,
  };
}

export function toListQuery(p: ListParams): URLSearchParams {
  const { query, set } = queryWriter();
  set('term', p.term, '');
  set('state', p.state, null);
  set('supplierId', p.supplierId, null);
  set('supplierName', p.supplierId ? p.supplierName : null, null);
  set('from', p.from, null);
  set('to', p.to, null);
  set('page', p.page, 1);
  set('size', p.pageSize, 25);
  return query;
}

/** The list call's query: the filters without paging (the export takes these too). */
export function filtersOf(p: ListParams) {
  return {
    term: p.term,
    ...(p.state && { state: p.state }),
    ...(p.supplierId && { supplier_id: p.supplierId }),
    ...(p.from && { from_date: p.from }),
    ...(p.to && { to_date: p.to }),
  };
}

export function listQueryOf(p: ListParams): TSupplierOrderListQuery {
  return { ...filtersOf(p), page_number: p.page - 1, page_size: p.pageSize };
}

export const LIST_CODEC: ListCodec<ListParams> = {
  parse: parseListParams,
  toQuery: toListQuery,
  pageSizes: PAGE_SIZES,
};

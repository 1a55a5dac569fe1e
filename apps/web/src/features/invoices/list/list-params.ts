import { INVOICE_KINDS, NAV_STATUSES, PAYMENT_STATES } from '@kontor/contract';
import { type ListCodec, oneOf } from '../../../lib/list-params';
import type { TInvoiceSearchBody } from '../api/invoices-api';

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const SORTS = ['number', 'issueDate', 'dueDate', 'buyerName', 'gross'] as const;
export type InvoiceSort = (typeof SORTS)[number];

/** The list's state, kept in the address so a link (e.g. from a welcome widget) opens it filtered. */
export interface ListParams {
  term: string;
  kind: (typeof INVOICE_KINDS)[number] | null;
  paymentState: (typeof PAYMENT_STATES)[number] | null;
  navStatus: (typeof NAV_STATUSES)[number] | null;
  customerId: number | null;
  customerName: string;
  from: string | null;
  to: string | null;
  unpaid: boolean;
  sort: InvoiceSort;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: PageSize;
}

const isoDate = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);
const positive = (v: string | null) =>
  v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null;

export function parseListParams(q: URLSearchParams): ListParams {
  return {
    term: q.get('term') ?? '',
    kind: oneOf(INVOICE_KINDS, q.get('kind')) ?? null,
    paymentState: oneOf(PAYMENT_STATES, q.get('paymentState')) ?? null,
    navStatus: oneOf(NAV_STATUSES, q.get('navStatus')) ?? null,
    customerId: positive(q.get('customerId')),
    customerName: q.get('customerName') ?? '',
    from: isoDate(q.get('from')),
    to: isoDate(q.get('to')),
    unpaid: q.get('unpaid') === '1',
    sort: oneOf(SORTS, q.get('sort')) ?? 'issueDate',
    direction: q.get('direction') === 'asc' ? 'asc' : 'desc',
    page: positive(q.get('page')) ?? 1,
    pageSize: oneOf(PAGE_SIZES, q.get('pageSize')) ?? 25,
  };
}

export function toListQuery(p: ListParams): URLSearchParams {
  const q = new URLSearchParams();
  const set = (key: string, value: string | number | null | false) => {
    if (value !== null && value !== false && value !== '') q.set(key, String(value));
  };
  set('term', p.term);
  set('kind', p.kind);
  set('paymentState', p.paymentState);
  set('navStatus', p.navStatus);
  set('customerId', p.customerId);
  set('customerName', p.customerId ? p.customerName : null);
  set('from', p.from);
  set('to', p.to);
  set('unpaid', p.unpaid && 1);
  if (p.sort !== 'issueDate' || p.direction !== 'desc') {
    set('sort', p.sort);
    set('direction', p.direction);
  }
  if (p.page > 1) set('page', p.page);
  if (p.pageSize !== 25) set('pageSize', p.pageSize);
  return q;
}

export function searchBodyOf(p: ListParams): TInvoiceSearchBody {
  return {
    page_number: p.page - 1,
    page_size: p.pageSize,
    term: p.term,
    unpaidOnly: p.unpaid,
    sort: p.sort,
    direction: p.direction,
    ...(p.kind && { kind: p.kind }),
    ...(p.paymentState && { paymentState: p.paymentState }),
    ...(p.navStatus && { navStatus: p.navStatus }),
    ...(p.customerId && { customerId: p.customerId }),
    ...(p.from && { fromDate: p.from }),
    ...(p.to && { toDate: p.to }),
  };
}

export const LIST_CODEC: ListCodec<ListParams> = {
  parse: parseListParams,
  toQuery: toListQuery,
  pageSizes: PAGE_SIZES,
  firstDirection: 'desc',
};

import { type TWorkshopOrderState, WORKSHOP_ORDER_STATES } from '@kontor/contract';
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

/** The filters of the workshop orders list as the URL keeps them (reload and links keep them). */
export interface WorkshopListParams extends ListState<null, (typeof PAGE_SIZES)[number]> {
  term: string;
  state: TWorkshopOrderState | null;
  from: string | null;
  to: string | null;
  team: number | null;
  customer: { id: number; name: string } | null;
}

export const DEFAULT_PARAMS: WorkshopListParams = {
  term: '',
  state: null,
  from: null,
  to: null,
  team: null,
  customer: null,
  sort: null,
  direction: 'asc',
  page: 1,
  pageSize: 25,
};

function customerOf(query: URLSearchParams) {
  const id = idOf(query, 'customer');
  return id === null ? null : { id, name: query.get('customerName') ?? `#${id}` };
}

export function parseWorkshopParams(query: URLSearchParams): WorkshopListParams {
  return {
    term: query.get('q') ?? '',
    state: oneOf(WORKSHOP_ORDER_STATES, query.get('state')) ?? null,
    from: isoDateOf(query, 'from'),
    to: isoDateOf(query, 'to'),
    team: idOf(query, 'team'),
    customer: customerOf(query),
    sort: null,
    direction: 'asc',
    page: pageOf(query),
    pageSize: oneOf(PAGE_SIZES, query.get('size')) ?? DEFAULT_PARAMS.pageSize,
  };
}

export function toWorkshopQuery(params: WorkshopListParams): URLSearchParams {
  const { query, set } = queryWriter();
  set('q', params.term.trim(), '');
  set('state', params.state, null);
  set('from', params.from, null);
  set('to', params.to, null);
  set('team', params.team, null);
  if (params.customer) {
    query.set('customer', String(params.customer.id));
    query.set('customerName', params.customer.name);
  }
  set('page', params.page, 1);
  set('size', params.pageSize, DEFAULT_PARAMS.pageSize);
  return query;
}

/** The list call's query: only the filters set. */
export function workshopListQuery(params: WorkshopListParams) {
  return {
    term: params.term.trim(),
    page_number: params.page - 1,
    page_size: params.pageSize,
    ...(params.state && { state: params.state }),
    ...(params.from && { from_date: params.from }),
    ...(params.to && { to_date: params.to }),
    ...(params.team !== null && { team_id: params.team }),
    ...(params.customer && { customer_id: params.customer.id }),
  };
}

export const WORKSHOP_CODEC: ListCodec<WorkshopListParams> = {
  parse: parseWorkshopParams,
  toQuery: toWorkshopQuery,
  pageSizes: PAGE_SIZES,
};

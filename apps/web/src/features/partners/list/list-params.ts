import {
  PARTNER_ROLES,
  PARTNER_SORTS,
  type TPartnerRole,
  type TPartnerSearchBody,
} from '@kontor/contract';
import {
  type ListCodec,
  type ListState,
  listStateOf,
  oneOf,
  queryWriter,
} from '../../../lib/list-params';

export const PAGE_SIZES = [25, 50, 100, 200] as const;
export type ActiveFilter = 'active' | 'inactive' | 'all';
export type PartnerSort = (typeof PARTNER_SORTS)[number];

/** The list's state as it lives in the URL query, so links, reload and back/forward keep it. */
export interface ListParams extends ListState<PartnerSort, (typeof PAGE_SIZES)[number]> {
  term: string;
  role: TPartnerRole | null;
  active: ActiveFilter;
  city: string;
}

export const DEFAULT_PARAMS: ListParams = {
  term: '',
  role: null,
  active: 'active',
  city: '',
  sort: 'name',
  direction: 'asc',
  page: 1,
  pageSize: 25,
};

const ACTIVE_FILTERS: readonly ActiveFilter[] = ['active', 'inactive', 'all'];

/** Reads the query; a missing or unknown value takes its default. */
export function parseListParams(query: URLSearchParams): ListParams {
  return {
    term: query.get('q') ?? '',
    role: oneOf(PARTNER_ROLES, query.get('role')) ?? null,
    active: oneOf(ACTIVE_FILTERS, query.get('active')) ?? DEFAULT_PARAMS.active,
    city: query.get('city') ?? '',
    ...listStateOf(query, PARTNER_SORTS, PAGE_SIZES, DEFAULT_PARAMS),
  };
}

/** Writes only what differs from the defaults, so the plain list has a plain URL. */
export function toListQuery(params: ListParams): URLSearchParams {
  const { query, set, setListState } = queryWriter();
  set('q', params.term.trim(), '');
  set('role', params.role, null);
  set('active', params.active, DEFAULT_PARAMS.active);
  set('city', params.city.trim(), '');
  setListState(params, DEFAULT_PARAMS);
  return query;
}

const IS_ACTIVE: Record<ActiveFilter, boolean | null> = {
  active: true,
  inactive: false,
  all: null,
};

/** The filters both the list call and the export take. */
export function filtersOf(params: ListParams) {
  return {
    term: params.term.trim(),
    city: params.city.trim(),
    sort: params.sort,
    direction: params.direction,
    ...(params.role ? { role: params.role } : {}),
  };
}

export function searchBodyOf(params: ListParams): TPartnerSearchBody {
  return {
    ...filtersOf(params),
    is_active: IS_ACTIVE[params.active],
    page_number: params.page - 1,
    page_size: params.pageSize,
  };
}

/** The export's query: the same filters, `is_active` as text and left out for "all". */
export function exportQueryOf(params: ListParams) {
  const isActive = IS_ACTIVE[params.active];
  const flag: 'true' | 'false' | undefined = isActive === null ? undefined : `${isActive}`;
  return { ...filtersOf(params), ...(flag ? { is_active: flag } : {}) };
}

export const LIST_CODEC: ListCodec<ListParams> = {
  parse: parseListParams,
  toQuery: toListQuery,
  pageSizes: PAGE_SIZES,
};

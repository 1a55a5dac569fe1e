import type { TSearchCondition } from '@kontor/contract';
import {
  DEFAULT_PARAMS,
  type FlagFilter,
  type ListParams,
  searchBodyOf,
} from '../list/list-params';

type Filters = TSearchCondition['filters'];

/** The product list's filters as a saved condition keeps them (paging left out). */
export function filtersOf(params: ListParams): Filters {
  // searchBodyOf fills every field; its type is the request's input type, where all are optional.
  const { page_number: _page, page_size: _size, ...filters } = searchBodyOf(params);
  return filters as Filters;
}

const flagOf = (flag: boolean | null): FlagFilter => (flag === null ? 'all' : flag ? 'yes' : 'no');
const entity = (id: number | null, label: string) => (id === null ? null : { id, label });

/**
 * The list's state from a saved condition, first page, the page size kept. A condition keeps ids
 * only, so a lookup filter shows the condition's name until the user picks another.
 */
export function paramsOf(condition: TSearchCondition, current: ListParams): ListParams {
  const f = condition.filters;
  return {
    ...DEFAULT_PARAMS,
    term: f.term,
    group: entity(f.groupId, condition.name),
    catalogue: entity(f.catalogueId, condition.name),
    supplier: entity(f.supplierId, condition.name),
    active: flagOf(f.is_active),
    service: flagOf(f.is_service),
    sort: f.sort,
    direction: f.direction,
    page: 1,
    pageSize: current.pageSize,
  };
}

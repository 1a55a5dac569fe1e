import { describe, expect, it } from 'vitest';
import { toggleSort } from '../../../lib/list-params';
import { parseSalesListParams, salesFiltersOf, toSalesListQuery } from './list-params';

const SORTS = ['number', 'date', 'customer'];

describe('sales list sort in the URL', () => {
  it('keeps a known sort and its direction; an unknown one is the default order', () => {
    const params = parseSalesListParams(new URLSearchParams('sort=customer&dir=asc'), [], SORTS);
    expect([params.sort, params.direction]).toEqual(['customer', 'asc']);
    expect(parseSalesListParams(new URLSearchParams('sort=secret'), [], SORTS).sort).toBeNull();
    expect(toSalesListQuery(params).toString()).toBe('sort=customer&dir=asc');
  });

  it('a click sorts ascending, the same column again turns around and goes to page 1', () => {
    const plain = { ...parseSalesListParams(new URLSearchParams('page=3'), [], SORTS) };
    const once = toggleSort(plain, 'number');
    expect([once.sort, once.direction, once.page]).toEqual(['number', 'asc', 1]);
    expect(toggleSort(once, 'number').direction).toBe('desc');
    expect(toggleSort(once, 'date').direction).toBe('asc');
  });

  it('the export gets the filters and the sort, not the page', () => {
    const params = parseSalesListParams(
      new URLSearchParams('q=bútor&sort=date&dir=desc&page=2&customer=7'),
      [],
      SORTS,
    );
    expect(salesFiltersOf(params, true)).toEqual({
      term: 'bútor',
      sort: 'date',
      direction: 'desc',
      customerId: 7,
    });
  });
});

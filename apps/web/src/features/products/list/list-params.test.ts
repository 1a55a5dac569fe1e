import { describe, expect, it } from 'vitest';
import { toggleSort } from '../../../lib/list-params';
import { DEFAULT_PARAMS, parseListParams, searchBodyOf, toListQuery } from './list-params';

describe('product list params', () => {
  it('keeps a plain URL for the defaults', () => {
    expect(toListQuery(DEFAULT_PARAMS).toString()).toBe('');
    expect(parseListParams(new URLSearchParams())).toEqual(DEFAULT_PARAMS);
  });

  it('round-trips every filter through the URL', () => {
    const params = {
      ...DEFAULT_PARAMS,
      term: 'arviz',
      group: { id: 3, label: 'ASZ - Szerszámok' },
      supplier: { id: 7, label: 'Szállító Kft.' },
      active: 'all' as const,
      service: 'no' as const,
      sort: 'name' as const,
      direction: 'desc' as const,
      page: 3,
      pageSize: 50 as const,
    };
    expect(parseListParams(toListQuery(params))).toEqual(params);
  });

  it('ignores unknown values', () => {
    const parsed = parseListParams(new URLSearchParams('sort=price&page=-2&group=x&size=7'));
    expect(parsed).toEqual(DEFAULT_PARAMS);
  });

  it('builds the search body: pages from 0, flags as booleans or null', () => {
    expect(searchBodyOf({ ...DEFAULT_PARAMS, page: 2, service: 'yes' })).toMatchObject({
      page_number: 1,
      is_active: true,
      is_service: true,
      groupId: null,
    });
  });

  it('turns the sorted column around, starts another ascending', () => {
    expect(toggleSort(DEFAULT_PARAMS, 'code').direction).toBe('desc');
    expect(toggleSort({ ...DEFAULT_PARAMS, direction: 'desc' }, 'name').direction).toBe('asc');
  });
});

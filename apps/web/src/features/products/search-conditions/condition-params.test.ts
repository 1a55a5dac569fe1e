import type { TSearchCondition } from '@kontor/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMS } from '../list/list-params';
import { filtersOf, paramsOf } from './condition-params';

describe('saved product search conditions', () => {
  it('keeps the filters without paging and gives them back on the first page', () => {
    const params = {
      ...DEFAULT_PARAMS,
      term: 'festék',
      group: { id: 7, label: 'Festékek' },
      active: 'all' as const,
      service: 'no' as const,
      page: 4,
      pageSize: 100 as const,
    };
    const filters = filtersOf(params);
    expect(filters).toEqual({
      term: 'festék',
      groupId: 7,
      catalogueId: null,
      supplierId: null,
      is_active: null,
      is_service: false,
      sort: 'code',
      direction: 'asc',
    });
    const condition = {
      id: 1,
      name: 'Festék',
      filters,
      version: 1,
      updatedAt: '',
    } as TSearchCondition;
    expect(paramsOf(condition, { ...DEFAULT_PARAMS, pageSize: 50 })).toEqual({
      ...params,
      group: { id: 7, label: 'Festék' },
      page: 1,
      pageSize: 50,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMS, listQueryOf, parseListParams, toListQuery } from './list-params';

describe('discount list params', () => {
  it('keep every filter and the page in the URL, and read them back', () => {
    const params = {
      ...DEFAULT_PARAMS,
      term: 'ősz',
      state: 'ACTIVE' as const,
      scope: 'CUSTOMER' as const,
      validOn: '2026-11-23',
      product: { id: 7, code: 'FES-001', name: 'Festék' },
      page: 3,
      pageSize: 50 as const,
    };
    const query = toListQuery(params);
    expect(parseListParams(query)).toEqual(params);
    expect(listQueryOf(params)).toMatchObject({
      state: 'ACTIVE',
      productId: 7,
      page_number: 2,
      page_size: 50,
    });
  });

  it('take the defaults for a plain or a hand-edited URL', () => {
    expect(toListQuery(DEFAULT_PARAMS).toString()).toBe('');
    expect(
      parseListParams(new URLSearchParams('state=NOPE&page=-1&product=abc&validOn=tegnap&dir=x')),
    ).toEqual(DEFAULT_PARAMS);
  });
});

import { ZDiscountBody } from '@kontor/contract';
import { describe, expect, it } from 'vitest';
import { discountBodyOf, emptyDiscountForm, validateDiscountForm } from './discount-form-model';

describe('discount form model', () => {
  it('asks for exactly one customer, a price type for its scope and an end not before the start', () => {
    const base = { ...emptyDiscountForm('2026-11-23'), name: 'Ősz' };
    expect(validateDiscountForm(base)).toEqual({ customerIds: 'DISCOUNTS.ERROR.ONE_CUSTOMER' });
    expect(
      validateDiscountForm({ ...base, scope: 'PRICE_TYPE', validTo: '2026-01-01', priority: 'x' }),
    ).toEqual({
      priceType: 'DISCOUNTS.ERROR.PRICE_TYPE',
      validTo: 'DISCOUNTS.ERROR.VALID_TO',
      priority: 'DISCOUNTS.ERROR.PRIORITY',
    });
  });

  it('builds a body the contract accepts, dropping customers a scope does not take', () => {
    const values = {
      ...emptyDiscountForm('2026-11-23'),
      name: ' Ősz ',
      scope: 'EVERYBODY' as const,
      customerIds: [4],
      priority: '10',
    };
    expect(validateDiscountForm(values)).toEqual({});
    const body = discountBodyOf(values);
    expect(body).toMatchObject({ name: 'Ősz', customerIds: [], priority: 10 });
    expect(ZDiscountBody.safeParse(body).success).toBe(true);
  });
});

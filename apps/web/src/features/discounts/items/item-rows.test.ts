import type { TDiscountItem } from '@kontor/contract';
import { describe, expect, it } from 'vitest';
import { isChanged, itemBodyOf, newRow, rowOf, withTarget } from './item-rows';

const item: TDiscountItem = {
  id: 5,
  discountId: 1,
  target: 'PRODUCT',
  targetId: 9,
  targetCode: 'FES-001',
  targetName: 'Festék',
  minQuantity: '10.0000',
  discountPercent: '12.5000',
  fixedPrice: null,
  listPrice: '1000.0000',
  purchaseCost: '600.0000',
  netPrice: '875.0000',
  marginPercent: '31.43',
  isCancelled: false,
};

describe('discount item rows', () => {
  it('edit a stored item as typed and send a percent or a fixed price, never both', () => {
    const row = rowOf(item);
    expect(row).toMatchObject({ mode: 'PERCENT', amount: '12.5', minQuantity: '10' });
    expect(isChanged(row)).toBe(false);
    const fixed = { ...row, mode: 'FIXED' as const, amount: '800' };
    expect(isChanged(fixed)).toBe(true);
    expect(itemBodyOf(fixed)).toEqual({
      target: 'PRODUCT',
      targetId: 9,
      minQuantity: '10',
      discountPercent: null,
      fixedPrice: '800',
    });
  });

  it('keep a new row unsaved until it has a product and an amount', () => {
    const row = newRow(1);
    expect(itemBodyOf(row)).toBeNull();
    expect(isChanged({ ...row, targetId: 9, amount: null })).toBe(false);
    expect(isChanged({ ...row, targetId: 9, amount: '5' })).toBe(true);
  });

  it('a group or catalogue item is edited like a product item; another kind clears the target', () => {
    const group = rowOf({ ...item, target: 'GROUP', targetId: 3, targetCode: 'FES' });
    expect(withTarget(group, 'GROUP')).toBe(group);
    const picked = { ...withTarget(newRow(2), 'GROUP'), targetId: 3, amount: '4' };
    expect(itemBodyOf(picked)).toMatchObject({
      target: 'GROUP',
      targetId: 3,
      discountPercent: '4',
    });
    expect(isChanged({ ...group, minQuantity: '5' })).toBe(true);
    const moved = withTarget(group, 'CATALOGUE');
    expect(moved).toMatchObject({ target: 'CATALOGUE', targetId: null, targetCode: '' });
    expect(itemBodyOf(moved)).toBeNull();
  });
});

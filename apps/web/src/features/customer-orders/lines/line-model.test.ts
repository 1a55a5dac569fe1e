import { computeLine, sumLines } from '@kontor/contract';
import { describe, expect, it } from 'vitest';
import { emptyLine, lineBodyOf, totalsOf, trimDecimal } from './line-model';

const line = (quantity: string, unitPrice: string, vatRate: string, discountPercent = '0') => ({
  ...emptyLine(),
  productId: 1,
  quantity,
  unitPrice,
  vatRate,
  discountPercent,
});

describe('the document lines of a quote or order form', () => {
  it('totals per VAT rate are the exact sums of the lines rounded like the server (money.ts)', () => {
    const rows = [
      line('3', '333.33', '27', '10'),
      line('1', '99.5', '5'),
      line('2', '10.25', '27'),
    ];
    const { total, byRate } = totalsOf(rows, { scale: 0, basis: 'net' });
    const lines = rows.map((r) =>
      computeLine({
        quantity: r.quantity,
        unitPrice: r.unitPrice as string,
        discountPercent: r.discountPercent,
        vatRate: r.vatRate,
        scale: 0,
      }),
    );
    expect(total).toEqual(sumLines(lines, 0));
    expect(byRate.map(([rate]) => rate)).toEqual(['27', '5']);
    expect(byRate[0]?.[1].net).toBe(sumLines([lines[0]!, lines[2]!], 0).net);
  });

  it('a line not yet priced or with a half-typed quantity counts nothing', () => {
    const rows = [line('1,', '10', '27'), { ...line('1', '10', '27'), unitPrice: null }];
    expect(totalsOf(rows, { scale: 2, basis: 'net' }).total.gross).toBe('0.00');
  });

  it('sends a price only when the user typed one, so the server prices the rest', () => {
    const priced = { ...line('2', '100', '27'), isPriceTyped: false, isDiscountTyped: false };
    expect(lineBodyOf(priced)).toEqual({ productId: 1, quantity: '2', description: '' });
    expect(lineBodyOf({ ...priced, isPriceTyped: true })).toMatchObject({ unitPrice: '100' });
  });

  it('shows stored decimals as typed', () => {
    expect(['7999.0000', '1.5000', '0.00', '12'].map(trimDecimal)).toEqual([
      '7999',
      '1.5',
      '0',
      '12',
    ]);
  });
});

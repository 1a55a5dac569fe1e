import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineMargin, totalMargin } from './margin.ts';

describe('tender margins', () => {
  it('nets each line to 4 decimals and words the margin as a share of the sale', () => {
    expect(lineMargin({ quantity: '3', salePrice: '1000', cost: '750.5' })).toEqual({
      saleNet: '3000.0000',
      costNet: '2251.5000',
      margin: '748.5000',
      marginPercent: '24.95',
    });
    expect(lineMargin({ quantity: '0.3333', salePrice: '0.3333', cost: null })).toEqual({
      saleNet: '0.1111',
      costNet: null,
      margin: null,
      marginPercent: null,
    });
    expect(lineMargin({ quantity: '1', salePrice: '0', cost: '5' }).marginPercent).toBeNull();
  });

  it('has no total cost while a line has no chosen offer', () => {
    const total = totalMargin([
      { quantity: '2', salePrice: '10', cost: '8' },
      { quantity: '1', salePrice: '5', cost: null },
    ]);
    expect(total).toMatchObject({ saleNet: '25.0000', costNet: null, margin: null });
  });

  it('totals equal the sum of the line figures (decimal, never float)', () => {
    const decimal = fc
      .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 9999 }))
      .map(([a, b]) => `${a}.${String(b).padStart(4, '0')}`);
    const line = fc.record({ quantity: decimal, salePrice: decimal, cost: decimal });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (lines) => {
        const total = totalMargin(lines);
        const parts = lines.map(lineMargin);
        const sum = (key: 'saleNet' | 'margin') =>
          parts.reduce((s, p) => s + BigInt(p[key]!.replace('.', '')), 0n);
        expect(BigInt(total.saleNet.replace('.', ''))).toBe(sum('saleNet'));
        expect(BigInt(total.margin!.replace('.', ''))).toBe(sum('margin'));
      }),
    );
  });
});

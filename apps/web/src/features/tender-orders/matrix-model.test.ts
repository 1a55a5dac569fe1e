import { describe, expect, it } from 'vitest';
import { emptyRow, linesOf, matrixTotals, rowMargin, withCell } from './matrix-model';

const row = () => ({
  ...emptyRow(),
  productId: 7,
  productCode: 'A-1',
  quantity: '3',
  salePrice: '900',
});

describe('the quote matrix', () => {
  it('chooses among offers and words the margin of the chosen cost', () => {
    let r = withCell(row(), 11, { unitPrice: '700', leadTimeDays: '5' });
    r = withCell(r, 12, { unitPrice: '650' });
    expect(rowMargin(r)).toMatchObject({ saleNet: '2700.0000', costNet: null });
    r = { ...r, chosen: 12 };
    expect(rowMargin(r)).toMatchObject({ costNet: '1950.0000', marginPercent: '27.78' });
    expect(linesOf([r, emptyRow()])).toEqual([
      {
        productId: 7,
        quantity: '3',
        salePrice: '900',
        offers: [
          { supplierId: 11, unitPrice: '700', leadTimeDays: 5, isChosen: false },
          { supplierId: 12, unitPrice: '650', leadTimeDays: 0, isChosen: true },
        ],
      },
    ]);
  });

  it('drops the choice when the chosen offer is cleared, and totals only complete rows', () => {
    const chosen = { ...withCell(row(), 11, { unitPrice: '700' }), chosen: 11 };
    const cleared = withCell(chosen, 11, { unitPrice: null });
    expect(cleared.chosen).toBeNull();
    expect(linesOf([cleared])[0]!.offers).toEqual([]);
    expect(matrixTotals([chosen, { ...emptyRow(), productId: 8 }])).toMatchObject({
      saleNet: '2700.0000',
      costNet: '2100.0000',
    });
  });
});

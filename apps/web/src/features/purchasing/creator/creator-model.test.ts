import { describe, expect, it } from 'vitest';
import {
  type Choice,
  defaultChoice,
  generateBodyOf,
  previewOf,
  rowsOf,
  type TGeneratorLine,
} from './creator-model';

const line = (productId: number, quantity: string, unitPrice: string): TGeneratorLine => ({
  productId,
  productCode: `P${productId}`,
  productName: `Termék ${productId}`,
  unit: 'db',
  quantity,
  unitPrice,
  isPriceKnown: unitPrice !== '0',
  net: '0',
  demandCount: 2,
  demands: [],
  customerOrderLineIds: [productId * 10, productId * 10 + 1],
  minimumStock: null,
});
const anna = { supplierId: 1, supplierName: 'Anna Kft.', currencyCode: 'EUR' };

describe('the supplier order creator', () => {
  it('lists each group head before its lines', () => {
    const rows = rowsOf([{ ...anna, supplierCode: 'S1', net: '10', lines: [line(5, '2', '5')] }]);
    expect(rows.map((r) => r.kind)).toEqual(['group', 'line']);
    expect(rows[1]?.key).toBe('1|EUR|5');
  });

  it('previews one draft per supplier and currency with the typed or proposed prices', () => {
    const kept: Choice = { ...defaultChoice(line(5, '2', '5.5'), anna), isSelected: true };
    const typed: Choice = { ...defaultChoice(line(6, '3', '0'), anna), unitPrice: '1,5' };
    const moved: Choice = {
      ...defaultChoice(line(7, '4', '9'), anna),
      supplier: { id: 2, name: 'Béla Bt.' },
    };
    expect(previewOf([kept, typed, moved])).toEqual([
      {
        supplierId: 1,
        supplierName: 'Anna Kft.',
        currencyCode: 'EUR',
        lineCount: 2,
        net: '15.5000',
        unpricedCount: 0,
      },
      // Another supplier's price is the server's to find: the line is counted, not priced.
      {
        supplierId: 2,
        supplierName: 'Béla Bt.',
        currencyCode: null,
        lineCount: 1,
        net: '0',
        unpricedCount: 1,
      },
    ]);
  });

  it('names every open demand line of a chosen line, and the currency only for the proposal', () => {
    const kept: Choice = { ...defaultChoice(line(5, '2', '5'), anna), quantity: '1 000,5' };
    const moved: Choice = {
      ...defaultChoice(line(7, '4', '9'), anna),
      supplier: { id: 2, name: 'Béla Bt.' },
      unitPrice: '8',
    };
    expect(generateBodyOf([kept, moved]).lines).toEqual([
      {
        supplierId: 1,
        productId: 5,
        quantity: '1000.5',
        currencyCode: 'EUR',
        customerOrderLineIds: [50, 51],
      },
      {
        supplierId: 2,
        productId: 7,
        quantity: '4',
        unitPrice: '8',
        customerOrderLineIds: [70, 71],
      },
    ]);
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { discardUnsavedChanges, hasUnsavedChanges } from '../../../lib/forms/unsaved-changes';
import { emptyOrder, newOrderLine, orderRowsOf } from '../orders/order-form-model';
import { useDocumentForm } from './document-form';

afterEach(discardUnsavedChanges);

const renderNewOrder = () => renderHook(() => useDocumentForm(emptyOrder(), null));

describe('a new order form', () => {
  it('is clean while untouched, though its grid holds an empty line to type in', () => {
    const { result } = renderNewOrder();
    expect(result.current.lines.rows).toHaveLength(1);
    expect(result.current.isDirty).toBe(false);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('is dirty once a header field changes, and clean again when it is changed back', () => {
    const { result } = renderNewOrder();
    act(() => result.current.patch({ customerNote: 'Hétfőn szállítsák' }));
    expect(result.current.isDirty).toBe(true);
    expect(hasUnsavedChanges()).toBe(true);
    act(() => result.current.patch({ customerNote: '' }));
    expect(result.current.isDirty).toBe(false);
  });

  it('is dirty once a product is put on a line', () => {
    const { result } = renderNewOrder();
    const line = { ...(result.current.lines.rows[0] ?? newOrderLine()), productId: 7 };
    act(() => result.current.lines.updateRow(0, line, newOrderLine));
    expect(result.current.isDirty).toBe(true);
    expect(hasUnsavedChanges()).toBe(true);
  });
});

describe('lines taken in from another section (the delivery fees)', () => {
  const feeLine = (id: number, unitPrice: string) =>
    ({
      id,
      productId: 90,
      productCode: 'SZO-9001',
      productName: 'Szállítási díj',
      description: 'GLS futárszolgálat',
      quantity: '1.0000',
      unit: 'db',
      unitPrice,
      discountPercent: '0.00',
      vatRate: '27.00',
      net: unitPrice,
      vat: '0',
      gross: unitPrice,
      priceExplanation: null,
      priceSource: 'TYPED',
      fulfilment: 'STOCK',
      fulfilmentPartnerId: null,
      fulfilmentPartnerName: null,
      reservedQuantity: '0.0000',
      missingQuantity: '0.0000',
      dispatchedQuantity: '0.0000',
    }) as unknown as Parameters<typeof orderRowsOf>[0][number];

  it('keeps what is typed, puts the fee before the empty line, and counts it as saved', () => {
    const { result } = renderNewOrder();
    act(() => result.current.patch({ internalNote: 'Hívjon előtte' }));
    act(() => result.current.takeIn(orderRowsOf([feeLine(41, '2490.0000')]), []));
    expect(result.current.values.internalNote).toBe('Hívjon előtte');
    expect(result.current.lines.rows.map((r) => r.key)).toEqual([
      'line-41',
      expect.stringMatching(/^new-/),
    ]);
    act(() => result.current.patch({ internalNote: '' }));
    expect(result.current.isDirty).toBe(false);
  });

  it('replaces a fee line written again and drops one that is gone', () => {
    const { result } = renderNewOrder();
    act(() => result.current.takeIn(orderRowsOf([feeLine(41, '2490.0000')]), []));
    act(() => result.current.takeIn(orderRowsOf([feeLine(41, '0.0000')]), []));
    expect(result.current.lines.rows.filter((r) => r.key === 'line-41')).toHaveLength(1);
    expect(result.current.lines.rows[0]?.unitPrice).toMatch(/^0/);
    act(() => result.current.takeIn([], ['line-41']));
    expect(result.current.lines.rows.map((r) => r.key)).toEqual([expect.stringMatching(/^new-/)]);
    expect(result.current.isDirty).toBe(false);
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { discardUnsavedChanges, hasUnsavedChanges } from '../../../lib/forms/unsaved-changes';
import { emptyOrder, newOrderLine } from '../orders/order-form-model';
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

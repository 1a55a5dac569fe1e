import { describe, expect, it } from 'vitest';
import { compositionBodyOf, compositionClientErrors, newComponentRow } from './component-rows';

const saved = {
  componentId: 8,
  code: 'CSO-3001',
  name: 'Doboz',
  measureUnitCode: 'db',
  quantity: '2.5',
};

describe('component rows', () => {
  it('shows a saved quantity the Hungarian way and sends it back as a decimal string', () => {
    const row = newComponentRow(saved);
    expect(row.quantity).toBe('2,50');
    expect(compositionBodyOf([row])).toEqual({
      components: [{ componentId: 8, quantity: '2.50' }],
    });
    expect(compositionClientErrors([row])).toEqual({});
  });

  it('asks for a product and a positive quantity in each row', () => {
    const empty = { ...newComponentRow(), quantity: '0' };
    const errors = compositionClientErrors([empty]);
    expect(errors['components.0.componentId']).toBe(
      'PRODUCTS.COMPOSITION.ERROR_COMPONENT_REQUIRED',
    );
    expect(errors['components.0.quantity']).toBe('PRODUCTS.COMPOSITION.ERROR_QUANTITY');
  });

  it('refuses one product listed twice', () => {
    const errors = compositionClientErrors([newComponentRow(saved), newComponentRow(saved)]);
    expect(errors.components).toBe('PRODUCTS.COMPOSITION.ERROR_TWICE');
  });
});

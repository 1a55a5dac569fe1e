import { describe, expect, it } from 'vitest';
import { formatValues, newValueRow, variantClientErrors, variantsBodyOf } from './variant-values';

const group = { id: 4, code: 'LUNA', name: 'Luna függőlámpa' };

describe('variant values', () => {
  it('sends no values outside a group', () => {
    expect(variantsBodyOf(null, [newValueRow('szín', 'fehér')])).toEqual({
      groupId: null,
      values: [],
    });
    expect(variantClientErrors(null, [])).toEqual({});
  });

  it('asks for at least one value in a group, and each attribute once (case-free)', () => {
    expect(variantClientErrors(group, []).values).toBe('PRODUCTS.VARIANTS.ERROR_VALUES_REQUIRED');
    const twice = [newValueRow('Szín', 'fehér'), newValueRow('szín ', 'fekete')];
    expect(variantClientErrors(group, twice).values).toBe(
      'PRODUCTS.VARIANTS.ERROR_ATTRIBUTE_TWICE',
    );
  });

  it('marks an empty attribute or value in its row', () => {
    const errors = variantClientErrors(group, [newValueRow('szín', ''), newValueRow('', '40')]);
    expect(errors['values.0.value']).toBe('VALIDATION.REQUIRED');
    expect(errors['values.1.attribute']).toBe('VALIDATION.REQUIRED');
  });

  it('lists values as the group list shows them', () => {
    expect(
      formatValues([
        { attribute: 'szín', value: 'fehér' },
        { attribute: 'átmérő', value: '40 cm' },
      ]),
    ).toBe('szín: fehér, átmérő: 40 cm');
  });
});

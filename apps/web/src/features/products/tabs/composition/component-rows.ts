import { type TComponent, ZCompositionBody } from '@kontor/contract';
import { formatDecimalInput, toDecimalString } from '../../../../lib/forms/decimal-input';
import { type FieldErrors, fieldMessages } from '../../../../lib/forms/field-errors';
import type { ProductRef } from '../../components/product-lookup';
import type { TCompositionBody } from './composition-api';

/** One editable component line; the quantity as typed, the Hungarian way (`2,5`). */
export interface ComponentRow {
  key: number;
  component: ProductRef | null;
  /** Known for saved lines; a newly picked product's unit shows after saving */
  measureUnitCode: string | null;
  quantity: string;
}

let lastKey = 0;
export function newComponentRow(saved?: TComponent): ComponentRow {
  lastKey += 1;
  return saved
    ? {
        key: lastKey,
        component: { id: saved.componentId, code: saved.code, name: saved.name },
        measureUnitCode: saved.measureUnitCode,
        quantity: formatDecimalInput(saved.quantity),
      }
    : { key: lastKey, component: null, measureUnitCode: null, quantity: '1' };
}

export function compositionBodyOf(rows: readonly ComponentRow[]): TCompositionBody {
  return {
    components: rows.map((row) => ({
      componentId: row.component?.id ?? 0,
      quantity: toDecimalString(row.quantity) ?? '',
    })),
  };
}

export const compositionMessages = fieldMessages(
  [
    // The server names the component that would make the product contain itself.
    { path: /\.componentId$/, code: 'invalid', key: 'PRODUCTS.COMPOSITION.ERROR_CYCLE' },
    { path: /\.componentId$/, key: 'PRODUCTS.COMPOSITION.ERROR_COMPONENT_REQUIRED' },
    { path: /\.quantity$/, key: 'PRODUCTS.COMPOSITION.ERROR_QUANTITY' },
    { path: /^components$/, code: 'too_big', key: 'PRODUCTS.COMPOSITION.ERROR_TOO_MANY' },
    { path: /^components$/, key: 'PRODUCTS.COMPOSITION.ERROR_TWICE' },
  ],
  'PRODUCTS.COMPOSITION.ERROR_INVALID',
);

/** The contract's check of the list as the form would send it. */
export function compositionClientErrors(rows: readonly ComponentRow[]): FieldErrors {
  return compositionMessages.zodFieldErrors(
    ZCompositionBody.safeParse(compositionBodyOf(rows)).error,
  );
}

import { isValidGtin, type TCodeEntry, type TPackage, ZPackagesBody } from '@kontor/contract';
import type { z } from 'zod';
import { formatQuantity } from '../../../../lib/format';
import { toDecimalString } from '../../../../lib/forms/decimal-input';
import { type FieldErrors, fieldMessages } from '../../../../lib/forms/field-errors';
import { createTemporaryId } from '../../../../ui/select';

/** One packaging unit as the tab edits it: numbers as typed, the Hungarian way. */
export interface PackageRow {
  key: number;
  measureUnit: TCodeEntry | null;
  quantity: string;
  barcode: string;
  grossWeightKg: string;
}

export const emptyPackageRow = (): PackageRow => ({
  key: createTemporaryId(),
  measureUnit: null,
  quantity: '',
  barcode: '',
  grossWeightKg: '',
});

export function packageRowsOf(packages: readonly TPackage[]): PackageRow[] {
  return packages.map((p) => ({
    key: p.id,
    measureUnit: { id: 0, code: p.measureUnitCode, name: p.measureUnitCode },
    quantity: formatQuantity(p.quantity),
    barcode: p.barcode ?? '',
    grossWeightKg: p.grossWeightKg === null ? '' : formatQuantity(p.grossWeightKg),
  }));
}

export function packagesBodyOf(rows: readonly PackageRow[]): z.input<typeof ZPackagesBody> {
  return {
    packages: rows.map((row) => ({
      measureUnitCode: row.measureUnit?.code ?? '',
      quantity: toDecimalString(row.quantity) ?? '',
      barcode: row.barcode.trim() || null,
      grossWeightKg: toDecimalString(row.grossWeightKg),
    })),
  };
}

export const { zodFieldErrors, problemFieldErrors } = fieldMessages(
  [
    { path: /^packages\.\d+\.measureUnitCode$/, key: 'PRODUCTS.PACKAGE.ERROR.MEASURE_UNIT' },
    { path: /^packages\.\d+\.quantity$/, key: 'PRODUCTS.PACKAGE.ERROR.QUANTITY' },
    { path: /^packages\.\d+\.barcode$/, key: 'PRODUCTS.PACKAGE.ERROR.BARCODE' },
    { path: /^packages\.\d+\.grossWeightKg$/, key: 'PRODUCTS.PACKAGE.ERROR.WEIGHT' },
    { path: /^packages$/, key: 'PRODUCTS.PACKAGE.ERROR.DUPLICATE_UNIT' },
  ],
  'PRODUCTS.ERROR.INVALID',
);

/**
 * The contract's checks, plus the barcode's GS1 check digit (the server takes any digits of the
 * right length; a mistyped digit is caught here, before it reaches a scanner).
 */
export function packageClientErrors(rows: readonly PackageRow[]): FieldErrors {
  const errors: Record<string, string> = {
    ...zodFieldErrors(ZPackagesBody.safeParse(packagesBodyOf(rows)).error),
  };
  rows.forEach((row, i) => {
    const barcode = row.barcode.trim();
    if (barcode !== '' && !isValidGtin(barcode))
      errors[`packages.${i}.barcode`] = 'PRODUCTS.PACKAGE.ERROR.BARCODE';
  });
  return errors;
}

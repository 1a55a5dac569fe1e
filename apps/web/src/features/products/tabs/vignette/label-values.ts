import {
  fitsBarcodeType,
  type TBarcodeType,
  type TProductLabel,
  ZProductLabelBody,
} from '@kontor/contract';
import type { z } from 'zod';
import { type FieldErrors, fieldMessages } from '../../../../lib/forms/field-errors';

export const LINE_COUNT = 3;

/** The label form as typed: sizes as text, always three line inputs. */
export interface LabelValues {
  templateCode: string;
  barcodeType: TBarcodeType;
  barcodeValue: string;
  lines: string[];
  widthMm: string;
  heightMm: string;
}

export function labelValuesOf(label: TProductLabel): LabelValues {
  return {
    templateCode: label.templateCode ?? '',
    barcodeType: label.barcodeType,
    barcodeValue: label.barcodeValue ?? '',
    lines: Array.from({ length: LINE_COUNT }, (_, i) => label.lines[i] ?? ''),
    widthMm: String(label.widthMm),
    heightMm: String(label.heightMm),
  };
}

/** A size typed as digits is a number; anything else is NaN, which the contract refuses. */
const sizeOf = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

export function labelBodyOf(values: LabelValues): z.input<typeof ZProductLabelBody> {
  return {
    templateCode: values.templateCode.trim() || null,
    barcodeType: values.barcodeType,
    barcodeValue: values.barcodeValue.trim() || null,
    // Empty lines print as nothing; the label keeps the filled ones in order.
    lines: values.lines.map((line) => line.trim()).filter((line) => line !== ''),
    widthMm: sizeOf(values.widthMm),
    heightMm: sizeOf(values.heightMm),
  };
}

export const { zodFieldErrors, problemFieldErrors } = fieldMessages(
  [
    { path: /^barcodeValue$/, key: 'PRODUCTS.VIGNETTE.ERROR.BARCODE' },
    { path: /^(widthMm|heightMm)$/, key: 'PRODUCTS.VIGNETTE.ERROR.SIZE' },
    { path: /^lines/, key: 'PRODUCTS.VIGNETTE.ERROR.LINE' },
    { path: /^templateCode$/, key: 'PRODUCTS.VIGNETTE.ERROR.TEMPLATE' },
    { path: /^quantity$/, key: 'PRODUCTS.VIGNETTE.ERROR.QUANTITY' },
  ],
  'PRODUCTS.ERROR.INVALID',
);

/**
 * The contract's checks; the barcode's digits and check digit are checked on their own too, since
 * the contract checks them only once every other field is valid.
 */
export function labelClientErrors(values: LabelValues): FieldErrors {
  const errors: Record<string, string> = {
    ...zodFieldErrors(ZProductLabelBody.safeParse(labelBodyOf(values)).error),
  };
  const barcode = values.barcodeValue.trim();
  if (barcode !== '' && !fitsBarcodeType(values.barcodeType, barcode))
    errors.barcodeValue = 'PRODUCTS.VIGNETTE.ERROR.BARCODE';
  return errors;
}

import { z } from 'zod';
import { ZDecimal, ZId } from '../common.ts';

export const BARCODE_TYPES = ['EAN13', 'EAN8', 'CODE128', 'QR'] as const;
export type TBarcodeType = (typeof BARCODE_TYPES)[number];

/** The vignette (matrica) tab: the product's sticker label for the label printer. */
export const ZProductLabel = z
  .object({
    templateCode: z.string().nullable(),
    barcodeType: z.enum(BARCODE_TYPES),
    barcodeValue: z.string().nullable(),
    lines: z.array(z.string()),
    widthMm: z.int(),
    heightMm: z.int(),
  })
  .meta({ id: 'ProductLabel' });
export type TProductLabel = z.infer<typeof ZProductLabel>;

const DIGITS = { EAN13: /^\d{13}$/, EAN8: /^\d{8}$/ } as const;

/** The GS1 check digit of the digits before it (weights 3 and 1 from the right). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let fromRight = 0; fromRight < body.length; fromRight++) {
    const digit = Number(body[body.length - 1 - fromRight]);
    sum += fromRight % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** EAN-8, UPC-A, EAN-13 or GTIN-14 digits whose last digit is the right check digit. */
export function isValidGtin(value: string): boolean {
  return (
    /^(\d{8}|\d{12,14})$/.test(value) &&
    gtinCheckDigit(value.slice(0, -1)) === Number(value[value.length - 1])
  );
}

/**
 * Whether the value can be printed as the barcode type: EAN digits with their check digit,
 * CODE128 printable ASCII; a QR code takes any text.
 */
export function fitsBarcodeType(type: TBarcodeType, value: string): boolean {
  if (type === 'EAN13' || type === 'EAN8') return DIGITS[type].test(value) && isValidGtin(value);
  if (type === 'CODE128') return /^[\x20-\x7E]+$/.test(value);
  return true;
}

export const ZProductLabelBody = z
  .object({
    templateCode: z.string().trim().min(1).max(40).nullable().default(null),
    barcodeType: z.enum(BARCODE_TYPES).default('EAN13'),
    barcodeValue: z.string().trim().min(1).max(200).nullable().default(null),
    lines: z.array(z.string().trim().max(60)).max(3).default([]),
    widthMm: z.int().min(10).max(300).default(50),
    heightMm: z.int().min(10).max(300).default(30),
  })
  .refine((l) => l.barcodeValue === null || fitsBarcodeType(l.barcodeType, l.barcodeValue), {
    path: ['barcodeValue'],
    message:
      'Not printable as the barcode type (EAN: 13 or 8 digits with the check digit; CODE128: ASCII)',
  });

/** How many labels one print job may ask for. */
export const LABEL_PRINT_MAX = 500;

export const ZPrintLabelsBody = z.object({
  quantity: z.int().min(1).max(LABEL_PRINT_MAX),
});

/** A PDF answer (label preview, label print job). */
export const ZPdfFile = z
  .custom<Uint8Array<ArrayBufferLike>>((v) => v instanceof Uint8Array)
  .meta({ description: 'A PDF document (application/pdf)' });

export const ZProductContainer = z
  .object({
    containerId: z.int(),
    code: z.string(),
    name: z.string(),
    quantity: ZDecimal,
    depositFee: ZDecimal,
    currency: z.string(),
  })
  .meta({ id: 'ProductContainer' });
export type TProductContainer = z.infer<typeof ZProductContainer>;

export const ZContainersBody = z.object({
  containers: z
    .array(
      z.object({
        containerId: ZId,
        quantity: ZDecimal.refine((v) => !v.startsWith('-') && /[1-9]/.test(v), 'Must be positive'),
        depositFee: ZDecimal.refine((v) => !v.startsWith('-'), 'Must not be negative').default('0'),
        currency: z
          .string()
          .trim()
          .regex(/^[A-Z]{3}$/, 'Three-letter currency code expected')
          .default('HUF'),
      }),
    )
    .max(10)
    .refine(
      (items) => new Set(items.map((c) => c.containerId)).size === items.length,
      'One entry per container',
    ),
});

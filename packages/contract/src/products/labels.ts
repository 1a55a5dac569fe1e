import { z } from 'zod';
import { ZDecimal, ZId } from '../common.ts';

export const BARCODE_TYPES = ['EAN13', 'EAN8', 'CODE128', 'QR'] as const;

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

export const ZProductLabelBody = z
  .object({
    templateCode: z.string().trim().min(1).max(40).nullable().default(null),
    barcodeType: z.enum(BARCODE_TYPES).default('EAN13'),
    barcodeValue: z.string().trim().min(1).max(200).nullable().default(null),
    lines: z.array(z.string().trim().max(60)).max(3).default([]),
    widthMm: z.int().min(10).max(300).default(50),
    heightMm: z.int().min(10).max(300).default(30),
  })
  .refine(
    (l) =>
      l.barcodeValue === null ||
      !(l.barcodeType in DIGITS) ||
      DIGITS[l.barcodeType as keyof typeof DIGITS].test(l.barcodeValue),
    {
      path: ['barcodeValue'],
      message: 'Digits of the barcode type expected (13 for EAN-13, 8 for EAN-8)',
    },
  );

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

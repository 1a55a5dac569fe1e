import { z } from 'zod';
import { ZDecimal, ZId } from '../common.ts';

const ZPositiveQuantity = ZDecimal.refine(
  (v) => !v.startsWith('-') && /[1-9]/.test(v),
  'Must be positive',
);

export const ZComponent = z
  .object({
    componentId: z.int(),
    code: z.string(),
    name: z.string(),
    measureUnitCode: z.string(),
    quantity: ZDecimal,
  })
  .meta({ id: 'ProductComponent' });
export type TComponent = z.infer<typeof ZComponent>;
export const ZCompositionBody = z.object({
  components: z
    .array(z.object({ componentId: ZId, quantity: ZPositiveQuantity }))
    .max(200)
    .refine(
      (items) => new Set(items.map((c) => c.componentId)).size === items.length,
      'One entry per component',
    ),
});

export const ZPackage = z
  .object({
    id: z.int(),
    measureUnitCode: z.string(),
    quantity: ZDecimal,
    barcode: z.string().nullable(),
    grossWeightKg: ZDecimal.nullable(),
  })
  .meta({ id: 'ProductPackage' });
export type TPackage = z.infer<typeof ZPackage>;
export const ZPackagesBody = z.object({
  packages: z
    .array(
      z.object({
        measureUnitCode: z.string().trim().min(1).max(20),
        quantity: ZPositiveQuantity,
        barcode: z
          .string()
          .trim()
          .regex(/^\d{8}$|^\d{12,14}$/, 'EAN-8, UPC, EAN-13 or GTIN-14 digits expected')
          .nullable()
          .default(null),
        grossWeightKg: ZDecimal.refine((v) => !v.startsWith('-'), 'Must not be negative')
          .nullable()
          .default(null),
      }),
    )
    .max(20)
    .refine(
      (items) => new Set(items.map((p) => p.measureUnitCode)).size === items.length,
      'One entry per measure unit',
    ),
});

export const ZProductEvent = z
  .object({
    id: z.int(),
    at: z.string(),
    userName: z.string().nullable(),
    action: z.string(),
    changedFields: z.array(z.string()),
  })
  .meta({ id: 'ProductEvent' });
export type TProductEvent = z.infer<typeof ZProductEvent>;

/** Image types the media tab accepts, and the largest upload. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The most images one product keeps; another upload is refused (409) naming the file field. */
export const PRODUCT_IMAGES_MAX = 20;

export const ZProductMedia = z
  .object({
    id: z.int(),
    originalName: z.string(),
    contentType: z.enum(PRODUCT_IMAGE_TYPES),
    sizeBytes: z.int(),
    isMain: z.boolean(),
    url: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'ProductMedia' });
export type TProductMedia = z.infer<typeof ZProductMedia>;

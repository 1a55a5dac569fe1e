import { z } from 'zod';
import { ZCodeEntry, ZId } from '../common.ts';

export const ZVariantValue = z.object({
  attribute: z.string().trim().min(1).max(60),
  value: z.string().trim().min(1).max(100),
});

export const ZVariantSibling = z
  .object({ id: z.int(), code: z.string(), name: z.string(), values: z.array(ZVariantValue) })
  .meta({ id: 'ProductVariant' });
export type TVariantSibling = z.infer<typeof ZVariantSibling>;

/** The variants tab: the product's group, its own attribute values and the group's products. */
export const ZVariants = z
  .object({
    group: ZCodeEntry.nullable(),
    values: z.array(ZVariantValue),
    products: z.array(ZVariantSibling),
  })
  .meta({ id: 'ProductVariants' });
export type TVariants = z.infer<typeof ZVariants>;

export const ZVariantsBody = z
  .object({
    groupId: ZId.nullable(),
    values: z
      .array(ZVariantValue)
      .max(10)
      .refine(
        (items) => new Set(items.map((v) => v.attribute.toLowerCase())).size === items.length,
        'One value per attribute',
      ),
  })
  .refine((b) => b.groupId === null || b.values.length > 0, {
    path: ['values'],
    message: 'A product of a variation group needs at least one attribute value',
  });

export const ZVariationGroupBody = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[^\s%_\\]+$/, 'No spaces, %, _ or \\ in a code'),
  name: z.string().trim().min(1).max(200),
});

import { z } from 'zod';
import { pageOf, ZId, ZPaging } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

/** A URL part: lower-case letters, digits and single hyphens (`teli-gumi-205-55`). */
export const ZSlug = z
  .string()
  .trim()
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case letters, digits and hyphens expected');

/** A URL slug from a product name: accents dropped, lower case, words joined by hyphens. */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

const ZLanguage = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, 'Two-letter language code expected');

/** The shop texts of one language; the slug is unique per language within the firm. */
export const ZWebshopText = z.object({
  language: ZLanguage,
  shortDescription: z.string().trim().max(500).default(''),
  longDescription: z.string().trim().max(10000).default(''),
  slug: ZSlug.nullable().default(null),
});
export type TWebshopText = z.output<typeof ZWebshopText>;

export const ZWebshopInfo = z
  .object({
    productId: z.int(),
    code: z.string(),
    name: z.string(),
    published: z.boolean(),
    mainMediaId: z.int().nullable(),
    images: z.array(z.object({ id: z.int(), url: z.string(), originalName: z.string() })),
    texts: z.array(ZWebshopText),
    version: z.int(),
  })
  .meta({ id: 'WebshopInfo' });
export type TWebshopInfo = z.infer<typeof ZWebshopInfo>;

export const ZWebshopFilters = ZPaging.extend({
  term: z.string().trim().max(200).default(''),
  /** Query text: 'true' only the published, 'false' only the others, absent all. */
  published: z.enum(['true', 'false']).optional(),
});
export type TWebshopFilters = z.output<typeof ZWebshopFilters>;

export const ZWebshopInfoBody = z.object({
  published: z.boolean(),
  /** One of the product's own images, or null: the shop shows no image. */
  mainMediaId: ZId.nullable(),
  texts: z
    .array(ZWebshopText)
    .max(50)
    .refine(
      (items) => new Set(items.map((t) => t.language)).size === items.length,
      'One entry per language',
    ),
  version: z.int().positive(),
});

export const ZWebshopPublishBody = z.object({
  productIds: z.array(ZId).min(1).max(500),
  published: z.boolean(),
});

/**
 * The same change for many products: any of published, and texts of one language (short and
 * long description, the slug made from each product's name). Fields left out stay as they are.
 */
export const ZWebshopBulkBody = z
  .object({
    productIds: z.array(ZId).min(1).max(500),
    published: z.boolean().optional(),
    language: ZLanguage.optional(),
    shortDescription: ZWebshopText.shape.shortDescription.unwrap().optional(),
    longDescription: ZWebshopText.shape.longDescription.unwrap().optional(),
    isSlugFromName: z.boolean().default(false),
  })
  .refine(
    (b) =>
      b.language !== undefined ||
      (b.shortDescription === undefined && b.longDescription === undefined && !b.isSlugFromName),
    { path: ['language'], message: 'A language is needed for texts' },
  );
export type TWebshopBulkBody = z.input<typeof ZWebshopBulkBody>;

/** Products not changed by a bulk change, and why (`SLUG_TAKEN`, `SLUG_FORMAT`). */
export const ZWebshopBulkResult = z.object({
  changed: z.int(),
  refused: z.array(
    z.object({
      productId: z.int(),
      code: z.string(),
      field: z.literal('slug'),
      reason: z.enum(['SLUG_TAKEN', 'SLUG_FORMAT']),
    }),
  ),
});
export type TWebshopBulkResult = z.infer<typeof ZWebshopBulkResult>;

const tag = 'webshop';
export const webshopEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/webshop-info/',
    summary: 'Products with their webshop data (published, texts per language, main image)',
    tag,
    query: ZWebshopFilters,
    response: pageOf(ZWebshopInfo),
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/webshop-info/:productId',
    summary:
      'Sets a product’s webshop data; a slug taken in the language → 409, stale version → 409',
    tag,
    params: z.object({ productId: ZId }),
    body: ZWebshopInfoBody,
    response: ZWebshopInfo,
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/webshop-info/publish',
    summary: 'Publishes or withdraws many products at once',
    tag,
    body: ZWebshopPublishBody,
    response: z.object({ changed: z.int() }),
  }),
  bulk: defineEndpoint({
    method: 'POST',
    path: '/webshop-info/bulk',
    summary:
      'Sets published and/or one language’s texts of many products in one transaction; products whose slug would clash are refused one by one',
    tag,
    body: ZWebshopBulkBody,
    response: ZWebshopBulkResult,
  }),
} as const;

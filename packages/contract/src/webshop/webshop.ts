import { z } from 'zod';
import { pageOf, ZId, ZPaging } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

/** A URL part: lower-case letters, digits and single hyphens (`teli-gumi-205-55`). */
export const ZSlug = z
  .string()
  .trim()
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case letters, digits and hyphens expected');

/** The shop texts of one language; the slug is unique per language within the firm. */
export const ZWebshopText = z.object({
  language: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'Two-letter language code expected'),
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
} as const;

import { slugOf, type TWebshopBulkResult, ZSlug, type ZWebshopBulkBody } from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction, writeAudit } from '../../platform/context.ts';
import { fieldError } from '../../platform/errors.ts';
import * as productsRepo from '../products/products.repository.ts';
import * as repo from './webshop.repository.ts';

type BulkBody = z.output<typeof ZWebshopBulkBody>;

/**
 * The same change for many of the firm's products (others among the ids are ignored), in one
 * transaction with the products locked: published and/or one language's texts, a slug made from
 * each product's name. A slug another product holds in the language, or two selected products
 * would share, or that the name cannot give, refuses that product alone (listed in the answer);
 * the rest change, each with its own audit row, plus one row for the whole change.
 */
export async function bulkUpdateWebshopInfo(ctx: Ctx, body: BulkBody): Promise<TWebshopBulkResult> {
  const { firmId } = ctx.auth;
  const { language } = body;
  if (language && (await productsRepo.findUnknownLanguages(ctx.db, [language])).length)
    throw fieldError('language', 'Unknown language');
  return runAction(ctx, async (tx) => {
    const products = await repo.lockInfos(tx, firmId, [...new Set(body.productIds)]);
    const ids = products.map((p) => p.product_id);
    const refused: TWebshopBulkResult['refused'] = [];
    const slugs = new Map<number, string>();
    if (body.isSlugFromName && language) {
      const wanted = new Map(products.map((p) => [p.product_id, slugOf(p.name)]));
      const taken = await repo.takenSlugs(tx, firmId, language, [...wanted.values()], ids);
      const used = new Set<string>();
      for (const p of products) {
        const slug = wanted.get(p.product_id)!;
        const reason =
          !ZSlug.safeParse(slug).success || !slug
            ? 'SLUG_FORMAT'
            : taken.has(slug) || used.has(slug)
              ? 'SLUG_TAKEN'
              : null;
        if (reason) refused.push({ productId: p.product_id, code: p.code, field: 'slug', reason });
        else {
          used.add(slug);
          slugs.set(p.product_id, slug);
        }
      }
    }
    const isRefused = new Set(refused.map((r) => r.productId));
    const text = {
      ...(body.shortDescription !== undefined && { shortDescription: body.shortDescription }),
      ...(body.longDescription !== undefined && { longDescription: body.longDescription }),
    };
    const changes = { ...(body.published !== undefined && { published: body.published }) };
    const who = { userId: ctx.auth.userId, firmId, requestId: ctx.requestId };
    const changed = products.filter((p) => !isRefused.has(p.product_id));
    for (const p of changed) {
      const slug = slugs.get(p.product_id);
      const after = { ...changes, ...(language && { language, ...text, ...(slug && { slug }) }) };
      await repo.touchInfo(tx, firmId, p.product_id, body.published);
      if (language) await repo.upsertText(tx, firmId, p.product_id, language, { ...text, slug });
      await writeAudit(tx, who, {
        entity: 'product_webshop',
        entityId: p.product_id,
        action: 'update',
        before: { published: p.published, version: p.version },
        after,
      });
    }
    return {
      result: { changed: changed.length, refused },
      audit: {
        entity: 'product_webshop',
        entityId: null,
        action: 'bulk_update',
        after: {
          productIds: changed.map((p) => p.product_id),
          ...changes,
          language,
          ...text,
          refused,
        },
      },
    };
  });
}

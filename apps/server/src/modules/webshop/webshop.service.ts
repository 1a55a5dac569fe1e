import type {
  TWebshopFilters,
  TWebshopInfo,
  ZWebshopInfoBody,
  ZWebshopPublishBody,
} from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError, staleVersion } from '../../platform/errors.ts';
import * as productsRepo from '../products/products.repository.ts';
import { conflict } from '../products/products.service.ts';
import * as repo from './webshop.repository.ts';

type Body = z.output<typeof ZWebshopInfoBody>;

/** Turns rows into answers, with each product's texts and images (`contextPath` for image URLs). */
async function withDetails(db: Db, contextPath: string, rows: repo.InfoRow[]) {
  const ids = rows.map((r) => r.product_id);
  const [texts, images] = await Promise.all([repo.textsOf(db, ids), repo.imagesOf(db, ids)]);
  return rows.map(
    (r): TWebshopInfo => ({
      productId: r.product_id,
      code: r.code,
      name: r.name,
      published: r.published,
      mainMediaId: r.main_media_id,
      images: images
        .filter((i) => i.product_id === r.product_id)
        .map((i) => ({
          id: i.id,
          originalName: i.original_name,
          url: `${contextPath}/ImageLoader?productId=${r.product_id}&mediaId=${i.id}`,
        })),
      texts: texts
        .filter((t) => t.product_id === r.product_id)
        .map((t) => ({
          language: t.language,
          shortDescription: t.short_description,
          longDescription: t.long_description,
          slug: t.slug,
        })),
      version: r.version,
    }),
  );
}

export async function listWebshopInfo(ctx: Ctx, contextPath: string, f: TWebshopFilters) {
  const { rows, total } = await repo.listInfo(ctx.db, ctx.auth.firmId, f);
  const items = await withDetails(ctx.db, contextPath, rows);
  return { items, total, page_number: f.page_number, page_size: f.page_size };
}

async function requireInfo(db: Db, firmId: number, productId: number, forUpdate = false) {
  const row = await repo.findInfo(db, firmId, productId, forUpdate);
  if (!row) throw new AppError('NOT_FOUND', 'No such product');
  return row;
}

/**
 * Sets one product's webshop data: the texts given replace the stored ones (a language left out is
 * removed); the main image must be one of the product's images; a slug another product of the firm
 * uses in the same language answers 409 naming the text.
 */
export async function saveWebshopInfo(
  ctx: Ctx,
  contextPath: string,
  productId: number,
  body: Body,
): Promise<TWebshopInfo> {
  const { firmId } = ctx.auth;
  const unknown = await productsRepo.findUnknownLanguages(
    ctx.db,
    body.texts.map((t) => t.language),
  );
  if (unknown.length) {
    const index = body.texts.findIndex((t) => t.language === unknown[0]);
    throw fieldError(`texts.${index}.language`, 'Unknown language');
  }
  return runAction(ctx, async (tx) => {
    const current = await requireInfo(tx, firmId, productId, true);
    if (current.version !== body.version) throw staleVersion('product');
    const [before] = await withDetails(tx, contextPath, [current]);
    if (
      body.mainMediaId !== null &&
      !before?.images.some((image) => image.id === body.mainMediaId)
    ) {
      throw fieldError('mainMediaId', 'Not an image of this product');
    }
    const clashes = await repo.slugClashes(tx, firmId, productId, body.texts);
    if (clashes.length) {
      const index = body.texts.findIndex((t) => t.language === clashes[0]?.language);
      throw conflict(`texts.${index}.slug`, 'Another product has this slug in this language');
    }
    await repo.saveInfo(tx, firmId, productId, body.published, body.mainMediaId);
    await repo.replaceTexts(tx, firmId, productId, body.texts);
    const [after] = await withDetails(tx, contextPath, [await requireInfo(tx, firmId, productId)]);
    if (!after) throw new AppError('NOT_FOUND', 'No such product');
    return {
      result: after,
      audit: { entity: 'product_webshop', entityId: productId, action: 'update', before, after },
    };
  });
}

/** Publishes or withdraws the firm's products among the ids (others are ignored), in one go. */
export function publishWebshopInfo(
  ctx: Ctx,
  body: z.output<typeof ZWebshopPublishBody>,
): Promise<{ changed: number }> {
  return runAction(ctx, async (tx) => {
    const ids = [...new Set(body.productIds)];
    const changed = await repo.setPublished(tx, ctx.auth.firmId, ids, body.published);
    return {
      result: { changed },
      audit: {
        entity: 'product_webshop',
        entityId: null,
        action: 'update',
        after: { productIds: ids, published: body.published, changed },
      },
    };
  });
}

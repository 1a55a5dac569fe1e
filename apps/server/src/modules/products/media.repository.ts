import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { productMedia, products } from '../../db/schema.ts';
import type { Db } from '../../platform/db/database.ts';

export function listMedia(db: Db, firmId: number, productId: number) {
  return db
    .select()
    .from(productMedia)
    .where(and(eq(productMedia.firmId, firmId), eq(productMedia.productId, productId)))
    .orderBy(desc(productMedia.isMain), asc(productMedia.id));
}
export type MediaRow = Awaited<ReturnType<typeof listMedia>>[number];

export function findMedia(db: Db, firmId: number, productId: number, id: number) {
  return db
    .select()
    .from(productMedia)
    .where(
      and(
        eq(productMedia.firmId, firmId),
        eq(productMedia.productId, productId),
        eq(productMedia.id, id),
      ),
    )
    .then((rows) => rows[0] ?? null);
}

/** Locks the product's row for the transaction and answers how many images it has. */
export async function lockAndCountMedia(tx: Db, firmId: number, productId: number) {
  await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.firmId, firmId), eq(products.id, productId)))
    .for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(productMedia)
    .where(and(eq(productMedia.firmId, firmId), eq(productMedia.productId, productId)));
  return row?.n ?? 0;
}

export function insertMedia(db: Db, values: Omit<typeof productMedia.$inferInsert, 'id'>) {
  return db
    .insert(productMedia)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function deleteMedia(db: Db, firmId: number, id: number) {
  return db
    .delete(productMedia)
    .where(and(eq(productMedia.firmId, firmId), eq(productMedia.id, id)));
}

/**
 * Makes the image (or, with null, the oldest image left) the product's main one and mirrors its
 * file name into products.image_path; without images the product has no image.
 */
export async function setMainMedia(
  db: Db,
  firmId: number,
  productId: number,
  mediaId: number | null,
): Promise<void> {
  const scope = and(eq(productMedia.firmId, firmId), eq(productMedia.productId, productId));
  const chosen =
    mediaId ??
    (await db
      .select({ id: productMedia.id })
      .from(productMedia)
      .where(scope)
      .orderBy(asc(productMedia.id))
      .limit(1)
      .then((rows) => rows[0]?.id ?? null));
  await db
    .update(productMedia)
    .set({ isMain: false })
    .where(and(scope, ne(productMedia.id, chosen ?? 0)));
  const main = chosen
    ? await db
        .update(productMedia)
        .set({ isMain: true })
        .where(and(scope, eq(productMedia.id, chosen)))
        .returning({ fileName: productMedia.fileName })
        .then((rows) => rows[0]!.fileName)
    : null;
  await db
    .update(products)
    .set({ imagePath: main })
    .where(and(eq(products.firmId, firmId), eq(products.id, productId)));
}

/** The stored file of the product's main image, or of one of its images. */
export function findImageFile(db: Db, firmId: number, productId: number, mediaId: number | null) {
  return db
    .select({ fileName: productMedia.fileName, contentType: productMedia.contentType })
    .from(productMedia)
    .where(
      and(
        eq(productMedia.firmId, firmId),
        eq(productMedia.productId, productId),
        mediaId ? eq(productMedia.id, mediaId) : eq(productMedia.isMain, true),
      ),
    )
    .then((rows) => rows[0] ?? null);
}

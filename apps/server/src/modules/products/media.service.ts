import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRODUCT_IMAGES_MAX, type TProductMedia } from '@kontor/contract';
import sharp from 'sharp';
import { type Ctx, runAction } from '../../platform/context.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { limitExceeded, UPLOAD_LIMITS } from '../../platform/upload-limits.ts';
import * as repo from './media.repository.ts';
import { deleteProduct, requireProduct } from './products.service.ts';

type ImageType = TProductMedia['contentType'];

/** Where the images live: DATA_DIR/media/<firm>/<file name>. */
export interface MediaStore {
  dir: string;
  contextPath: string;
}

/** The type by the file's first bytes: the declared type of an upload is not trusted. */
export function detectImageType(data: Buffer): ImageType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return 'image/jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/**
 * Decodes the whole image and encodes it again, in its own format, turned upright by its EXIF
 * orientation and without metadata. A file that only starts like an image (truncated, a polyglot
 * with a script or archive behind the header) fails to decode; whatever rides along in a valid
 * image (comments, trailing bytes) is not in the stored copy.
 */
export async function reencodeImage(
  data: Buffer,
): Promise<{ contentType: ImageType; data: Buffer }> {
  const contentType = detectImageType(data);
  if (!contentType) throw fieldError('file', 'A JPEG, PNG or WebP image is expected');
  // Larger images are refused from their header, before decoding (a 5 MB file may unpack to
  // gigabytes of pixels).
  const image = sharp(data, {
    failOn: 'warning',
    limitInputPixels: UPLOAD_LIMITS.imagePixels,
  }).rotate();
  const encoded = await (contentType === 'image/jpeg'
    ? image.jpeg({ quality: 90, mozjpeg: true })
    : contentType === 'image/png'
      ? image.png()
      : image.webp({ quality: 90 })
  )
    .toBuffer()
    .catch((error: unknown) => {
      if (/pixel limit/i.test(String(error))) throw limitExceeded('imagePixels');
      throw fieldError('file', 'The image is damaged or not what its first bytes say');
    });
  return { contentType, data: encoded };
}

const EXTENSION: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const fileOf = (store: MediaStore, firmId: number, fileName: string) =>
  join(store.dir, String(firmId), fileName);

const toMedia = (store: MediaStore, r: repo.MediaRow): TProductMedia => ({
  id: r.id,
  originalName: r.originalName,
  contentType: r.contentType as ImageType,
  sizeBytes: r.sizeBytes,
  isMain: r.isMain,
  url: `${store.contextPath}/ImageLoader?productId=${r.productId}&mediaId=${r.id}`,
  createdAt: r.createdAt.toISOString(),
});

export async function listMedia(ctx: Ctx, store: MediaStore, productId: number) {
  await requireProduct(ctx.db, ctx.auth.firmId, productId);
  return (await repo.listMedia(ctx.db, ctx.auth.firmId, productId)).map((r) => toMedia(store, r));
}

/**
 * Stores an uploaded image: the file is written first under a random name, then the row in the
 * action's transaction; a failed transaction removes the file again. The product's first image
 * becomes its main image.
 */
export async function uploadMedia(
  ctx: Ctx,
  store: MediaStore,
  productId: number,
  upload: { originalName: string; data: Buffer },
): Promise<TProductMedia> {
  const { firmId } = ctx.auth;
  await requireProduct(ctx.db, firmId, productId);
  const { contentType, data } = await reencodeImage(upload.data);
  const fileName = `${randomUUID()}.${EXTENSION[contentType]}`;
  const path = fileOf(store, firmId, fileName);
  await mkdir(join(store.dir, String(firmId)), { recursive: true });
  await writeFile(path, data);
  try {
    return await runAction(ctx, async (tx) => {
      // Counted under the product's row lock, so parallel uploads cannot pass the limit together.
      if ((await repo.lockAndCountMedia(tx, firmId, productId)) >= PRODUCT_IMAGES_MAX)
        throw fieldError(
          'file',
          `A product has at most ${PRODUCT_IMAGES_MAX} images; remove one first`,
          'CONFLICT',
        );
      const row = await repo.insertMedia(tx, {
        firmId,
        productId,
        fileName,
        originalName: upload.originalName.slice(0, 200),
        contentType,
        sizeBytes: data.length,
      });
      const hasMain = (await repo.listMedia(tx, firmId, productId)).some((m) => m.isMain);
      if (!hasMain) await repo.setMainMedia(tx, firmId, productId, row.id);
      const [stored] = (await repo.listMedia(tx, firmId, productId)).filter((m) => m.id === row.id);
      const media = toMedia(store, stored!);
      return {
        result: media,
        audit: { entity: 'product', entityId: productId, action: 'add-media', after: media },
      };
    });
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}

async function requireMedia(ctx: Ctx, productId: number, mediaId: number) {
  const media = await repo.findMedia(ctx.db, ctx.auth.firmId, productId, mediaId);
  if (!media) throw new AppError('NOT_FOUND', 'No such image of the product');
  return media;
}

export async function setMainMedia(
  ctx: Ctx,
  store: MediaStore,
  productId: number,
  mediaId: number,
): Promise<TProductMedia[]> {
  const { firmId } = ctx.auth;
  await requireMedia(ctx, productId, mediaId);
  return runAction(ctx, async (tx) => {
    await repo.setMainMedia(tx, firmId, productId, mediaId);
    const after = (await repo.listMedia(tx, firmId, productId)).map((r) => toMedia(store, r));
    return {
      result: after,
      audit: {
        entity: 'product',
        entityId: productId,
        action: 'set-main-media',
        after: { mediaId },
      },
    };
  });
}

/** Removes the row, then the file once the change is committed. */
export async function removeMedia(
  ctx: Ctx,
  store: MediaStore,
  productId: number,
  mediaId: number,
): Promise<void> {
  const { firmId } = ctx.auth;
  const media = await requireMedia(ctx, productId, mediaId);
  await runAction(ctx, async (tx) => {
    await repo.deleteMedia(tx, firmId, mediaId);
    if (media.isMain) await repo.setMainMedia(tx, firmId, productId, null);
    return {
      result: undefined,
      audit: {
        entity: 'product',
        entityId: productId,
        action: 'remove-media',
        before: toMedia(store, media),
      },
    };
  });
  await rm(fileOf(store, firmId, media.fileName), { force: true });
}

/** The image the image loader serves: the product's main image, or the given one. */
export async function loadImage(
  ctx: Ctx,
  store: MediaStore,
  productId: number,
  mediaId: number | null,
): Promise<{ contentType: string; data: Buffer }> {
  const file = await repo.findImageFile(ctx.db, ctx.auth.firmId, productId, mediaId);
  if (!file) throw new AppError('NOT_FOUND', 'No such image');
  const data = await readFile(fileOf(store, ctx.auth.firmId, file.fileName)).catch(() => {
    throw new AppError('NOT_FOUND', 'The image file is missing');
  });
  return { contentType: file.contentType, data };
}

/** Deletes the product (products.service rules) and then the files of its images. */
export async function deleteProductWithImages(
  ctx: Ctx,
  store: MediaStore,
  productId: number,
  version: number,
): Promise<void> {
  const files = await repo.listMedia(ctx.db, ctx.auth.firmId, productId);
  await deleteProduct(ctx, productId, version);
  await Promise.all(
    files.map((f) => rm(fileOf(store, ctx.auth.firmId, f.fileName), { force: true })),
  );
}

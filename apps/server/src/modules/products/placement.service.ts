import type { TProductBase, TProductStorage, TStockLine } from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { getStorage } from '../storages/storages.service.ts';
import * as repo from './placement.repository.ts';
import { imageUrlOf, requireProduct } from './products.service.ts';

const toProductStorage = (r: repo.ProductStorageRow): TProductStorage => ({
  id: r.id,
  kind: r.kind,
  storageId: r.storage_id,
  storageCode: r.storage_code,
  storageName: r.storage_name,
  branchId: r.branch_id,
});

export async function listProductStorages(ctx: Ctx, productId: number): Promise<TProductStorage[]> {
  await requireProduct(ctx.db, ctx.auth.firmId, productId);
  return (await repo.listProductStorages(ctx.db, ctx.auth.firmId, { productId })).map(
    toProductStorage,
  );
}

/** Goods only: a service has no place in a warehouse. The storage must be an active one of the firm. */
async function checkPlacement(ctx: Ctx, body: { productId: number; storageId: number }) {
  const product = await requireProduct(ctx.db, ctx.auth.firmId, body.productId);
  if (product.isService) throw fieldError('productId', 'A service is not stored');
  const storage = await getStorage(ctx, body.storageId).catch(() => {
    throw fieldError('storageId', 'Not a storage location of the firm');
  });
  if (!storage.isActive) throw fieldError('storageId', 'The storage location is inactive');
  return storage;
}

export async function addStorage(
  ctx: Ctx,
  kind: 'DEFAULT' | 'BUFFER',
  body: { productId: number; storageId: number },
): Promise<TProductStorage> {
  const storage = await checkPlacement(ctx, body);
  const { firmId } = ctx.auth;
  return runAction(ctx, async (tx) => {
    const place = { id: storage.id, branchId: storage.branchId };
    const id =
      kind === 'DEFAULT'
        ? await repo.setDefaultStorage(tx, firmId, body.productId, place)
        : await repo.addBufferStorage(tx, firmId, body.productId, place);
    const [row] = await repo.listProductStorages(tx, firmId, { id });
    const after = toProductStorage(row!);
    const action = kind === 'DEFAULT' ? 'set-default-storage' : 'add-buffer-storage';
    return { result: after, audit: { entity: 'product', entityId: body.productId, action, after } };
  });
}

export async function deleteDefaultStorage(ctx: Ctx, id: number): Promise<void> {
  const { firmId } = ctx.auth;
  const [row] = await repo.listProductStorages(ctx.db, firmId, { id });
  if (row?.kind !== 'DEFAULT') throw new AppError('NOT_FOUND', 'No such default storage');
  await runAction(ctx, async (tx) => {
    await repo.deleteProductStorages(tx, firmId, row.product_id, 'DEFAULT', [id]);
    return {
      result: undefined,
      audit: {
        entity: 'product',
        entityId: row.product_id,
        action: 'delete-default-storage',
        before: toProductStorage(row),
      },
    };
  });
}

/** Removes the given buffer storages of the product; ids that are not its buffers are refused. */
export async function removeBufferStorages(
  ctx: Ctx,
  body: { productId: number; ids: number[] },
): Promise<void> {
  const { firmId } = ctx.auth;
  await requireProduct(ctx.db, firmId, body.productId);
  const own = new Set(
    (await repo.listProductStorages(ctx.db, firmId, { productId: body.productId }))
      .filter((r) => r.kind === 'BUFFER')
      .map((r) => r.id),
  );
  const index = body.ids.findIndex((id) => !own.has(id));
  if (index >= 0) throw fieldError(`ids.${index}`, 'Not a buffer storage of the product');
  await runAction(ctx, async (tx) => {
    const removed = await repo.deleteProductStorages(
      tx,
      firmId,
      body.productId,
      'BUFFER',
      body.ids,
    );
    return {
      result: undefined,
      audit: {
        entity: 'product',
        entityId: body.productId,
        action: 'remove-buffer-storages',
        before: removed.map((r) => r.id),
      },
    };
  });
}

export async function listStock(ctx: Ctx, productId: number): Promise<TStockLine[]> {
  await requireProduct(ctx.db, ctx.auth.firmId, productId);
  return (await repo.listStock(ctx.db, ctx.auth.firmId, productId)).map((r) => ({
    storageId: r.storage_id,
    storageCode: r.storage_code,
    storageName: r.storage_name,
    quantity: r.quantity,
  }));
}

const toBase = (contextPath: string, r: repo.SubstituteRow): TProductBase => ({
  id: r.id,
  code: r.code,
  name: r.name,
  imageUrl: imageUrlOf(contextPath, r.id, r.image_path),
});

/** The active substitutes of each given product of the firm (others' ids answer nothing). */
export async function listSubstitutions(ctx: Ctx, contextPath: string, productIds: number[]) {
  const { firmId } = ctx.auth;
  const ids = await repo.findOwnProductIds(ctx.db, firmId, [...new Set(productIds)]);
  const rows = ids.length ? await repo.listSubstitutes(ctx.db, firmId, ids) : [];
  return ids.map((productId) => ({
    productId,
    substitutes: rows.filter((r) => r.product_id === productId).map((r) => toBase(contextPath, r)),
  }));
}

export async function setSubstitutes(
  ctx: Ctx,
  contextPath: string,
  productId: number,
  substituteIds: number[],
): Promise<TProductBase[]> {
  const { firmId } = ctx.auth;
  await requireProduct(ctx.db, firmId, productId);
  const wanted = [...new Set(substituteIds)];
  const own = new Set(await repo.findOwnProductIds(ctx.db, firmId, wanted));
  const index = substituteIds.findIndex((id) => id === productId || !own.has(id));
  if (index >= 0) throw fieldError(`substituteIds.${index}`, 'Not another product of the firm');
  return runAction(ctx, async (tx) => {
    const before = await repo.listSubstitutes(tx, firmId, [productId]);
    await repo.replaceSubstitutes(tx, firmId, productId, wanted);
    const after = (await repo.listSubstitutes(tx, firmId, [productId])).map((r) =>
      toBase(contextPath, r),
    );
    return {
      result: after,
      audit: {
        entity: 'product',
        entityId: productId,
        action: 'set-substitutes',
        before: before.map((r) => r.id),
        after: after.map((r) => r.id),
      },
    };
  });
}

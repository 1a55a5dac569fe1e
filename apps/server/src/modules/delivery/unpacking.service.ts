import type { TUnpackingFee } from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import { conflict, notFound, staleVersion } from './delivery.errors.ts';
import { isServiceProduct } from './methods.repository.ts';
import * as repo from './unpacking.repository.ts';

const toFee = (r: repo.FeeRow): TUnpackingFee => ({
  id: r.id,
  productGroupId: r.product_group_id,
  productGroupName: r.product_group_name,
  sizeClass: r.size_class,
  amount: r.amount,
  serviceProductId: r.service_product_id,
  serviceProductCode: r.service_product_code,
  isActive: r.is_active,
  version: r.version,
});

export async function listFees(ctx: Ctx): Promise<TUnpackingFee[]> {
  return (await repo.listFees(ctx.db, ctx.auth.firmId)).map(toFee);
}

async function getFee(ctx: Ctx, id: number, db: Db): Promise<TUnpackingFee> {
  const [row] = await repo.listFees(db, ctx.auth.firmId, id);
  if (!row) throw notFound('unpacking fee');
  return toFee(row);
}

async function checkFee(tx: Db, ctx: Ctx, input: repo.FeeValues, selfId: number | null) {
  const firmId = ctx.auth.firmId;
  if (
    input.productGroupId !== null &&
    !(await repo.isProductGroupOfFirm(tx, firmId, input.productGroupId))
  )
    throw fieldError('productGroupId', 'No such product group');
  if (
    input.serviceProductId !== null &&
    !(await isServiceProduct(tx, firmId, input.serviceProductId))
  )
    throw fieldError('serviceProductId', 'Not an active service product of the firm');
  const holder = await repo.findFeeId(tx, firmId, input.productGroupId, input.sizeClass);
  if (holder !== null && holder !== selfId)
    throw conflict('sizeClass', 'duplicate', 'The group already has a fee of this size');
}

export function createFee(ctx: Ctx, input: repo.FeeValues): Promise<TUnpackingFee> {
  return runAction(ctx, async (tx) => {
    await checkFee(tx, ctx, input, null);
    const id = await repo.insertFee(tx, ctx.auth.firmId, input);
    const after = await getFee(ctx, id, tx);
    return {
      result: after,
      audit: { entity: 'unpacking_fee', entityId: id, action: 'create', after },
    };
  });
}

async function lockCurrent(tx: Db, ctx: Ctx, id: number, version: number) {
  const current = await repo.lockFee(tx, ctx.auth.firmId, id);
  if (current === null) throw notFound('unpacking fee');
  if (current !== version) throw staleVersion('unpacking fee');
  return getFee(ctx, id, tx);
}

export function updateFee(
  ctx: Ctx,
  id: number,
  input: repo.FeeValues & { version: number },
): Promise<TUnpackingFee> {
  return runAction(ctx, async (tx) => {
    const before = await lockCurrent(tx, ctx, id, input.version);
    await checkFee(tx, ctx, input, id);
    await repo.updateFee(tx, ctx.auth.firmId, id, input);
    const after = await getFee(ctx, id, tx);
    return {
      result: after,
      audit: { entity: 'unpacking_fee', entityId: id, action: 'update', before, after },
    };
  });
}

export function deleteFee(ctx: Ctx, id: number, version: number): Promise<void> {
  return runAction(ctx, async (tx) => {
    const before = await lockCurrent(tx, ctx, id, version);
    await repo.deleteFee(tx, ctx.auth.firmId, id);
    return {
      result: undefined,
      audit: { entity: 'unpacking_fee', entityId: id, action: 'delete', before },
    };
  });
}

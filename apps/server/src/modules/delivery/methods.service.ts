import type { TDeliveryMethod, ZDeliveryMethodBody } from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import { conflict, notFound, staleVersion } from './delivery.errors.ts';
import * as repo from './methods.repository.ts';

type MethodInput = z.output<typeof ZDeliveryMethodBody>;

const toMethod = (r: repo.MethodRow): TDeliveryMethod => ({
  id: r.id,
  code: r.code,
  name: r.name,
  kind: r.kind,
  courier: r.courier,
  feeRule: r.fee_rule,
  fixedFee: r.fixed_fee,
  weightBands: r.weight_bands,
  freeAboveNet: r.free_above_net,
  serviceProductId: r.service_product_id,
  serviceProductCode: r.service_product_code,
  isActive: r.is_active,
  isInUse: r.is_in_use,
  version: r.version,
});

export async function listMethods(ctx: Ctx): Promise<TDeliveryMethod[]> {
  return (await repo.listMethods(ctx.db, ctx.auth.firmId)).map(toMethod);
}

export async function listMethodOptions(ctx: Ctx) {
  return (await repo.listMethods(ctx.db, ctx.auth.firmId))
    .filter((m) => m.is_active)
    .map((m) => ({ id: m.id, code: m.code, name: m.name, kind: m.kind }));
}

export async function getMethod(ctx: Ctx, id: number, db: Db = ctx.db): Promise<TDeliveryMethod> {
  const [row] = await repo.listMethods(db, ctx.auth.firmId, id);
  if (!row) throw notFound('delivery method');
  return toMethod(row);
}

async function checkMethod(tx: Db, ctx: Ctx, input: MethodInput, selfId: number | null) {
  const holder = await repo.findMethodIdByCode(tx, ctx.auth.firmId, input.code);
  if (holder !== null && holder !== selfId)
    throw conflict('code', 'duplicate', `The code ${input.code} is already used`);
  if (
    input.serviceProductId !== null &&
    !(await repo.isServiceProduct(tx, ctx.auth.firmId, input.serviceProductId))
  )
    throw fieldError('serviceProductId', 'Not an active service product of the firm');
}

const valuesOf = (input: MethodInput): repo.MethodValues => ({
  ...input,
  // A fixed fee means nothing to a banded rule, and bands nothing to a fixed one.
  fixedFee: input.feeRule === 'FIXED' ? input.fixedFee : '0',
  weightBands: input.feeRule === 'WEIGHT_BANDS' ? input.weightBands : [],
});

export function createMethod(ctx: Ctx, input: MethodInput): Promise<TDeliveryMethod> {
  return runAction(ctx, async (tx) => {
    await checkMethod(tx, ctx, input, null);
    const id = await repo.insertMethod(tx, ctx.auth.firmId, valuesOf(input));
    const after = await getMethod(ctx, id, tx);
    return {
      result: after,
      audit: { entity: 'delivery_method', entityId: id, action: 'create', after },
    };
  });
}

export function updateMethod(
  ctx: Ctx,
  id: number,
  input: MethodInput & { version: number },
): Promise<TDeliveryMethod> {
  return runAction(ctx, async (tx) => {
    const version = await repo.lockMethod(tx, ctx.auth.firmId, id);
    if (version === null) throw notFound('delivery method');
    if (version !== input.version) throw staleVersion('delivery method');
    const before = await getMethod(ctx, id, tx);
    if (before.isInUse && before.kind !== input.kind)
      throw conflict('kind', 'in_use', 'A method in use keeps its kind; add a new method instead');
    await checkMethod(tx, ctx, input, id);
    await repo.updateMethod(tx, ctx.auth.firmId, id, valuesOf(input));
    const after = await getMethod(ctx, id, tx);
    return {
      result: after,
      audit: { entity: 'delivery_method', entityId: id, action: 'update', before, after },
    };
  });
}

/** An order or a plan condition naming the method keeps it: deactivate it instead. */
export function deleteMethod(ctx: Ctx, id: number, version: number): Promise<void> {
  return runAction(ctx, async (tx) => {
    const current = await repo.lockMethod(tx, ctx.auth.firmId, id);
    if (current === null) throw notFound('delivery method');
    if (current !== version) throw staleVersion('delivery method');
    const before = await getMethod(ctx, id, tx);
    if (before.isInUse)
      throw conflict(
        'id',
        'in_use',
        `${before.name} is used by orders or plan conditions; deactivate it instead`,
      );
    await repo.deleteMethod(tx, ctx.auth.firmId, id);
    return {
      result: undefined,
      audit: { entity: 'delivery_method', entityId: id, action: 'delete', before },
    };
  });
}

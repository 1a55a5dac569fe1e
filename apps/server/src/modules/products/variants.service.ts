import type {
  TCodeEntry,
  TVariantSibling,
  TVariants,
  ZVariantsBody,
  ZVariationGroupBody,
} from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { conflict, requireProduct } from './products.service.ts';
import * as repo from './variants.repository.ts';

type VariantsBody = z.output<typeof ZVariantsBody>;
type GroupBody = z.output<typeof ZVariationGroupBody>;

/** Attribute values compared case-free and in attribute order: {Szín: Fehér} = {szín: fehér}. */
export function variantKeyOf(values: { attribute: string; value: string }[]): string {
  return JSON.stringify(
    values
      .map((v) => [v.attribute.toLowerCase(), v.value.toLowerCase()])
      .sort(([a], [b]) => (a! < b! ? -1 : 1)),
  );
}

async function loadVariants(db: Db, firmId: number, productId: number): Promise<TVariants> {
  const product = await requireProduct(db, firmId, productId);
  const groupId = product.variationGroupId;
  return {
    group: groupId ? await repo.findGroup(db, firmId, groupId) : null,
    values: await repo.listValues(db, productId),
    products: groupId ? await repo.listMembers(db, firmId, groupId) : [],
  };
}

export function getVariants(ctx: Ctx, productId: number): Promise<TVariants> {
  return loadVariants(ctx.db, ctx.auth.firmId, productId);
}

export async function saveVariants(
  ctx: Ctx,
  productId: number,
  body: VariantsBody,
): Promise<TVariants> {
  const { firmId } = ctx.auth;
  await requireProduct(ctx.db, firmId, productId);
  if (body.groupId) {
    if (!(await repo.findGroup(ctx.db, firmId, body.groupId)))
      throw fieldError('groupId', 'Not a variation group of the firm');
    const key = variantKeyOf(body.values);
    const twin = (await repo.listMembers(ctx.db, firmId, body.groupId)).find(
      (m) => m.id !== productId && variantKeyOf(m.values) === key,
    );
    if (twin)
      throw conflict('values', `Product ${twin.code} of the group has the same attribute values`);
  }
  return runAction(ctx, async (tx) => {
    const before = await loadVariants(tx, firmId, productId);
    await repo.saveVariants(tx, firmId, productId, body.groupId, body.groupId ? body.values : []);
    const after = await loadVariants(tx, firmId, productId);
    return {
      result: after,
      audit: {
        entity: 'product',
        entityId: productId,
        action: 'update-variants',
        before: { group: before.group, values: before.values },
        after: { group: after.group, values: after.values },
      },
    };
  });
}

export function lookupVariationGroups(ctx: Ctx, query: { term: string; limit: number }) {
  return repo.lookupGroups(ctx.db, ctx.auth.firmId, query.term, query.limit);
}

export async function createVariationGroup(ctx: Ctx, body: GroupBody): Promise<TCodeEntry> {
  const { firmId } = ctx.auth;
  if (await repo.findGroupIdByCode(ctx.db, firmId, body.code))
    throw conflict('code', 'Another variation group of the firm has this code');
  return runAction(ctx, async (tx) => {
    const group = await repo.insertGroup(tx, firmId, body);
    return {
      result: group,
      audit: {
        entity: 'product-variation-group',
        entityId: group.id,
        action: 'create',
        after: group,
      },
    };
  });
}

export async function listGroupProducts(ctx: Ctx, groupId: number): Promise<TVariantSibling[]> {
  const { firmId } = ctx.auth;
  if (!(await repo.findGroup(ctx.db, firmId, groupId)))
    throw new AppError('NOT_FOUND', 'No such variation group');
  return repo.listMembers(ctx.db, firmId, groupId);
}

import type {
  TComponent,
  TPackage,
  TProductEvent,
  ZCompositionBody,
  ZPackagesBody,
} from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import { fieldError } from '../../platform/errors.ts';
import * as repo from './composition.repository.ts';
import { findOwnProductIds } from './placement.repository.ts';
import { hasMeasureUnit } from './products.repository.ts';
import { requireProduct } from './products.service.ts';

type CompositionBody = z.output<typeof ZCompositionBody>;
type PackagesBody = z.output<typeof ZPackagesBody>;

const toComponent = (r: repo.ComponentRow): TComponent => ({
  componentId: r.component_id,
  code: r.code,
  name: r.name,
  measureUnitCode: r.measure_unit_code,
  quantity: r.quantity,
});

export async function listComponents(ctx: Ctx, productId: number): Promise<TComponent[]> {
  await requireProduct(ctx.db, ctx.auth.firmId, productId);
  return (await repo.listComponents(ctx.db, ctx.auth.firmId, productId)).map(toComponent);
}

/** Components are other products of the firm; none may contain the product, even indirectly. */
export async function saveComposition(
  ctx: Ctx,
  productId: number,
  body: CompositionBody,
): Promise<TComponent[]> {
  const { firmId } = ctx.auth;
  await requireProduct(ctx.db, firmId, productId);
  const ids = body.components.map((c) => c.componentId);
  const own = new Set(await findOwnProductIds(ctx.db, firmId, ids));
  const unknown = ids.findIndex((id) => !own.has(id));
  if (unknown >= 0)
    throw fieldError(`components.${unknown}.componentId`, 'Not a product of the firm');
  for (const [i, id] of ids.entries()) {
    if (id === productId || (await repo.containsProduct(ctx.db, firmId, [id], productId)))
      throw fieldError(`components.${i}.componentId`, 'The component contains the product itself');
  }
  return runAction(ctx, async (tx) => {
    const before = await repo.listComponents(tx, firmId, productId);
    await repo.replaceComponents(tx, firmId, productId, body.components);
    const after = (await repo.listComponents(tx, firmId, productId)).map(toComponent);
    return {
      result: after,
      audit: {
        entity: 'product',
        entityId: productId,
        action: 'update-composition',
        before: before.map(toComponent),
        after,
      },
    };
  });
}

const toPackage = (r: repo.PackageRow): TPackage => ({
  id: r.id,
  measureUnitCode: r.measure_unit_code,
  quantity: r.quantity,
  barcode: r.barcode,
  grossWeightKg: r.gross_weight_kg,
});

export async function listPackages(ctx: Ctx, productId: number): Promise<TPackage[]> {
  await requireProduct(ctx.db, ctx.auth.firmId, productId);
  return (await repo.listPackages(ctx.db, ctx.auth.firmId, productId)).map(toPackage);
}

/** Packaging units of goods, in measure units other than the product's own. */
export async function savePackages(
  ctx: Ctx,
  productId: number,
  body: PackagesBody,
): Promise<TPackage[]> {
  const { firmId } = ctx.auth;
  const product = await requireProduct(ctx.db, firmId, productId);
  if (product.isService && body.packages.length)
    throw fieldError('packages', 'A service is not packed');
  for (const [i, p] of body.packages.entries()) {
    const path = `packages.${i}.measureUnitCode`;
    if (p.measureUnitCode === product.measureUnitCode)
      throw fieldError(path, 'The product’s own measure unit is not a package');
    if (!(await hasMeasureUnit(ctx.db, p.measureUnitCode)))
      throw fieldError(path, 'Unknown measure unit');
  }
  return runAction(ctx, async (tx) => {
    const before = (await repo.listPackages(tx, firmId, productId)).map(toPackage);
    await repo.replacePackages(tx, firmId, productId, body.packages);
    const after = (await repo.listPackages(tx, firmId, productId)).map(toPackage);
    return {
      result: after,
      audit: { entity: 'product', entityId: productId, action: 'update-packages', before, after },
    };
  });
}

/** Bookkeeping fields that change with every save and say nothing about what was edited. */
const NOT_SHOWN = new Set(['version', 'updatedAt', 'createdAt']);

/** The top-level fields whose value differs between the audit row's before and after. */
export function changedFieldsOf(before: unknown, after: unknown): string[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((k) => !NOT_SHOWN.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .sort();
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export async function listEvents(
  ctx: Ctx,
  productId: number,
  limit: number,
): Promise<TProductEvent[]> {
  await requireProduct(ctx.db, ctx.auth.firmId, productId);
  const rows = await repo.listEvents(ctx.db, ctx.auth.firmId, productId, limit);
  return rows.map((r) => ({
    id: r.id,
    at: new Date(r.at).toISOString(),
    userName: r.user_name,
    action: r.action,
    changedFields: changedFieldsOf(r.before, r.after),
  }));
}

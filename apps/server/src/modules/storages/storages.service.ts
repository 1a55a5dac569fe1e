import {
  STORAGE_PARENT_TYPES,
  type TBranch,
  type TCreateStorageBody,
  type TStorage,
  type TStorageNode,
  type TStorageOption,
  type TStorageType,
} from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError, staleVersion } from '../../platform/errors.ts';
import * as repo from './storages.repository.ts';

export async function listBranches(ctx: Ctx): Promise<TBranch[]> {
  const rows = await repo.listBranches(ctx.db, ctx.auth.firmId);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    address: {
      countryCode: r.country_code,
      postalCode: r.postal_code,
      city: r.city,
      street: r.street,
    },
    fullAddress: `${r.postal_code} ${r.city}, ${r.street}`,
  }));
}

const toStorage = (r: repo.StorageRow): TStorage => ({
  id: r.id,
  code: r.code,
  name: r.name,
  type: r.type,
  parentId: r.parent_id,
  branchId: r.branch_id,
  isActive: r.is_active,
  childCount: r.child_count,
  version: r.version,
});

export async function getStorage(ctx: Ctx, id: number, db: Db = ctx.db): Promise<TStorage> {
  const row = await repo.findStorage(db, ctx.auth.firmId, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such storage location');
  return toStorage(row);
}

export async function listStorages(
  ctx: Ctx,
  query: {
    term: string;
    branch_id?: number | undefined;
    parent_id?: number | undefined;
    type?: TStorageType | undefined;
    page_number: number;
    page_size: number;
  },
) {
  const rows = await repo.listStorages(
    ctx.db,
    ctx.auth.firmId,
    { term: query.term, branchId: query.branch_id, parentId: query.parent_id, type: query.type },
    { offset: query.page_number * query.page_size, limit: query.page_size },
  );
  return {
    items: rows.map(toStorage),
    page_number: query.page_number,
    page_size: query.page_size,
    total: rows[0]?.total ?? 0,
  };
}

/** The warehouses with their locations nested, each level in code order. */
export async function getStorageTree(ctx: Ctx, branchId?: number): Promise<TStorageNode[]> {
  const rows = await repo.listAllStorages(ctx.db, ctx.auth.firmId, branchId);
  const nodes = new Map(
    rows.map((r) => [r.id, { ...toStorage(r), children: [] as TStorageNode[] }]),
  );
  const roots: TStorageNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function lookupShelvingStorages(
  ctx: Ctx,
  query: {
    term: string;
    limit: number;
    branch_id?: number | undefined;
    type?: TStorageType | undefined;
  },
): Promise<TStorageOption[]> {
  const rows = await repo.lookupStorages(ctx.db, ctx.auth.firmId, {
    term: query.term,
    limit: query.limit,
    branchId: query.branch_id,
    type: query.type,
  });
  return rows.map((r) => ({ ...r, label: `${r.code} - ${r.name}` }));
}

type StorageInput = Required<Omit<TCreateStorageBody, 'branchId' | 'parentId' | 'isActive'>> & {
  branchId?: number | null | undefined;
  parentId?: number | null | undefined;
};

/**
 * Where a location may sit: a warehouse is a root in a branch of the firm; anything else sits in
 * a parent of an allowed type (STORAGE_PARENT_TYPES) and belongs to the parent's branch.
 */
async function placementOf(
  tx: Db,
  ctx: Ctx,
  input: StorageInput,
  currentParentId: number | null = null,
): Promise<{ parentId: number | null; branchId: number }> {
  const parentId = input.parentId ?? null;
  if (input.type === 'WAREHOUSE') {
    if (parentId !== null) throw fieldError('parentId', 'A warehouse cannot sit inside a location');
    if (!input.branchId) throw fieldError('branchId', 'A warehouse needs a branch');
    if (!(await repo.isBranchOfFirm(tx, ctx.auth.firmId, input.branchId)))
      throw fieldError('branchId', 'No such branch');
    return { parentId: null, branchId: input.branchId };
  }
  const allowed = STORAGE_PARENT_TYPES[input.type];
  if (parentId === null)
    throw fieldError('parentId', `A ${input.type} must sit in a ${allowed.join(' or ')}`);
  const parent = await repo.findStorage(tx, ctx.auth.firmId, parentId);
  if (!parent) throw fieldError('parentId', 'No such storage location');
  if (!allowed.includes(parent.type))
    throw fieldError('parentId', `A ${input.type} must sit in a ${allowed.join(' or ')}`);
  if (!parent.is_active && parentId !== currentParentId)
    throw fieldError('parentId', `The location ${parent.code} is inactive`);
  if (input.branchId && input.branchId !== parent.branch_id)
    throw fieldError('branchId', "A location belongs to its parent's branch");
  return { parentId, branchId: parent.branch_id };
}

/** Codes are unique in the firm, names among siblings (both case-free): 409 naming the field. */
async function checkUnique(
  tx: Db,
  ctx: Ctx,
  input: StorageInput,
  place: { parentId: number | null; branchId: number },
  selfId: number | null,
) {
  const holder = await repo.findStorageIdByCode(tx, ctx.auth.firmId, input.code);
  if (holder !== null && holder !== selfId)
    throw fieldError('code', `The code ${input.code} is already used`, 'CONFLICT');
  const sibling = await repo.findSiblingIdByName(tx, ctx.auth.firmId, place, input.name);
  if (sibling !== null && sibling !== selfId)
    throw fieldError('name', `A location beside it is already named ${input.name}`, 'CONFLICT');
}

export function createStorage(
  ctx: Ctx,
  input: StorageInput & { isActive: boolean },
): Promise<TStorage> {
  return runAction(ctx, async (tx) => {
    const place = await placementOf(tx, ctx, input);
    await checkUnique(tx, ctx, input, place, null);
    const values = { ...input, ...place };
    const id = await repo.insertStorage(tx, ctx.auth.firmId, values);
    const created = await getStorage(ctx, id, tx);
    return {
      result: created,
      audit: { entity: 'storage', entityId: id, action: 'create', after: created },
    };
  });
}

/**
 * Changes a location; moving it takes its whole subtree (and the subtree's branch) along. It
 * cannot move into itself or below itself, and a new type must still fit its parent and children.
 */
export function updateStorage(
  ctx: Ctx,
  id: number,
  input: StorageInput & { version: number },
): Promise<TStorage> {
  return runAction(ctx, async (tx) => {
    await repo.lockStorage(tx, ctx.auth.firmId, id);
    const before = await getStorage(ctx, id, tx);
    if (before.version !== input.version) throw staleVersion('storage location');
    if (input.parentId && (await repo.isInside(tx, input.parentId, id)))
      throw fieldError('parentId', 'A location cannot move into itself or a location inside it');
    const place = await placementOf(tx, ctx, input, before.parentId);
    const misfits = (await repo.listChildTypes(tx, id)).filter(
      (childType) => !STORAGE_PARENT_TYPES[childType].includes(input.type),
    );
    if (misfits.length > 0)
      throw fieldError('type', `A ${input.type} cannot hold its ${misfits.join(', ')} locations`);
    await checkUnique(tx, ctx, input, place, id);
    const values = { ...input, ...place, isActive: before.isActive };
    if (!(await repo.updateStorage(tx, ctx.auth.firmId, id, input.version, values)))
      throw staleVersion('storage location');
    if (place.branchId !== before.branchId) await repo.moveSubtreeToBranch(tx, id, place.branchId);
    const after = await getStorage(ctx, id, tx);
    return {
      result: after,
      audit: { entity: 'storage', entityId: id, action: 'update', before, after },
    };
  });
}

/** Deletes an empty location; one with locations inside is refused with the reason (409). */
export function deleteStorage(ctx: Ctx, id: number, version: number): Promise<void> {
  return runAction(ctx, async (tx) => {
    const before = await getStorage(ctx, id, tx);
    if (before.version !== version) throw staleVersion('storage location');
    if (before.childCount > 0) {
      throw new AppError(
        'CONFLICT',
        `The location ${before.code} holds ${before.childCount} locations; move or delete them first`,
      );
    }
    if (!(await repo.deleteStorage(tx, ctx.auth.firmId, id, version)))
      throw staleVersion('storage location');
    return {
      result: undefined,
      audit: { entity: 'storage', entityId: id, action: 'delete', before },
    };
  });
}

/**
 * Deactivates an empty location together with the active locations below it. Refused (409
 * INVALID_STATE) while any of them holds stock (a non-zero ledger sum of a product) or open
 * reservations; `errors` name them (path `stock` / `reservations`, message: their codes).
 */
export function deactivateStorage(ctx: Ctx, id: number, version: number): Promise<TStorage> {
  return runAction(ctx, async (tx) => {
    await repo.lockStorage(tx, ctx.auth.firmId, id);
    const before = await getStorage(ctx, id, tx);
    if (before.version !== version) throw staleVersion('storage location');
    if (!before.isActive) throw new AppError('INVALID_STATE', `${before.code} is already inactive`);
    await repo.lockActiveSubtree(tx, id);
    const busy = await repo.listBusyStorages(tx, ctx.auth.firmId, id);
    const withStock = busy.filter((b) => b.has_stock).map((b) => b.code);
    const reserved = busy.filter((b) => b.has_reservations).map((b) => b.code);
    if (withStock.length > 0 || reserved.length > 0) {
      const errors = [
        ...(withStock.length > 0
          ? [{ path: 'stock', message: withStock.join(', '), code: 'holds_stock' }]
          : []),
        ...(reserved.length > 0
          ? [{ path: 'reservations', message: reserved.join(', '), code: 'reserved' }]
          : []),
      ];
      throw new AppError(
        'INVALID_STATE',
        `${before.code} cannot be deactivated: ${errors.map((e) => `${e.path} in ${e.message}`).join('; ')}`,
        { errors },
      );
    }
    const deactivated = await repo.deactivateSubtree(tx, id);
    const after = await getStorage(ctx, id, tx);
    return {
      result: after,
      audit: {
        entity: 'storage',
        entityId: id,
        action: 'deactivate',
        before,
        after: { ...after, deactivatedIds: deactivated },
      },
    };
  });
}

/** Reactivates one location (not the ones below it); its parent must be active. */
export function reactivateStorage(ctx: Ctx, id: number, version: number): Promise<TStorage> {
  return runAction(ctx, async (tx) => {
    await repo.lockStorage(tx, ctx.auth.firmId, id);
    const before = await getStorage(ctx, id, tx);
    if (before.version !== version) throw staleVersion('storage location');
    if (before.isActive) throw new AppError('INVALID_STATE', `${before.code} is already active`);
    const parent =
      before.parentId === null
        ? null
        : await repo.findStorage(tx, ctx.auth.firmId, before.parentId);
    if (parent && !parent.is_active)
      throw fieldError('parentId', `The location ${parent.code} is inactive`, 'INVALID_STATE');
    if (!(await repo.reactivateStorage(tx, ctx.auth.firmId, id, version)))
      throw staleVersion('storage location');
    const after = await getStorage(ctx, id, tx);
    return {
      result: after,
      audit: { entity: 'storage', entityId: id, action: 'reactivate', before, after },
    };
  });
}

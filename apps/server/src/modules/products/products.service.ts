import type {
  TMultilingualData,
  TProduct,
  TProductTab,
  TVatCode,
  TVatRate,
  ZMultilingualBody,
  ZProductBody,
  ZUpdateProductBody,
} from '@kontor/contract';
import { PRODUCT_TABS } from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError, staleVersion } from '../../platform/errors.ts';
import { hasPermission } from '../../platform/permissions.ts';
import * as repo from './products.repository.ts';

type ProductBody = z.output<typeof ZProductBody>;
type UpdateProductBody = z.output<typeof ZUpdateProductBody>;
type MultilingualBody = z.output<typeof ZMultilingualBody>;

/** The language whose name and description are the product row's own. */
const OWN_LANGUAGE = 'HU';

export function conflict(path: string, message: string, code = 'duplicate'): AppError {
  return new AppError('CONFLICT', message, { errors: [{ path, message, code }] });
}

/**
 * The main image's URL. `v` (the stored file's random name) changes with the main image, so a
 * browser never shows a cached picture of the previous one (the loader answers max-age=300).
 */
export const imageUrlOf = (contextPath: string, id: number, imagePath: string | null) =>
  imagePath
    ? `${contextPath}/ImageLoader?productId=${id}&v=${encodeURIComponent(imagePath.split('/').pop() ?? '')}`
    : null;

/** The product of the caller's firm, or 404: every product call starts here. */
export async function requireProduct(db: Db, firmId: number, id: number): Promise<repo.ProductRow> {
  const product = await repo.findProduct(db, firmId, id);
  if (!product) throw new AppError('NOT_FOUND', 'No such product');
  return product;
}

async function loadProduct(
  db: Db,
  firmId: number,
  contextPath: string,
  row: repo.ProductRow,
): Promise<TProduct> {
  const [group, catalogue, aliases] = await Promise.all([
    row.groupId ? repo.findGroup(db, firmId, row.groupId) : null,
    row.catalogueId ? repo.findCatalogue(db, firmId, row.catalogueId) : null,
    repo.listAliases(db, row.id),
  ]);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    isService: row.isService,
    needsDesignProof: row.needsDesignProof,
    group: group && { id: group.id, code: group.code, name: group.name },
    catalogue: catalogue && { id: catalogue.id, code: catalogue.code, name: catalogue.name },
    measureUnitCode: row.measureUnitCode,
    vatCode: row.vatCode as TVatCode,
    isActive: row.isActive,
    aliases,
    imageUrl: imageUrlOf(contextPath, row.id, row.imagePath),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getProduct(ctx: Ctx, contextPath: string, id: number): Promise<TProduct> {
  const { firmId } = ctx.auth;
  return loadProduct(ctx.db, firmId, contextPath, await requireProduct(ctx.db, firmId, id));
}

/**
 * The checks that need the database: unique code, a group of the product's kind (services take
 * service groups), a catalogue of the firm, a known measure unit.
 */
async function checkProductBody(ctx: Ctx, body: ProductBody, exceptId = 0): Promise<void> {
  const { firmId } = ctx.auth;
  if (await repo.findProductIdByCode(ctx.db, firmId, body.code, exceptId))
    throw conflict('code', 'Another product of the firm has this code');
  if (body.groupId) {
    const group = await repo.findGroup(ctx.db, firmId, body.groupId);
    if (!group) throw fieldError('groupId', 'Not a group of the firm');
    if ((group.kind === 'SERVICE') !== body.isService)
      throw fieldError(
        'groupId',
        body.isService ? 'A service needs a service group' : 'A product needs a product group',
      );
  }
  if (body.catalogueId && !(await repo.findCatalogue(ctx.db, firmId, body.catalogueId)))
    throw fieldError('catalogueId', 'Not a catalogue of the firm');
  if (!(await repo.hasMeasureUnit(ctx.db, body.measureUnitCode)))
    throw fieldError('measureUnitCode', 'Unknown measure unit');
}

function valuesOf(body: ProductBody): repo.ProductValues {
  const { aliases: _aliases, ...values } = body;
  return values;
}

export async function createProduct(
  ctx: Ctx,
  contextPath: string,
  body: ProductBody,
): Promise<TProduct> {
  await checkProductBody(ctx, body);
  const { firmId } = ctx.auth;
  return runAction(ctx, async (tx) => {
    const row = await repo.insertProduct(tx, firmId, valuesOf(body));
    await repo.replaceAliases(tx, firmId, row.id, body.aliases);
    const product = await loadProduct(tx, firmId, contextPath, row);
    return {
      result: product,
      audit: { entity: 'product', entityId: row.id, action: 'create', after: product },
    };
  });
}

export async function updateProduct(
  ctx: Ctx,
  contextPath: string,
  id: number,
  body: UpdateProductBody,
): Promise<TProduct> {
  const { firmId } = ctx.auth;
  const current = await requireProduct(ctx.db, firmId, id);
  if (current.version !== body.version) throw staleVersion('product');
  await checkProductBody(ctx, body, id);
  return runAction(ctx, async (tx) => {
    const before = await loadProduct(tx, firmId, contextPath, current);
    const row = await repo.updateProduct(tx, firmId, id, body.version, valuesOf(body));
    if (!row) throw staleVersion('product');
    await repo.replaceAliases(tx, firmId, id, body.aliases);
    const after = await loadProduct(tx, firmId, contextPath, row);
    return {
      result: after,
      audit: { entity: 'product', entityId: id, action: 'update', before, after },
    };
  });
}

/**
 * Deletes a product nothing refers to, with its names, aliases, prices and storages. Stock
 * movements, supplier conditions and being a substitute, component or container refuse it with
 * the reason; later modules' tables (order items, …) refer with restricting foreign keys.
 */
export async function deleteProduct(ctx: Ctx, id: number, version: number): Promise<void> {
  const { firmId } = ctx.auth;
  const current = await requireProduct(ctx.db, firmId, id);
  if (current.version !== version) throw staleVersion('product');
  const refs = await repo.countReferences(ctx.db, firmId, id);
  const reason = refs.stock
    ? ['stock', 'The product has stock movements; deactivate it instead']
    : refs.substitute_of
      ? ['substitutes', 'The product is a substitute of other products; remove it there first']
      : refs.component_of
        ? ['composition', 'The product is a component of other products; remove it there first']
        : refs.container_of
          ? ['containers', 'The product is a container of other products; remove it there first']
          : refs.suppliers
            ? ['suppliers', 'The product has supplier conditions; remove them first']
            : null;
  if (reason) throw conflict(reason[0]!, reason[1]!, 'referenced');
  await runAction(ctx, async (tx) => {
    if (!(await repo.deleteProduct(tx, firmId, id, version))) throw staleVersion('product');
    return {
      result: undefined,
      audit: { entity: 'product', entityId: id, action: 'delete', before: current },
    };
  });
}

/** Tabs that only goods have: services are neither stored, packed nor labelled. */
const GOODS_ONLY_TABS = new Set<string>([
  'storage',
  'variants',
  'composition',
  'inventory',
  'package',
  'container',
  'vignette',
]);

export async function getTabs(ctx: Ctx, id: number): Promise<TProductTab[]> {
  const product = await requireProduct(ctx.db, ctx.auth.firmId, id);
  // Supplier conditions name partners, which not every role may read.
  const canReadPartners = hasPermission(ctx.auth.roles, 'partners.read');
  return PRODUCT_TABS.map((key) => ({
    key,
    labelKey: `PRODUCTS.TAB.${key.toUpperCase()}`,
    shouldShow:
      !(product.isService && GOODS_ONLY_TABS.has(key)) && (key !== 'supplier' || canReadPartners),
  }));
}

const VAT_PERCENT: Record<TVatCode, string> = {
  '27': '27',
  '18': '18',
  '5': '5',
  '0': '0',
  TAM: '0',
  EU: '0',
  EUK: '0',
  MAA: '0',
  KBAET: '0',
};

export function vatRateOf(code: TVatCode): TVatRate {
  return { code, rate: VAT_PERCENT[code], isExempt: !/^\d+$/.test(code) };
}

export async function getVatRate(ctx: Ctx, id: number): Promise<TVatRate> {
  const product = await requireProduct(ctx.db, ctx.auth.firmId, id);
  return vatRateOf(product.vatCode as TVatCode);
}

async function loadMultilingualData(db: Db, row: repo.ProductRow): Promise<TMultilingualData> {
  const others = await repo.listTranslations(db, row.id);
  return {
    productId: row.id,
    translations: [
      { language: OWN_LANGUAGE, name: row.name, description: row.description },
      ...others,
    ],
    version: row.version,
  };
}

export async function getMultilingualData(ctx: Ctx, id: number): Promise<TMultilingualData> {
  return loadMultilingualData(ctx.db, await requireProduct(ctx.db, ctx.auth.firmId, id));
}

/**
 * Makes the given translations the product's: languages left out are removed; the HU entry (if
 * given) becomes the product's own name and description. The product's version guards the whole.
 */
export async function saveMultilingualData(
  ctx: Ctx,
  id: number,
  body: MultilingualBody,
): Promise<TMultilingualData> {
  const { firmId } = ctx.auth;
  const current = await requireProduct(ctx.db, firmId, id);
  if (current.version !== body.version) throw staleVersion('product');
  const unknown = await repo.findUnknownLanguages(
    ctx.db,
    body.translations.map((t) => t.language),
  );
  if (unknown.length) {
    const index = body.translations.findIndex((t) => t.language === unknown[0]);
    throw fieldError(`translations.${index}.language`, 'Unknown language');
  }
  const own = body.translations.find((t) => t.language === OWN_LANGUAGE);
  return runAction(ctx, async (tx) => {
    const before = await loadMultilingualData(tx, current);
    const row = await repo.updateProduct(tx, firmId, id, body.version, {
      name: own?.name ?? current.name,
      description: own?.description ?? current.description,
    });
    if (!row) throw staleVersion('product');
    await repo.replaceTranslations(
      tx,
      firmId,
      id,
      body.translations.filter((t) => t.language !== OWN_LANGUAGE),
    );
    const after = await loadMultilingualData(tx, row);
    return {
      result: after,
      audit: { entity: 'product', entityId: id, action: 'update-translations', before, after },
    };
  });
}

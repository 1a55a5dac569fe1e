import type {
  TProductPrice,
  TSupplierInfo,
  ZProductPriceBody,
  ZSupplierInfoBody,
} from '@kontor/contract';
import type { z } from 'zod';
import { todayInHungary } from '../../platform/business-day.ts';
import { type Ctx, runAction } from '../../platform/context.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { requirePartner } from '../partners/partners.service.ts';
import * as repo from './prices.repository.ts';
import { conflict, requireProduct } from './products.service.ts';

type PriceBody = z.output<typeof ZProductPriceBody>;
type SupplierInfoBody = z.output<typeof ZSupplierInfoBody>;

const toPrice = (r: repo.PriceRow): TProductPrice => ({
  id: r.id,
  priceType: r.price_type,
  currency: r.currency_code,
  unitPrice: r.unit_price,
  validFrom: r.valid_from,
  validTo: r.valid_to,
});

export async function listPrices(ctx: Ctx, productId: number): Promise<TProductPrice[]> {
  await requireProduct(ctx.db, ctx.auth.firmId, productId);
  return (await repo.listPrices(ctx.db, ctx.auth.firmId, productId)).map(toPrice);
}

export async function getUnitPrice(
  ctx: Ctx,
  productId: number,
  query: { priceType: string; currency: string },
): Promise<TProductPrice | null> {
  const { firmId } = ctx.auth;
  await requireProduct(ctx.db, firmId, productId);
  const row = await repo.findValidPrice(
    ctx.db,
    firmId,
    productId,
    query.priceType,
    query.currency,
    todayInHungary(),
  );
  return row && toPrice(row);
}

async function requireCurrency(ctx: Ctx, path: string, code: string): Promise<void> {
  if (!(await repo.hasCurrency(ctx.db, code))) throw fieldError(path, 'Unknown currency');
}

export async function addPrice(
  ctx: Ctx,
  productId: number,
  body: PriceBody,
): Promise<TProductPrice> {
  const { firmId } = ctx.auth;
  await requireProduct(ctx.db, firmId, productId);
  await requireCurrency(ctx, 'currency', body.currency);
  return runAction(ctx, async (tx) => {
    const id = await repo.insertPrice(tx, {
      firmId,
      productId,
      priceType: body.priceType,
      currencyCode: body.currency,
      unitPrice: body.unitPrice,
      validFrom: body.validFrom,
      validTo: body.validTo,
    });
    const price = toPrice((await repo.findPrice(tx, firmId, productId, id))!);
    return {
      result: price,
      audit: { entity: 'product', entityId: productId, action: 'add-price', after: price },
    };
  });
}

export async function removePrice(ctx: Ctx, productId: number, priceId: number): Promise<void> {
  const { firmId } = ctx.auth;
  const before = await repo.findPrice(ctx.db, firmId, productId, priceId);
  if (!before) throw new AppError('NOT_FOUND', 'No such price of the product');
  await runAction(ctx, async (tx) => {
    await repo.deletePrice(tx, firmId, productId, priceId);
    return {
      result: undefined,
      audit: { entity: 'product', entityId: productId, action: 'remove-price', before },
    };
  });
}

const toSupplierInfo = (r: repo.SupplierInfoRow): TSupplierInfo => ({
  id: r.id,
  supplierId: r.supplier_id,
  supplierName: r.supplier_name,
  supplierProductCode: r.supplier_product_code,
  currency: r.currency_code,
  unitPrice: r.unit_price,
  minQuantity: r.min_quantity,
  leadTimeDays: r.lead_time_days,
  isPreferred: r.is_preferred,
});

export async function listSupplierInfos(ctx: Ctx, productId: number): Promise<TSupplierInfo[]> {
  await requireProduct(ctx.db, ctx.auth.firmId, productId);
  return (await repo.listSupplierInfos(ctx.db, ctx.auth.firmId, productId)).map(toSupplierInfo);
}

export async function getSupplierInfo(
  ctx: Ctx,
  productId: number,
  query: { supplierId: number; currencyId: string; quantity: string },
): Promise<TSupplierInfo | null> {
  const { firmId } = ctx.auth;
  await requireProduct(ctx.db, firmId, productId);
  const row = await repo.findApplicableSupplierInfo(
    ctx.db,
    firmId,
    productId,
    query.supplierId,
    query.currencyId,
    query.quantity,
  );
  return row && toSupplierInfo(row);
}

export async function addSupplierInfo(
  ctx: Ctx,
  productId: number,
  body: SupplierInfoBody,
): Promise<TSupplierInfo> {
  const { firmId } = ctx.auth;
  await requireProduct(ctx.db, firmId, productId);
  const supplier = await requirePartner(ctx.db, firmId, body.supplierId).catch(() => {
    throw fieldError('supplierId', 'Not a partner of the firm');
  });
  if (!supplier.roles.includes('SUPPLIER') && !supplier.roles.includes('MANUFACTURER'))
    throw fieldError('supplierId', 'The partner is neither a supplier nor a manufacturer');
  await requireCurrency(ctx, 'currency', body.currency);
  if (await repo.findSupplierInfoId(ctx.db, firmId, productId, body))
    throw conflict('minQuantity', 'The supplier already has a price from this quantity');
  return runAction(ctx, async (tx) => {
    const id = await repo.insertSupplierInfo(tx, {
      firmId,
      productId,
      supplierId: body.supplierId,
      supplierProductCode: body.supplierProductCode,
      currencyCode: body.currency,
      unitPrice: body.unitPrice,
      minQuantity: body.minQuantity,
      leadTimeDays: body.leadTimeDays,
      isPreferred: body.isPreferred,
    });
    const [row] = await repo.listSupplierInfos(tx, firmId, productId, id);
    const info = toSupplierInfo(row!);
    return {
      result: info,
      audit: { entity: 'product', entityId: productId, action: 'add-supplier', after: info },
    };
  });
}

export async function removeSupplierInfo(ctx: Ctx, productId: number, id: number): Promise<void> {
  const { firmId } = ctx.auth;
  const [before] = await repo.listSupplierInfos(ctx.db, firmId, productId, id);
  if (!before) throw new AppError('NOT_FOUND', 'No such supplier condition of the product');
  await runAction(ctx, async (tx) => {
    await repo.deleteSupplierInfo(tx, firmId, productId, id);
    return {
      result: undefined,
      audit: { entity: 'product', entityId: productId, action: 'remove-supplier', before },
    };
  });
}

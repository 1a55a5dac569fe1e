import type {
  TProductContainer,
  TProductLabel,
  ZContainersBody,
  ZProductLabelBody,
} from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import { fieldError } from '../../platform/errors.ts';
import { renderLabelPdf } from './labels.pdf.ts';
import * as repo from './labels.repository.ts';
import { hasCurrency } from './prices.repository.ts';
import type { ProductRow } from './products.repository.ts';
import { requireProduct } from './products.service.ts';

type LabelBody = z.output<typeof ZProductLabelBody>;
type ContainersBody = z.output<typeof ZContainersBody>;

/** Without a saved label the printer prints the name and the code on the default size. */
function labelOf(product: ProductRow, row: repo.LabelRow | null): TProductLabel {
  if (!row)
    return {
      templateCode: null,
      barcodeType: 'EAN13',
      barcodeValue: null,
      lines: [product.name, product.code],
      widthMm: 50,
      heightMm: 30,
    };
  return {
    templateCode: row.templateCode,
    barcodeType: row.barcodeType,
    barcodeValue: row.barcodeValue,
    lines: row.lines,
    widthMm: row.widthMm,
    heightMm: row.heightMm,
  };
}

/** Labels are stuck on goods; a service has none. */
async function requireGoods(ctx: Ctx, productId: number): Promise<ProductRow> {
  const product = await requireProduct(ctx.db, ctx.auth.firmId, productId);
  if (product.isService) throw fieldError('productId', 'A service has no label or container');
  return product;
}

export async function getLabel(ctx: Ctx, productId: number): Promise<TProductLabel> {
  const product = await requireProduct(ctx.db, ctx.auth.firmId, productId);
  return labelOf(product, await repo.findLabel(ctx.db, ctx.auth.firmId, productId));
}

export async function saveLabel(
  ctx: Ctx,
  productId: number,
  body: LabelBody,
): Promise<TProductLabel> {
  const { firmId } = ctx.auth;
  const product = await requireGoods(ctx, productId);
  return runAction(ctx, async (tx) => {
    const before = labelOf(product, await repo.findLabel(tx, firmId, productId));
    const after = labelOf(product, await repo.saveLabel(tx, { ...body, firmId, productId }));
    return {
      result: after,
      audit: { entity: 'product', entityId: productId, action: 'update-vignette', before, after },
    };
  });
}

/** The saved (or default) label as a one-page PDF, to check it before printing. */
export async function previewLabel(ctx: Ctx, productId: number): Promise<Buffer> {
  const product = await requireGoods(ctx, productId);
  return renderLabelPdf(
    labelOf(product, await repo.findLabel(ctx.db, ctx.auth.firmId, productId)),
    1,
  );
}

/**
 * A print job of `quantity` labels. Nothing is stored, but the job is audited (who printed how
 * many, with which label) so the event tab tells when labels were printed.
 */
export async function printLabels(ctx: Ctx, productId: number, quantity: number): Promise<Buffer> {
  const product = await requireGoods(ctx, productId);
  const label = labelOf(product, await repo.findLabel(ctx.db, ctx.auth.firmId, productId));
  const pdf = await renderLabelPdf(label, quantity);
  return runAction(ctx, async () => ({
    result: pdf,
    audit: {
      entity: 'product',
      entityId: productId,
      action: 'print-labels',
      after: { quantity, ...label },
    },
  }));
}

const toContainer = (r: repo.ContainerRow): TProductContainer => ({
  containerId: r.container_id,
  code: r.code,
  name: r.name,
  quantity: r.quantity,
  depositFee: r.deposit_fee,
  currency: r.currency_code,
});

export async function listContainers(ctx: Ctx, productId: number): Promise<TProductContainer[]> {
  await requireProduct(ctx.db, ctx.auth.firmId, productId);
  return (await repo.listContainers(ctx.db, ctx.auth.firmId, productId)).map(toContainer);
}

/** Containers are other goods of the firm, with a known currency for their deposit. */
export async function saveContainers(
  ctx: Ctx,
  productId: number,
  body: ContainersBody,
): Promise<TProductContainer[]> {
  const { firmId } = ctx.auth;
  await requireGoods(ctx, productId);
  const goods = new Set(
    await repo.findGoodsIds(
      ctx.db,
      firmId,
      body.containers.map((c) => c.containerId),
    ),
  );
  for (const [i, c] of body.containers.entries()) {
    if (c.containerId === productId || !goods.has(c.containerId))
      throw fieldError(`containers.${i}.containerId`, 'Not another product (goods) of the firm');
    if (!(await hasCurrency(ctx.db, c.currency)))
      throw fieldError(`containers.${i}.currency`, 'Unknown currency');
  }
  return runAction(ctx, async (tx) => {
    const before = (await repo.listContainers(tx, firmId, productId)).map(toContainer);
    await repo.replaceContainers(tx, firmId, productId, body.containers);
    const after = (await repo.listContainers(tx, firmId, productId)).map(toContainer);
    return {
      result: after,
      audit: { entity: 'product', entityId: productId, action: 'update-containers', before, after },
    };
  });
}

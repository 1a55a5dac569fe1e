import {
  Money,
  type ZParcelBody,
  type ZParcels,
  type ZParcelsBody,
  type ZReprintLabelBody,
} from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { renderLabelPdf } from '../products/labels.pdf.ts';
import * as repo from './dispatch.repository.ts';
import { wrongState } from './sales-document/document.service.ts';
import { salesText } from './texts.ts';

type Parcels = z.output<typeof ZParcels>;

async function requireOrder(ctx: Ctx, db: Db, orderId: number, forUpdate = false) {
  const order = await repo.findOrderForDispatch(db, ctx.auth.firmId, orderId, forUpdate);
  if (!order) throw new AppError('NOT_FOUND', 'No such customer order');
  return order;
}

async function readParcels(db: Db, orderId: number): Promise<Parcels> {
  const rows = await repo.listParcels(db, orderId);
  return {
    orderId,
    parcels: rows.map((r) => ({
      id: r.id,
      position: r.position,
      count: r.count,
      weightKg: new Money(r.weight_kg).toFixed(3),
      lengthCm: r.length_cm,
      widthCm: r.width_cm,
      heightCm: r.height_cm,
    })),
    totalCount: rows.reduce((n, r) => n + r.count, 0),
    totalWeightKg: rows
      .reduce((sum, r) => sum.plus(new Money(r.weight_kg).times(r.count)), new Money(0))
      .toFixed(3),
  };
}

export async function getParcels(ctx: Ctx, orderId: number): Promise<Parcels> {
  await requireOrder(ctx, ctx.db, orderId);
  return readParcels(ctx.db, orderId);
}

/**
 * A parcel change under the order's row lock: refused on a CANCELLED or CLOSED order (409), one
 * audit row with the parcels before and after.
 */
function changeParcels(
  ctx: Ctx,
  orderId: number,
  action: 'save_parcels' | 'update_parcel' | 'delete_parcel',
  change: (tx: Db) => Promise<void>,
): Promise<Parcels> {
  return runAction(ctx, async (tx) => {
    const order = await requireOrder(ctx, tx, orderId, true);
    if (order.state === 'CANCELLED' || order.state === 'CLOSED')
      throw wrongState('customer order', order.state, 'packed');
    const before = await readParcels(tx, orderId);
    await change(tx);
    const after = await readParcels(tx, orderId);
    return {
      result: after,
      audit: {
        entity: 'customer_order',
        entityId: orderId,
        action,
        before: before.parcels,
        after: after.parcels,
      },
    };
  });
}

const noParcel = () => new AppError('NOT_FOUND', 'No such parcel of the order');

/** The packer records the parcels (the whole list); a cancelled or closed order takes none. */
export function saveParcels(ctx: Ctx, orderId: number, body: z.output<typeof ZParcelsBody>) {
  return changeParcels(ctx, orderId, 'save_parcels', (tx) =>
    repo.replaceParcels(tx, ctx.auth.firmId, orderId, body.parcels),
  );
}

/** One parcel's count, weight or size changes; the others stay. */
export function updateParcel(
  ctx: Ctx,
  orderId: number,
  parcelId: number,
  body: z.output<typeof ZParcelBody>,
) {
  return changeParcels(ctx, orderId, 'update_parcel', async (tx) => {
    if (!(await repo.updateParcel(tx, orderId, parcelId, body))) throw noParcel();
  });
}

/** One parcel goes; the rest are numbered again from 1. */
export function deleteParcel(ctx: Ctx, orderId: number, parcelId: number) {
  return changeParcels(ctx, orderId, 'delete_parcel', async (tx) => {
    if (!(await repo.deleteParcel(tx, orderId, parcelId))) throw noParcel();
  });
}

/** Street and town on separate label lines: `1111 Budapest, Fő utca 1.` → two lines. */
function addressLines(address: string): string[] {
  const i = address.indexOf(', ');
  return i < 0 ? [address] : [address.slice(i + 2), address.slice(0, i)];
}

/**
 * The order label (100 × 60 mm, one per parcel unless `copies` says otherwise): customer, delivery
 * address, the parcel's number of all (`Csomag: 2/3`) and the sender (the firm's name and address)
 * above the order number as a CODE128 barcode. The PDF and barcode come from the product label
 * printer (products/labels.pdf.ts). Made in the caller's transaction: the print call audits it,
 * the warehouse dashboard's loading tab reprints it (delivery README).
 */
export async function orderLabelPdf(ctx: Ctx, tx: Db, orderId: number, requested?: number) {
  const order = await requireOrder(ctx, tx, orderId);
  const parcels = await readParcels(tx, orderId);
  const sender = await repo.findSender(tx, ctx.auth.firmId);
  const total = Math.max(1, parcels.totalCount);
  const copies = requested ?? total;
  const linesOf = (page: number) => [
    order.customer_name,
    ...addressLines(order.delivery_address),
    salesText('HU', 'DISPATCH.LABEL.PARCEL', {
      number: String((page % total) + 1),
      count: String(total),
    }),
    salesText('HU', 'DISPATCH.LABEL.SENDER', { name: sender.name, address: sender.address }),
  ];
  const pdf = await renderLabelPdf(
    {
      templateCode: null,
      barcodeType: 'CODE128',
      barcodeValue: order.number,
      lines: linesOf(0),
      widthMm: 100,
      heightMm: 60,
    },
    copies,
    linesOf,
  );
  return { pdf, copies };
}

/** The order label as a print job, audited. */
export function printOrderLabel(
  ctx: Ctx,
  orderId: number,
  body: z.output<typeof ZReprintLabelBody>,
): Promise<Buffer> {
  return runAction(ctx, async (tx) => {
    const { pdf, copies } = await orderLabelPdf(ctx, tx, orderId, body.copies);
    return {
      result: pdf,
      audit: {
        entity: 'customer_order',
        entityId: orderId,
        action: 'print_order_label',
        after: { copies },
      },
    };
  });
}

import type { TReceipt, TReceiptHeader, TReceiptState, TSaveReceiptBody } from '@kontor/contract';
import { todayInHungary } from '../../platform/business-day.ts';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError, staleVersion } from '../../platform/errors.ts';
import { publishChange } from '../../platform/events.ts';
import { nextDocumentNumber } from '../../platform/number-series.ts';
import { bookMovements, lockStock } from '../stock/stock.service.ts';
import { pageAnswer, rowWindow } from './paging.ts';
import * as repo from './receipts.repository.ts';

/** The number series of receipts: `BE-2026-000001`. */
export const RECEIPT_SERIES = 'BE';

const toHeader = (r: repo.ReceiptRow): TReceiptHeader => ({
  id: r.id,
  number: r.number,
  state: r.state,
  supplierId: r.supplier_id,
  supplierCode: r.supplier_code,
  supplierName: r.supplier_name,
  deliveryNoteNumber: r.delivery_note_number,
  receiptDate: r.receipt_date,
  storageId: r.storage_id,
  storageCode: r.storage_code,
  storageName: r.storage_name,
  supplierOrderId: r.supplier_order_id,
  note: r.note,
  lineCount: r.line_count,
  version: r.version,
  postedAt: r.posted_at,
});

export async function getReceipt(ctx: Ctx, id: number, db: Db = ctx.db): Promise<TReceipt> {
  const row = await repo.findReceipt(db, ctx.auth.firmId, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such receipt');
  const lines = await repo.listLines(db, id);
  return {
    ...toHeader(row),
    lines: lines.map((l) => ({
      id: l.id,
      lineNo: l.line_no,
      productId: l.product_id,
      productCode: l.product_code,
      productName: l.product_name,
      unit: l.unit,
      quantity: l.quantity,
      storageId: l.storage_id,
      storageCode: l.storage_code,
    })),
  };
}

export async function listReceipts(
  ctx: Ctx,
  query: {
    state?: TReceiptState | undefined;
    term: string;
    page_number: number;
    page_size: number;
  },
) {
  const rows = await repo.listReceipts(
    ctx.db,
    ctx.auth.firmId,
    { state: query.state, term: query.term },
    rowWindow(query),
  );
  return pageAnswer(query, rows, toHeader);
}

type ReceiptInput = Omit<TSaveReceiptBody, 'storageId' | 'note'> & {
  storageId?: number | null | undefined;
  note?: string | undefined;
};

/** Checks supplier, buffer and products; answers the header values and each line's buffer. */
async function resolveInput(tx: Db, ctx: Ctx, input: ReceiptInput) {
  const firmId = ctx.auth.firmId;
  if (!(await repo.isSupplier(tx, firmId, input.supplierId)))
    throw fieldError('supplierId', 'No such supplier');
  const buffer = input.storageId
    ? await repo.findBuffer(tx, firmId, input.storageId)
    : await repo.findDefaultBuffer(tx, firmId);
  if (!buffer?.is_active)
    throw fieldError('storageId', input.storageId ? 'Not an active buffer' : 'No inbound buffer');
  const placed = new Map(
    (
      await repo.placeProducts(
        tx,
        firmId,
        input.lines.map((l) => l.productId),
        buffer,
      )
    ).map((r) => [r.product_id, r.storage_id]),
  );
  const lines = input.lines.map((line, i) => {
    const storageId = placed.get(line.productId);
    if (storageId === undefined) throw fieldError(`lines.${i}.productId`, 'No such product');
    return { ...line, storageId };
  });
  const header = {
    supplierId: input.supplierId,
    deliveryNoteNumber: input.deliveryNoteNumber,
    receiptDate: input.receiptDate ?? todayInHungary(),
    storageId: buffer.id,
    note: input.note ?? '',
  };
  return { header, lines };
}

/**
 * Records a delivery as a DRAFT receipt. `supplierOrderId` is for purchasing (issue 25), which
 * creates receipts from its supplier orders through this function.
 */
export function createReceipt(
  ctx: Ctx,
  input: ReceiptInput,
  supplierOrderId: number | null = null,
): Promise<TReceipt> {
  return runAction(ctx, async (tx) => {
    const { header, lines } = await resolveInput(tx, ctx, input);
    const number = await nextDocumentNumber(
      tx,
      ctx.auth.firmId,
      RECEIPT_SERIES,
      header.receiptDate,
    );
    const id = await repo.insertReceipt(tx, ctx.auth, number, { ...header, supplierOrderId });
    await repo.replaceLines(tx, ctx.auth.firmId, id, lines);
    const created = await getReceipt(ctx, id, tx);
    return {
      result: created,
      audit: { entity: 'receipt', entityId: id, action: 'create', after: created },
    };
  });
}

/** The receipt locked for this transaction, at the version and in the state the caller expects. */
async function lockReceipt(tx: Db, ctx: Ctx, id: number, version: number, state: TReceiptState) {
  const row = await repo.findReceipt(tx, ctx.auth.firmId, id, true);
  if (!row) throw new AppError('NOT_FOUND', 'No such receipt');
  if (row.state !== state)
    throw new AppError('INVALID_STATE', `The receipt ${row.number} is ${row.state}`);
  if (row.version !== version) throw staleVersion('receipt');
  return row;
}

export function updateReceipt(
  ctx: Ctx,
  id: number,
  input: ReceiptInput & { version: number },
): Promise<TReceipt> {
  return runAction(ctx, async (tx) => {
    await lockReceipt(tx, ctx, id, input.version, 'DRAFT');
    const before = await getReceipt(ctx, id, tx);
    const { header, lines } = await resolveInput(tx, ctx, input);
    await repo.updateReceipt(tx, id, header);
    await repo.replaceLines(tx, ctx.auth.firmId, id, lines);
    const after = await getReceipt(ctx, id, tx);
    return {
      result: after,
      audit: { entity: 'receipt', entityId: id, action: 'update', before, after },
    };
  });
}

/**
 * Posts a DRAFT receipt: one RECEIPT movement per line into its buffer, naming the receipt. The
 * row lock and the state check make a second post (or a parallel one) a 409 that books nothing.
 */
export function postReceipt(ctx: Ctx, id: number, version: number): Promise<TReceipt> {
  return runAction(ctx, async (tx) => {
    const row = await lockReceipt(tx, ctx, id, version, 'DRAFT');
    const lines = await repo.listLines(tx, id);
    const movements = lines.map((l) => ({
      storageId: l.storage_id,
      productId: l.product_id,
      quantity: l.quantity,
      reason: 'RECEIPT' as const,
    }));
    await lockStock(tx, ctx.auth.firmId, movements);
    await bookMovements(tx, ctx.auth, { kind: 'RECEIPT', id, reference: row.number }, movements);
    await repo.setState(tx, id, 'POSTED', ctx.auth.userId);
    await publishChange(tx, ctx.auth.firmId, 'warehouse');
    const after = await getReceipt(ctx, id, tx);
    return { result: after, audit: { entity: 'receipt', entityId: id, action: 'post', after } };
  });
}

export function cancelReceipt(ctx: Ctx, id: number, version: number): Promise<TReceipt> {
  return runAction(ctx, async (tx) => {
    await lockReceipt(tx, ctx, id, version, 'DRAFT');
    await repo.setState(tx, id, 'CANCELLED');
    const after = await getReceipt(ctx, id, tx);
    return { result: after, audit: { entity: 'receipt', entityId: id, action: 'cancel', after } };
  });
}

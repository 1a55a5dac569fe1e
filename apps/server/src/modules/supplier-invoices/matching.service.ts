import {
  computeLine,
  Money,
  type TAggregatedSupplierOrderItem,
  type TSupplierInvoice,
  type TSupplierInvoiceItemsBody,
  type TVatCode,
} from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { vatRateOf } from '../products/products.service.ts';
import * as repo from './supplier-invoices.repository.ts';
import { ENTITY, getSupplierInvoice, lockInvoice } from './supplier-invoices.service.ts';

const sum = (values: readonly string[]) =>
  values.reduce((a, v) => a.plus(v), new Money(0)).toString();

/**
 * `get-aggregated-supplier-order-items`: the supplier's received lines not yet fully invoiced
 * (and those this invoice holds), one entry per product across the supplier's orders.
 */
export async function aggregatedItems(
  ctx: Ctx,
  id: number,
): Promise<TAggregatedSupplierOrderItem[]> {
  const invoice = await repo.findInvoice(ctx.db, ctx.auth.firmId, id);
  if (!invoice) throw new AppError('NOT_FOUND', 'No such supplier invoice');
  const rows = await repo.listMatchable(ctx.db, ctx.auth.firmId, invoice.supplier_id, id);
  const groups = new Map<number, repo.AggregatedRow[]>();
  for (const r of rows) groups.set(r.product_id, [...(groups.get(r.product_id) ?? []), r]);
  return [...groups.values()].map((lines) => {
    const first = lines[0]!;
    const ordered = sum(lines.map((l) => l.ordered_quantity));
    const weighted = lines.reduce(
      (a, l) => a.plus(new Money(l.order_unit_price).times(l.ordered_quantity)),
      new Money(0),
    );
    return {
      productId: first.product_id,
      productCode: first.product_code,
      productName: first.product_name,
      unit: first.unit,
      orderedQuantity: ordered,
      receivedQuantity: sum(lines.map((l) => l.received_quantity)),
      invoicedQuantity: sum(lines.map((l) => l.invoiced_quantity)),
      uninvoicedQuantity: sum(
        lines.map((l) => new Money(l.received_quantity).minus(l.invoiced_quantity).toString()),
      ),
      averageOrderPrice: new Money(ordered).gt(0)
        ? weighted.div(ordered).toDecimalPlaces(4).toString()
        : '0',
      lines: lines.map((l) => ({
        supplierOrderLineId: l.supplier_order_line_id,
        supplierOrderId: l.supplier_order_id,
        supplierOrderNumber: l.supplier_order_number,
        productId: l.product_id,
        productCode: l.product_code,
        productName: l.product_name,
        unit: l.unit,
        orderedQuantity: l.ordered_quantity,
        receivedQuantity: l.received_quantity,
        invoicedQuantity: l.invoiced_quantity,
        orderUnitPrice: l.order_unit_price,
        orderCurrencyCode: l.order_currency_code,
        orderDate: l.order_date,
        uninvoicedQuantity: new Money(l.received_quantity).minus(l.invoiced_quantity).toString(),
        itemId: l.item_id,
      })),
    };
  });
}

const RECEIVED_STATES = new Set(['PARTLY_RECEIVED', 'RECEIVED', 'CLOSED']);

/**
 * Adds or changes items (README: never twice). In the invoice's transaction: the invoice row is
 * locked (DRAFT, version), then the named supplier-order lines in id order; what other live
 * invoices hold of them is read after the lock, and each item may take at most received − that.
 * A line named twice in one request is refused, so one request cannot add up past the check.
 */
export function putItems(
  ctx: Ctx,
  id: number,
  body: TSupplierInvoiceItemsBody,
): Promise<TSupplierInvoice> {
  return runAction(ctx, async (tx) => {
    const invoice = await lockInvoice(tx, ctx, id, body.version, ['DRAFT']);
    if (invoice.is_proforma)
      throw new AppError('INVALID_STATE', 'A proforma is not matched to supplier-order lines');
    const seen = new Map<number, number>();
    body.items.forEach((item, i) => {
      if (seen.has(item.supplierOrderLineId))
        throw fieldError(
          `items.${i}.supplierOrderLineId`,
          `The same line as items.${seen.get(item.supplierOrderLineId)}`,
        );
      seen.set(item.supplierOrderLineId, i);
    });
    const locked = await repo.lockLines(tx, ctx.auth.firmId, [...seen.keys()], id);
    const byId = new Map(locked.map((l) => [l.id, l]));
    const items = body.items.map((item, i) => {
      const line = byId.get(item.supplierOrderLineId);
      if (!line || line.supplier_id !== invoice.supplier_id)
        throw fieldError(`items.${i}.supplierOrderLineId`, "Not a line of this supplier's orders");
      if (!RECEIVED_STATES.has(line.state))
        throw fieldError(
          `items.${i}.supplierOrderLineId`,
          'Nothing of this order was received',
          'INVALID_STATE',
        );
      const free = new Money(line.received_quantity).minus(line.others);
      if (new Money(item.quantity).gt(free))
        throw new AppError('INVALID_STATE', 'More than was received and not yet invoiced', {
          errors: [
            {
              path: `items.${i}.quantity`,
              message: `At most ${free.toString()}`,
              code: 'over_received',
            },
          ],
        });
      const vat = vatRateOf(line.vat_code as TVatCode);
      const amounts = computeLine({
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        vatRate: vat.rate,
        scale: invoice.scale,
      });
      return {
        lineId: line.id,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        vatCode: vat.code,
        vatRate: vat.rate,
        ...amounts,
      };
    });
    await repo.upsertItems(tx, ctx.auth.firmId, id, items);
    await repo.refreshTotals(tx, id);
    const after = await getSupplierInvoice(ctx, id, tx);
    return {
      result: after,
      audit: {
        entity: ENTITY,
        entityId: id,
        action: 'match',
        after: { version: after.version, items: body.items },
      },
    };
  });
}

export function deleteItem(ctx: Ctx, itemId: number): Promise<TSupplierInvoice> {
  return runAction(ctx, async (tx) => {
    const item = await repo.findItem(tx, ctx.auth.firmId, itemId);
    if (!item) throw new AppError('NOT_FOUND', 'No such supplier-invoice item');
    const id = item.supplier_invoice_id;
    await lockInvoice(tx, ctx, id, null, ['DRAFT']);
    const before = (await getSupplierInvoice(ctx, id, tx)).items.find((i) => i.id === itemId);
    await repo.deleteItem(tx, itemId);
    await repo.refreshTotals(tx, id);
    const after = await getSupplierInvoice(ctx, id, tx);
    return {
      result: after,
      audit: { entity: ENTITY, entityId: id, action: 'delete-item', before, after },
    };
  });
}

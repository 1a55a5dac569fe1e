import {
  Money,
  type TGenerateBody,
  type TGeneratorGroup,
  type TSupplierOrderHeader,
} from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { publishChange } from '../../platform/events.ts';
import { pageAnswer, rowWindow } from '../shelving/paging.ts';
import * as demand from './demand.repository.ts';
import { checkMinimumStock } from './minimum-stock.service.ts';
import { checkProducts, priceAndCover, type WantedLine } from './order-lines.ts';
import * as repo from './supplier-orders.repository.ts';
import { insertDrafts, lockOrder, resolveHeaders, toHeader } from './supplier-orders.service.ts';

const ENTITY = 'supplier-order';

/** How many of a line's demand lines the view lists (oldest first); `demandCount` says all. */
export const DEMANDS_SHOWN = 20;

const pairOf = (r: { supplier_id: number; product_id: number }) =>
  `${r.supplier_id}:${r.product_id}`;

/** Why a minimum-stock line buys (null on a customer-demand line). */
const minimumStockOf = (r: demand.GeneratorLineRow) =>
  r.minimum_stock === null
    ? null
    : {
        minimumStock: r.minimum_stock,
        orderUpToStock: r.order_up_to_stock,
        available: r.available!,
        incoming: r.incoming!,
      };

/** The page's lines, in order, as (supplier, currency) groups with the demand each serves. */
function groupLines(
  lines: readonly demand.GeneratorLineRow[],
  demands: readonly demand.GeneratorDemandRow[],
): TGeneratorGroup[] {
  const served = new Map<string, demand.GeneratorDemandRow[]>();
  for (const d of demands) served.set(pairOf(d), [...(served.get(pairOf(d)) ?? []), d]);
  const groups: TGeneratorGroup[] = [];
  for (const r of lines) {
    let group = groups.at(-1);
    if (group?.supplierId !== r.supplier_id || group.currencyCode !== r.currency_code) {
      group = {
        supplierId: r.supplier_id,
        supplierCode: r.supplier_code,
        supplierName: r.supplier_name,
        currencyCode: r.currency_code,
        net: r.group_net,
        lines: [],
      };
      groups.push(group);
    }
    const unitPrice = r.unit_price ?? '0';
    group.lines.push({
      productId: r.product_id,
      productCode: r.product_code,
      productName: r.product_name,
      unit: r.unit,
      quantity: r.quantity,
      unitPrice,
      isPriceKnown: r.unit_price !== null,
      net: new Money(r.quantity).times(unitPrice).toFixed(4),
      demandCount: r.demand_count,
      customerOrderLineIds: r.line_ids,
      demands: (r.minimum_stock === null ? (served.get(pairOf(r)) ?? []) : []).map((d) => ({
        customerOrderLineId: d.line_id,
        customerOrderId: d.order_id,
        customerOrderNumber: d.order_number,
        customerName: d.customer_name,
        quantity: d.open,
        wantedDeliveryDate: d.wanted_delivery_date,
      })),
      minimumStock: minimumStockOf(r),
    });
  }
  return groups;
}

/**
 * The open purchase demand and the products below their minimum stock, a page of (supplier,
 * product) lines grouped per (supplier, currency): two statements, the lines with their totals, then the demand of the page's lines
 * (README: the generator).
 */
export async function generatorView(
  ctx: Ctx,
  query: { supplier_id?: number | undefined; term: string; page_number: number; page_size: number },
) {
  const { firmId } = ctx.auth;
  const filter = { supplierId: query.supplier_id, term: query.term };
  const lines = await demand.generatorLines(ctx.db, firmId, filter, rowWindow(query));
  const pairs = lines
    .filter((r) => r.minimum_stock === null)
    .map((r) => ({ supplierId: r.supplier_id, productId: r.product_id }));
  const demands = await demand.generatorDemands(ctx.db, firmId, pairs, DEMANDS_SHOWN);
  return { ...pageAnswer(query, lines, (r) => r), items: groupLines(lines, demands) };
}

interface Plan {
  orderDate?: string | undefined;
  wantedDate: string | null;
  lines: WantedLine[];
}

/**
 * Writes the wanted lines as DRAFT supplier orders, one per (supplier, currency), in one
 * transaction: checked, priced, their demand covered under the customer-order lines' locks.
 * Answers the orders' ids in line order.
 */
async function writeDrafts(tx: Db, ctx: Ctx, plan: Plan) {
  const { firmId } = ctx.auth;
  await checkProducts(tx, firmId, plan.lines);
  await checkMinimumStock(tx, firmId, plan.lines);
  const covered = await priceAndCover(tx, firmId, plan.lines);
  const groups = new Map<string, { first: (typeof covered)[number]; lines: repo.NewLine[] }>();
  for (const line of covered) {
    const key = `${line.supplierId}:${line.currencyCode}`;
    const group = groups.get(key) ?? { first: line, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  const drafts = [...groups.values()];
  const headers = await resolveHeaders(
    tx,
    ctx,
    drafts.map(({ first }) => ({
      supplierId: first.supplierId,
      currencyCode: first.currencyCode,
      orderDate: plan.orderDate,
      wantedDate: plan.wantedDate,
      note: '',
      path: `${first.path}.`,
    })),
  );
  return insertDrafts(
    tx,
    ctx,
    drafts.map(({ lines }, i) => ({ header: headers[i]!, lines })),
  );
}

/** The audit row names the order when the action made (or filled) exactly one. */
const soleId = (ids: readonly number[]) => (ids.length === 1 ? ids[0]! : null);

/** The orders made (or filled) by one action, as its answer and its one audit row. */
async function madeOrders(
  tx: Db,
  ctx: Ctx,
  ids: readonly number[],
  audit: { action: 'generate' | 'create-from-customer-order'; after: object },
) {
  await publishChange(tx, ctx.auth.firmId, 'purchasing');
  const orders = (await repo.findOrders(tx, ctx.auth.firmId, ids)).map(toHeader);
  return {
    result: { orders },
    audit: { entity: ENTITY, entityId: soleId(ids), ...audit, after: { ...audit.after, orders } },
  };
}

/**
 * The buyer's adjusted choice → DRAFT supplier orders. Never twice: demand already covered (by a
 * parallel generation, a double click or the same line named twice) is a 409 and nothing is
 * written.
 */
export function generateSupplierOrders(
  ctx: Ctx,
  body: TGenerateBody,
): Promise<{ orders: TSupplierOrderHeader[] }> {
  return runAction(ctx, async (tx) => {
    const lines = body.lines.map((l, i) => ({
      ...l,
      path: `lines.${i}`,
      customerOrderLineIds: l.customerOrderLineIds ?? [],
    }));
    const ids = await writeDrafts(tx, ctx, {
      orderDate: body.orderDate,
      wantedDate: body.wantedDate ?? null,
      lines,
    });
    return madeOrders(tx, ctx, ids, { action: 'generate', after: { lines } });
  });
}

/**
 * Orders the open PURCHASE / SUBCONTRACT lines of one customer order (or the named ones): new
 * drafts per fulfilment partner, or all of them into an existing DRAFT supplier order.
 */
export function createFromCustomerOrder(
  ctx: Ctx,
  customerOrderId: number,
  body: { lineIds?: number[] | undefined; supplierOrderId: number | null },
): Promise<{ orders: TSupplierOrderHeader[] }> {
  return runAction(ctx, async (tx) => {
    const { firmId } = ctx.auth;
    if (!(await demand.hasCustomerOrder(tx, firmId, customerOrderId)))
      throw new AppError('NOT_FOUND', 'No such customer order');
    const target = body.supplierOrderId
      ? await lockOrder(tx, ctx, body.supplierOrderId, null, ['DRAFT'])
      : null;
    const open = (await demand.lockOrderDemand(tx, firmId, customerOrderId, body.lineIds)).filter(
      (l) => new Money(l.open).gt(0),
    );
    if (open.length === 0)
      throw new AppError('INVALID_STATE', 'The order has no purchase line left to order');
    const lines: WantedLine[] = open.map((l, i) => ({
      path: `lines.${i}`,
      supplierId: target?.supplier_id ?? l.supplier_id,
      currencyCode: target?.currency_code,
      productId: l.product_id,
      quantity: l.open,
      customerOrderLineIds: [l.id],
    }));
    let ids: number[];
    if (target) {
      await checkProducts(tx, firmId, lines);
      const priced = await priceAndCover(tx, firmId, lines);
      await repo.appendLines(tx, firmId, [{ orderId: target.id, lines: priced }]);
      await repo.setState(tx, target.id, 'DRAFT'); // the same state, a new version
      ids = [target.id];
    } else ids = await writeDrafts(tx, ctx, { wantedDate: null, lines });
    return madeOrders(tx, ctx, ids, {
      action: 'create-from-customer-order',
      after: { customerOrderId },
    });
  });
}

export async function generatedFromCustomer(ctx: Ctx, customerOrderId: number) {
  if (!(await demand.hasCustomerOrder(ctx.db, ctx.auth.firmId, customerOrderId)))
    throw new AppError('NOT_FOUND', 'No such customer order');
  const rows = await demand.listSupplies(ctx.db, ctx.auth.firmId, customerOrderId);
  return rows.map((r) => ({
    customerOrderLineId: r.customer_order_line_id,
    supplierOrderId: r.supplier_order_id,
    supplierOrderNumber: r.supplier_order_number,
    state: r.state as TSupplierOrderHeader['state'],
    supplierName: r.supplier_name,
    productCode: r.product_code,
    quantity: r.quantity,
    receivedQuantity: r.received_quantity,
  }));
}

/**
 * The lines of an invoice made from an order (README "Kinds and how they arise"): the dispatched,
 * not yet invoiced quantities of a NORMAL/FINAL invoice with the deduction of the open advances,
 * or the gross amount of a PROFORMA/ADVANCE split over the order's VAT codes. Every check here
 * runs under the order's row lock (issueFromOrderIn takes it first).
 */
import { computeLine, Money, roundMoney, type ZCreateInvoiceBody } from '@kontor/contract';
import type { z } from 'zod';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import * as repo from './invoices.repository.ts';
import { type DraftLine, negateLine, priceOrderLine, splitGross } from './invoices.rules.ts';

type CreateBody = z.output<typeof ZCreateInvoiceBody>;

export interface OrderInvoiceLines {
  lines: DraftLine[];
  proformaId: number | null;
  /**
   * The fulfilment date the documents themselves give: the latest dispatch of what a NORMAL/FINAL
   * invoice covers (Áfa tv. 55. §), the payment day of the proforma an advance follows (59. §).
   */
  fulfilmentDate: string | null;
}

/**
 * The deduction lines of the order's open advances (NAV interface spec v3.0 §2.9): the negative
 * of what is open of each advance line, oldest advance first, in all at most `cap` (the gross the
 * final invoice invoices); the last one taken may be deducted in part, the rest stays open.
 */
async function deductions(
  tx: Db,
  ctx: Ctx,
  order: repo.OrderHead,
  cap: Money,
  scale: number,
): Promise<DraftLine[]> {
  const advances = await repo.listOpenAdvances(tx, ctx.auth.firmId, order.id);
  let left = cap;
  return advances.flatMap(({ invoice, line, open }) => {
    if (left.lte(0)) return [];
    const amounts = new Money(open.gross).lte(left)
      ? open
      : computeLine({ quantity: 1, unitPrice: left, vatRate: line.vatRate, scale, basis: 'gross' });
    left = left.minus(amounts.gross);
    return [
      negateLine(
        {
          ...line,
          ...amounts,
          unitPrice: order.price_basis === 'gross' ? amounts.gross : amounts.net,
          orderLineId: null,
          correctedLineId: null,
          advanceInvoiceId: invoice.id,
          description: `Előleg levonása (${invoice.number}, ${invoice.fulfilmentDate})`,
        },
        scale,
      ),
    ];
  });
}

async function deliveredLines(
  tx: Db,
  ctx: Ctx,
  order: repo.OrderHead,
  body: CreateBody,
  scale: number,
): Promise<OrderInvoiceLines> {
  if (body.amount !== undefined || body.percent !== undefined)
    throw fieldError('amount', 'A normal or final invoice covers the dispatched lines; no amount');
  const orderLines = await repo.listOrderLines(tx, order.id);
  const lines = orderLines.flatMap((l) => {
    const open = Money.min(l.dispatched, l.quantity).minus(l.invoiced);
    return open.gt(0)
      ? [
          priceOrderLine(
            {
              id: l.id,
              productId: l.product_id,
              productName: l.product_name,
              description: l.description,
              unit: l.unit,
              unitPrice: l.unit_price,
              discountPercent: l.discount_percent,
              vatCode: l.vat_code,
              vatRate: l.vat_rate,
            },
            open.toFixed(4),
            order.price_basis,
            scale,
          ),
        ]
      : [];
  });
  if (lines.length === 0)
    throw new AppError(
      'INVALID_STATE',
      'Nothing to invoice: no dispatched, not yet invoiced line',
      {
        errors: [{ path: 'kind', message: 'Nothing dispatched to invoice', code: 'invalid_state' }],
      },
    );
  const invoiced = lines.reduce((sum, l) => sum.plus(l.gross), new Money(0));
  const deducted = await deductions(tx, ctx, order, invoiced, scale);
  if (body.kind === 'NORMAL' && deducted.length)
    throw fieldError(
      'kind',
      'The order has advance invoices: issue a FINAL invoice to deduct them',
    );
  if (body.kind === 'FINAL' && !deducted.length)
    throw fieldError('kind', 'The order has no advance invoice to deduct: issue a NORMAL invoice');
  const fulfilmentDate = await repo.latestDispatchDay(
    tx,
    lines.map((l) => l.orderLineId!),
  );
  return { lines: [...lines, ...deducted], proformaId: null, fulfilmentDate };
}

/** The proforma an advance invoice follows, its amount and the day its money arrived. */
async function proformaOf(tx: Db, ctx: Ctx, order: repo.OrderHead, body: CreateBody) {
  if (body.kind !== 'ADVANCE')
    throw fieldError('proformaId', 'Only an advance invoice follows a proforma');
  const proforma = await repo.findInvoice(tx, ctx.auth.firmId, body.proformaId!, true);
  if (proforma?.kind !== 'PROFORMA' || proforma.customerOrderId !== order.id)
    throw fieldError('proformaId', 'No such proforma of this order');
  if (proforma.cancelledAt) throw fieldError('proformaId', 'The proforma is cancelled');
  if (await repo.hasInvoiceOfProforma(tx, proforma.id))
    throw fieldError(
      'proformaId',
      'An advance invoice was already issued for this proforma',
      'INVALID_STATE',
    );
  const paid = new Money(proforma.paidTotal).gt(0);
  return {
    id: proforma.id,
    amount: paid ? proforma.paidTotal : proforma.grossTotal,
    paidOn: paid ? await repo.lastPaymentDay(tx, proforma.id) : null,
  };
}

/**
 * A proforma's or an advance's gross amount, at most what the order's gross leaves beside the
 * open documents of the kind (open advances; open proformas), so repeated requests cannot ask
 * for or invoice more than the order is worth.
 */
async function amountLines(
  tx: Db,
  ctx: Ctx,
  order: repo.OrderHead,
  body: CreateBody,
  scale: number,
): Promise<OrderInvoiceLines> {
  const orderLines = await repo.listOrderLines(tx, order.id);
  if (orderLines.length === 0) throw fieldError('kind', 'The order has no lines');
  const proforma = body.proformaId !== undefined ? await proformaOf(tx, ctx, order, body) : null;
  const amount = body.amount ?? proforma?.amount;
  if ((amount === undefined) === (body.percent === undefined))
    throw fieldError('amount', 'Give either an amount or a percent');
  const gross =
    amount !== undefined
      ? roundMoney(amount, scale)
      : roundMoney(new Money(order.gross_total).times(body.percent!).div(100), scale);
  if (new Money(gross).lte(0)) throw fieldError('amount', 'The amount is zero');
  const kind = body.kind as 'ADVANCE' | 'PROFORMA';
  const open = await repo.openGrossOf(tx, order.id, kind);
  const left = new Money(order.gross_total).minus(open);
  if (new Money(gross).gt(left))
    throw fieldError(
      body.percent !== undefined ? 'percent' : 'amount',
      `More than the order's gross total leaves beside its open ${
        kind === 'ADVANCE' ? 'advance invoices' : 'proformas'
      } (${Money.max(left, 0).toFixed(scale)} ${order.currency_code})`,
    );
  const groups = new Map<string, { vatCode: string; vatRate: string; gross: Money }>();
  for (const l of orderLines) {
    const g = groups.get(l.vat_code) ?? {
      vatCode: l.vat_code,
      vatRate: l.vat_rate,
      gross: new Money(0),
    };
    groups.set(l.vat_code, { ...g, gross: g.gross.plus(l.gross) });
  }
  const label = kind === 'PROFORMA' ? 'Díjbekérő' : 'Előleg';
  const parts = splitGross(
    gross,
    [...groups.values()].map((g) => ({ ...g, gross: g.gross.toFixed(4) })),
    scale,
  );
  const lines = parts.map(
    (p): DraftLine => ({
      orderLineId: null,
      advanceInvoiceId: null,
      correctedLineId: null,
      productId: null,
      description: `${label} a(z) ${order.number} rendelésre`,
      quantity: '1.0000',
      unit: 'db',
      unitPrice: order.price_basis === 'gross' ? p.amounts.gross : p.amounts.net,
      vatCode: p.vatCode,
      vatRate: p.vatRate,
      ...p.amounts,
    }),
  );
  return { lines, proformaId: proforma?.id ?? null, fulfilmentDate: proforma?.paidOn ?? null };
}

export function orderInvoiceLines(
  tx: Db,
  ctx: Ctx,
  order: repo.OrderHead,
  body: CreateBody,
  scale: number,
): Promise<OrderInvoiceLines> {
  return body.kind === 'NORMAL' || body.kind === 'FINAL'
    ? deliveredLines(tx, ctx, order, body, scale)
    : amountLines(tx, ctx, order, body, scale);
}

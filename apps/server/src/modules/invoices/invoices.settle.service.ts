/**
 * Cancelling a proforma and refunding a credit note (README "Payments and remainders"): the two
 * actions that settle a document without a new invoice.
 */
import { Money, type ZCancelProformaBody, type ZPaymentBody } from '@kontor/contract';
import type { z } from 'zod';
import { todayInHungary } from '../../platform/business-day.ts';
import { type Ctx, runAction } from '../../platform/context.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import * as repo from './invoices.repository.ts';
import { lockIssued } from './invoices.service.ts';
import { invoiceAnswer, refundableOf, scaleOf } from './invoices.view.ts';

const invalidState = (path: string, message: string, state: string) =>
  new AppError('INVALID_STATE', message, {
    errors: [{ path, message: state, code: 'invalid_state' }],
  });

/**
 * A proforma (díjbekérő) is a request for payment, not an invoice: it is cancelled by a state
 * change (no credit note, no NAV report). Only while nothing was paid on it and no advance invoice
 * was made of it; it keeps its number, so the DB series stays gapless.
 */
export function cancelProforma(
  ctx: Ctx,
  invoiceId: number,
  body: z.output<typeof ZCancelProformaBody>,
) {
  return runAction(ctx, async (tx) => {
    const row = await lockIssued(tx, ctx, invoiceId, body.version);
    if (row.kind !== 'PROFORMA')
      throw invalidState('kind', `A ${row.kind} is corrected by a credit note`, row.kind);
    if (row.cancelledAt) throw invalidState('state', 'The proforma is cancelled', 'CANCELLED');
    if (!new Money(row.paidTotal).isZero())
      throw invalidState(
        'paid',
        'Money was paid on the proforma; issue its advance invoice',
        'PAID',
      );
    if (await repo.hasInvoiceOfProforma(tx, row.id))
      throw invalidState('state', 'An advance invoice was issued of the proforma', 'INVOICED');
    await repo.cancelProforma(tx, row.id, body.reason);
    return invoiceAnswer(tx, ctx.auth.firmId, row.id, {
      action: 'cancel',
      change: (invoice) => ({
        before: { paymentState: 'UNPAID' },
        after: { paymentState: invoice.paymentState, reason: body.reason },
      }),
    });
  });
}

/**
 * A refund paid back to the customer on a credit note of a paid invoice: a negative payment of the
 * corrected invoice naming the credit note, at most what the credit note took back less earlier
 * refunds, and never more than the invoice is overpaid (its remainder goes back to 0, not below).
 */
export function addRefund(ctx: Ctx, creditNoteId: number, body: z.output<typeof ZPaymentBody>) {
  return runAction(ctx, async (tx) => {
    const note = await lockIssued(tx, ctx, creditNoteId, body.version);
    if (note.kind !== 'CREDIT_NOTE' || note.correctedInvoiceId === null)
      throw invalidState('kind', 'Only a credit note is refunded', note.kind);
    const original = await repo.findInvoice(tx, ctx.auth.firmId, note.correctedInvoiceId, true);
    const scale = await scaleOf(tx, note.currencyCode);
    if (new Money(body.amount).decimalPlaces() > scale)
      throw fieldError('amount', `At most ${scale} decimals in ${note.currencyCode}`);
    if (body.paidOn > todayInHungary()) throw fieldError('paidOn', 'The date is in the future');
    const refundable = await refundableOf(tx, note);
    if (new Money(body.amount).gt(refundable))
      throw fieldError('amount', `More than what may be refunded (${refundable.toFixed(scale)})`);
    const refund = { ...body, amount: new Money(body.amount).negated().toFixed(4), creditNoteId };
    await repo.insertPayment(tx, ctx.auth.firmId, original!.id, refund, ctx.auth.userId);
    await repo.bumpVersion(tx, note.id);
    return invoiceAnswer(tx, ctx.auth.firmId, note.id, {
      action: 'refund',
      change: () => ({
        after: { ...body, invoiceId: original!.id },
      }),
    });
  });
}

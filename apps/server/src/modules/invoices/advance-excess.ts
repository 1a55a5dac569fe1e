/**
 * An advance larger than what was finally delivered (NAV interface spec v3.0 §2.9): once the final
 * invoice leaves nothing of the order to invoice, what is still open of its advances is taken back
 * on the advance invoices by credit notes, in the final invoice's transaction, so the customer's
 * balance shows the money owed back (a paid advance becomes refundable on its credit note).
 */
import { Money } from '@kontor/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { issueCreditNote } from './credit-note.service.ts';
import type { InvoiceDeps } from './invoice-issue.ts';
import * as repo from './invoices.repository.ts';
import { type DraftLine, negateLine } from './invoices.rules.ts';
import { scaleOf } from './invoices.view.ts';

export const EXCESS_REASON =
  'Az előleg végszámlával nem fedezett része (a teljesítés kisebb az előlegnél)';

/** Credits the open rest of every advance of a fully invoiced order; answers the credit notes. */
export async function correctExcessAdvances(
  tx: Db,
  ctx: Ctx,
  deps: InvoiceDeps,
  order: repo.OrderHead,
): Promise<number[]> {
  const lines = await repo.listOrderLines(tx, order.id);
  if (lines.some((l) => new Money(l.invoiced).lt(l.quantity))) return [];
  const open = await repo.listOpenAdvances(tx, ctx.auth.firmId, order.id);
  const scale = await scaleOf(tx, order.currency_code);
  const byAdvance = new Map<number, DraftLine[]>();
  for (const { invoice, line, open: amounts } of open)
    byAdvance.set(invoice.id, [
      ...(byAdvance.get(invoice.id) ?? []),
      negateLine(
        {
          ...line,
          ...amounts,
          quantity: '1.0000',
          unitPrice: order.price_basis === 'gross' ? amounts.gross : amounts.net,
          correctedLineId: line.id,
        },
        scale,
      ),
    ]);
  const notes: number[] = [];
  for (const [advanceId, draft] of byAdvance) {
    const advance = await repo.findInvoice(tx, ctx.auth.firmId, advanceId, true);
    notes.push(await issueCreditNote(tx, ctx, deps, advance!, draft, EXCESS_REASON));
  }
  return notes;
}

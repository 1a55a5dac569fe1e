import { Money, type TCustomerOrderSupply, type TOrder } from '@kontor/contract';

export type TOrderLine = TOrder['lines'][number];

/** A purchase line of the order and what of it no supplier order covers yet. */
export interface PurchaseLine {
  line: TOrderLine;
  covered: string;
  open: string;
}

const BOUGHT = new Set(['PURCHASE', 'SUBCONTRACT']);

/** The order's PURCHASE / SUBCONTRACT lines with their open quantity (quantity − covered). */
export function purchaseLinesOf(
  order: TOrder,
  supplies: readonly TCustomerOrderSupply[],
): PurchaseLine[] {
  return order.lines
    .filter((line) => BOUGHT.has(line.fulfilment))
    .map((line) => {
      const covered = supplies
        .filter((s) => s.customerOrderLineId === line.id)
        .reduce((sum, s) => sum.plus(s.quantity), new Money(0));
      const open = Money.max(new Money(line.quantity).minus(covered), 0);
      return { line, covered: covered.toFixed(4), open: open.toFixed(4) };
    });
}

/** The supplier whose drafts a line can go into: one shared by every chosen line, else null. */
export function sharedPartnerOf(lines: readonly PurchaseLine[]): number | null {
  const partners = new Set(lines.map((l) => l.line.fulfilmentPartnerId));
  const [only] = partners;
  return partners.size === 1 && only !== undefined ? only : null;
}

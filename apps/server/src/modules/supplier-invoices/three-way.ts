import { Money, type TThreeWayFlag } from '@kontor/contract';

/** The firm's tolerances (settings `purchasing.*`; defaults 0.5 %, 1 Ft, 0). */
export interface Tolerance {
  pricePercent: string;
  priceHuf: string;
  quantity: string;
}

export interface ThreeWayFacts {
  orderedQuantity: string;
  receivedQuantity: string;
  /** On every live invoice, this one included. */
  invoicedQuantity: string;
  orderUnitPrice: string;
  orderExchangeRate: string;
  unitPrice: string;
  invoiceExchangeRate: string;
}

/**
 * The 3-way check of one item (README): prices are compared in forints at each document's MNB
 * rate; a price difference is tolerated when it is within the percent of the order price or
 * within the forint amount (the larger of the two). Quantities: received must equal ordered and
 * invoiced must equal received, each within the quantity tolerance.
 */
export function threeWayFlags(f: ThreeWayFacts, t: Tolerance): TThreeWayFlag[] {
  const flags: TThreeWayFlag[] = [];
  const ordered = new Money(f.orderUnitPrice).times(f.orderExchangeRate);
  const invoiced = new Money(f.unitPrice).times(f.invoiceExchangeRate);
  const allowed = Money.max(ordered.times(t.pricePercent).div(100), t.priceHuf);
  if (invoiced.minus(ordered).abs().gt(allowed)) flags.push('PRICE');
  const received = new Money(f.receivedQuantity);
  if (
    received.minus(f.orderedQuantity).abs().gt(t.quantity) ||
    received.minus(f.invoicedQuantity).abs().gt(t.quantity)
  )
    flags.push('QUANTITY');
  return flags;
}

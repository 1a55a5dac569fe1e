import { Money } from '../money.ts';
import type { TTenderMargin } from './tender-orders.ts';

/**
 * Margins of the quote matrix (README: margin). Nets are quantity × unit price to 4 decimals
 * (the precision of the stored prices and of supplier-order nets), rounded half up (money.ts);
 * the margin is sale − cost and its percent is margin / sale × 100 to 2 decimals, null on a zero
 * sale. A line without a chosen offer has no cost, and then neither has the total.
 */
export interface MarginInput {
  quantity: string;
  salePrice: string;
  /** The chosen offer's unit price, null when none is chosen. */
  cost: string | null;
}

function marginOf(saleNet: Money, costNet: Money | null): TTenderMargin {
  if (costNet === null)
    return { saleNet: saleNet.toFixed(4), costNet: null, margin: null, marginPercent: null };
  const margin = saleNet.minus(costNet);
  return {
    saleNet: saleNet.toFixed(4),
    costNet: costNet.toFixed(4),
    margin: margin.toFixed(4),
    marginPercent: saleNet.isZero() ? null : margin.div(saleNet).times(100).toFixed(2),
  };
}

const net = (quantity: string, price: string) =>
  new Money(new Money(quantity).times(price).toFixed(4));

export function lineMargin(line: MarginInput): TTenderMargin {
  return marginOf(
    net(line.quantity, line.salePrice),
    line.cost === null ? null : net(line.quantity, line.cost),
  );
}

export function totalMargin(lines: readonly MarginInput[]): TTenderMargin {
  let sale = new Money(0);
  let cost: Money | null = new Money(0);
  for (const line of lines) {
    sale = sale.plus(net(line.quantity, line.salePrice));
    cost = cost === null || line.cost === null ? null : cost.plus(net(line.quantity, line.cost));
  }
  return marginOf(sale, cost);
}

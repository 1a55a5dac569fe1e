import { Money } from '@kontor/contract';

/** An approved item that may apply to a line (its list already matched customer, currency, day). */
export interface Candidate {
  discountId: number;
  itemId: number;
  discountName: string;
  approvedBy: string | null;
  priority: number;
  target: 'PRODUCT' | 'GROUP' | 'CATALOGUE';
  minQuantity: string;
  discountPercent: string | null;
  fixedPrice: string | null;
}

export interface Choice {
  candidate: Candidate;
  /** The unit price the customer pays before line rounding (exact, not rounded). */
  effectivePrice: Money;
}

const SPECIFICITY = { PRODUCT: 3, GROUP: 2, CATALOGUE: 1 } as const;

/** The exact unit price a candidate gives; null for a percent without a list price. */
export function effectivePrice(c: Candidate, listPrice: string | null): Money | null {
  if (c.fixedPrice !== null) return new Money(c.fixedPrice);
  if (listPrice === null) return null;
  return new Money(listPrice).times(new Money(100).minus(c.discountPercent!)).div(100);
}

/**
 * Quantity breaks: of a list's items for the same target (the line's product, its group or its
 * catalogue), the one with the highest minimum quantity the line reaches (lowest id on a tie).
 */
export function applicableBreaks(candidates: readonly Candidate[], quantity: string): Candidate[] {
  const q = new Money(quantity);
  const byKey = new Map<string, Candidate>();
  for (const c of candidates) {
    if (q.lessThan(c.minQuantity)) continue;
    const key = `${c.discountId}:${c.target}`;
    const held = byKey.get(key);
    const cmp = held ? new Money(c.minQuantity).comparedTo(held.minQuantity) : 1;
    if (cmp > 0 || (cmp === 0 && c.itemId < held!.itemId)) byKey.set(key, c);
  }
  return [...byKey.values()];
}

/**
 * The precedence rule (modules/pricing/README.md): of the applicable quantity breaks that give a
 * price, the highest list priority wins; then the most specific target (product > group >
 * catalogue); then the lower price for the customer; then the lower item id, so the answer never
 * depends on the order of the candidates. Pure: the same candidates give the same choice whether
 * lines are priced one by one or in bulk.
 */
export function chooseDiscount(
  candidates: readonly Candidate[],
  listPrice: string | null,
  quantity: string,
): Choice | null {
  let best: Choice | null = null;
  for (const candidate of applicableBreaks(candidates, quantity)) {
    const price = effectivePrice(candidate, listPrice);
    if (price === null) continue;
    const choice = { candidate, effectivePrice: price };
    if (best === null || better(choice, best)) best = choice;
  }
  return best;
}

function better(a: Choice, b: Choice): boolean {
  const x = a.candidate;
  const y = b.candidate;
  if (x.priority !== y.priority) return x.priority > y.priority;
  if (x.target !== y.target) return SPECIFICITY[x.target] > SPECIFICITY[y.target];
  const cmp = a.effectivePrice.comparedTo(b.effectivePrice);
  if (cmp !== 0) return cmp < 0;
  return x.itemId < y.itemId;
}

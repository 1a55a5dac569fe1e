import { Money } from '@kontor/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Candidate, chooseDiscount, effectivePrice } from './discount-rule.ts';

const TARGETS = ['PRODUCT', 'GROUP', 'CATALOGUE'] as const;
const RANK = { PRODUCT: 3, GROUP: 2, CATALOGUE: 1 };
const decimal = (max: number, scale: number) =>
  fc
    .integer({ min: 0, max: max * 10 ** scale })
    .map((n) => new Money(n).div(10 ** scale).toFixed());

const candidate = fc
  .record({
    discountId: fc.integer({ min: 1, max: 4 }),
    itemId: fc.integer({ min: 1, max: 10_000 }),
    discountName: fc.constant('x'),
    approvedBy: fc.constant(null),
    priority: fc.integer({ min: 0, max: 3 }),
    target: fc.constantFrom(...TARGETS),
    minQuantity: decimal(20, 1),
    discountPercent: fc.option(decimal(100, 4), { nil: null }),
    fixedPrice: decimal(10_000, 4),
  })
  .map((c): Candidate => (c.discountPercent === null ? c : { ...c, fixedPrice: null }));

const candidates = fc.uniqueArray(candidate, { selector: (c) => c.itemId, maxLength: 12 });
const listPrice = fc.option(decimal(10_000, 4), { nil: null });
const quantity = decimal(30, 2);

/** The rule written out plainly: filter, keep the highest break per list and target, then sort. */
function reference(cs: Candidate[], list: string | null, q: string) {
  const reached = cs.filter((c) => new Money(q).greaterThanOrEqualTo(c.minQuantity));
  const breaks = reached.filter(
    (c) =>
      !reached.some(
        (o) =>
          o.discountId === c.discountId &&
          o.target === c.target &&
          (new Money(o.minQuantity).greaterThan(c.minQuantity) ||
            (new Money(o.minQuantity).equals(c.minQuantity) && o.itemId < c.itemId)),
      ),
  );
  const priced = breaks.flatMap((c) => {
    const p = effectivePrice(c, list);
    return p === null ? [] : [{ c, p }];
  });
  priced.sort(
    (a, b) =>
      b.c.priority - a.c.priority ||
      RANK[b.c.target] - RANK[a.c.target] ||
      a.p.comparedTo(b.p) ||
      a.c.itemId - b.c.itemId,
  );
  return priced[0]?.c.itemId ?? null;
}

describe('discount precedence rule', () => {
  it('chooses what the written rule says: priority, specificity, lower price, quantity breaks', () => {
    fc.assert(
      fc.property(candidates, listPrice, quantity, (cs, list, q) => {
        expect(chooseDiscount(cs, list, q)?.candidate.itemId ?? null).toBe(reference(cs, list, q));
      }),
    );
  });

  it('never depends on the order of the candidates and never answers a price below zero', () => {
    fc.assert(
      fc.property(candidates, listPrice, quantity, (cs, list, q) => {
        const a = chooseDiscount(cs, list, q);
        const b = chooseDiscount([...cs].reverse(), list, q);
        expect(b?.candidate.itemId).toBe(a?.candidate.itemId);
        if (a) expect(a.effectivePrice.isNegative()).toBe(false);
      }),
    );
  });

  it('takes the highest quantity break the line reaches', () => {
    const item = (itemId: number, minQuantity: string, discountPercent: string): Candidate => ({
      discountId: 1,
      itemId,
      discountName: 'x',
      approvedBy: null,
      priority: 0,
      target: 'PRODUCT',
      minQuantity,
      discountPercent,
      fixedPrice: null,
    });
    const breaks = [item(1, '0', '5'), item(2, '10', '3'), item(3, '50', '20')];
    expect(chooseDiscount(breaks, '100', '9.99')?.candidate.itemId).toBe(1);
    expect(chooseDiscount(breaks, '100', '10')?.candidate.itemId).toBe(2);
    expect(chooseDiscount(breaks, '100', '50')?.candidate.itemId).toBe(3);
    expect(chooseDiscount(breaks, null, '50')).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ThreeWayFacts, threeWayFlags } from './three-way.ts';

const TOLERANCE = { pricePercent: '0.5', priceHuf: '1', quantity: '0' };
const facts = (over: Partial<ThreeWayFacts> = {}): ThreeWayFacts => ({
  orderedQuantity: '10',
  receivedQuantity: '10',
  invoicedQuantity: '10',
  orderUnitPrice: '1000',
  orderExchangeRate: '1',
  unitPrice: '1000',
  invoiceExchangeRate: '1',
  ...over,
});

describe('the 3-way check of a supplier-invoice item', () => {
  it('a matching item has no flag; 0.5 % of the price is tolerated, more is flagged', () => {
    expect(threeWayFlags(facts(), TOLERANCE)).toEqual([]);
    expect(threeWayFlags(facts({ unitPrice: '1005' }), TOLERANCE)).toEqual([]);
    expect(threeWayFlags(facts({ unitPrice: '994.99' }), TOLERANCE)).toEqual(['PRICE']);
    expect(threeWayFlags(facts({ unitPrice: '1005.01' }), TOLERANCE)).toEqual(['PRICE']);
  });

  it('on cheap goods the 1 Ft tolerance is the larger one', () => {
    const cheap = facts({ orderUnitPrice: '20' });
    expect(threeWayFlags({ ...cheap, unitPrice: '21' }, TOLERANCE)).toEqual([]);
    expect(threeWayFlags({ ...cheap, unitPrice: '21.5' }, TOLERANCE)).toEqual(['PRICE']);
  });

  it('compares prices in forints at each document’s MNB rate', () => {
    const eur = facts({ orderUnitPrice: '10', orderExchangeRate: '400' });
    expect(threeWayFlags({ ...eur, unitPrice: '4000' }, TOLERANCE)).toEqual([]);
    expect(
      threeWayFlags({ ...eur, unitPrice: '10', invoiceExchangeRate: '410' }, TOLERANCE),
    ).toEqual(['PRICE']);
  });

  it('flags a short delivery and an invoice that does not cover what came', () => {
    expect(
      threeWayFlags(facts({ receivedQuantity: '8', invoicedQuantity: '8' }), TOLERANCE),
    ).toEqual(['QUANTITY']);
    expect(threeWayFlags(facts({ invoicedQuantity: '6' }), TOLERANCE)).toEqual(['QUANTITY']);
    expect(
      threeWayFlags(facts({ invoicedQuantity: '9.5' }), { ...TOLERANCE, quantity: '0.5' }),
    ).toEqual([]);
  });

  it('a price difference within both tolerances is never flagged, beyond both always', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: -2000, max: 2000 }),
        (order, cents) => {
          const unitPrice = (order + cents / 100).toFixed(2);
          const flagged = threeWayFlags(
            facts({ orderUnitPrice: String(order), unitPrice }),
            TOLERANCE,
          );
          // In whole cents: |diff| > max(1 Ft, 0.5 % of the order price) ⇔ 2·|cents| > max(200, order).
          const isOver = 2 * Math.abs(cents) > Math.max(200, order);
          expect(flagged).toEqual(isOver ? ['PRICE'] : []);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryFee, earliestDeliveryDay, isoWeekday, sizeClassOf } from './delivery.rules.ts';
import { coordinatesOf } from './postcodes/postcodes.ts';
import { proposeStopOrder, tourLength } from './stop-order.ts';

const budapest = { weekdays: [1, 2, 3, 4, 5], cutoffTime: '14:00', leadDays: 1 };

describe('earliest delivery day (Europe/Budapest, weekends off)', () => {
  it('counts the lead time in working days from the order, one more after the cut-off', () => {
    // Friday 27 Nov 2026 10:00 and 15:00 in Budapest (UTC+1).
    expect(earliestDeliveryDay(budapest, new Date('2026-11-27T09:00:00Z'))).toBe('2026-11-30');
    expect(earliestDeliveryDay(budapest, new Date('2026-11-27T14:00:00Z'))).toBe('2026-12-01');
    // Saturday counts as after the cut-off: Monday is the first working day, Tuesday the delivery.
    expect(earliestDeliveryDay(budapest, new Date('2026-11-28T08:00:00Z'))).toBe('2026-12-01');
  });

  it('takes the next served weekday and skips holidays when a list is given', () => {
    const tuesdayThursday = { weekdays: [2, 4], cutoffTime: '12:00', leadDays: 1 };
    expect(earliestDeliveryDay(tuesdayThursday, new Date('2026-11-30T08:00:00Z'))).toBe(
      '2026-12-01',
    );
    expect(earliestDeliveryDay(tuesdayThursday, new Date('2026-12-01T08:00:00Z'))).toBe(
      '2026-12-03',
    );
    const christmas = new Set(['2026-12-24', '2026-12-25']);
    const calendar = (day: string) => isoWeekday(day) <= 5 && !christmas.has(day);
    expect(earliestDeliveryDay(budapest, new Date('2026-12-23T08:00:00Z'), calendar)).toBe(
      '2026-12-28',
    );
  });

  it('always answers a served working day after the order day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01'), max: new Date('2028-12-31'), noInvalidDate: true }),
        fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1 }),
        fc.integer({ min: 0, max: 5 }),
        (at, weekdays, leadDays) => {
          const day = earliestDeliveryDay({ weekdays, cutoffTime: '12:00', leadDays }, at);
          expect(weekdays).toContain(isoWeekday(day));
          expect(day >= at.toISOString().slice(0, 10)).toBe(true);
        },
      ),
    );
  });
});

describe('fees', () => {
  const banded = {
    feeRule: 'WEIGHT_BANDS' as const,
    fixedFee: '0',
    weightBands: [
      { upToKg: '30', amount: '4990' },
      { upToKg: '200', amount: '9990' },
    ],
    freeAboveNet: '300000',
  };
  it('takes the first band holding the weight, the last one beyond, nothing above the free limit', () => {
    expect(deliveryFee(banded, '30', '1000')).toBe('4990.00');
    expect(deliveryFee(banded, '30.001', '1000')).toBe('9990.00');
    expect(deliveryFee(banded, '999', '1000')).toBe('9990.00');
    expect(deliveryFee(banded, '10', '300000')).toBe('0');
    expect(deliveryFee({ ...banded, feeRule: 'FIXED', fixedFee: '2490' }, '10', '1000')).toBe(
      '2490.00',
    );
  });
  it('sizes a parcel by its longest side', () => {
    expect([60, 61, 120, 200, 201].map(sizeClassOf)).toEqual(['S', 'M', 'M', 'L', 'XL']);
  });
});

describe('stop order: nearest neighbour then 2-opt', () => {
  const depot = coordinatesOf('1138')!;
  it('places Budapest by district and the rest by postal area', () => {
    expect(coordinatesOf('1044')).not.toEqual(coordinatesOf('1117'));
    expect(coordinatesOf('6724')).toEqual(coordinatesOf('6700'));
    expect(coordinatesOf('0999')).toBeNull();
  });
  it('visits every stop once and leaves no stretch whose reversal would shorten the tour', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            latitude: fc.double({ min: 45.8, max: 48.5, noNaN: true }),
            longitude: fc.double({ min: 16.2, max: 22.8, noNaN: true }),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        (points) => {
          const order = proposeStopOrder(depot, points);
          expect([...order].sort((a, b) => a - b)).toEqual(points.map((_, i) => i));
          // 2-opt leaves no crossing a reversal removes: reversing any stretch never shortens it.
          const length = tourLength(depot, points, order);
          for (let i = 0; i < order.length; i++)
            for (let k = i + 1; k < order.length; k++) {
              const reversed = [
                ...order.slice(0, i),
                ...order.slice(i, k + 1).reverse(),
                ...order.slice(k + 1),
              ];
              expect(tourLength(depot, points, reversed)).toBeGreaterThanOrEqual(length - 1e-6);
            }
        },
      ),
      { numRuns: 30 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeLine, Money, roundMoney, sumByVatRate, sumLines } from './money.ts';

const decimal = (max: number, scale: number) =>
  fc
    .integer({ min: 0, max: max * 10 ** scale })
    .map((n) => new Money(n).div(10 ** scale).toFixed(scale));

describe('money rules', () => {
  it('rounds half away from zero to the currency scale', () => {
    expect(roundMoney('2.5', 0)).toBe('3');
    expect(roundMoney('-2.5', 0)).toBe('-3');
    expect(roundMoney('0.125', 2)).toBe('0.13');
    expect(roundMoney('1.005', 2)).toBe('1.01');
  });

  it('computes a company line from the net: HUF whole forints', () => {
    expect(
      computeLine({
        quantity: '3',
        unitPrice: '333.33',
        discountPercent: '10',
        vatRate: '27',
        scale: 0,
      }),
    ).toEqual({
      net: '900',
      vat: '243',
      gross: '1143',
    });
  });

  it('computes a private person line from the gross: the gross is what was agreed', () => {
    expect(
      computeLine({ quantity: '1', unitPrice: '1270', vatRate: '27', scale: 0, basis: 'gross' }),
    ).toEqual({ net: '1000', vat: '270', gross: '1270' });
  });

  it('keeps EUR cents right where floats fail (0.1 + 0.2)', () => {
    const lines = [
      computeLine({ quantity: '1', unitPrice: '0.1', vatRate: '0', scale: 2 }),
      computeLine({ quantity: '1', unitPrice: '0.2', vatRate: '0', scale: 2 }),
    ];
    expect(sumLines(lines, 2).net).toBe('0.30');
  });

  it('for any lines: gross = net + VAT per line, and totals equal the sum of the lines', () => {
    const line = fc.record({
      quantity: decimal(10_000, 3),
      unitPrice: decimal(1_000_000, 4),
      discountPercent: decimal(100, 2),
      vatRate: fc.constantFrom('27', '18', '5', '0'),
      basis: fc.constantFrom('net' as const, 'gross' as const),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.constantFrom(0, 2), (inputs, scale) => {
        const lines = inputs.map((input) => ({
          ...computeLine({ ...input, scale }),
          vatRate: input.vatRate,
        }));
        for (const l of lines) {
          expect(new Money(l.net).plus(l.vat).eq(l.gross)).toBe(true);
          expect(new Money(l.net).decimalPlaces()).toBeLessThanOrEqual(scale);
        }
        const total = sumLines(lines, scale);
        const byRate = [...sumByVatRate(lines, scale).values()];
        expect(new Money(total.gross).eq(new Money(total.net).plus(total.vat))).toBe(true);
        expect(sumLines(byRate, scale)).toEqual(total);
      }),
    );
  });

  it('a discount never makes a line dearer and 100 % makes it free', () => {
    fc.assert(
      fc.property(
        decimal(1000, 3),
        decimal(100_000, 2),
        decimal(100, 2),
        (quantity, unitPrice, discountPercent) => {
          const full = computeLine({ quantity, unitPrice, vatRate: '27', scale: 2 });
          const discounted = computeLine({
            quantity,
            unitPrice,
            discountPercent,
            vatRate: '27',
            scale: 2,
          });
          expect(new Money(discounted.net).lte(full.net)).toBe(true);
          expect(
            computeLine({ quantity, unitPrice, discountPercent: '100', vatRate: '27', scale: 2 })
              .gross,
          ).toBe('0.00');
        },
      ),
    );
  });
});

import { Money, roundCashHuf, sumLines } from '@kontor/contract';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  type DraftLine,
  negateLine,
  priceOrderLine,
  splitGross,
  totalsOf,
  vatSummary,
} from './invoices.rules.ts';

const VAT = ['27', '18', '5', 'AAM'] as const;
const rateOf = (code: string) => (code === 'AAM' ? '0' : code);

const arbLine = fc.record({
  vatCode: fc.constantFrom(...VAT),
  quantity: fc.integer({ min: 1, max: 50_000 }).map((n) => (n / 100).toFixed(2)),
  unitPrice: fc.integer({ min: 0, max: 10_000_000 }).map((n) => (n / 100).toFixed(2)),
  discountPercent: fc.constantFrom('0', '5', '12.5'),
});
const arbDoc = fc.record({
  lines: fc.array(arbLine, { minLength: 1, maxLength: 12 }),
  basis: fc.constantFrom('net' as const, 'gross' as const),
  scale: fc.constantFrom(0, 2),
});

const priced = (doc: {
  lines: { vatCode: string; quantity: string; unitPrice: string; discountPercent: string }[];
  basis: 'net' | 'gross';
  scale: number;
}) =>
  doc.lines.map((l, i) =>
    priceOrderLine(
      {
        id: i + 1,
        productId: i + 1,
        description: '',
        productName: 'x',
        unit: 'db',
        vatRate: rateOf(l.vatCode),
        ...l,
      },
      l.quantity,
      doc.basis,
      doc.scale,
    ),
  );

it('totals per VAT code add up to the document totals, each the exact sum of its rounded lines', () => {
  fc.assert(
    fc.property(arbDoc, (doc) => {
      const lines = priced(doc);
      for (const l of lines) {
        expect(new Money(l.net).plus(l.vat).eq(l.gross)).toBe(true);
        expect(new Money(l.net).decimalPlaces()).toBeLessThanOrEqual(doc.scale);
      }
      const groups = vatSummary(lines, doc.scale, null);
      const total = sumLines(lines, doc.scale);
      expect(sumLines(groups, doc.scale)).toEqual(total);
      for (const g of groups)
        expect(
          sumLines(
            lines.filter((l) => l.vatCode === g.vatCode),
            doc.scale,
          ).gross,
        ).toBe(g.gross);
    }),
  );
});

it('a final invoice (lines minus split advances) plus its advances equals the order total', () => {
  fc.assert(
    fc.property(
      arbDoc,
      fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 3 }),
      (doc, percents) => {
        const lines = priced(doc);
        const order = sumLines(lines, doc.scale);
        const groups = vatSummary(lines, doc.scale, null).filter((g) => new Money(g.gross).gt(0));
        fc.pre(groups.length > 0);
        const advances = percents.map((p) =>
          splitGross(
            new Money(order.gross).times(p).div(100).toFixed(doc.scale),
            groups,
            doc.scale,
          ).map(
            (part): DraftLine => ({
              ...lines[0]!,
              vatCode: part.vatCode,
              vatRate: part.vatRate,
              quantity: '1',
              ...part.amounts,
            }),
          ),
        );
        const final = [...lines, ...advances.flat().map((l) => negateLine(l, doc.scale))];
        const finalGross = sumLines(final, doc.scale).gross;
        const advanced = advances.map((a) => sumLines(a, doc.scale).gross);
        expect(advanced.reduce((s, a) => s.plus(a), new Money(finalGross)).eq(order.gross)).toBe(
          true,
        );
        for (const [a, p] of advanced.map((a, i) => [a, percents[i]!] as const))
          expect(a).toBe(new Money(order.gross).times(p).div(100).toFixed(doc.scale));
      },
    ),
  );
});

it('cash in HUF is payable rounded to 5 Ft, never more than 2 Ft off, outside the VAT base', () => {
  fc.assert(
    fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (gross) => {
      const payable = new Money(roundCashHuf(gross));
      expect(payable.mod(5).isZero()).toBe(true);
      expect(payable.minus(gross).abs().lte(2)).toBe(true);
    }),
  );
  const line = priceOrderLine(
    {
      id: 1,
      productId: 1,
      description: '',
      productName: 'x',
      unit: 'db',
      unitPrice: '1273',
      discountPercent: '0',
      vatCode: '27',
      vatRate: '27',
    },
    '1',
    'gross',
    0,
  );
  expect(
    totalsOf([line], { scale: 0, currency: 'HUF', paymentMethod: 'CASH', exchangeRate: null }),
  ).toMatchObject({
    net: '1002',
    vat: '271',
    gross: '1273',
    cashRounding: '2',
    payable: '1275',
  });
});

/**
 * Money rules shared by the server and the web app (live totals show what the server will store).
 * Amounts are decimal strings on the wire and Decimal here: never floats (ARCHITECTURE.md,
 * convention 5).
 *
 * Rounding (written down with its source):
 * - Half away from zero: "a kerekítés általános szabályai szerint", the general rounding rule that
 *   Hungarian invoicing practice and NAV Online Számla's amount checks assume (line amounts rounded
 *   one by one; NAV tolerates the resulting differences between line sums and VAT totals).
 * - A line is rounded to its currency's scale (`currencies.decimals`: HUF 0, EUR 2, …) once per
 *   amount; totals are the exact sum of the rounded lines, never rounded again, so a document's
 *   total always equals the sum of its lines.
 * - Net basis (companies): net = round(quantity × unit price × (1 − discount %)), VAT = round(net ×
 *   rate), gross = net + VAT. Gross basis (private persons, prices shown gross): gross = round(quantity ×
 *   gross unit price × (1 − discount %)), net = round(gross / (1 + rate)), VAT = gross − net.
 */
import { Decimal } from 'decimal.js';

/** An isolated Decimal: 40 significant digits, half away from zero; other users' settings do not leak in. */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Money = Decimal;

export type Amount = Decimal.Value;

/** Rounds to `scale` decimals (half away from zero) and answers the plain decimal string. */
export function roundMoney(value: Amount, scale: number): string {
  return new Money(value).toDecimalPlaces(scale, Money.ROUND_HALF_UP).toFixed(scale);
}

export type PriceBasis = 'net' | 'gross';

export interface LineInput {
  quantity: Amount;
  /** Net unit price on the net basis, gross unit price on the gross basis. */
  unitPrice: Amount;
  /** Discount in percent, 0–100. */
  discountPercent?: Amount;
  /** VAT rate in percent (27, 18, 5, 0). */
  vatRate: Amount;
  /** Decimals of the document's currency. */
  scale: number;
  basis?: PriceBasis;
}

export interface LineAmounts {
  net: string;
  vat: string;
  gross: string;
}

/** The net, VAT and gross of one line, each rounded once to the currency's scale. */
export function computeLine(line: LineInput): LineAmounts {
  const factor = new Money(1).minus(new Money(line.discountPercent ?? 0).div(100));
  const value = new Money(line.quantity).times(line.unitPrice).times(factor);
  const rate = new Money(line.vatRate).div(100);
  if ((line.basis ?? 'net') === 'gross') {
    const gross = new Money(roundMoney(value, line.scale));
    const net = new Money(roundMoney(gross.div(rate.plus(1)), line.scale));
    return {
      net: net.toFixed(line.scale),
      vat: gross.minus(net).toFixed(line.scale),
      gross: gross.toFixed(line.scale),
    };
  }
  const net = new Money(roundMoney(value, line.scale));
  const vat = new Money(roundMoney(net.times(rate), line.scale));
  return {
    net: net.toFixed(line.scale),
    vat: vat.toFixed(line.scale),
    gross: net.plus(vat).toFixed(line.scale),
  };
}

/** Exact sums of already rounded line amounts (no second rounding). */
export function sumLines(lines: readonly LineAmounts[], scale: number): LineAmounts {
  const total = (key: keyof LineAmounts) =>
    lines.reduce((sum, line) => sum.plus(line[key]), new Money(0)).toFixed(scale);
  return { net: total('net'), vat: total('vat'), gross: total('gross') };
}

/** Totals per VAT rate (the invoice's VAT summary), keyed by the rate as written on the lines. */
export function sumByVatRate(
  lines: readonly (LineAmounts & { vatRate: string })[],
  scale: number,
): Map<string, LineAmounts> {
  const groups = new Map<string, LineAmounts[]>();
  for (const line of lines) groups.set(line.vatRate, [...(groups.get(line.vatRate) ?? []), line]);
  return new Map([...groups].map(([rate, group]) => [rate, sumLines(group, scale)]));
}

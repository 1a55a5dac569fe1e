/** Decimals of a stock quantity (numeric(…, 4) in the ledger). */
const SCALE = 4;

/** Sums decimal strings exactly (scaled integers, no float rounding): `['1.5', '2.25']` → `'3.75'`. */
export function sumQuantities(quantities: readonly string[]): string {
  let total = 0n;
  for (const quantity of quantities) {
    const negative = quantity.startsWith('-');
    const [whole = '0', fraction = ''] = quantity.replace('-', '').split('.');
    const scaled = BigInt(whole + fraction.padEnd(SCALE, '0').slice(0, SCALE));
    total += negative ? -scaled : scaled;
  }
  const sign = total < 0n ? '-' : '';
  const digits = (total < 0n ? -total : total).toString().padStart(SCALE + 1, '0');
  return `${sign}${digits.slice(0, -SCALE)}.${digits.slice(-SCALE)}`;
}

import type { TLanguage } from '@kontor/contract';
import part from '@kontor/contract/dictionaries/orders.json' with { type: 'json' };

const TEXTS: Record<TLanguage, Record<string, string>> = { HU: part.hu, EN: part.en };

/**
 * A text of the sales area's dictionary part (`packages/contract/dictionaries/orders.json`: dispatch
 * reasons, order label, price explanations) with its `{placeholders}` filled in. The part is the
 * same file the dictionary service loads; it is imported here so the texts need no database.
 */
export function salesText(
  language: TLanguage,
  key: string,
  params: Record<string, string> = {},
): string {
  const text = TEXTS[language][key] ?? TEXTS.HU[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');
}

/** A decimal the Hungarian way for a text: `12.5000` → `12,5`. */
export function huDecimal(value: string): string {
  const trimmed = value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
  return trimmed.replace('.', ',');
}

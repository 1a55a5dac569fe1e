import type { TPriceSource } from '@kontor/contract';
import type { TFunction } from 'i18next';

/**
 * A stored line's price source in words: 'Árlista: Kiskereskedelmi ár', 'Kedvezménylista: Ősz
 * 2026 kampány, jóváhagyta: Kovács Anna', or 'Kézzel megadott ár'.
 */
export function priceSourceText(
  t: TFunction,
  source: TPriceSource,
  /** The server's wording of an approved discount (name, percent, approver), when stored. */
  explanation: string | null,
): string {
  if (source.kind === 'DISCOUNT' && explanation) return explanation;
  if (source.kind === 'MANUAL') return t('SALES.PRICE.TYPED');
  if (source.kind === 'LIST') {
    const list = source.priceList ?? '';
    return t('SALES.PRICE.SOURCE_LIST', {
      list: t(`PARTNERS.PRICE_TYPE.${list}`, { defaultValue: list }),
    });
  }
  const text = t('SALES.PRICE.SOURCE_DISCOUNT', { name: source.discountName ?? '' });
  return source.approvedBy
    ? t('SALES.PRICE.SOURCE_APPROVED', { text, approver: source.approvedBy })
    : text;
}

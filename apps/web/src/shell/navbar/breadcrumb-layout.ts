import { BREADCRUMB_ELLIPSIS_RESERVE_PX, BREADCRUMB_KEEP_LEADING } from '../shell-constants';

export interface BreadcrumbLayout {
  leading: number[];
  collapsed: number[];
  trailing: number[];
}

/**
 * Which items stay listed when the breadcrumb is too narrow (000 §2): the first 2 items stay,
 * the ellipsis menu reserves 40px, and as many of the last items as fit stay listed after it;
 * the ones between go into the ellipsis menu.
 */
export function layoutBreadcrumb(
  itemWidths: readonly number[],
  available: number,
): BreadcrumbLayout {
  const all = itemWidths.map((_, index) => index);
  const total = itemWidths.reduce((sum, width) => sum + width, 0);
  if (total <= available || itemWidths.length <= BREADCRUMB_KEEP_LEADING) {
    return { leading: all, collapsed: [], trailing: [] };
  }
  const leading = all.slice(0, BREADCRUMB_KEEP_LEADING);
  let used =
    leading.reduce((sum, index) => sum + (itemWidths[index] ?? 0), 0) +
    BREADCRUMB_ELLIPSIS_RESERVE_PX;
  let firstTrailing = itemWidths.length;
  while (firstTrailing > BREADCRUMB_KEEP_LEADING) {
    const width = itemWidths[firstTrailing - 1] ?? 0;
    if (used + width > available) break;
    used += width;
    firstTrailing -= 1;
  }
  return {
    leading,
    collapsed: all.slice(BREADCRUMB_KEEP_LEADING, firstTrailing),
    trailing: all.slice(firstTrailing),
  };
}

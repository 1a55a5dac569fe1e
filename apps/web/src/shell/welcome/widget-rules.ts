import type { TWidget, TWidgetType } from '@kontor/contract';

export interface Shortcut {
  text: string;
  url: string;
}

/**
 * The full-list shortcut exists only when count, showMoreLink, noDataAvailableLink and
 * optionalURL are all present; its text is showMoreLink above 0, else noDataAvailableLink.
 */
export function fullListShortcut(widget: TWidget): Shortcut | null {
  const { count, showMoreLink, noDataAvailableLink, optionalURL } = widget;
  if (count === null || !showMoreLink || !noDataAvailableLink || !optionalURL) return null;
  return { text: count > 0 ? showMoreLink : noDataAvailableLink, url: optionalURL };
}

/** The widget types that may offer a creation shortcut (000 §2). */
export const CREATION_SHORTCUT_TYPES: ReadonlySet<TWidgetType> = new Set<TWidgetType>([
  'CustomerServiceTaskWidget',
  'ApprovedQuoteWidget',
  'ApprovedCustomerOrderWidget',
  'NumberOfCustomersWidget',
]);

/** The creation shortcut: only for the four types above, and only with both fields present. */
export function creationShortcut(widget: TWidget): Shortcut | null {
  if (!CREATION_SHORTCUT_TYPES.has(widget.widgetType)) return null;
  if (!widget.primaryButtonURL || !widget.primaryButtonText) return null;
  return { text: widget.primaryButtonText, url: widget.primaryButtonURL };
}

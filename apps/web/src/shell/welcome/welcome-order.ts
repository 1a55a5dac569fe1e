import type { TWidget } from '@kontor/contract';

/** A place on the welcome page: an id of the saved order, with its widget when the server sent one. */
export interface DisplayedWidget {
  id: string;
  widget: TWidget | undefined;
}

/**
 * The welcome page from the saved order (000 §2): the ids in order are displayed (an id without
 * data is shown as unresolved), the widgets not in the order are 'remaining' and sit in the drawer.
 */
export function arrangeWidgets(
  order: readonly string[],
  widgets: readonly TWidget[],
): { displayed: DisplayedWidget[]; remaining: TWidget[] } {
  const byId = new Map(widgets.map((widget) => [widget.id, widget]));
  const ordered = new Set(order);
  return {
    displayed: order.map((id) => ({ id, widget: byId.get(id) })),
    remaining: widgets.filter((widget) => !ordered.has(widget.id)),
  };
}

/** Displaying a widget inserts it at an index (clamped to the list). */
export function displayWidget(order: readonly string[], id: string, index: number): string[] {
  const without = order.filter((existing) => existing !== id);
  const at = Math.max(0, Math.min(index, without.length));
  return [...without.slice(0, at), id, ...without.slice(at)];
}

/** Returning a widget to the drawer removes it from the order. */
export function returnWidget(order: readonly string[], id: string): string[] {
  return order.filter((existing) => existing !== id);
}

/** Moves the widget `id` to the place of `overId` (drag and drop, keyboard). */
export function moveWidget(order: readonly string[], id: string, overId: string): string[] {
  const from = order.indexOf(id);
  const to = order.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

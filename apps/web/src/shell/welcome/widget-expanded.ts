import * as z from 'zod/mini';
import { createStoredState } from '../../lib/stored-state';

/** Whether each welcome widget is expanded, by widget id; kept locally (000 §2). */
export const widgetExpandedStore = createStoredState(
  'kontor.welcomeWidgetExpanded',
  z.record(z.string(), z.boolean()),
  {},
);

/** A widget never toggled shows expanded. */
export function isWidgetExpanded(flags: Readonly<Record<string, boolean>>, id: string): boolean {
  return flags[id] ?? true;
}

export function setWidgetExpanded(id: string, isExpanded: boolean): void {
  widgetExpandedStore.set((flags) => ({ ...flags, [id]: isExpanded }));
}

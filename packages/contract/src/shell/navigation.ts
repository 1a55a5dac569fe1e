import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const ZHistoryItem = z.object({
  url: z.string(),
  label: z.string(),
  queryString: z.string(),
});
export type THistoryItem = z.infer<typeof ZHistoryItem>;

export const ZPushHistoryBody = z.object({
  label: z.string().trim().min(1).max(200),
  url: z
    .string()
    .max(2000)
    .regex(/^\/(?!\/)/, 'An application path starting with / expected'),
});

export const ZHotkey = z.object({
  id: z.string(),
  key: z.string(),
  needsKeyAlt: z.boolean(),
  needsKeyCtrl: z.boolean(),
  needsKeyShift: z.boolean(),
  needsKeyMeta: z.boolean(),
  clientFunction: z.string().optional(),
});
export type THotkey = z.infer<typeof ZHotkey>;

export const ZMenuLink = z.object({
  id: z.string(),
  label: z.string(),
  url: z.string(),
  createNewUrl: z.string().nullable(),
  hotkey: ZHotkey.nullable(),
});
export const ZMenuGroup = z.object({
  id: z.string(),
  label: z.string(),
  submenus: z.array(ZMenuLink),
});
export const ZMenuTop = z.object({
  id: z.string(),
  label: z.string(),
  icon: z.string(),
  submenus: z.array(ZMenuGroup),
});
export type TMenuTop = z.infer<typeof ZMenuTop>;
export type TMenuLink = z.infer<typeof ZMenuLink>;

export const TOOLBAR_WIDGET_TYPES = [
  'DeveloperToolsWidget',
  'ToolbarTaskWidget',
  'ToolbarMessageWidget',
] as const;
export const ZToolbarWidget = z.object({
  type: z.enum(TOOLBAR_WIDGET_TYPES),
  count: z.int(),
  tooltip: z.string(),
  url: z.string(),
});
export type TToolbarWidget = z.infer<typeof ZToolbarWidget>;

export const navigationEndpoints = {
  history: defineEndpoint({
    method: 'GET',
    path: '/navigation/history',
    tag: 'navigation',
    summary: 'The latest pages the user visited (newest last)',
    response: z.object({ historyItems: z.array(ZHistoryItem) }),
  }),
  pushHistory: defineEndpoint({
    method: 'POST',
    path: '/navigation/history',
    tag: 'navigation',
    summary: 'Record a visited page',
    body: ZPushHistoryBody,
    response: null,
  }),
  menu: defineEndpoint({
    method: 'GET',
    path: '/menu',
    tag: 'navigation',
    summary: 'The main menu, filtered by the roles of the user',
    response: z.object({ menu: z.array(ZMenuTop) }),
  }),
  toolbarWidgets: defineEndpoint({
    method: 'GET',
    path: '/toolbar/widgets',
    tag: 'navigation',
    summary: 'Task inbox, messages and developer tools of the navbar',
    response: z.object({ widgets: z.array(ZToolbarWidget) }),
  }),
};

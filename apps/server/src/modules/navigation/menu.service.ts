import type { TLanguage, TMenuTop, TRole } from '@kontor/contract';
import { hasPermission } from '../../platform/permissions.ts';
import type { Dictionary } from '../dictionary/dictionary.service.ts';
import { type HotkeyDef, MENU, type MenuTopDef } from './menu.definition.ts';

function hotkeySignature(h: HotkeyDef): string {
  return [
    h.ctrl && 'Ctrl',
    h.alt && 'Alt',
    h.shift && 'Shift',
    h.meta && 'Meta',
    h.key.toUpperCase(),
  ]
    .filter(Boolean)
    .join('+');
}

/** Refuses a menu with duplicate hotkeys, ids or unknown labels: checked once when the server starts. */
export function validateMenu(menu: MenuTopDef[], dictionary: Dictionary): void {
  const hotkeys = new Map<string, string>();
  const ids = new Set<string>();
  const check = (id: string, label: string) => {
    if (ids.has(id)) throw new Error(`Menu: duplicate id ${id}`);
    ids.add(id);
    if (!dictionary.has(label))
      throw new Error(`Menu: label ${label} of ${id} is not in the dictionary`);
  };
  for (const top of menu) {
    check(top.id, top.label);
    for (const group of top.groups) {
      check(group.id, group.label);
      for (const link of group.links) {
        check(link.id, link.label);
        if (!link.hotkey) continue;
        const signature = hotkeySignature(link.hotkey);
        const other = hotkeys.get(signature);
        if (other)
          throw new Error(`Menu: hotkey ${signature} of ${link.id} is already used by ${other}`);
        hotkeys.set(signature, link.id);
      }
    }
  }
}

/**
 * The menu a user sees: links to pages that exist and that they may open ('Új …' only when they
 * may create), headings and top items that still hold links.
 */
export function buildMenu(
  roles: readonly TRole[],
  language: TLanguage,
  dictionary: Dictionary,
  menu: MenuTopDef[] = MENU,
): TMenuTop[] {
  const t = (key: string) => dictionary.translate(language, key);
  return menu
    .map((top) => ({
      id: top.id,
      label: t(top.label),
      icon: top.icon,
      submenus: top.groups
        .map((group) => ({
          id: group.id,
          label: t(group.label),
          submenus: group.links
            .filter((link) => link.available && hasPermission(roles, link.permission))
            .map((link) => ({
              id: link.id,
              label: t(link.label),
              url: link.url,
              createNewUrl:
                link.createNewUrl && hasPermission(roles, link.createPermission ?? link.permission)
                  ? link.createNewUrl
                  : null,
              hotkey: link.hotkey
                ? {
                    id: `hotkey.${link.id}`,
                    key: link.hotkey.key,
                    needsKeyAlt: link.hotkey.alt ?? false,
                    needsKeyCtrl: link.hotkey.ctrl ?? false,
                    needsKeyShift: link.hotkey.shift ?? false,
                    needsKeyMeta: link.hotkey.meta ?? false,
                  }
                : null,
            })),
        }))
        .filter((group) => group.submenus.length > 0),
    }))
    .filter((top) => top.submenus.length > 0);
}

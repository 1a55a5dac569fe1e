import type { THotkey, TMenuTop } from '@kontor/contract';
import { describe, expect, it } from 'vitest';
import { layoutBreadcrumb } from './breadcrumb-layout';
import { collectHotkeys, describeHotkey, isTypingTarget, matchesHotkey } from './hotkeys';
import { menuIcon } from './menu-icons';
import { isExternalUrl, isLinkActive } from './menu-links';

const hotkey = (key: string, mods: Partial<THotkey> = {}): THotkey => ({
  id: key,
  key,
  needsKeyAlt: false,
  needsKeyCtrl: false,
  needsKeyShift: false,
  needsKeyMeta: false,
  ...mods,
});

function menuWith(...links: { label: string; url: string; hotkey: THotkey | null }[]): TMenuTop[] {
  return [
    {
      id: 'top',
      label: 'Top',
      icon: 'settings',
      submenus: [
        {
          id: 'group',
          label: 'Group',
          submenus: links.map((link, index) => ({ id: `l${index}`, createNewUrl: null, ...link })),
        },
      ],
    },
  ];
}

describe('active menu link', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });
  it('is active when the full path equals the current one', () => {
    expect(isLinkActive('/app/tasks?kind=A', at('/app/tasks', '?kind=A'))).toBe(true);
  });
  it('is active when the path is equal and its query parameters match', () => {
    expect(isLinkActive('/app/tasks?kind=A', at('/app/tasks', '?page=2&kind=A'))).toBe(true);
    expect(isLinkActive('/app/tasks', at('/app/tasks', '?page=2'))).toBe(true);
  });
  it('is not active on another path or another parameter value', () => {
    expect(isLinkActive('/app/tasks?kind=A', at('/app/tasks', '?kind=B'))).toBe(false);
    expect(isLinkActive('/app/tasks', at('/app/messages'))).toBe(false);
  });
  it('tells external links apart', () => {
    expect(isExternalUrl('https://example.com')).toBe(true);
    expect(isExternalUrl('//example.com')).toBe(true);
    expect(isExternalUrl('/app/tasks')).toBe(false);
  });
  it('gives unknown menu icons a neutral icon', () => {
    expect(menuIcon('shopping-cart')).not.toBe(menuIcon('no-such-icon'));
  });
});

describe('hotkeys', () => {
  it('shows the key sequence modifiers first', () => {
    expect(
      describeHotkey(hotkey('d', { needsKeyAlt: true, needsKeyShift: true, needsKeyCtrl: true })),
    ).toEqual(['Ctrl', 'Alt', 'Shift', 'D']);
  });

  it('skips a combination already taken', () => {
    const { bindings, duplicates } = collectHotkeys(
      menuWith(
        { label: 'First', url: '/a', hotkey: hotkey('K', { needsKeyAlt: true }) },
        { label: 'Second', url: '/b', hotkey: hotkey('k', { needsKeyAlt: true }) },
        { label: 'Third', url: '/c', hotkey: hotkey('K', { needsKeyCtrl: true }) },
        { label: 'None', url: '/d', hotkey: null },
      ),
    );
    expect(bindings.map((binding) => binding.label)).toEqual(['First', 'Third']);
    expect(duplicates.map((binding) => binding.label)).toEqual(['Second']);
  });

  it('matches the exact modifiers, and the physical key when Alt changes the character', () => {
    const altShiftK = hotkey('K', { needsKeyAlt: true, needsKeyShift: true });
    const event = {
      key: 'K',
      code: 'KeyK',
      altKey: true,
      ctrlKey: false,
      shiftKey: true,
      metaKey: false,
    };
    expect(matchesHotkey(altShiftK, event)).toBe(true);
    expect(matchesHotkey(altShiftK, { ...event, key: '˚' })).toBe(true);
    expect(matchesHotkey(altShiftK, { ...event, ctrlKey: true })).toBe(false);
    expect(matchesHotkey(altShiftK, { ...event, shiftKey: false })).toBe(false);
    expect(
      matchesHotkey(hotkey('F2'), {
        ...event,
        key: 'F2',
        code: 'F2',
        altKey: false,
        shiftKey: false,
      }),
    ).toBe(true);
  });

  it('knows when the user types in a field', () => {
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.createElement('div'))).toBe(false);
  });
});

describe('breadcrumb collapse', () => {
  it('lists every item when they fit', () => {
    expect(layoutBreadcrumb([100, 100, 100], 300)).toEqual({
      leading: [0, 1, 2],
      collapsed: [],
      trailing: [],
    });
  });

  it('keeps the first 2, reserves 40px for the ellipsis and lists the last items that fit', () => {
    // 2 leading (200) + ellipsis (40) leaves 160: the last item (100) fits, the one before does not.
    expect(layoutBreadcrumb([100, 100, 100, 100, 100], 400)).toEqual({
      leading: [0, 1],
      collapsed: [2, 3],
      trailing: [4],
    });
    // With 39px less room the ellipsis reserve pushes the last item into the menu too.
    expect(layoutBreadcrumb([100, 100, 100, 100, 100], 339)).toEqual({
      leading: [0, 1],
      collapsed: [2, 3, 4],
      trailing: [],
    });
  });
});

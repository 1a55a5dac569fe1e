import type { THotkey, TMenuTop } from '@kontor/contract';

export interface HotkeyBinding {
  hotkey: THotkey;
  label: string;
  url: string;
}

/** The key sequence as shown to the user: modifiers first, then the key. */
export function describeHotkey(hotkey: THotkey): string[] {
  return [
    ...(hotkey.needsKeyCtrl ? ['Ctrl'] : []),
    ...(hotkey.needsKeyAlt ? ['Alt'] : []),
    ...(hotkey.needsKeyShift ? ['Shift'] : []),
    ...(hotkey.needsKeyMeta ? ['Meta'] : []),
    hotkey.key.length === 1 ? hotkey.key.toUpperCase() : hotkey.key,
  ];
}

function signatureOf(hotkey: THotkey): string {
  return describeHotkey(hotkey).join('+').toUpperCase();
}

/**
 * The hotkeys of the menu's links, in menu order. A combination already taken is skipped
 * (000 §3); the skipped ones are returned so they can be reported.
 */
export function collectHotkeys(menu: readonly TMenuTop[]): {
  bindings: HotkeyBinding[];
  duplicates: HotkeyBinding[];
} {
  const bindings: HotkeyBinding[] = [];
  const duplicates: HotkeyBinding[] = [];
  const taken = new Set<string>();
  for (const top of menu) {
    for (const group of top.submenus) {
      for (const link of group.submenus) {
        if (!link.hotkey) continue;
        const binding = { hotkey: link.hotkey, label: link.label, url: link.url };
        const signature = signatureOf(link.hotkey);
        if (taken.has(signature)) {
          duplicates.push(binding);
        } else {
          taken.add(signature);
          bindings.push(binding);
        }
      }
    }
  }
  return { bindings, duplicates };
}

type KeyEventLike = Pick<
  KeyboardEvent,
  'key' | 'code' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'metaKey'
>;

/**
 * Whether a key event is this hotkey: the modifiers must match exactly. The key is compared by
 * its character and, for letters and digits, by its physical code too, because Alt (Option on a
 * Mac) changes the character a key produces.
 */
export function matchesHotkey(hotkey: THotkey, event: KeyEventLike): boolean {
  if (
    event.altKey !== hotkey.needsKeyAlt ||
    event.ctrlKey !== hotkey.needsKeyCtrl ||
    event.shiftKey !== hotkey.needsKeyShift ||
    event.metaKey !== hotkey.needsKeyMeta
  ) {
    return false;
  }
  const key = hotkey.key.toUpperCase();
  if (event.key.toUpperCase() === key) return true;
  if (/^[A-Z]$/.test(key)) return event.code === `Key${key}`;
  if (/^[0-9]$/.test(key)) return event.code === `Digit${key}`;
  return false;
}

/**
 * A plain key (no Ctrl, Alt or Meta) belongs to the field being typed in, not to the menu. The
 * element may be a same-origin frame's, whose classes are another realm's: no `instanceof`.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as Partial<HTMLElement> | null;
  if (typeof element?.tagName !== 'string') return false;
  return (
    element.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)
  );
}

export function needsModifier(hotkey: THotkey): boolean {
  return hotkey.needsKeyAlt || hotkey.needsKeyCtrl || hotkey.needsKeyMeta;
}

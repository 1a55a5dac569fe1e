import { useEffect, useRef } from 'react';

/**
 * Keys typed while a cell editor waits for its answer (a product code's exact lookup after Enter),
 * kept so that nothing typed is lost: a keyboard-wedge scanner sends code, Enter and the next code
 * at ~30 ms a key, faster than the answer comes. The grid replays them into the next cell once the
 * edit is committed. Enter is kept as '\n', Tab as '\t'.
 */
export interface HeldKeys {
  /** The editing session holding them, or REPLAY: committed, waiting for the next cell */
  owner: number;
  keys: string;
}

/** The owner of keys held between a commit and the next cell's editor. */
export const REPLAY = -1;

/** The character a key is held as, or null for a key that is not text, Enter or Tab. */
export function heldKeyOf(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === 'Enter') return '\n';
  if (event.key === 'Tab') return event.shiftKey ? null : '\t';
  return event.key.length === 1 ? event.key : null;
}

/** The text up to the first Enter or Tab, that key, and what was typed after it. */
export function splitHeldKeys(keys: string): {
  text: string;
  submitKey: 'Enter' | 'Tab' | null;
  rest: string;
} {
  const at = keys.search(/[\n\t]/);
  if (at < 0) return { text: keys, submitKey: null, rest: '' };
  return {
    text: keys.slice(0, at),
    submitKey: keys[at] === '\n' ? 'Enter' : 'Tab',
    rest: keys.slice(at + 1),
  };
}

/**
 * The grid's held keys: while `current` is set, every text key, Enter and Tab typed anywhere in
 * the page is taken (before any element sees it) and added to it, since the focus may be between
 * an editor that has gone and the next cell.
 */
export function useHeldKeys() {
  const held = useRef<HeldKeys | null>(null);
  useEffect(() => {
    const take = (event: KeyboardEvent) => {
      if (!held.current || event.isComposing) return;
      const key = heldKeyOf(event);
      if (key === null) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.current.keys += key;
    };
    window.addEventListener('keydown', take, true);
    return () => window.removeEventListener('keydown', take, true);
  }, []);
  return held;
}

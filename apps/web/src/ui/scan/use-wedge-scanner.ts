import { useEffect, useRef } from 'react';

/** A keyboard-wedge scanner types a code at a few ms a key and ends it with Enter. */
const MAX_KEY_GAP_MS = 50;
const MIN_CODE_LENGTH = 3;

function isEditable(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  return (
    (target instanceof HTMLInputElement &&
      !['checkbox', 'radio', 'button'].includes(target.type)) ||
    target instanceof HTMLTextAreaElement
  );
}

/** Takes the scanned characters back out of the field they were typed into (React sees it). */
function stripTail(field: HTMLInputElement | HTMLTextAreaElement, code: string) {
  if (!field.value.endsWith(code)) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, field.value.slice(0, -code.length));
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Hears a hardware scanner (keyboard wedge) wherever the focus is on the page: a burst of
 * printable keys, each within MAX_KEY_GAP_MS of the last, ended by Enter, is a scan and goes to
 * `onScan` instead of the focused control (a field it was typed into gets its text back). Slow
 * typing is left alone. A field marked `data-scan-target` and an editable grid keep what was
 * scanned into them and call no `onScan` (they handle their own Enter).
 */
export function useWedgeScanner(onScan: (code: string) => void, enabled = true): void {
  const handler = useRef(onScan);
  handler.current = onScan;

  useEffect(() => {
    if (!enabled) return;
    let buffer = '';
    let last = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      // A shortcut (Ctrl, Alt, Meta), a held key's repeats or an IME composition is no scan and
      // ends any burst under way; Shift is part of a scan (scanners type capitals with it).
      if (event.ctrlKey || event.altKey || event.metaKey || event.repeat || event.isComposing) {
        buffer = '';
        return;
      }
      const now = event.timeStamp;
      const fast = now - last <= MAX_KEY_GAP_MS;
      last = now;
      if (event.key === 'Enter') {
        const code = buffer;
        buffer = '';
        if (!fast || code.length < MIN_CODE_LENGTH) return;
        const target = event.target;
        // A page's own scan field, and an editable grid (whose product cells take scans
        // themselves: ui/editable-grid/held-keys.ts), keep what is typed into them.
        if (target instanceof HTMLElement && target.closest('[data-scan-target], [role="grid"]'))
          return;
        event.preventDefault();
        event.stopPropagation();
        if (isEditable(target)) stripTail(target, code);
        handler.current(code);
        return;
      }
      if (event.key.length !== 1) return;
      buffer = fast ? buffer + event.key : event.key;
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled]);
}

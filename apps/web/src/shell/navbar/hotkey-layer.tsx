import { Kbd } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { LAYER } from '../../ui/layers';
import { HOTKEY_OVERLAY_TIMING, type HotkeyOverlayMode } from '../shell-constants';
import {
  describeHotkey,
  type HotkeyBinding,
  isTypingTarget,
  matchesHotkey,
  needsModifier,
} from './hotkeys';
import classes from './navbar.module.css';

/** Fancy animates in; people who ask their system for less motion get the classic overlay. */
export function preferredOverlayMode(): HotkeyOverlayMode {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'classic' : 'fancy';
}

/** Key presses of other same-origin documents (the legacy frame's), handed to the hotkey layer. */
const forwardedKeys = new EventTarget();

/**
 * Lets the menu's hotkeys work while the focus is inside a same-origin frame: its key presses do
 * not reach the SPA's window, so they are handed over. Answers the function that stops it.
 */
export function forwardHotkeysFrom(doc: Document): () => void {
  const forward = (event: KeyboardEvent) =>
    forwardedKeys.dispatchEvent(new CustomEvent('keydown', { detail: event }));
  doc.addEventListener('keydown', forward);
  return () => doc.removeEventListener('keydown', forward);
}

export interface HotkeyLayerProps {
  bindings: readonly HotkeyBinding[];
  mode?: HotkeyOverlayMode;
  /** Runs when the overlay has been shown: navigate to the hotkey's link and close the menu. */
  onTrigger: (binding: HotkeyBinding) => void;
}

/**
 * Listens for the menu's hotkeys. A match shows the overlay with the key sequence and the label
 * (fancy: 100 ms in + 450 ms; classic: 300 ms), then triggers the hotkey.
 */
export function HotkeyLayer({
  bindings,
  mode = preferredOverlayMode(),
  onTrigger,
}: HotkeyLayerProps) {
  const [active, setActive] = useState<HotkeyBinding | null>(null);
  const onTriggerRef = useRef(onTrigger);
  onTriggerRef.current = onTrigger;
  const timing = HOTKEY_OVERLAY_TIMING[mode];

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.defaultPrevented) return;
      const binding = bindings.find((candidate) => matchesHotkey(candidate.hotkey, event));
      if (!binding) return;
      if (!needsModifier(binding.hotkey) && isTypingTarget(event.target)) return;
      event.preventDefault();
      setActive(binding);
    };
    const onForwarded = (event: Event) => onKeyDown((event as CustomEvent<KeyboardEvent>).detail);
    window.addEventListener('keydown', onKeyDown);
    forwardedKeys.addEventListener('keydown', onForwarded);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      forwardedKeys.removeEventListener('keydown', onForwarded);
    };
  }, [bindings]);

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => {
      setActive(null);
      onTriggerRef.current(active);
    }, timing.inMs + timing.displayMs);
    return () => clearTimeout(timer);
  }, [active, timing]);

  if (!active) return null;
  return (
    <div
      className={classes.hotkeyOverlay}
      data-mode={mode}
      style={{ zIndex: LAYER.hotkeyOverlay, animationDuration: `${timing.inMs}ms` }}
      role="status"
      data-testid="hotkey-overlay"
    >
      <div className={classes.hotkeyCard}>
        <div className={classes.hotkeyKeys}>
          {describeHotkey(active.hotkey).map((key, index) => (
            <span key={key}>
              {index > 0 && <span className={classes.hotkeyPlus}>+</span>}
              <Kbd size="lg">{key}</Kbd>
            </span>
          ))}
        </div>
        <div className={classes.hotkeyLabel}>{active.label}</div>
      </div>
    </div>
  );
}

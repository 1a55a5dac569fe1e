import { TextInput } from '@mantine/core';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import classes from './editable-grid.module.css';
import { splitHeldKeys } from './held-keys';

/** What the typed text means: the value to store, or why it cannot be stored. */
export type EditorParse<T> = { ok: true; value: T } | { ok: false; message: string };

export interface EditorInputProps<T> {
  label?: string;
  /** The text the input starts with when editing was not started by typing */
  text: string;
  initialText?: string;
  align?: 'left' | 'right';
  parse: (text: string) => EditorParse<T>;
  onCommit: (value: T) => void;
  onCancel: () => void;
  /** Replayed keys ended with Enter or Tab: store `initialText` at once (GridEditorProps) */
  submitAtOnce?: boolean;
  holdKeys?: () => void;
  releaseKeys?: () => string;
}

/**
 * The in-cell text field of the text, number and date editors. Enter and Tab store the parsed
 * value; text that does not parse stays in the field with the reason shown under it (the field is
 * aria-invalid) until it is fixed or Esc discards it. Leaving the cell stores a valid value and
 * discards an invalid one.
 */
export function EditorInput<T>(p: EditorInputProps<T>) {
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    // Started by typing: the caret follows the typed key; otherwise the value is selected.
    if (p.initialText === undefined) input.select();
    else input.setSelectionRange(input.value.length, input.value.length);
  }, [p.initialText]);

  // Keys replayed into this cell ended with Enter or Tab (a quantity typed right after a scanned
  // code): stored as that key would, the keys typed after it go on to the next cell. Text that
  // does not parse stays here with its reason, and the later keys are typed after it.
  const isSubmitted = useRef(false);
  useEffect(() => {
    const input = inputRef.current;
    if (!p.submitAtOnce || isSubmitted.current || !input) return;
    isSubmitted.current = true;
    p.holdKeys?.();
    if (tryCommit(input.value)) return;
    input.value += splitHeldKeys(p.releaseKeys?.() ?? '').text;
  });

  function tryCommit(text: string): boolean {
    const parsed = p.parse(text);
    if (!parsed.ok) {
      setError(parsed.message);
      return false;
    }
    p.onCommit(parsed.value);
    return true;
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      tryCommit(event.currentTarget.value);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      p.onCancel();
    }
  }

  function onBlur(event: FocusEvent<HTMLInputElement>) {
    const parsed = p.parse(event.currentTarget.value);
    if (parsed.ok) p.onCommit(parsed.value);
    else p.onCancel();
  }

  return (
    <div className={classes.editor}>
      <TextInput
        ref={inputRef}
        size="xs"
        aria-label={p.label}
        defaultValue={p.initialText ?? p.text}
        autoComplete="off"
        error={error !== null}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? errorId : undefined}
        styles={{ input: { textAlign: p.align ?? 'left' } }}
        onChange={() => setError(null)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      {error !== null && (
        <div id={errorId} role="alert" className={classes.editorError}>
          {error}
        </div>
      )}
    </div>
  );
}

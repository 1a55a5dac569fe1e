import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** Typing pauses this long before a filter is applied. */
export const FILTER_DEBOUNCE_MS = 300;

export interface DebouncedTextInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The applied value (from the URL) */
  value: string;
  /** Called once typing pauses, with the text typed */
  onCommit: (value: string) => void;
}

/**
 * A filter field: the text is the user's while typing and is applied after a pause. A change of
 * the applied value from elsewhere (back/forward) shows in the field; the field's own applied
 * text coming back does not overwrite what the user typed meanwhile.
 */
export function DebouncedTextInput({ value, onCommit, ...rest }: DebouncedTextInputProps) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, FILTER_DEBOUNCE_MS);
  const committed = useRef(value);
  // Only a pause in typing commits: a new onCommit (a re-render) must not commit again.
  const commit = useRef(onCommit);
  commit.current = onCommit;

  useEffect(() => {
    if (debounced === committed.current) return;
    committed.current = debounced;
    commit.current(debounced);
  }, [debounced]);

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);

  return (
    <TextInput {...rest} value={text} onChange={(event) => setText(event.currentTarget.value)} />
  );
}

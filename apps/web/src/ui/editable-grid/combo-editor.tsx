import { Combobox, type ComboboxStore, TextInput, useCombobox } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { SmallSpinner } from '../spinner';
import classes from './editable-grid.module.css';

export interface ComboItem {
  key: string;
  label: string;
  /** Richer content of the option; the label otherwise */
  content?: ReactNode;
}

/** What the select and product inputs get from their editor. */
export interface ComboInputProps<V> {
  label?: string;
  initialText?: string;
  onCommit: (value: V) => void;
  onCancel: () => void;
}

export interface ComboKeyHandlers {
  /** Enter or Tab, with the key of the highlighted option (none when nothing is highlighted) */
  onSubmit: (highlightedKey: string | undefined) => void;
  onCancel: () => void;
}

/**
 * The keys of a type-ahead input, owned here rather than by Mantine's target (which would pick
 * the highlighted option on Enter by itself, even one answering an older text): the arrows move
 * the highlight, Enter and Tab submit, Esc cancels. Tab keeps its default (the caller decides).
 */
export function onComboKeyDown(
  event: KeyboardEvent<HTMLInputElement>,
  store: ComboboxStore,
  items: readonly ComboItem[],
  handlers: ComboKeyHandlers,
) {
  if (event.nativeEvent.isComposing) return;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    if (!store.dropdownOpened) store.openDropdown();
    if (event.key === 'ArrowDown') store.selectNextOption();
    else store.selectPreviousOption();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    handlers.onCancel();
  } else if (event.key === 'Enter' || event.key === 'Tab') {
    if (event.key === 'Enter') event.preventDefault();
    const highlighted = store.dropdownOpened ? store.getSelectedOptionIndex() : -1;
    handlers.onSubmit(items[highlighted]?.key);
  }
}

/** The options of a type-ahead: its items, or the empty text. */
export function ComboOptions(p: {
  items: readonly ComboItem[];
  currentKey?: string | undefined;
  emptyText: string | null;
}) {
  return (
    <Combobox.Options mah={240} style={{ overflowY: 'auto' }}>
      {p.items.map((item) => (
        <Combobox.Option key={item.key} value={item.key} active={item.key === p.currentKey}>
          {item.content ?? item.label}
        </Combobox.Option>
      ))}
      {p.items.length === 0 && p.emptyText !== null && (
        <Combobox.Empty>{p.emptyText}</Combobox.Empty>
      )}
    </Combobox.Options>
  );
}

/** The best match is highlighted once something is typed; the current value before that. */
export function useHighlightBest(
  store: ComboboxStore,
  items: readonly ComboItem[],
  search: string,
  currentKey?: string,
) {
  useEffect(() => {
    if (items.length === 0) return;
    const current = search === '' ? items.findIndex((item) => item.key === currentKey) : -1;
    if (current >= 0) store.selectOption(current);
    else store.selectFirstOption();
  }, [items, currentKey, search, store.selectOption, store.selectFirstOption]);
}

export interface ComboEditorProps {
  label?: string;
  search: string;
  onSearchChange: (search: string) => void;
  items: readonly ComboItem[];
  /** The item highlighted while nothing is typed (the current value) */
  currentKey?: string;
  isLoading?: boolean;
  /** Shown when the list is empty (null: nothing shown) */
  emptyText: string | null;
  placeholder?: string;
  dropdownWidth?: number;
  /** A click on an option */
  onPick: (key: string) => void;
  /** Enter or Tab, with the highlighted option's key if any */
  onSubmit: (highlightedKey: string | undefined) => void;
  onCancel: () => void;
  /** The focus left the editor; a cancel unless given */
  onBlur?: () => void;
}

/**
 * The in-cell type-ahead of the select and product editors: typing filters (or searches), the
 * arrows move through the list, Enter or Tab submits, Esc discards.
 */
export function ComboEditor(p: ComboEditorProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const store = useCombobox();
  const { items, currentKey, search } = p;

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    store.openDropdown();
  }, [store.openDropdown]);
  useHighlightBest(store, items, search, currentKey);

  return (
    <div className={classes.editor}>
      <Combobox
        store={store}
        width={p.dropdownWidth}
        position="bottom-start"
        onOptionSubmit={(key) => p.onPick(key)}
      >
        <Combobox.Target withKeyboardNavigation={false}>
          <TextInput
            ref={inputRef}
            size="xs"
            aria-label={p.label}
            placeholder={p.placeholder}
            autoComplete="off"
            value={search}
            rightSection={p.isLoading ? <SmallSpinner /> : undefined}
            onChange={(event) => {
              p.onSearchChange(event.currentTarget.value);
              store.openDropdown();
            }}
            onKeyDown={(event) => onComboKeyDown(event, store, items, p)}
            onBlur={p.onBlur ?? p.onCancel}
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          <ComboOptions items={items} currentKey={currentKey} emptyText={p.emptyText} />
        </Combobox.Dropdown>
      </Combobox>
    </div>
  );
}

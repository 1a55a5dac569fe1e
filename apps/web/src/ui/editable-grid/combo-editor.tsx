import { Combobox, TextInput, useCombobox } from '@mantine/core';
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

export interface ComboEditorProps {
  label?: string;
  search: string;
  onSearchChange: (search: string) => void;
  items: readonly ComboItem[];
  /** The item highlighted while nothing is typed (the current value) */
  currentKey?: string;
  isLoading?: boolean;
  /**
   * False while the items answer an older text than the typed one (a lookup under way): Enter or
   * Tab then waits for the answer and picks its best match, never a match of the older text.
   */
  isSettled?: boolean;
  /** Shown when the list is empty (null: nothing shown) */
  emptyText: string | null;
  placeholder?: string;
  dropdownWidth?: number;
  onPick: (key: string) => void;
  /** Enter or Tab with nothing highlighted: the cell keeps its value */
  onKeep: () => void;
  onCancel: () => void;
}

/**
 * The in-cell type-ahead of the select and product editors: typing filters (or searches), the
 * arrows move through the list, Enter or Tab picks the highlighted option, Esc discards.
 */
export function ComboEditor(p: ComboEditorProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const store = useCombobox();
  const { items, currentKey, search } = p;
  const isSettled = p.isSettled ?? true;
  const pickWhenSettled = useRef(false);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    store.openDropdown();
  }, [store.openDropdown]);

  // The current value is highlighted at first; once something is typed, the best match is.
  useEffect(() => {
    if (items.length === 0) return;
    const current = search === '' ? items.findIndex((item) => item.key === currentKey) : -1;
    if (current >= 0) store.selectOption(current);
    else store.selectFirstOption();
  }, [items, currentKey, search, store.selectOption, store.selectFirstOption]);

  // A pick asked for while the lookup ran: the best match of the answer, once it is there.
  useEffect(() => {
    if (!isSettled || !pickWhenSettled.current) return;
    pickWhenSettled.current = false;
    const best = items[0];
    if (best) p.onPick(best.key);
    else p.onKeep();
  }, [isSettled, items, p.onPick, p.onKeep]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const highlighted = store.dropdownOpened ? store.getSelectedOptionIndex() : -1;
    if (event.key === 'Escape') {
      event.preventDefault();
      p.onCancel();
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      if (!isSettled && search !== '') {
        event.preventDefault();
        pickWhenSettled.current = true;
        return;
      }
      // Enter on a highlighted option is the combobox's own pick (onOptionSubmit).
      if (event.key === 'Enter' && highlighted >= 0) return;
      event.preventDefault();
      const item = items[highlighted];
      if (item && search !== '') p.onPick(item.key);
      else p.onKeep();
    }
  }

  return (
    <div className={classes.editor}>
      <Combobox
        store={store}
        width={p.dropdownWidth}
        position="bottom-start"
        onOptionSubmit={(key) => p.onPick(key)}
      >
        <Combobox.Target>
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
            onKeyDown={onKeyDown}
            onBlur={p.onCancel}
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Options mah={240} style={{ overflowY: 'auto' }}>
            {items.map((item) => (
              <Combobox.Option key={item.key} value={item.key} active={item.key === currentKey}>
                {item.content ?? item.label}
              </Combobox.Option>
            ))}
            {items.length === 0 && p.emptyText !== null && (
              <Combobox.Empty>{p.emptyText}</Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </div>
  );
}

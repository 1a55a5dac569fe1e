import { productEndpoints } from '@kontor/contract';
import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { queryKeyOf } from '../../../lib/query';
import {
  ComboOptions,
  onComboKeyDown,
  useHighlightBest,
} from '../../../ui/editable-grid/combo-editor';
import { entryItemsOf } from '../../../ui/lookup/entry-items';
import { UNPICKED_TEXT, useEntryLookup } from '../../../ui/lookup/use-entry-lookup';
import { SmallSpinner } from '../../../ui/spinner';

export interface ProductRef {
  id: number;
  code: string;
  name: string;
}

const LOOKUP_LIMIT = 20;
const labelOf = (product: ProductRef) => `${product.code} – ${product.name}`;

/**
 * The product of a line (or of a filter): typed code or name fragment, word by word, accents and
 * case ignored (`/products/mac`, as every product field: `useEntryLookup`). Enter takes the
 * product whose code is the text, else the highlighted match of the text, however fast the text
 * came (a scanner). Text that names no product stays in the field, marked, and is reported with
 * `onTextChange`, so a form can refuse to save it; emptying the field clears the product.
 */
export function ProductCell({
  value,
  label,
  onPick,
  onTextChange,
  autoFocus,
  lineIndex,
  error,
  size = 'xs',
}: {
  value: ProductRef | null;
  label: string;
  /** 'sm' with a visible label (a filter); 'xs' labelled for screen readers (a grid cell) */
  size?: 'xs' | 'sm';
  onPick: (product: ProductRef | null) => void;
  /** The typed text not (yet) picked, '' when dropped; a pick (onPick) clears it too */
  onTextChange?: (text: string) => void;
  autoFocus?: boolean;
  lineIndex: number;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const store = useCombobox({ onDropdownClose: () => store.resetSelectedOption() });
  /** What the user typed since the last pick; null shows the picked product. */
  const [typed, setTyped] = useState<string | null>(null);
  /** Left with the text as it is: an unpicked text is marked from then until it changes. */
  const [isLeft, setIsLeft] = useState(false);
  const lookup = useEntryLookup<ProductRef>({
    queryKey: queryKeyOf(productEndpoints.lookup),
    fetchEntries: (term, signal) =>
      callApi(productEndpoints.lookup, { query: { term, limit: LOOKUP_LIMIT }, signal }),
    text: typed ?? '',
  });
  const { entries } = lookup;
  const items = useMemo(() => entryItemsOf(entries), [entries]);
  useHighlightBest(store, items, typed ?? '');

  const setText = (text: string | null) => {
    setTyped(text);
    setIsLeft(false);
    onTextChange?.(text ?? '');
  };
  const pick = (product: ProductRef | null) => {
    setTyped(null);
    store.closeDropdown();
    onPick(product && { id: product.id, code: product.code, name: product.name });
  };
  async function submit(highlightedKey: string | undefined) {
    if (typed === null) return;
    const highlighted = highlightedKey ? Number(highlightedKey) : undefined;
    const choice =
      lookup.chooseShown(typed, highlighted) ?? (await lookup.choose(typed, highlighted));
    if (choice?.entry) pick(choice.entry);
  }
  function leave() {
    setIsLeft(true);
    store.closeDropdown();
    if (typed === null) return;
    if (typed.trim() === '') pick(null);
    else if (value && typed === labelOf(value)) setText(null);
  }

  const isUnpicked = isLeft && typed !== null && typed.trim() !== '';
  return (
    <Combobox
      store={store}
      width={420}
      position="bottom-start"
      onOptionSubmit={(key) => {
        const product = entries.find((entry) => String(entry.id) === key);
        if (product) pick(product);
      }}
    >
      <Combobox.Target withKeyboardNavigation={false} withExpandedAttribute>
        <TextInput
          {...(size === 'sm' ? { label } : { 'aria-label': label })}
          size={size}
          w="100%"
          aria-autocomplete="list"
          autoComplete="off"
          autoFocus={autoFocus}
          data-line={lineIndex}
          data-col="product"
          placeholder={t('UI.GRID_PRODUCT_SEARCH')}
          value={typed ?? (value ? labelOf(value) : '')}
          error={error ?? (isUnpicked ? t(UNPICKED_TEXT) : undefined)}
          rightSection={lookup.isFetching ? <SmallSpinner /> : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            store.openDropdown();
          }}
          onBlur={leave}
          onKeyDown={(event) =>
            onComboKeyDown(event, store, items, {
              onSubmit: (key) => void submit(key),
              onCancel: () => {
                setText(null);
                store.closeDropdown();
              },
            })
          }
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={typed === null || typed.trim() === ''}>
        <ComboOptions items={items} emptyText={lookup.isCurrent ? t('UI.NOTHING_FOUND') : null} />
      </Combobox.Dropdown>
    </Combobox>
  );
}

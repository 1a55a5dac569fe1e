import { productEndpoints } from '@kontor/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api/client';
import { queryKeyOf } from '../../lib/query';
import { entryItemsOf } from '../lookup/entry-items';
import { type EntryChoice, useEntryLookup } from '../lookup/use-entry-lookup';
import { ComboEditor, type ComboInputProps } from './combo-editor';
import { splitHeldKeys } from './held-keys';
import type { GridEditor } from './types';

/** What a grid row keeps of a chosen product. */
export interface GridProduct {
  id: number;
  code: string;
  name: string;
}

/** A `/…/mac` lookup of coded entries (`term` and `limit` in, `{ id, code, name }` out). */
export type GridLookupEndpoint =
  | typeof productEndpoints.lookup
  | typeof productEndpoints.lookupProductGroups
  | typeof productEndpoints.lookupCatalogues;

/** How many entries one answer holds: a screenful to move through with the arrows. */
const LOOKUP_LIMIT = 20;
const DROPDOWN_WIDTH = 420;

/** How a row keeps text typed into the cell but not picked, so it is never lost silently. */
export interface UnpickedText<Row> {
  /** The unpicked text the row holds ('' when none) */
  get: (r: Row) => string;
  /** The row holding `text`, typed but not picked (its entry cleared) */
  set: (r: Row, text: string) => Row;
}

interface EntrySearchProps extends ComboInputProps<GridProduct> {
  current: string;
  endpoint: GridLookupEndpoint;
  /** Short lists (groups, catalogues) show their first entries before anything is typed. */
  listsWhenEmpty: boolean;
  /** Text the row holds unpicked: the search starts from it */
  pending: string;
  /** Enter, Tab or leaving with a text that names no entry; without it the edit is discarded */
  onUnpicked?: ((text: string) => void) | undefined;
  /** The grid's key holding while the choice waits (GridEditorProps) */
  submitAtOnce: boolean;
  holdKeys: () => void;
  releaseKeys: () => string;
}

function EntrySearch(p: EntrySearchProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(p.initialText ?? p.pending);
  const [isChoosing, setIsChoosing] = useState(false);
  const lookup = useEntryLookup<GridProduct>({
    queryKey: [...queryKeyOf(p.endpoint), 'grid'],
    fetchEntries: (term, signal) =>
      callApi(p.endpoint, { query: { term, limit: LOOKUP_LIMIT }, signal }) as Promise<
        GridProduct[]
      >,
    text: search,
    listsWhenEmpty: p.listsWhenEmpty,
  });
  const { entries } = lookup;
  const items = useMemo(() => entryItemsOf(entries), [entries]);
  const commit = (entry: GridProduct) =>
    p.onCommit({ id: entry.id, code: entry.code, name: entry.name });
  // Typed text that names nothing stays in the row, marked, rather than vanishing.
  const leave = (text: string) => {
    if (text.trim() !== '' && text !== p.pending && p.onUnpicked) p.onUnpicked(text.trim());
    else p.onCancel();
  };
  async function submit(highlightedKey: string | undefined) {
    const text = search;
    const highlighted = highlightedKey ? Number(highlightedKey) : undefined;
    // Keys typed from now on (the next code of a scanner) neither change the code being chosen
    // nor get lost: the grid holds them and types them into the next cell.
    p.holdKeys();
    // Decided at once when the suggestions answer the text; otherwise once its answer is in.
    let choice: EntryChoice<GridProduct> | null | undefined = lookup.chooseShown(text, highlighted);
    if (!choice) {
      setIsChoosing(true);
      try {
        choice = await lookup.choose(text, highlighted);
      } finally {
        setIsChoosing(false);
        if (!choice) setSearch(text + splitHeldKeys(p.releaseKeys()).text);
      }
    }
    if (!choice) return;
    if (choice.entry) commit(choice.entry);
    else leave(text);
  }
  // Replayed keys that ended with Enter or Tab: that key is pressed now.
  const isSubmitted = useRef(false);
  useEffect(() => {
    if (!p.submitAtOnce || isSubmitted.current) return;
    isSubmitted.current = true;
    void submit(undefined);
  });
  return (
    <ComboEditor
      label={p.label}
      search={search}
      onSearchChange={setSearch}
      items={items}
      isLoading={lookup.isFetching || isChoosing}
      placeholder={p.current || t('UI.GRID_PRODUCT_SEARCH')}
      emptyText={lookup.isCurrent ? t('UI.NOTHING_FOUND') : null}
      dropdownWidth={DROPDOWN_WIDTH}
      onPick={(key) => {
        const entry = entries.find((candidate) => String(candidate.id) === key);
        if (entry) commit(entry);
      }}
      onSubmit={(key) => void submit(key)}
      onCancel={p.onCancel}
      onBlur={() => leave(search)}
    />
  );
}

/**
 * An entry of `endpoint` searched word by word (code prefix or name words, accents and case
 * ignored), as the choosers do; the arrows move through the answer, Enter picks (an exact code
 * first, however fast it was typed: `useEntryLookup`). `get` gives the text the cell shows for
 * the current entry (its code, say); `unpicked` keeps a text that names no entry in the row.
 */
export function lookupEditor<Row>(
  endpoint: GridLookupEndpoint,
  set: (r: Row, p: GridProduct) => Row,
  get: (r: Row) => string,
  listsWhenEmpty = false,
  unpicked?: UnpickedText<Row>,
): GridEditor<Row> {
  return ({ row, initialText, commit, cancel, label, submitAtOnce, holdKeys, releaseKeys }) => (
    <EntrySearch
      submitAtOnce={submitAtOnce}
      holdKeys={holdKeys}
      releaseKeys={releaseKeys}
      label={label}
      endpoint={endpoint}
      listsWhenEmpty={listsWhenEmpty}
      current={get(row)}
      pending={unpicked?.get(row) ?? ''}
      initialText={initialText}
      onCommit={(entry) => commit(set(row, entry))}
      onUnpicked={unpicked && ((text) => commit(unpicked.set(row, text)))}
      onCancel={cancel}
    />
  );
}

/** A product searched over `/products/mac` (code prefix or name words). */
export function productEditor<Row>(
  set: (r: Row, p: GridProduct) => Row,
  get: (r: Row) => string,
  unpicked?: UnpickedText<Row>,
): GridEditor<Row> {
  return lookupEditor(productEndpoints.lookup, set, get, false, unpicked);
}

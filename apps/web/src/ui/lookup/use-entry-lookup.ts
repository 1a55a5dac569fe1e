import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { LOOKUP_DEBOUNCE_MS } from '../remote-select';

/** An entry a coded lookup answers (a product, a product group, a catalogue). */
export interface CodedEntry {
  id: number;
  code: string;
  name: string;
}

export interface EntryLookupOptions<E extends CodedEntry> {
  /** Identifies the lookup in the query cache; the term is added to it. */
  queryKey: readonly unknown[];
  /** Asks the server for the entries matching the term; must pass `signal` on to the call. */
  fetchEntries: (term: string, signal: AbortSignal) => Promise<E[]>;
  /** What the field holds now. */
  text: string;
  /** Short lists (groups, catalogues) answer an empty text too. */
  listsWhenEmpty?: boolean;
}

/** What Enter (or Tab) on a text ends with; `entry: null` when nothing answers the text. */
export interface EntryChoice<E> {
  entry: E | null;
}

/** The entry whose code is the text, else the highlighted one, else the best match. */
function pickFrom<E extends CodedEntry>(
  entries: readonly E[],
  text: string,
  highlightedId?: number,
): EntryChoice<E> {
  const exact = entries.find((entry) => sameCode(entry.code, text));
  const highlighted = entries.find((entry) => entry.id === highlightedId);
  return { entry: exact ?? highlighted ?? entries[0] ?? null };
}

/** The message of a field whose typed text was not picked from the suggestions. */
export const UNPICKED_TEXT = 'UI.ENTRY_UNPICKED';

export const sameCode = (code: string, text: string) =>
  code.trim().toLowerCase() === text.trim().toLowerCase();

/**
 * The one type-ahead behind every product field (order, quote and quote-request lines, discount
 * items, the product chooser). The suggestions follow the typed text after a short pause; an
 * answer only counts for the text it was asked for (a query per term: a newer term aborts the
 * older request and its answer never replaces the newer one's).
 *
 * `choose` is what Enter does, so fast typing and a barcode scanner (code + Enter within a few
 * ms) take the same product as slow typing: it uses the answer for exactly the text of the
 * moment, asking for it at once when it is not there yet. An entry whose code equals the text
 * (case and surrounding blanks ignored) wins; otherwise the highlighted suggestion, when the
 * suggestions answer this text, else the best match of that answer. A choice overtaken by newer
 * typing or a newer Enter resolves undefined and must be ignored.
 */
export function useEntryLookup<E extends CodedEntry>(options: EntryLookupOptions<E>) {
  const { queryKey, fetchEntries, listsWhenEmpty = false } = options;
  const typed = options.text.trim();
  const [term] = useDebouncedValue(typed, LOOKUP_DEBOUNCE_MS);
  const isEnabled = listsWhenEmpty || term !== '';
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [...queryKey, term],
    queryFn: ({ signal }) => fetchEntries(term, signal),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
  const entries = isEnabled ? (query.data ?? []) : [];
  const isCurrent = isEnabled && term === typed && query.isSuccess && !query.isPlaceholderData;

  const textRef = useRef(typed);
  textRef.current = typed;
  const ticketRef = useRef(0);
  const latest = useRef({ entries, isCurrent, term, queryKey, fetchEntries });
  latest.current = { entries, isCurrent, term, queryKey, fetchEntries };

  /**
   * The choice from the suggestions shown, when they answer exactly `text` (null otherwise):
   * decided at once, inside the key's event, so the grid moves on before the next key arrives.
   */
  const chooseShown = useCallback((text: string, highlightedId?: number): EntryChoice<E> | null => {
    const wanted = text.trim();
    const now = latest.current;
    // A newer Enter overtakes any choice still waiting for its answer.
    ticketRef.current += 1;
    // Only a list shown before typing (listsWhenEmpty) offers anything to an empty text.
    if (wanted === '')
      return {
        entry: (now.isCurrent ? now.entries : []).find((e) => e.id === highlightedId) ?? null,
      };
    if (!now.isCurrent || now.term !== wanted) return null;
    return pickFrom(now.entries, wanted, highlightedId);
  }, []);

  const choose = useCallback(
    async (text: string, highlightedId?: number): Promise<EntryChoice<E> | undefined> => {
      const wanted = text.trim();
      const shown = chooseShown(text, highlightedId);
      if (shown) return shown;
      const ticket = ticketRef.current;
      const now = latest.current;
      let answer: E[];
      try {
        answer = await client.ensureQueryData({
          queryKey: [...now.queryKey, wanted],
          queryFn: ({ signal }) => now.fetchEntries(wanted, signal),
        });
      } catch (error) {
        if (ticket !== ticketRef.current || textRef.current !== wanted) return undefined;
        throw error;
      }
      if (ticket !== ticketRef.current || textRef.current !== wanted) return undefined;
      return pickFrom(answer, wanted);
    },
    [client, chooseShown],
  );

  return {
    entries,
    isCurrent,
    isFetching: query.isFetching,
    error: query.error,
    chooseShown,
    choose,
  };
}

import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Select, type SelectOption, type SelectProps } from './select';
import { SmallSpinner } from './spinner';

/** Typing pauses this long before the server is asked. */
export const LOOKUP_DEBOUNCE_MS = 250;

export interface RemoteSelectProps<T>
  extends Omit<SelectProps<T>, 'options' | 'value' | 'searchValue' | 'onSearchChange'> {
  /** Identifies the lookup in the query cache; the term is added to it. */
  queryKey: readonly unknown[];
  /** Asks the server for the options matching the term; must pass `signal` on to the call. */
  fetchOptions: (term: string, signal: AbortSignal) => Promise<SelectOption<T>[]>;
  /** The current value as an option, so it shows even when the last answer does not hold it. */
  selected: SelectOption<T> | null;
}

/**
 * A type-ahead select whose options come from a server lookup. Each typed term (after a short
 * pause) is one query: when the term changes, the older request is aborted (TanStack Query cancels
 * a query that loses its last observer and whose signal was handed to fetch), and only the answer
 * of the current term is shown. While the next answer loads, the previous one stays, filtered
 * locally.
 */
export function RemoteSelect<T>({
  queryKey,
  fetchOptions,
  selected,
  getLabel = (option) => option.searchableBy,
  ...rest
}: RemoteSelectProps<T>) {
  const [search, setSearch] = useState('');
  const queryClient = useQueryClient();
  // The input shows the selected option's label: that is no term to search for. The label may
  // be the caller's (`selected`) or the server's for the same id (the first option with an id
  // wins): both are the selection, else each would search for the other without end.
  const isSelectionLabel = (text: string) =>
    selected !== null &&
    (text === getLabel(selected) ||
      queryClient
        .getQueriesData<SelectOption<T>[]>({ queryKey })
        .some(([, found]) => found?.some((o) => o.id === selected.id && getLabel(o) === text)));
  const typed = isSelectionLabel(search) ? '' : search.trim();
  const [term] = useDebouncedValue(typed, LOOKUP_DEBOUNCE_MS);
  const answer = useQuery({
    queryKey: [...queryKey, term],
    queryFn: ({ signal }) => fetchOptions(term, signal),
    placeholderData: keepPreviousData,
  });

  const options = useMemo(() => {
    const found = answer.data ?? [];
    if (!selected || found.some((option) => option.id === selected.id)) return found;
    return [selected, ...found];
  }, [answer.data, selected]);

  return (
    <Select
      {...rest}
      options={options}
      value={selected?.id ?? null}
      getLabel={getLabel}
      searchValue={search}
      onSearchChange={setSearch}
      rightSection={answer.isFetching ? <SmallSpinner /> : rest.rightSection}
    />
  );
}

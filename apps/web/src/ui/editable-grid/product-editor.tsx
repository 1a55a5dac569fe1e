import { productEndpoints } from '@kontor/contract';
import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api/client';
import { queryKeyOf } from '../../lib/query';
import { LOOKUP_DEBOUNCE_MS } from '../remote-select';
import { ComboEditor, type ComboInputProps } from './combo-editor';
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

interface EntrySearchProps extends ComboInputProps<GridProduct> {
  current: string;
  endpoint: GridLookupEndpoint;
  /** Short lists (groups, catalogues) show their first entries before anything is typed. */
  listsWhenEmpty: boolean;
}

function EntrySearch(p: EntrySearchProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(p.initialText ?? '');
  const [term] = useDebouncedValue(search.trim(), LOOKUP_DEBOUNCE_MS);
  const enabled = p.listsWhenEmpty || term !== '';
  // The same lookup as the choosers: every typed word must occur (code or name).
  const found = useQuery({
    queryKey: [...queryKeyOf(p.endpoint), 'grid', term],
    queryFn: ({ signal }) =>
      callApi(p.endpoint, { query: { term, limit: LOOKUP_LIMIT }, signal }) as Promise<
        GridProduct[]
      >,
    enabled,
    placeholderData: keepPreviousData,
  });
  const products = enabled ? (found.data ?? []) : [];
  const items = useMemo(
    () =>
      products.map((product) => ({
        key: String(product.id),
        label: `${product.code} - ${product.name}`,
        content: (
          <div>
            <Text size="xs" ff="monospace" opacity={0.8}>
              {product.code}
            </Text>
            <Text size="sm">{product.name}</Text>
          </div>
        ),
      })),
    [products],
  );
  return (
    <ComboEditor
      label={p.label}
      search={search}
      onSearchChange={setSearch}
      items={items}
      isLoading={found.isFetching}
      isSettled={search.trim() === term && !found.isFetching}
      placeholder={p.current || t('UI.GRID_PRODUCT_SEARCH')}
      emptyText={enabled && found.isSuccess ? t('UI.NOTHING_FOUND') : null}
      dropdownWidth={DROPDOWN_WIDTH}
      onPick={(key) => {
        const product = products.find((candidate) => String(candidate.id) === key);
        if (product) p.onCommit({ id: product.id, code: product.code, name: product.name });
      }}
      onKeep={p.onCancel}
      onCancel={p.onCancel}
    />
  );
}

/**
 * An entry of `endpoint` searched word by word (code prefix or name words, accents and case
 * ignored), as the choosers do; the arrows move through the answer, Enter picks. `get` gives the
 * text the cell shows for the current entry (its code, say).
 */
export function lookupEditor<Row>(
  endpoint: GridLookupEndpoint,
  set: (r: Row, p: GridProduct) => Row,
  get: (r: Row) => string,
  listsWhenEmpty = false,
): GridEditor<Row> {
  return ({ row, initialText, commit, cancel, label }) => (
    <EntrySearch
      label={label}
      endpoint={endpoint}
      listsWhenEmpty={listsWhenEmpty}
      current={get(row)}
      initialText={initialText}
      onCommit={(entry) => commit(set(row, entry))}
      onCancel={cancel}
    />
  );
}

/** A product searched over `/products/mac` (code prefix or name words). */
export function productEditor<Row>(
  set: (r: Row, p: GridProduct) => Row,
  get: (r: Row) => string,
): GridEditor<Row> {
  return lookupEditor(productEndpoints.lookup, set, get);
}

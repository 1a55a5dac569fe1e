import {
  type codeEndpoints,
  currencyEndpoints,
  type partnerLookupEndpoints,
  type productEndpoints,
  type TCodeEntry,
} from '@kontor/contract';
import type { ReactNode } from 'react';
import { callApi } from '../../../lib/api/client';
import { queryKeyOf } from '../../../lib/query';
import { RemoteSelect } from '../../../ui/remote-select';
import type { SelectOption } from '../../../ui/select';

/** A `/…/mac` lookup of coded entries: `term` and `limit` in, code entries out. */
export type CodeEntryEndpoint =
  | typeof productEndpoints.lookupProductGroups
  | typeof productEndpoints.lookupServiceGroups
  | typeof productEndpoints.lookupCatalogues
  | typeof productEndpoints.lookupVariationGroups
  | typeof codeEndpoints.measureUnits
  | typeof currencyEndpoints.lookup
  | typeof partnerLookupEndpoints.priceTypes;

const LOOKUP_LIMIT = 30;

export interface CodeEntryLookupProps {
  endpoint: CodeEntryEndpoint;
  value: TCodeEntry | null;
  onChange: (value: TCodeEntry | null) => void;
  label: string;
  error?: ReactNode;
  required?: boolean;
  clearable?: boolean;
  /** Entries are told apart by their code (measure units, currencies) instead of their id */
  isKeyedByCode?: boolean;
  onBlur?: () => void;
  w?: number | string;
}

/** 'db - darab'; an entry whose name is its code shows once. */
export function formatCodeEntry(entry: TCodeEntry): string {
  return entry.name && entry.name !== entry.code ? `${entry.code} - ${entry.name}` : entry.code;
}

/** Type-ahead over one of the reference lookups (groups, catalogues, measure units, currencies). */
export function CodeEntryLookup({
  endpoint,
  value,
  onChange,
  isKeyedByCode = false,
  clearable = true,
  ...rest
}: CodeEntryLookupProps) {
  const toOption = (entry: TCodeEntry): SelectOption<TCodeEntry> => ({
    id: isKeyedByCode ? entry.code : entry.id,
    data: entry,
    searchableBy: formatCodeEntry(entry),
  });
  return (
    <RemoteSelect<TCodeEntry>
      {...rest}
      clearable={clearable}
      queryKey={queryKeyOf(endpoint)}
      fetchOptions={async (term, signal) => {
        const entries = await callApi(endpoint, { query: { term, limit: LOOKUP_LIMIT }, signal });
        return entries.map(toOption);
      }}
      selected={value && toOption(value)}
      onChange={(option) => onChange(option?.data ?? null)}
    />
  );
}

/** Type-ahead over the currencies, told apart by their code. */
export function CurrencyLookup(props: Omit<CodeEntryLookupProps, 'endpoint' | 'isKeyedByCode'>) {
  return <CodeEntryLookup {...props} endpoint={currencyEndpoints.lookup} isKeyedByCode />;
}

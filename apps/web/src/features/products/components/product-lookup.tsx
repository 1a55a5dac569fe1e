import { productEndpoints, type TProductBase } from '@kontor/contract';
import type { ReactNode } from 'react';
import { callApi } from '../../../lib/api/client';
import { queryKeyOf } from '../../../lib/query';
import { RemoteSelect } from '../../../ui/remote-select';
import type { SelectOption } from '../../../ui/select';

/** A chosen product: what a line of a tab keeps of it. */
export type ProductRef = Pick<TProductBase, 'id' | 'code' | 'name'>;

/** How many products one answer holds: what fits in the dropdown, with room to scroll. */
const LOOKUP_LIMIT = 20;

/** 'VIL-00123 - Luna függőlámpa' */
export function formatProductLabel(product: ProductRef): string {
  return `${product.code} - ${product.name}`;
}

function toOption(product: ProductRef): SelectOption<ProductRef> {
  return { id: product.id, data: product, searchableBy: formatProductLabel(product) };
}

export interface ProductLookupProps {
  value: ProductRef | null;
  onChange: (value: ProductRef | null) => void;
  label: string;
  error?: ReactNode;
  required?: boolean;
  /** Products not to offer, e.g. the product being edited or those already listed */
  excludeIds?: readonly number[];
  /** `services` offers services (`/products/services/mac`), otherwise goods and services */
  kind?: 'products' | 'services';
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  clearable?: boolean;
}

/**
 * Type-ahead selection of an active product over `/products/mac`: code prefix first, then name
 * prefix and fragment, accents and case ignored ('arviz' finds 'Árvíz').
 */
export function ProductLookup({
  value,
  onChange,
  excludeIds = [],
  kind = 'products',
  clearable = true,
  ...rest
}: ProductLookupProps) {
  const endpoint = kind === 'services' ? productEndpoints.lookupServices : productEndpoints.lookup;
  const excluded = new Set(excludeIds);
  return (
    <RemoteSelect<ProductRef>
      {...rest}
      clearable={clearable}
      queryKey={queryKeyOf(endpoint, { excludeIds })}
      fetchOptions={async (term, signal) =>
        (await callApi(endpoint, { query: { term, limit: LOOKUP_LIMIT }, signal }))
          .filter((product) => !excluded.has(product.id))
          .map(toOption)
      }
      selected={value && toOption(value)}
      getLabel={(option) => formatProductLabel(option.data)}
      onChange={(option) =>
        onChange(option && { id: option.data.id, code: option.data.code, name: option.data.name })
      }
    />
  );
}

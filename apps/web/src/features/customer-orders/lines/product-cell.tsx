import { productEndpoints } from '@kontor/contract';
import { callApi } from '../../../lib/api/client';
import { queryKeyOf } from '../../../lib/query';
import { RemoteSelect } from '../../../ui/remote-select';

export interface ProductRef {
  id: number;
  code: string;
  name: string;
}

/**
 * The product of a line: typed code or name fragment, word by word (`/products/mac`); Enter takes
 * the first match, so a known code needs no mouse.
 */
export function ProductCell({
  value,
  label,
  onPick,
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
  autoFocus?: boolean;
  lineIndex: number;
  error?: string | undefined;
}) {
  const option = (p: ProductRef) => ({ id: p.id, data: p, searchableBy: `${p.code} ${p.name}` });
  return (
    <RemoteSelect<ProductRef>
      {...(size === 'sm' ? { label, clearable: true } : { 'aria-label': label })}
      size={size}
      w="100%"
      autoFocus={autoFocus}
      data-line={lineIndex}
      data-col="product"
      selectFirstOptionOnChange
      error={error}
      queryKey={queryKeyOf(productEndpoints.lookup)}
      fetchOptions={async (term, signal) =>
        (await callApi(productEndpoints.lookup, { query: { term, limit: 20 }, signal })).map((p) =>
          option(p),
        )
      }
      selected={value && option(value)}
      getLabel={(o) => `${o.data.code} – ${o.data.name}`}
      onChange={(picked) => onPick(picked?.data ?? null)}
    />
  );
}

import { storageEndpoints, type TStorageOption } from '@kontor/contract';
import { callApi } from '../../lib/api/client';
import { queryKeyOf } from '../../lib/query';
import { RemoteSelect } from '../../ui/remote-select';
import type { SelectOption } from '../../ui/select';

export interface Place {
  id: number;
  code: string;
  name: string;
}

const toOption = (place: Place): SelectOption<Place> => ({
  id: place.id,
  data: place,
  searchableBy: `${place.code} - ${place.name}`,
});

/**
 * A storage location chosen by typing its code or name (`/shelving/storages/mac`): the shelves
 * and bins for a shelving target, or the buffers for a receipt.
 */
export function StorageSelect({
  label,
  value,
  onChange,
  types,
  placeholder,
}: {
  label: string;
  value: Place | null;
  onChange: (place: Place | null) => void;
  types: readonly TStorageOption['type'][];
  placeholder?: string;
}) {
  const single = types.length === 1 ? types[0] : undefined;
  return (
    <RemoteSelect<Place>
      label={label}
      placeholder={placeholder}
      clearable
      queryKey={queryKeyOf(storageEndpoints.shelvingLookup, { types })}
      fetchOptions={async (term, signal) =>
        (
          await callApi(storageEndpoints.shelvingLookup, {
            query: { term, limit: 20, ...(single ? { type: single } : {}) },
            signal,
          })
        )
          .filter((option) => types.includes(option.type))
          .map(toOption)
      }
      selected={value && toOption(value)}
      getLabel={(option) => option.searchableBy}
      onChange={(option) => onChange(option?.data ?? null)}
    />
  );
}

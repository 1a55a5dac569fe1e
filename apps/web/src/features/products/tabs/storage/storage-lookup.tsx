import { storageEndpoints, type TStorageOption } from '@kontor/contract';
import type { ReactNode } from 'react';
import { callApi } from '../../../../lib/api/client';
import { queryKeyOf } from '../../../../lib/query';
import { RemoteSelect } from '../../../../ui/remote-select';
import type { SelectOption } from '../../../../ui/select';

const LOOKUP_LIMIT = 30;

function toOption(storage: TStorageOption): SelectOption<TStorageOption> {
  return { id: storage.id, data: storage, searchableBy: storage.label };
}

export interface StorageLookupProps {
  /** Only the storage locations of this branch are offered */
  branchId: number | null;
  value: TStorageOption | null;
  onChange: (value: TStorageOption | null) => void;
  label: string;
  error?: ReactNode;
  disabled?: boolean;
}

/** Type-ahead over the active storage locations of one branch (`/shelving/storages/mac`). */
export function StorageLookup({ branchId, value, onChange, ...rest }: StorageLookupProps) {
  return (
    <RemoteSelect<TStorageOption>
      {...rest}
      required
      clearable
      queryKey={queryKeyOf(storageEndpoints.shelvingLookup, { branchId })}
      fetchOptions={(term, signal) =>
        callApi(storageEndpoints.shelvingLookup, {
          query: { term, limit: LOOKUP_LIMIT, branch_id: branchId ?? undefined },
          signal,
        }).then((found) => found.map(toOption))
      }
      selected={value && toOption(value)}
      onChange={(option) => onChange(option?.data ?? null)}
    />
  );
}

import { storageEndpoints, type TStorageOption } from '@kontor/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api/client';
import { queryKeyOf } from '../../lib/query';
import { LAYER } from '../../ui/layers';
import { RemoteSelect } from '../../ui/remote-select';

const toOption = (storage: TStorageOption) => ({
  id: storage.id,
  data: storage,
  searchableBy: storage.label,
});

/** Type-ahead choice of an active storage location (the shelving lookup); a scan types its code. */
export function LocationLookup({
  value,
  onChange,
  error,
}: {
  value: TStorageOption | null;
  onChange: (storage: TStorageOption | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <RemoteSelect<TStorageOption>
      size="lg"
      label={t('WAREHOUSE_DASHBOARD.NEW_LOCATION')}
      comboboxProps={{ zIndex: LAYER.dialogAboveSpinner }}
      data-autofocus
      data-scan-target
      error={error}
      queryKey={queryKeyOf(storageEndpoints.shelvingLookup, { lookup: 'dashboard' })}
      fetchOptions={async (term, signal) =>
        (
          await callApi(storageEndpoints.shelvingLookup, { query: { term, limit: 20 }, signal })
        ).map(toOption)
      }
      selected={value && toOption(value)}
      onChange={(option) => onChange(option?.data ?? null)}
    />
  );
}

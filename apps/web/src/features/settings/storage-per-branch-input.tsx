import type { TBranch } from '@kontor/contract';
import { Fieldset, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../shell/error-message';
import { Select } from '../../ui/select';
import { useBranches, useWarehouses } from './settings-api';

type Mapping = Record<string, number>;

function BranchStorage({
  branch,
  value,
  onChange,
}: {
  branch: TBranch;
  value: number | null;
  onChange: (storageId: number | null) => void;
}) {
  const { t } = useTranslation();
  const storages = useWarehouses(branch.id);
  const options = (storages.data?.items ?? []).map((s) => ({
    id: s.id,
    data: s,
    searchableBy: `${s.code} – ${s.name}`,
  }));
  return (
    <Select
      label={branch.name}
      placeholder={t('SETTINGS.NO_DEFAULT_STORAGE')}
      w={360}
      clearable
      options={options}
      value={value}
      onChange={(o) => onChange(o ? o.data.id : null)}
    />
  );
}

/** The default warehouse of each branch of the firm. */
export function StoragePerBranchInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Mapping;
  onChange: (value: Mapping) => void;
}) {
  const branches = useBranches();
  if (branches.isError) return <ErrorMessage error={branches.error} />;
  if (!branches.data) return <Skeleton height={80} />;
  return (
    <Fieldset legend={label}>
      <Stack gap="xs">
        {branches.data.map((branch) => (
          <BranchStorage
            key={branch.id}
            branch={branch}
            value={value[String(branch.id)] ?? null}
            onChange={(storageId) => {
              const { [String(branch.id)]: _old, ...rest } = value;
              onChange(storageId === null ? rest : { ...rest, [String(branch.id)]: storageId });
            }}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}

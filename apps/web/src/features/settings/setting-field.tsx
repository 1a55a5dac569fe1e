import { settingEndpoints, type TSetting } from '@kontor/contract';
import { Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { ActionButton } from '../../ui/action-button';
import { Select } from '../../ui/select';
import { useToast } from '../../ui/toast';
import { useSaveSetting } from './settings-api';
import { StoragePerBranchInput } from './storage-per-branch-input';

type Value = TSetting['value'];

/** The decimal settings are typed with a comma (hu-HU) and sent with a dot. */
const toDecimal = (text: string) => text.trim().replace(',', '.');
const fromDecimal = (value: Value) => String(value).replace('.', ',');

function ValueInput({
  setting,
  value,
  error,
  onChange,
}: {
  setting: TSetting;
  value: Value;
  error: string | null;
  onChange: (value: Value) => void;
}) {
  const { t } = useTranslation();
  const label = t(setting.labelKey);
  const description = t(`${setting.labelKey}.HELP`);
  const common = { label, description, error, id: `setting-${setting.id}` };
  // The width goes to the input only, so a long label stays on one line.
  const width = (w: number) => ({ styles: { wrapper: { width: w } } });
  switch (setting.type) {
    case 'INTEGER':
      return (
        <NumberInput
          {...common}
          {...width(220)}
          allowDecimal={false}
          thousandSeparator=" "
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => onChange(typeof v === 'number' ? v : Number.NaN)}
        />
      );
    case 'DECIMAL':
      return (
        <TextInput
          {...common}
          {...width(220)}
          value={fromDecimal(value)}
          onChange={(e) => onChange(toDecimal(e.currentTarget.value))}
        />
      );
    case 'CHOICE':
      return (
        <Select
          {...common}
          {...width(320)}
          options={setting.options.map((o) => ({
            id: o,
            data: o,
            searchableBy: t(`SETTINGS.OPTION.${o}`),
          }))}
          value={String(value)}
          onChange={(o) => o && onChange(o.data)}
        />
      );
    case 'STORAGE_PER_BRANCH':
      return (
        <StoragePerBranchInput
          label={label}
          value={value as Record<string, number>}
          onChange={onChange}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          {...width(360)}
          value={String(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}

/** One setting: its input and its own save button (each setting is saved and audited alone). */
export function SettingField({ setting }: { setting: TSetting }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveSetting();
  const [value, setValue] = useState<Value>(setting.value);
  const [error, setError] = useState<string | null>(null);
  const isChanged = JSON.stringify(value) !== JSON.stringify(setting.value);

  async function submit() {
    setError(null);
    try {
      await save.mutateAsync({ id: setting.id, body: { value, version: setting.version } });
      toast.show(t('SETTINGS.SAVED'), 'SUCCESS');
    } catch (e) {
      const status = e instanceof ApiError ? e.status : 0;
      if (status === 400) setError(t('SETTINGS.INVALID'));
      else toast.show(t(status === 409 ? 'SETTINGS.STALE' : 'SETTINGS.SAVE_FAILED'), 'ERROR');
    }
  }

  return (
    <form
      aria-label={t(setting.labelKey)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap={4}>
        <Group align="flex-end">
          <ValueInput setting={setting} value={value} error={error} onChange={setValue} />
          <ActionButton
            endpoint={settingEndpoints.update}
            type="submit"
            variant="light"
            disabledReason={isChanged ? null : t('SHELL.DISABLED.NO_CHANGES')}
            loading={save.isPending}
          >
            {t('SETTINGS.SAVE')}
          </ActionButton>
        </Group>
        {setting.version === 0 && (
          <Text size="xs" c="dimmed">
            {t('SETTINGS.USING_DEFAULT')}
          </Text>
        )}
      </Stack>
    </form>
  );
}

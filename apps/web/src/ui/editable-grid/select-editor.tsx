import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesSearch } from '../select-options';
import { ComboEditor, type ComboInputProps } from './combo-editor';
import type { GridEditor } from './types';

export interface GridSelectOption {
  value: string;
  label: string;
}

function SelectInput(
  p: ComboInputProps<string> & { options: readonly GridSelectOption[]; value: string },
) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(p.initialText ?? '');
  const items = p.options
    .filter((option) => matchesSearch(option.label, search))
    .map((option) => ({ key: option.value, label: option.label }));
  return (
    <ComboEditor
      label={p.label}
      search={search}
      onSearchChange={setSearch}
      items={items}
      currentKey={p.value}
      placeholder={p.options.find((option) => option.value === p.value)?.label}
      emptyText={t('UI.NOTHING_FOUND')}
      onPick={p.onCommit}
      onSubmit={(key) => (key !== undefined && key !== p.value ? p.onCommit(key) : p.onCancel())}
      onCancel={p.onCancel}
    />
  );
}

/** One of fixed options: typing filters them (accents and case ignored), Enter picks. */
export function selectEditor<Row>(
  options: readonly GridSelectOption[],
  get: (r: Row) => string,
  set: (r: Row, v: string) => Row,
): GridEditor<Row> {
  return ({ row, initialText, commit, cancel, label }) => (
    <SelectInput
      label={label}
      options={options}
      value={get(row)}
      initialText={initialText}
      onCommit={(value) => commit(set(row, value))}
      onCancel={cancel}
    />
  );
}

import {
  type ComboboxItem,
  type ComboboxParsedItem,
  Group,
  Select as MantineSelect,
  type SelectProps as MantineSelectProps,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import {
  findDuplicateIds,
  matchesSearch,
  type OptionId,
  type SelectOption,
  toOptionKey,
} from './select-options';

export {
  type ContactPerson,
  createRandomAlphanumericId,
  createTemporaryId,
  formatContactPersonLabel,
  type OptionId,
  type SelectOption,
} from './select-options';

/** Spec 000 §9. */
export const DEFAULT_MAX_DROPDOWN_HEIGHT = 120;

// Has no colon, so it never equals an option key.
const CREATE_NEW_KEY = 'create-new';

/** An extra last option that starts creating a new entry instead of selecting one. */
export interface CreateNewOption {
  label: string;
  onCreate: () => void;
}

export interface SelectProps<T>
  extends Omit<MantineSelectProps, 'data' | 'value' | 'onChange' | 'filter' | 'renderOption'> {
  options: readonly SelectOption<T>[];
  value: OptionId | null;
  onChange: (option: SelectOption<T> | null) => void;
  /** Text shown for an option; its searchableBy by default */
  getLabel?: (option: SelectOption<T>) => string;
  createNewOption?: CreateNewOption;
}

/** Reports duplicate ids while developing; a duplicate means a bug in the data behind a select. */
export function reportDuplicateIds(
  options: readonly SelectOption<unknown>[],
  isDevelopment: boolean = import.meta.env.DEV,
): void {
  if (!isDevelopment) return;
  const duplicates = findDuplicateIds(options);
  if (duplicates.length > 0) console.error('Select options have duplicate ids:', duplicates);
}

export function Select<T>({
  options,
  value,
  onChange,
  getLabel = (option) => option.searchableBy,
  createNewOption,
  searchable = true,
  maxDropdownHeight = DEFAULT_MAX_DROPDOWN_HEIGHT,
  onDropdownOpen,
  ...rest
}: SelectProps<T>) {
  const { t } = useTranslation();
  // Mantine names the open listbox on the input (aria-controls, aria-expanded) from an id its
  // list records once mounted, without rendering the input again: a list that opens with its
  // options already there (a lookup focused on a new form, its answer cached) stayed unnamed,
  // an open popup a screen reader is told is closed. One more render once the list is mounted.
  const [, renderAgain] = useReducer((n: number) => n + 1, 0);

  useEffect(() => reportDuplicateIds(options), [options]);

  // The first option with an id wins; the dropdown cannot hold two options with one key.
  const byKey = useMemo(() => {
    const map = new Map<string, SelectOption<T>>();
    for (const option of options) {
      const key = toOptionKey(option.id);
      if (!map.has(key)) map.set(key, option);
    }
    return map;
  }, [options]);

  const items: ComboboxItem[] = [...byKey].map(([key, option]) => ({
    value: key,
    label: getLabel(option),
    disabled: option.disabled,
  }));
  if (createNewOption) items.push({ value: CREATE_NEW_KEY, label: createNewOption.label });

  const filter = ({ options: parsed, search }: { options: ComboboxParsedItem[]; search: string }) =>
    parsed.filter((item) => {
      if (!('value' in item) || item.value === CREATE_NEW_KEY) return true;
      const option = byKey.get(item.value);
      return option !== undefined && matchesSearch(option.searchableBy, search);
    });

  return (
    <MantineSelect
      nothingFoundMessage={t('UI.NOTHING_FOUND')}
      clearButtonProps={{ 'aria-label': t('UI.CLEAR_VALUE') }}
      // The listbox scrolls itself: as the combobox's popup it is reached through the input's
      // arrow keys, where a scroll area inside it would be a tab stop that a listbox may not hold.
      withScrollArea={false}
      styles={{ options: { maxHeight: maxDropdownHeight, overflowY: 'auto' } }}
      {...rest}
      data={items}
      value={value === null ? null : toOptionKey(value)}
      searchable={searchable}
      maxDropdownHeight={maxDropdownHeight}
      filter={filter}
      onDropdownOpen={() => {
        setTimeout(renderAgain);
        onDropdownOpen?.();
      }}
      renderOption={({ option }) =>
        option.value === CREATE_NEW_KEY ? (
          <Group gap="xs" wrap="nowrap">
            <IconPlus size={16} aria-hidden />
            {option.label}
          </Group>
        ) : (
          option.label
        )
      }
      onChange={(key) => {
        if (key === CREATE_NEW_KEY) createNewOption?.onCreate();
        else onChange(key === null ? null : (byKey.get(key) ?? null));
      }}
    />
  );
}

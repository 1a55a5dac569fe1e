import {
  DISCOUNT_SCOPES,
  DISCOUNT_SHOWN_STATES,
  type TDiscountScope,
  type TDiscountState,
} from '@kontor/contract';
import { Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../ui/date-input';
import { DebouncedTextInput } from '../../../ui/debounced-text-input';
import { Select, type SelectOption } from '../../../ui/select';
import { ProductLookup } from '../../products/components/product-lookup';
import type { ListParams } from './list-params';

export interface DiscountFiltersProps {
  params: ListParams;
  /** `isTyping`: the change comes from the search field (applied after a pause) */
  onChange: (params: ListParams, isTyping: boolean) => void;
}

/** Name, state, scope, validity day and product of the discount list. */
export function DiscountFilters({ params, onChange }: DiscountFiltersProps) {
  const { t } = useTranslation();
  const stateOptions: SelectOption<TDiscountState>[] = DISCOUNT_SHOWN_STATES.map((state) => ({
    id: state,
    data: state,
    searchableBy: t(`DISCOUNTS.STATE.${state}`),
  }));
  const scopeOptions: SelectOption<TDiscountScope>[] = DISCOUNT_SCOPES.map((scope) => ({
    id: scope,
    data: scope,
    searchableBy: t(`DISCOUNTS.SCOPE.${scope}`),
  }));
  const change = (patch: Partial<ListParams>) => onChange({ ...params, ...patch }, false);
  return (
    <Group align="flex-end" gap="md">
      <DebouncedTextInput
        label={t('DISCOUNTS.LIST.SEARCH')}
        placeholder={t('DISCOUNTS.LIST.SEARCH_PLACEHOLDER')}
        leftSection={<IconSearch size={16} aria-hidden />}
        w={280}
        maxLength={200}
        autoFocus
        value={params.term}
        onCommit={(term) => onChange({ ...params, term }, true)}
      />
      <Select
        label={t('DISCOUNTS.FIELD.STATE')}
        placeholder={t('DISCOUNTS.LIST.ALL')}
        options={stateOptions}
        value={params.state}
        clearable
        w={170}
        onChange={(option) => change({ state: option?.data ?? null })}
      />
      <Select
        label={t('DISCOUNTS.FIELD.SCOPE')}
        placeholder={t('DISCOUNTS.LIST.ALL')}
        options={scopeOptions}
        value={params.scope}
        clearable
        w={200}
        onChange={(option) => change({ scope: option?.data ?? null })}
      />
      <DateInput
        label={t('DISCOUNTS.LIST.VALID_ON')}
        placeholder={t('DISCOUNTS.LIST.ANY_DAY')}
        value={params.validOn}
        onChange={(validOn) => change({ validOn })}
        clearable
        w={160}
      />
      <ProductLookup
        label={t('DISCOUNTS.LIST.PRODUCT')}
        value={params.product}
        onChange={(product) => change({ product })}
      />
    </Group>
  );
}

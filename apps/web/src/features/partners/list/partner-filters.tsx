import { PARTNER_ROLES, type TPartnerRole } from '@kontor/contract';
import { Group, Input, SegmentedControl } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DebouncedTextInput } from '../../../ui/debounced-text-input';
import { Select, type SelectOption } from '../../../ui/select';
import type { ActiveFilter, ListParams } from './list-params';

export interface PartnerFiltersProps {
  params: ListParams;
  /** `isTyping`: the change comes from a text field (applied after a pause) */
  onChange: (params: ListParams, isTyping: boolean) => void;
}

/** Search term, role, active state and city of the partner list. */
export function PartnerFilters({ params, onChange }: PartnerFiltersProps) {
  const { t } = useTranslation();
  const roleOptions: SelectOption<TPartnerRole>[] = PARTNER_ROLES.map((role) => ({
    id: role,
    data: role,
    searchableBy: t(`PARTNERS.ROLE.${role}`),
  }));
  return (
    <Group align="flex-end" gap="md">
      <DebouncedTextInput
        label={t('PARTNERS.LIST.SEARCH')}
        placeholder={t('PARTNERS.LIST.SEARCH_PLACEHOLDER')}
        leftSection={<IconSearch size={16} aria-hidden />}
        w={360}
        maxLength={200}
        autoFocus
        value={params.term}
        onCommit={(term) => onChange({ ...params, term }, true)}
      />
      <Select
        label={t('PARTNERS.FIELD.ROLES')}
        placeholder={t('PARTNERS.LIST.ALL_ROLES')}
        options={roleOptions}
        value={params.role}
        clearable
        w={200}
        onChange={(option) => onChange({ ...params, role: option?.data ?? null }, false)}
      />
      <Input.Wrapper label={t('PARTNERS.FIELD.IS_ACTIVE')}>
        <SegmentedControl
          display="flex"
          value={params.active}
          onChange={(active) => onChange({ ...params, active: active as ActiveFilter }, false)}
          data={[
            { value: 'active', label: t('PARTNERS.LIST.ACTIVE_ONLY') },
            { value: 'inactive', label: t('PARTNERS.LIST.INACTIVE_ONLY') },
            { value: 'all', label: t('PARTNERS.LIST.ALL') },
          ]}
        />
      </Input.Wrapper>
      <DebouncedTextInput
        label={t('PARTNERS.FIELD.CITY')}
        placeholder={t('PARTNERS.LIST.CITY_PLACEHOLDER')}
        w={200}
        maxLength={100}
        value={params.city}
        onCommit={(city) => onChange({ ...params, city }, true)}
      />
    </Group>
  );
}

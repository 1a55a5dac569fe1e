import { productEndpoints, type TCodeEntry } from '@kontor/contract';
import { Group, Input, SegmentedControl } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DebouncedTextInput } from '../../../ui/debounced-text-input';
import { PartnerLookup } from '../../partners/components/partner-lookup';
import { CodeEntryLookup, formatCodeEntry } from '../form/code-entry-lookup';
import type { EntityFilter, FlagFilter, ListParams } from './list-params';

export interface ProductFiltersProps {
  params: ListParams;
  /** `isTyping`: the change comes from the search field (applied after a pause) */
  onChange: (params: ListParams, isTyping: boolean) => void;
}

const asEntry = (filter: EntityFilter | null): TCodeEntry | null =>
  filter && { id: filter.id, code: filter.label, name: filter.label };
const asFilter = (entry: TCodeEntry | null): EntityFilter | null =>
  entry && { id: entry.id, label: formatCodeEntry(entry) };

/** Search term, group, catalogue, supplier, active state and kind of the product list. */
export function ProductFilters({ params, onChange }: ProductFiltersProps) {
  const { t } = useTranslation();
  const flagData = (yes: string, no: string) => [
    { value: 'yes', label: yes },
    { value: 'no', label: no },
    { value: 'all', label: t('PRODUCTS.LIST.ALL') },
  ];
  const change = (patch: Partial<ListParams>) => onChange({ ...params, ...patch }, false);
  return (
    <Group align="flex-end" gap="md">
      <DebouncedTextInput
        label={t('PRODUCTS.LIST.SEARCH')}
        placeholder={t('PRODUCTS.LIST.SEARCH_PLACEHOLDER')}
        leftSection={<IconSearch size={16} aria-hidden />}
        w={320}
        maxLength={200}
        autoFocus
        value={params.term}
        onCommit={(term) => onChange({ ...params, term }, true)}
      />
      <CodeEntryLookup
        key={params.service}
        endpoint={
          params.service === 'yes'
            ? productEndpoints.lookupServiceGroups
            : productEndpoints.lookupProductGroups
        }
        label={t(
          params.service === 'yes' ? 'PRODUCTS.FIELD.SERVICE_GROUP' : 'PRODUCTS.FIELD.GROUP',
        )}
        value={asEntry(params.group)}
        onChange={(group) => change({ group: asFilter(group) })}
        w={220}
      />
      <CodeEntryLookup
        endpoint={productEndpoints.lookupCatalogues}
        label={t('PRODUCTS.FIELD.CATALOGUE')}
        value={asEntry(params.catalogue)}
        onChange={(catalogue) => change({ catalogue: asFilter(catalogue) })}
        w={220}
      />
      <PartnerLookup
        lookup="suppliers"
        label={t('PRODUCTS.LIST.SUPPLIER')}
        value={params.supplier && { id: params.supplier.id, name: params.supplier.label }}
        onChange={(supplier) =>
          change({ supplier: supplier && { id: supplier.id, label: supplier.name } })
        }
      />
      <Input.Wrapper label={t('PRODUCTS.FIELD.ACTIVE')}>
        <SegmentedControl
          display="flex"
          value={params.active}
          onChange={(active) => change({ active: active as FlagFilter })}
          data={flagData(t('PRODUCTS.LIST.ACTIVE_ONLY'), t('PRODUCTS.LIST.INACTIVE_ONLY'))}
        />
      </Input.Wrapper>
      <Input.Wrapper label={t('PRODUCTS.FIELD.KIND')}>
        <SegmentedControl
          display="flex"
          value={params.service}
          // Product groups and service groups are different lists: a chosen group may not fit.
          onChange={(service) => change({ service: service as FlagFilter, group: null })}
          data={[
            { value: 'no', label: t('PRODUCTS.LIST.GOODS') },
            { value: 'yes', label: t('PRODUCTS.LIST.SERVICES') },
            { value: 'all', label: t('PRODUCTS.LIST.ALL') },
          ]}
        />
      </Input.Wrapper>
    </Group>
  );
}

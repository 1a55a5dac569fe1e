import { SUPPLIER_ORDER_STATES } from '@kontor/contract';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../ui/date-input';
import { PartnerLookup } from '../../partners/components/partner-lookup';
import type { ListParams } from './list-params';

interface Props {
  params: ListParams;
  /** `isTyping`: a keystroke in the search field (replaces the history entry). */
  onChange: (next: ListParams, isTyping?: boolean) => void;
}

/** Term (number or supplier), state, supplier and order dates. */
export function SupplierOrderFilters({ params, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t('PURCHASING.FILTER.TERM')}
        value={params.term}
        onChange={(e) => onChange({ ...params, term: e.currentTarget.value }, true)}
      />
      <NativeSelect
        label={t('PURCHASING.FIELD.STATE')}
        value={params.state ?? ''}
        onChange={(e) =>
          onChange({
            ...params,
            state: SUPPLIER_ORDER_STATES.find((s) => s === e.currentTarget.value) ?? null,
          })
        }
        data={[
          { value: '', label: t('PURCHASING.FILTER.ALL') },
          ...SUPPLIER_ORDER_STATES.map((s) => ({ value: s, label: t(`PURCHASING.STATE.${s}`) })),
        ]}
      />
      <PartnerLookup
        lookup="suppliers"
        label={t('PURCHASING.FIELD.SUPPLIER')}
        value={params.supplierId ? { id: params.supplierId, name: params.supplierName } : null}
        onChange={(s) =>
          onChange({ ...params, supplierId: s?.id ?? null, supplierName: s?.name ?? '' })
        }
      />
      <DateInput
        label={t('PURCHASING.FILTER.FROM')}
        value={params.from}
        clearable
        onChange={(from) => onChange({ ...params, from })}
      />
      <DateInput
        label={t('PURCHASING.FILTER.TO')}
        value={params.to}
        clearable
        onChange={(to) => onChange({ ...params, to })}
      />
    </Group>
  );
}

import { INVOICE_KINDS, NAV_STATUSES, PAYMENT_STATES } from '@kontor/contract';
import { Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../ui/date-input';
import { PartnerLookup } from '../../partners/components/partner-lookup';
import type { ListParams } from './list-params';

interface Props {
  params: ListParams;
  /** `isTyping`: a keystroke in the search field (replaces the history entry). */
  onChange: (next: ListParams, isTyping?: boolean) => void;
}

/** Kind, payment, NAV status, customer, issue dates, unpaid only and a search term. */
export function InvoiceFilters({ params, onChange }: Props) {
  const { t } = useTranslation();
  const choice = <T extends string>(
    label: string,
    values: readonly T[],
    prefix: string,
    value: T | null,
    set: (v: T | null) => void,
  ) => (
    <NativeSelect
      label={label}
      value={value ?? ''}
      onChange={(e) => set((values.find((v) => v === e.currentTarget.value) ?? null) as T | null)}
      data={[
        { value: '', label: t('INVOICES.FILTER.ALL') },
        ...values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) })),
      ]}
    />
  );
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t('INVOICES.FILTER.TERM')}
        value={params.term}
        onChange={(e) => onChange({ ...params, term: e.currentTarget.value }, true)}
      />
      {choice(t('INVOICES.FILTER.KIND'), INVOICE_KINDS, 'INVOICES.KIND', params.kind, (kind) =>
        onChange({ ...params, kind }),
      )}
      {choice(
        t('INVOICES.FILTER.PAYMENT_STATE'),
        PAYMENT_STATES,
        'INVOICES.PAYMENT_STATE',
        params.paymentState,
        (paymentState) => onChange({ ...params, paymentState }),
      )}
      {choice(
        t('INVOICES.FILTER.NAV_STATUS'),
        NAV_STATUSES,
        'INVOICES.NAV',
        params.navStatus,
        (navStatus) => onChange({ ...params, navStatus }),
      )}
      <PartnerLookup
        lookup="customers"
        label={t('INVOICES.FILTER.CUSTOMER')}
        clearable
        value={params.customerId ? { id: params.customerId, name: params.customerName } : null}
        onChange={(c) =>
          onChange({ ...params, customerId: c?.id ?? null, customerName: c?.name ?? '' })
        }
      />
      <DateInput
        label={t('INVOICES.FILTER.FROM')}
        value={params.from}
        clearable
        onChange={(from) => onChange({ ...params, from })}
      />
      <DateInput
        label={t('INVOICES.FILTER.TO')}
        value={params.to}
        clearable
        onChange={(to) => onChange({ ...params, to })}
      />
      <Checkbox
        label={t('INVOICES.FILTER.UNPAID')}
        checked={params.unpaid}
        onChange={(e) => onChange({ ...params, unpaid: e.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}

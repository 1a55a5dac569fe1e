import { Input, Pill, Stack } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partnerQuery } from '../../partners/api/partners-api';
import { PartnerLookup, type PartnerRef } from '../../partners/components/partner-lookup';

export interface CustomerPickerProps {
  customerIds: readonly number[];
  onChange: (customerIds: number[]) => void;
  /** One customer (CUSTOMER scope) or a set (CUSTOMER_SET) */
  isMultiple: boolean;
  error?: string;
  onBlur: () => void;
}

/** The customers a list applies to: names read by id (a stored list keeps only the ids). */
function useCustomerRefs(ids: readonly number[], picked: ReadonlyMap<number, PartnerRef>) {
  const answers = useQueries({
    queries: ids.filter((id) => !picked.has(id)).map((id) => partnerQuery(id)),
  });
  const read = new Map(answers.flatMap((a) => (a.data ? [[a.data.id, a.data] as const] : [])));
  return ids.map(
    (id): PartnerRef =>
      picked.get(id) ?? {
        id,
        name: read.get(id)?.name ?? `#${id}`,
        code: read.get(id)?.code ?? null,
      },
  );
}

/** One customer as a lookup, or a set of customers as removable pills plus a lookup to add. */
export function CustomerPicker({
  customerIds,
  onChange,
  isMultiple,
  error,
  onBlur,
}: CustomerPickerProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Map<number, PartnerRef>>(new Map());
  const refs = useCustomerRefs(customerIds, picked);
  const remember = (ref: PartnerRef) => setPicked((current) => new Map(current).set(ref.id, ref));
  if (!isMultiple)
    return (
      <PartnerLookup
        lookup="customers"
        label={t('DISCOUNTS.FIELD.CUSTOMER')}
        required
        value={refs[0] ?? null}
        error={error}
        onChange={(ref) => {
          if (ref) remember(ref);
          onChange(ref ? [ref.id] : []);
          onBlur();
        }}
      />
    );
  return (
    <Stack gap={4}>
      <PartnerLookup
        lookup="customers"
        label={t('DISCOUNTS.FIELD.CUSTOMERS')}
        placeholder={t('DISCOUNTS.FORM.ADD_CUSTOMER')}
        required
        value={null}
        excludeIds={customerIds}
        error={error}
        onChange={(ref) => {
          if (!ref) return;
          remember(ref);
          onChange([...customerIds, ref.id]);
          onBlur();
        }}
      />
      <Input.Wrapper aria-label={t('DISCOUNTS.FIELD.CUSTOMERS')}>
        <Pill.Group>
          {refs.map((ref) => (
            <Pill
              key={ref.id}
              withRemoveButton
              removeButtonProps={{
                'aria-label': t('DISCOUNTS.FORM.REMOVE_CUSTOMER', { name: ref.name }),
              }}
              onRemove={() => onChange(customerIds.filter((id) => id !== ref.id))}
            >
              {ref.name}
            </Pill>
          ))}
        </Pill.Group>
      </Input.Wrapper>
    </Stack>
  );
}

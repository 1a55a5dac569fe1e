import { employeeEndpoints, type TEmployee } from '@kontor/contract';
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '../../../lib/forms/use-form-errors';
import { endpointQuery } from '../../../lib/query';
import { Select, type SelectOption } from '../../../ui/select';
import { PartnerLookup, type PartnerRef } from '../../partners/components/partner-lookup';

const representativesQuery = endpointQuery(employeeEndpoints.representatives, {
  query: { term: '', limit: 100 },
});
const CURRENCIES = ['HUF', 'EUR', 'USD'] as const;

export interface HeaderValues {
  customer: PartnerRef | null;
  currencyCode: string;
  salesRepEmployeeId: number | null;
}

/** The sales representatives (a short list, read once whole) as select options. */
export function useRepresentativeOptions(): SelectOption<TEmployee>[] {
  const representatives = useQuery(representativesQuery);
  return (representatives.data ?? []).map((employee) => ({
    id: employee.id,
    data: employee,
    searchableBy: employee.name,
  }));
}

/** Customer, currency and sales rep: what a quote and an order share; `children` adds the rest. */
export function HeaderFields<V extends HeaderValues>({
  values,
  onChange,
  errors,
  isCustomerLocked,
  children,
}: {
  values: V;
  onChange: (patch: Partial<HeaderValues>) => void;
  errors: FormErrors;
  isCustomerLocked: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const representatives = useRepresentativeOptions();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      <PartnerLookup
        lookup="customers"
        label={t('SALES.FIELD.CUSTOMER')}
        required
        autoFocus={values.customer === null}
        disabled={isCustomerLocked}
        value={values.customer}
        clearable={false}
        onChange={(customer) => {
          onChange({ customer });
          errors.change('customerId');
        }}
        error={errors.errorOf('customerId')}
      />
      <Select
        label={t('SALES.FIELD.CURRENCY')}
        options={CURRENCIES.map((code) => ({ id: code, data: code, searchableBy: code }))}
        value={values.currencyCode}
        allowDeselect={false}
        disabled={isCustomerLocked}
        onChange={(option) => option && onChange({ currencyCode: option.data })}
        error={errors.errorOf('currencyCode')}
      />
      <Select
        label={t('SALES.FIELD.SALES_REP')}
        options={representatives}
        value={values.salesRepEmployeeId}
        clearable
        onChange={(option) => {
          onChange({ salesRepEmployeeId: option?.data.id ?? null });
          errors.change('salesRepEmployeeId');
        }}
        error={errors.errorOf('salesRepEmployeeId')}
      />
      {children}
    </SimpleGrid>
  );
}

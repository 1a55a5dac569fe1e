import {
  employeeEndpoints,
  PAYMENT_METHODS,
  type PRICE_TYPES,
  partnerLookupEndpoints,
  type TCodeEntry,
  type TEmployee,
} from '@kontor/contract';
import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bindText } from '../../../lib/forms/bind-field';
import { formatDecimalInput, toDecimalString } from '../../../lib/forms/decimal-input';
import { endpointQuery } from '../../../lib/query';
import { Select, type SelectOption } from '../../../ui/select';
import type { SectionProps } from './section-props';

/** Both lists are short (a handful of price types, the firm's sales people): read once, whole. */
const WHOLE_LIST = { query: { term: '', limit: 100 } };
const priceTypesQuery = endpointQuery(partnerLookupEndpoints.priceTypes, WHOLE_LIST);
const representativesQuery = endpointQuery(employeeEndpoints.representatives, WHOLE_LIST);

type PriceType = (typeof PRICE_TYPES)[number];
type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Price type, payment method and terms, credit limit, sales representative, notes. */
export function TermsFields({ values, onChange, errors }: SectionProps) {
  const { t } = useTranslation();
  const priceTypes = useQuery(priceTypesQuery);
  const representatives = useQuery(representativesQuery);

  const priceTypeOptions: SelectOption<TCodeEntry>[] = (priceTypes.data ?? []).map((entry) => ({
    id: entry.code,
    data: entry,
    searchableBy: entry.name,
  }));
  const paymentMethodOptions: SelectOption<PaymentMethod>[] = PAYMENT_METHODS.map((method) => ({
    id: method,
    data: method,
    searchableBy: t(`PARTNERS.PAYMENT_METHOD.${method}`),
  }));
  const representativeOptions: SelectOption<TEmployee>[] = (representatives.data ?? []).map(
    (employee) => ({ id: employee.id, data: employee, searchableBy: employee.name }),
  );
  const creditLimit = bindText(errors, 'creditLimit', values.creditLimit, (typed) =>
    onChange({ creditLimit: typed }),
  );

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('PARTNERS.FIELD.PRICE_TYPE')}
          options={priceTypeOptions}
          value={values.priceType}
          clearable
          onChange={(option) => onChange({ priceType: (option?.id as PriceType) ?? null })}
          error={errors.errorOf('priceType')}
        />
        <Select
          label={t('PARTNERS.FIELD.PAYMENT_METHOD')}
          options={paymentMethodOptions}
          value={values.paymentMethod}
          allowDeselect={false}
          onChange={(option) => option && onChange({ paymentMethod: option.data })}
          error={errors.errorOf('paymentMethod')}
        />
        <NumberInput
          label={t('PARTNERS.FIELD.PAYMENT_TERMS_DAYS')}
          min={0}
          max={365}
          allowDecimal={false}
          allowNegative={false}
          value={values.paymentTermsDays}
          onChange={(paymentTermsDays) => {
            onChange({ paymentTermsDays });
            errors.change('paymentTermsDays');
          }}
          onBlur={() => errors.touch('paymentTermsDays')}
          error={errors.errorOf('paymentTermsDays')}
        />
        <TextInput
          label={t('PARTNERS.FIELD.CREDIT_LIMIT')}
          inputMode="decimal"
          maxLength={25}
          {...creditLimit}
          onBlur={() => {
            creditLimit.onBlur();
            // Shown the Hungarian way once it reads as an amount: `1500000` → `1 500 000`.
            const decimal = toDecimalString(values.creditLimit);
            if (decimal !== null && /^\d+(\.\d{1,2})?$/.test(decimal))
              onChange({ creditLimit: formatDecimalInput(decimal) });
          }}
        />
        <Select
          label={t('PARTNERS.FIELD.SALES_REP')}
          options={representativeOptions}
          value={values.salesRepEmployeeId}
          clearable
          onChange={(option) => {
            onChange({ salesRepEmployeeId: option?.data.id ?? null });
            errors.change('salesRepEmployeeId');
          }}
          error={errors.errorOf('salesRepEmployeeId')}
        />
      </SimpleGrid>
      <Textarea
        label={t('PARTNERS.FIELD.NOTES')}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={4000}
        {...bindText(errors, 'notes', values.notes, (notes) => onChange({ notes }))}
      />
    </Stack>
  );
}

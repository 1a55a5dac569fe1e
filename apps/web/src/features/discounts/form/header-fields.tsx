import { DISCOUNT_SCOPES, type TDiscountScope } from '@kontor/contract';
import { Input, SegmentedControl, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bindText } from '../../../lib/forms/bind-field';
import type { FormErrors } from '../../../lib/forms/use-form-errors';
import { DateInput } from '../../../ui/date-input';
import { Select } from '../../../ui/select';
import { CurrencyLookup } from '../../products/form/code-entry-lookup';
import { priceTypeName, usePriceTypes } from '../../products/form/price-types';
import { CustomerPicker } from './customer-picker';
import type { DiscountFormValues } from './discount-form-model';

export interface HeaderFieldsProps {
  values: DiscountFormValues;
  onChange: (patch: Partial<DiscountFormValues>) => void;
  errors: FormErrors;
}

/** Name, scope (with its customers or price type), validity, currency, priority and note. */
export function HeaderFields({ values, onChange, errors }: HeaderFieldsProps) {
  const { t } = useTranslation();
  const priceTypes = usePriceTypes();
  const set = (path: keyof DiscountFormValues, patch: Partial<DiscountFormValues>) => {
    onChange(patch);
    errors.change(path);
    errors.touch(path);
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('DISCOUNTS.FIELD.NAME')}
          required
          maxLength={200}
          data-autofocus
          {...bindText(errors, 'name', values.name, (name) => onChange({ name }))}
        />
        <Input.Wrapper label={t('DISCOUNTS.FIELD.SCOPE')}>
          <SegmentedControl
            display="flex"
            value={values.scope}
            onChange={(scope) => set('customerIds', { scope: scope as TDiscountScope })}
            data={DISCOUNT_SCOPES.map((scope) => ({
              value: scope,
              label: t(`DISCOUNTS.SCOPE.${scope}`),
            }))}
          />
        </Input.Wrapper>
      </SimpleGrid>
      {(values.scope === 'CUSTOMER' || values.scope === 'CUSTOMER_SET') && (
        <CustomerPicker
          key={values.scope}
          isMultiple={values.scope === 'CUSTOMER_SET'}
          customerIds={values.customerIds}
          onChange={(customerIds) => set('customerIds', { customerIds })}
          onBlur={() => errors.touch('customerIds')}
          error={errors.errorOf('customerIds')}
        />
      )}
      {values.scope === 'PRICE_TYPE' && (
        <Select
          label={t('DISCOUNTS.FIELD.PRICE_TYPE')}
          required
          w={300}
          options={(priceTypes.data ?? []).map((type) => ({
            id: type.code,
            data: type.code,
            searchableBy: priceTypeName(priceTypes.data, type.code),
          }))}
          value={values.priceType}
          error={errors.errorOf('priceType')}
          onChange={(option) => set('priceType', { priceType: option?.data ?? null })}
        />
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <DateInput
          label={t('DISCOUNTS.FIELD.VALID_FROM')}
          required
          value={values.validFrom}
          error={errors.errorOf('validFrom')}
          onChange={(validFrom) => set('validFrom', { validFrom })}
        />
        <DateInput
          label={t('DISCOUNTS.FIELD.VALID_TO')}
          placeholder={t('DISCOUNTS.FORM.OPEN_ENDED')}
          clearable
          value={values.validTo}
          error={errors.errorOf('validTo')}
          onChange={(validTo) => set('validTo', { validTo })}
        />
        <CurrencyLookup
          label={t('DISCOUNTS.FIELD.CURRENCY')}
          value={values.currency ? { id: 0, code: values.currency, name: values.currency } : null}
          error={errors.errorOf('currency')}
          onChange={(entry) => set('currency', { currency: entry?.code ?? null })}
        />
        <TextInput
          label={t('DISCOUNTS.FIELD.PRIORITY')}
          description={t('DISCOUNTS.FORM.PRIORITY_HINT')}
          inputMode="numeric"
          maxLength={4}
          {...bindText(errors, 'priority', values.priority, (priority) => onChange({ priority }))}
        />
      </SimpleGrid>
      <Textarea
        label={t('DISCOUNTS.FIELD.NOTE')}
        autosize
        minRows={2}
        maxLength={2000}
        {...bindText(errors, 'note', values.note, (note) => onChange({ note }))}
      />
    </Stack>
  );
}

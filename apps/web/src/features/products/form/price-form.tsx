import { productEndpoints, type TCodeEntry, ZProductPriceBody } from '@kontor/contract';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindText } from '../../../lib/forms/bind-field';
import { tidyDecimalInput, toDecimalString } from '../../../lib/forms/decimal-input';
import { useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { DateInput, todayIsoDate } from '../../../ui/date-input';
import { Select, type SelectOption } from '../../../ui/select';
import { useToast } from '../../../ui/toast';
import { type TProductPriceBody, useAddPrice } from '../api/prices-api';
import { AddRowForm, submitAdd } from './add-row-form';
import { CurrencyLookup } from './code-entry-lookup';
import { problemFieldErrors, zodFieldErrors } from './field-errors';
import { usePriceTypes } from './price-types';

interface PriceValues {
  priceType: string | null;
  currency: TCodeEntry | null;
  /** As typed, Hungarian format (`12 500,50`) */
  unitPrice: string;
  validFrom: string | null;
  validTo: string | null;
}

const HUF: TCodeEntry = { id: 0, code: 'HUF', name: 'HUF' };

function emptyPrice(): PriceValues {
  return {
    priceType: null,
    currency: HUF,
    unitPrice: '',
    validFrom: todayIsoDate(),
    validTo: null,
  };
}

function bodyOf(values: PriceValues): TProductPriceBody {
  return {
    priceType: values.priceType ?? '',
    currency: values.currency?.code ?? '',
    unitPrice: toDecimalString(values.unitPrice) ?? '',
    validFrom: values.validFrom ?? '',
    validTo: values.validTo,
  };
}

/** Adds a net unit price for a price type and currency, valid from a day (to a day, or on). */
export function PriceForm({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddPrice(productId);
  const priceTypes = usePriceTypes();
  const [values, setValues] = useState<PriceValues>(emptyPrice);
  useUnsavedGuard(values.unitPrice.trim() !== '');
  const clientErrors = useMemo(
    () => zodFieldErrors(ZProductPriceBody.safeParse(bodyOf(values)).error),
    [values],
  );
  const errors = useFormErrors(clientErrors, problemFieldErrors);
  const onChange = (path: keyof PriceValues, patch: Partial<PriceValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    errors.change(path);
  };
  const typeOptions: SelectOption<TCodeEntry>[] = (priceTypes.data ?? []).map((type) => ({
    id: type.code,
    data: type,
    searchableBy: type.name,
  }));
  const unitPrice = bindText(errors, 'unitPrice', values.unitPrice, (typed) =>
    onChange('unitPrice', { unitPrice: typed }),
  );

  const onSubmit = () =>
    submitAdd(
      errors,
      async () => {
        await add.mutateAsync(bodyOf(values));
        toast.show(t('PRODUCTS.PRICES.ADDED'), 'SUCCESS');
        setValues((current) => ({
          ...emptyPrice(),
          priceType: current.priceType,
          currency: current.currency,
        }));
      },
      () => toast.show(t('PRODUCTS.ERROR.SAVE_FAILED'), 'ERROR'),
    );

  return (
    <AddRowForm
      endpoint={productEndpoints.addPrice}
      title={t('PRODUCTS.PRICES.ADD_TITLE')}
      addLabel={t('PRODUCTS.PRICES.ADD')}
      isAdding={add.isPending}
      onSubmit={onSubmit}
    >
      <SimpleGrid cols={{ base: 1, sm: 3, lg: 5 }} verticalSpacing="sm">
        <Select
          label={t('PRODUCTS.PRICES.PRICE_TYPE')}
          required
          options={typeOptions}
          value={values.priceType}
          onChange={(option) => onChange('priceType', { priceType: option?.data.code ?? null })}
          error={errors.errorOf('priceType')}
        />
        <CurrencyLookup
          label={t('PRODUCTS.PRICES.CURRENCY')}
          required
          value={values.currency}
          onChange={(currency) => onChange('currency', { currency })}
          error={errors.errorOf('currency')}
        />
        <TextInput
          label={t('PRODUCTS.PRICES.NET_UNIT_PRICE')}
          required
          inputMode="decimal"
          maxLength={25}
          {...unitPrice}
          onBlur={() => {
            unitPrice.onBlur();
            setValues((current) => ({
              ...current,
              unitPrice: tidyDecimalInput(current.unitPrice),
            }));
          }}
        />
        <DateInput
          label={t('PRODUCTS.PRICES.VALID_FROM')}
          required
          value={values.validFrom}
          onChange={(validFrom) => onChange('validFrom', { validFrom })}
          error={errors.errorOf('validFrom')}
        />
        <DateInput
          label={t('PRODUCTS.PRICES.VALID_TO')}
          clearable
          value={values.validTo}
          onChange={(validTo) => onChange('validTo', { validTo })}
          error={errors.errorOf('validTo')}
        />
      </SimpleGrid>
    </AddRowForm>
  );
}

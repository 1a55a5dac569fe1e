import { productEndpoints } from '@kontor/contract';
import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindText } from '../../../../lib/forms/bind-field';
import { tidyDecimalInput } from '../../../../lib/forms/decimal-input';
import { useUnsavedGuard } from '../../../../lib/forms/unsaved-changes';
import { useFormErrors } from '../../../../lib/forms/use-form-errors';
import { useToast } from '../../../../ui/toast';
import { PartnerLookup } from '../../../partners/components/partner-lookup';
import { AddRowForm, submitAdd } from '../../form/add-row-form';
import { CurrencyLookup } from '../../form/code-entry-lookup';
import { useAddSupplier } from './supplier-api';
import {
  emptySupplierValues,
  type SupplierValues,
  supplierBodyOf,
  supplierClientErrors,
  supplierMessages,
} from './supplier-values';

/** Shows a typed amount the Hungarian way once it reads as one: `12500.5` → `12 500,50`. */
/** Adds a supplier condition: a price in a currency from a minimum quantity, with lead time. */
export function SupplierForm({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddSupplier(productId);
  const [values, setValues] = useState<SupplierValues>(emptySupplierValues);
  useUnsavedGuard(values.unitPrice.trim() !== '');
  const clientErrors = useMemo(() => supplierClientErrors(values), [values]);
  const errors = useFormErrors(clientErrors, supplierMessages.problemFieldErrors);
  const onChange = (path: string, patch: Partial<SupplierValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    errors.change(path);
  };
  const decimalField = (path: 'unitPrice' | 'minQuantity') => {
    const bound = bindText(errors, path, values[path], (typed) =>
      onChange(path, { [path]: typed }),
    );
    return {
      ...bound,
      onBlur: () => {
        bound.onBlur();
        setValues((current) => ({ ...current, [path]: tidyDecimalInput(current[path]) }));
      },
    };
  };

  const onSubmit = () =>
    submitAdd(
      errors,
      async () => {
        const added = await add.mutateAsync(supplierBodyOf(values));
        toast.show(t('PRODUCTS.SUPPLIER.ADDED', { name: added.supplierName }), 'SUCCESS');
        // The next line is often the same supplier's next price break.
        setValues((current) => ({
          ...emptySupplierValues(),
          supplier: current.supplier,
          currency: current.currency,
          supplierProductCode: current.supplierProductCode,
        }));
      },
      () => toast.show(t('PRODUCTS.SUPPLIER.SAVE_FAILED'), 'ERROR'),
    );

  return (
    <AddRowForm
      endpoint={productEndpoints.addSupplier}
      title={t('PRODUCTS.SUPPLIER.ADD_TITLE')}
      addLabel={t('PRODUCTS.SUPPLIER.ADD')}
      isAdding={add.isPending}
      onSubmit={onSubmit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} verticalSpacing="sm">
        <PartnerLookup
          lookup="suppliers"
          label={t('PRODUCTS.SUPPLIER.SUPPLIER')}
          required
          value={values.supplier}
          onChange={(supplier) => onChange('supplierId', { supplier })}
          error={errors.errorOf('supplierId')}
        />
        <TextInput
          label={t('PRODUCTS.SUPPLIER.PRODUCT_CODE')}
          maxLength={60}
          {...bindText(errors, 'supplierProductCode', values.supplierProductCode, (typed) =>
            onChange('supplierProductCode', { supplierProductCode: typed }),
          )}
        />
        <CurrencyLookup
          label={t('PRODUCTS.SUPPLIER.CURRENCY')}
          required
          value={values.currency}
          onChange={(currency) => onChange('currency', { currency })}
          error={errors.errorOf('currency')}
        />
        <TextInput
          label={t('PRODUCTS.SUPPLIER.UNIT_PRICE')}
          required
          inputMode="decimal"
          maxLength={25}
          {...decimalField('unitPrice')}
        />
        <TextInput
          label={t('PRODUCTS.SUPPLIER.MIN_QUANTITY')}
          required
          inputMode="decimal"
          maxLength={25}
          {...decimalField('minQuantity')}
        />
        <TextInput
          label={t('PRODUCTS.SUPPLIER.LEAD_TIME')}
          inputMode="numeric"
          maxLength={3}
          {...bindText(errors, 'leadTimeDays', values.leadTimeDays, (typed) =>
            onChange('leadTimeDays', { leadTimeDays: typed }),
          )}
        />
        <Checkbox
          label={t('PRODUCTS.SUPPLIER.PREFERRED')}
          mt="xl"
          checked={values.isPreferred}
          onChange={(event) =>
            onChange('isPreferred', { isPreferred: event.currentTarget.checked })
          }
        />
      </SimpleGrid>
    </AddRowForm>
  );
}

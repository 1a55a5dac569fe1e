import { type TCodeEntry, ZSupplierInfoQuery } from '@kontor/contract';
import { Button, Fieldset, Group, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/format';
import { bindText } from '../../../../lib/forms/bind-field';
import { formatDecimalInput, toDecimalString } from '../../../../lib/forms/decimal-input';
import { useFormErrors } from '../../../../lib/forms/use-form-errors';
import { ErrorDisplay } from '../../../../ui/error-display';
import { SmallSpinner } from '../../../../ui/spinner';
import { PartnerLookup, type PartnerRef } from '../../../partners/components/partner-lookup';
import { CurrencyLookup } from '../../form/code-entry-lookup';
import { type SupplierInfoQuery, useSupplierInfo } from './supplier-api';
import { HUF, supplierMessages } from './supplier-values';

/** Which condition of a supplier applies to a quantity: the largest minimum quantity not above it. */
export function PriceCheck({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const [supplier, setSupplier] = useState<PartnerRef | null>(null);
  const [currency, setCurrency] = useState<TCodeEntry | null>(HUF);
  const [quantity, setQuantity] = useState('1');
  const [asked, setAsked] = useState<SupplierInfoQuery | null>(null);
  const query = useMemo(
    () => ({
      supplierId: supplier?.id ?? 0,
      currencyId: currency?.code ?? '',
      quantity: toDecimalString(quantity) ?? '',
    }),
    [supplier, currency, quantity],
  );
  const clientErrors = useMemo(
    () => supplierMessages.zodFieldErrors(ZSupplierInfoQuery.safeParse(query).error),
    [query],
  );
  const errors = useFormErrors(clientErrors, supplierMessages.problemFieldErrors);
  const answer = useSupplierInfo(productId, asked);
  const info = answer.data;

  return (
    <form
      noValidate
      aria-label={t('PRODUCTS.SUPPLIER.CHECK_TITLE')}
      onSubmit={(event) => {
        event.preventDefault();
        if (errors.attemptSubmit()) setAsked(query);
      }}
    >
      <Fieldset legend={t('PRODUCTS.SUPPLIER.CHECK_TITLE')}>
        <Group align="flex-start" grow>
          <PartnerLookup
            lookup="suppliers"
            label={t('PRODUCTS.SUPPLIER.CHECK_SUPPLIER')}
            required
            value={supplier}
            onChange={(chosen) => {
              setSupplier(chosen);
              errors.change('supplierId');
            }}
            error={errors.errorOf('supplierId')}
          />
          <CurrencyLookup
            label={t('PRODUCTS.SUPPLIER.CHECK_CURRENCY')}
            required
            value={currency}
            onChange={(chosen) => {
              setCurrency(chosen);
              errors.change('currencyId');
            }}
            error={errors.errorOf('currencyId')}
          />
          <TextInput
            label={t('PRODUCTS.SUPPLIER.CHECK_QUANTITY')}
            required
            inputMode="decimal"
            maxLength={25}
            {...bindText(errors, 'quantity', quantity, setQuantity)}
          />
        </Group>
        <Group justify="space-between" mt="sm" align="center">
          <div aria-live="polite" data-testid="supplier-check-result">
            {answer.isFetching && <SmallSpinner />}
            {answer.isError && <ErrorDisplay message={t('PRODUCTS.SUPPLIER.CHECK_FAILED')} />}
            {asked && answer.isSuccess && !answer.isFetching && (
              <Text fw={500}>
                {info
                  ? t('PRODUCTS.SUPPLIER.CHECK_RESULT', {
                      price: formatMoney(info.unitPrice, info.currency),
                      quantity: formatDecimalInput(info.minQuantity),
                      days: info.leadTimeDays,
                    })
                  : t('PRODUCTS.SUPPLIER.CHECK_NONE')}
              </Text>
            )}
          </div>
          <Button type="submit" variant="light">
            {t('PRODUCTS.SUPPLIER.CHECK')}
          </Button>
        </Group>
      </Fieldset>
    </form>
  );
}

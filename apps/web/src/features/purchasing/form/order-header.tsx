import { currencyEndpoints } from '@kontor/contract';
import { NativeSelect, SimpleGrid, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { FormErrors } from '../../../lib/forms/use-form-errors';
import { endpointQuery } from '../../../lib/query';
import { DateInput } from '../../../ui/date-input';
import { PartnerLookup } from '../../partners/components/partner-lookup';
import { formatRate } from '../../reference-data/rates/rates-api';
import type { HeaderValues } from './order-model';

const CURRENCIES = ['HUF', 'EUR', 'USD'] as const;

/**
 * The MNB rate the order keeps: the stored one, or for a changed currency or date the rate the
 * server would take (`getSafeRate` of the order date).
 */
function RateText({
  values,
  stored,
}: {
  values: HeaderValues;
  stored: (HeaderValues & { rate: string }) | null;
}) {
  const { t } = useTranslation();
  const isStored =
    stored !== null &&
    stored.currencyCode === values.currencyCode &&
    stored.orderDate === values.orderDate;
  const asked = useQuery({
    ...endpointQuery(currencyEndpoints.safeRate, {
      query: {
        from: values.currencyCode,
        to: 'HUF',
        ...(values.orderDate && { date: values.orderDate }),
      },
    }),
    enabled: !isStored && values.currencyCode !== 'HUF',
  });
  if (values.currencyCode === 'HUF') return null;
  const rate = isStored ? stored.rate : asked.data?.rate;
  return (
    <Text size="sm" data-testid="supplier-order-rate" style={{ alignSelf: 'end' }}>
      {rate
        ? t('PURCHASING.FIELD.RATE_VALUE', {
            currency: values.currencyCode,
            rate: formatRate(rate),
            date: asked.data && !isStored ? formatDate(asked.data.date) : '',
          })
        : asked.isError
          ? t('PURCHASING.ERROR.CURRENCY')
          : ''}
    </Text>
  );
}

/** Supplier, currency with its MNB rate, order and wanted dates, note. */
export function OrderHeader({
  values,
  stored,
  errors,
  readOnly,
  onChange,
}: {
  values: HeaderValues;
  stored: (HeaderValues & { rate: string }) | null;
  errors: FormErrors;
  readOnly: boolean;
  onChange: (patch: Partial<HeaderValues>, field: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      <PartnerLookup
        lookup="suppliers"
        label={t('PURCHASING.FIELD.SUPPLIER')}
        required
        autoFocus={values.supplier === null}
        disabled={readOnly}
        clearable={false}
        value={values.supplier}
        onChange={(supplier) => onChange({ supplier }, 'supplierId')}
        error={errors.errorOf('supplierId')}
      />
      <NativeSelect
        label={t('PURCHASING.FIELD.CURRENCY')}
        data={[...CURRENCIES]}
        value={values.currencyCode}
        disabled={readOnly}
        onChange={(e) => onChange({ currencyCode: e.currentTarget.value }, 'currencyCode')}
        error={errors.errorOf('currencyCode')}
      />
      <RateText values={values} stored={stored} />
      <DateInput
        label={t('PURCHASING.FIELD.ORDER_DATE')}
        value={values.orderDate}
        disabled={readOnly}
        onChange={(orderDate) => onChange({ orderDate }, 'orderDate')}
        error={errors.errorOf('orderDate')}
      />
      <DateInput
        label={t('PURCHASING.FIELD.WANTED_DATE')}
        value={values.wantedDate}
        clearable
        disabled={readOnly}
        onChange={(wantedDate) => onChange({ wantedDate }, 'wantedDate')}
        error={errors.errorOf('wantedDate')}
      />
      <Textarea
        label={t('PURCHASING.FIELD.NOTE')}
        autosize
        maxLength={1000}
        disabled={readOnly}
        value={values.note}
        onChange={(e) => onChange({ note: e.currentTarget.value }, 'note')}
      />
    </SimpleGrid>
  );
}

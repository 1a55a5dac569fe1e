import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { SmallSpinner } from '../../../ui/spinner';
import { useVatRate } from '../api/products-api';

/** The VAT the product is invoiced with, as the server reads its VAT code (`vat-rate`). */
export function VatRateLine({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const vat = useVatRate(productId);
  return (
    <Group gap="xs" data-testid="vat-rate">
      <Text size="sm" c="dimmed">
        {t('PRODUCTS.FORM.VAT_RATE')}
      </Text>
      {vat.data && (
        <Text size="sm" fw={600}>
          {vat.data.isExempt
            ? t('PRODUCTS.FORM.VAT_EXEMPT', { label: t(`PRODUCTS.VAT.${vat.data.code}`) })
            : `${formatMoney(vat.data.rate, null)}%`}
        </Text>
      )}
      <SmallSpinner isActive={vat.isFetching} />
    </Group>
  );
}

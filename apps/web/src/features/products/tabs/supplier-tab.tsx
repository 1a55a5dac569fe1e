import { Divider, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../shell/error-message';
import { PriceCheck } from './supplier/price-check';
import { useSuppliers } from './supplier/supplier-api';
import { SupplierForm } from './supplier/supplier-form';
import { SupplierTable } from './supplier/supplier-table';
import type { ProductTabProps } from './tab-props';

/** Who supplies the product on which terms, and which terms apply to a quantity. */
export default function SupplierTab({ productId }: ProductTabProps) {
  const { t } = useTranslation();
  const suppliers = useSuppliers(productId);
  if (suppliers.isError) return <ErrorMessage error={suppliers.error} />;
  if (!suppliers.data) return <Skeleton height={240} />;
  return (
    <Stack gap="md">
      {suppliers.data.length === 0 ? (
        <Text c="dimmed">{t('PRODUCTS.SUPPLIER.EMPTY')}</Text>
      ) : (
        <SupplierTable productId={productId} rows={suppliers.data} />
      )}
      <SupplierForm productId={productId} />
      <Divider />
      <PriceCheck productId={productId} />
    </Stack>
  );
}

import { Divider, Skeleton, Stack } from '@mantine/core';
import { ErrorMessage } from '../../../shell/error-message';
import { useProduct } from '../api/products-api';
import { DeleteProductButton } from '../form/delete-product-button';
import { PricesSection } from '../form/prices-section';
import { ProductEditor } from '../form/product-editor';
import { VatRateLine } from '../form/vat-rate-line';
import type { ProductTabProps } from './tab-props';

/** The product's own fields, its VAT rate and its unit prices. */
export default function AttributesTab({ productId }: ProductTabProps) {
  const product = useProduct(productId);
  if (product.isError) return <ErrorMessage error={product.error} />;
  if (!product.data) return <Skeleton height={320} />;
  return (
    <Stack gap="lg">
      <ProductEditor
        key={product.data.id}
        product={product.data}
        renderActions={(current) => <DeleteProductButton product={current} />}
      />
      <VatRateLine productId={productId} />
      <Divider />
      <PricesSection productId={productId} />
    </Stack>
  );
}

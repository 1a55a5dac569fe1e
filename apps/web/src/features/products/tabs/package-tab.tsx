import { useQuery } from '@tanstack/react-query';
import { ErrorMessage } from '../../../shell/error-message';
import { SmallSpinner } from '../../../ui/spinner';
import { useProduct } from '../api/products-api';
import { PackageEditor, packagesQuery } from './package/package-editor';
import type { ProductTabProps } from './tab-props';

/** The package tab: packaging units in other measure units (1 karton = 12 db), with barcodes. */
export default function PackageTab({ productId }: ProductTabProps) {
  const product = useProduct(productId);
  const packages = useQuery(packagesQuery(productId));
  if (packages.isError) return <ErrorMessage error={packages.error} />;
  if (product.isError) return <ErrorMessage error={product.error} />;
  if (!packages.data || !product.data) return <SmallSpinner />;
  return (
    <PackageEditor
      productId={productId}
      unit={product.data.measureUnitCode}
      saved={packages.data}
    />
  );
}

import { Skeleton } from '@mantine/core';
import { ErrorMessage } from '../../../shell/error-message';
import type { ProductTabProps } from './tab-props';
import { useVariants } from './variants/variants-api';
import { VariantsEditor } from './variants/variants-editor';

/** The product's variation group, its attribute values and the other products of the group. */
export default function VariantsTab({ productId }: ProductTabProps) {
  const variants = useVariants(productId);
  if (variants.isError) return <ErrorMessage error={variants.error} />;
  if (!variants.data) return <Skeleton height={240} />;
  return <VariantsEditor productId={productId} saved={variants.data} />;
}

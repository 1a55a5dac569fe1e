import { Skeleton } from '@mantine/core';
import { ErrorMessage } from '../../../shell/error-message';
import { useComposition } from './composition/composition-api';
import { CompositionEditor } from './composition/composition-editor';
import type { ProductTabProps } from './tab-props';

/** What one unit of the product is made of: components and their quantities per unit. */
export default function CompositionTab({ productId }: ProductTabProps) {
  const composition = useComposition(productId);
  if (composition.isError) return <ErrorMessage error={composition.error} />;
  if (!composition.data) return <Skeleton height={240} />;
  return <CompositionEditor productId={productId} saved={composition.data} />;
}

import { Skeleton } from '@mantine/core';
import { ErrorMessage } from '../../../shell/error-message';
import { useSubstitutes } from './substitute/substitute-api';
import { SubstituteEditor } from './substitute/substitute-editor';
import type { ProductTabProps } from './tab-props';

/** The products that may be delivered instead of this one. */
export default function SubstituteTab({ productId }: ProductTabProps) {
  const substitutes = useSubstitutes(productId);
  if (substitutes.isError) return <ErrorMessage error={substitutes.error} />;
  if (!substitutes.data) return <Skeleton height={200} />;
  return <SubstituteEditor productId={productId} saved={substitutes.data} />;
}

import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../shell/error-message';
import { SmallSpinner } from '../../../ui/spinner';
import { useProduct } from '../api/products-api';
import { ContainerEditor, containersQuery } from './container/container-editor';
import type { ProductTabProps } from './tab-props';

/** The container tab: returnable containers (göngyöleg) that go with each unit. Goods only. */
export default function ContainerTab({ productId, isService }: ProductTabProps) {
  const { t } = useTranslation();
  const product = useProduct(productId);
  const containers = useQuery({ ...containersQuery(productId), enabled: !isService });
  if (isService) return <Text>{t('PRODUCTS.CONTAINER.SERVICE')}</Text>;
  if (containers.isError) return <ErrorMessage error={containers.error} />;
  if (product.isError) return <ErrorMessage error={product.error} />;
  if (!containers.data || !product.data) return <SmallSpinner />;
  return (
    <ContainerEditor
      productId={productId}
      unit={product.data.measureUnitCode}
      saved={containers.data}
    />
  );
}

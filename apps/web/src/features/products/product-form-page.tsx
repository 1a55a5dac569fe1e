import { Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { usePage } from '../../lib/page';
import { Editable } from '../../lib/permissions';
import { ErrorMessage } from '../../shell/error-message';
import { Badge } from '../../ui/badge';
import { ErrorDisplay } from '../../ui/error-display';
import { ImagePreview } from '../../ui/image-preview';
import { useProduct } from './api/products-api';
import { ProductEditor } from './form/product-editor';
import { ProductTabs, tabKeyOf } from './form/product-tabs';

/** `?id=12` → 12; no id → null (a new product); anything else → undefined (no such product). */
export function productIdOf(params: URLSearchParams): number | null | undefined {
  const raw = params.get('id');
  if (raw === null || raw === '') return null;
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}

/** `/app/ProductForm?id=N&tab=key`: a product with its tabs; without an id, a new product. */
export default function ProductFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = productIdOf(params);
  const product = useProduct(id ?? null);
  const isNew = id === null;
  const title = isNew
    ? t('PRODUCTS.FORM.NEW_TITLE')
    : (product.data?.name ?? t('PRODUCTS.FORM.TITLE'));
  usePage({ title: isNew ? title : product.data?.name });

  const isMissing =
    id === undefined || (product.error instanceof ApiError && product.error.status === 404);
  return (
    <Stack maw={1200} gap="md">
      <Anchor component={Link} to="/app/products" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('PRODUCTS.LIST.TITLE')}
        </Group>
      </Anchor>
      <Group gap="sm" wrap="nowrap">
        {product.data?.imageUrl && (
          <ImagePreview
            src={product.data.imageUrl}
            alt={product.data.name}
            width={56}
            popupWidth={320}
          />
        )}
        <Title order={1} size="h2">
          {title}
        </Title>
        {product.data && (
          <Badge color="gray" size="md" data-testid="product-code">
            {product.data.code}
          </Badge>
        )}
        {product.data?.isService && (
          <Badge color="info" size="md">
            {t('PRODUCTS.KIND.SERVICE')}
          </Badge>
        )}
        {product.data && !product.data.isActive && (
          <Badge color="warn" size="md">
            {t('PRODUCTS.INACTIVE')}
          </Badge>
        )}
      </Group>
      {isMissing && <ErrorDisplay message={t('PRODUCTS.FORM.NOT_FOUND')} />}
      {!isMissing && product.isError && <ErrorMessage error={product.error} />}
      {!isNew && !isMissing && product.isPending && <Skeleton height={480} />}
      <Editable permission="products.write">
        {isNew && <ProductEditor key="new" product={null} />}
        {product.data && <ProductTabs product={product.data} selected={tabKeyOf(params)} />}
      </Editable>
    </Stack>
  );
}

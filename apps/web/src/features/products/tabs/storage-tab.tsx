import { Divider, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../shell/error-message';
import { BufferStorages } from './storage/buffer-storages';
import { DefaultStorages } from './storage/default-storages';
import { MinimumStock } from './storage/minimum-stock';
import { useBranches, useProductStorages } from './storage/storage-api';
import type { ProductTabProps } from './tab-props';

/** Where the product is kept: its default storage per branch and its buffer storages. */
export default function StorageTab({ productId, isService }: ProductTabProps) {
  const { t } = useTranslation();
  if (isService) return <Text c="dimmed">{t('PRODUCTS.STORAGE.SERVICES_NOT_STORED')}</Text>;
  return <Storages productId={productId} />;
}

function Storages({ productId }: { productId: number }) {
  const storages = useProductStorages(productId);
  const branches = useBranches();
  if (storages.isError) return <ErrorMessage error={storages.error} />;
  if (branches.isError) return <ErrorMessage error={branches.error} />;
  if (!storages.data || !branches.data) return <Skeleton height={240} />;
  const rows = storages.data;
  return (
    <Stack gap="lg">
      <DefaultStorages
        productId={productId}
        rows={rows.filter((row) => row.kind === 'DEFAULT')}
        branches={branches.data}
      />
      <Divider />
      <BufferStorages
        productId={productId}
        rows={rows.filter((row) => row.kind === 'BUFFER')}
        branches={branches.data}
      />
      <Divider />
      <MinimumStock productId={productId} />
    </Stack>
  );
}

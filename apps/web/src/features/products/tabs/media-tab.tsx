import { Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../shell/error-message';
import { useMedia } from './media/media-api';
import { MediaGrid } from './media/media-grid';
import { UploadZone } from './media/upload-zone';
import type { ProductTabProps } from './tab-props';

/** The product's images: upload, choose the main one (shown in lists and lookups), delete. */
export default function MediaTab({ productId }: ProductTabProps) {
  const { t } = useTranslation();
  const media = useMedia(productId);
  if (media.isError) return <ErrorMessage error={media.error} />;
  if (!media.data) return <Skeleton height={240} />;
  return (
    <Stack gap="md">
      {media.data.length === 0 ? (
        <Text c="dimmed">{t('PRODUCTS.MEDIA.EMPTY')}</Text>
      ) : (
        <MediaGrid productId={productId} images={media.data} />
      )}
      <UploadZone productId={productId} />
    </Stack>
  );
}

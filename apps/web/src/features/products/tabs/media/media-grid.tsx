import type { TProductMedia } from '@kontor/contract';
import { productEndpoints } from '@kontor/contract';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { ActionButton } from '../../../../ui/action-button';
import { Badge } from '../../../../ui/badge';
import { ConfirmModal } from '../../../../ui/confirm-modal';
import { ImagePreview } from '../../../../ui/image-preview';
import { useToast } from '../../../../ui/toast';
import { formatFileSize } from './image-file';
import { useRemoveMedia, useSetMainMedia } from './media-api';

const THUMBNAIL_PX = 160;

/** The product's images, the main one first: make one the main image, or delete it. */
export function MediaGrid({
  productId,
  images,
}: {
  productId: number;
  images: readonly TProductMedia[];
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const setMain = useSetMainMedia(productId);
  const remove = useRemoveMedia(productId);
  const [removing, setRemoving] = useState<TProductMedia | null>(null);

  async function makeMain(image: TProductMedia) {
    try {
      await setMain.mutateAsync(image.id);
      toast.show(t('PRODUCTS.MEDIA.MAIN_SET', { name: image.originalName }), 'SUCCESS');
    } catch {
      toast.show(t('PRODUCTS.MEDIA.ERROR_ACTION'), 'ERROR');
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.show(t('PRODUCTS.MEDIA.REMOVED', { name: removing.originalName }), 'SUCCESS');
    } catch {
      toast.show(t('PRODUCTS.MEDIA.ERROR_ACTION'), 'ERROR');
    }
    setRemoving(null);
  }

  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="md">
        {images.map((image) => (
          <Card key={image.id} withBorder padding="sm" data-media-id={image.id}>
            <Stack gap="xs" align="center">
              <ImagePreview src={image.url} alt={image.originalName} width={THUMBNAIL_PX} />
              <Group gap="xs" wrap="nowrap" w="100%" justify="space-between">
                <Text size="sm" truncate="end" title={image.originalName}>
                  {image.originalName}
                </Text>
                {image.isMain && (
                  <Badge color="info" size="xs">
                    {t('PRODUCTS.MEDIA.MAIN')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed" w="100%">
                {formatFileSize(image.sizeBytes)} · {formatDateTime(image.createdAt)}
              </Text>
              <Stack gap={4} w="100%">
                <ActionButton
                  endpoint={productEndpoints.setMainMedia}
                  size="compact-sm"
                  fullWidth
                  variant="light"
                  disabledReason={image.isMain ? t('PRODUCTS.MEDIA.ALREADY_MAIN') : null}
                  loading={setMain.isPending && setMain.variables === image.id}
                  leftSection={<IconStar size={14} aria-hidden />}
                  aria-label={t('PRODUCTS.MEDIA.MAKE_MAIN_NAMED', { name: image.originalName })}
                  onClick={() => void makeMain(image)}
                >
                  {t('PRODUCTS.MEDIA.MAKE_MAIN')}
                </ActionButton>
                <ActionButton
                  endpoint={productEndpoints.removeMedia}
                  size="compact-sm"
                  fullWidth
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  aria-label={t('PRODUCTS.MEDIA.REMOVE_NAMED', { name: image.originalName })}
                  onClick={() => setRemoving(image)}
                >
                  {t('PRODUCTS.MEDIA.REMOVE')}
                </ActionButton>
              </Stack>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <ConfirmModal
        opened={removing !== null}
        title={t('PRODUCTS.MEDIA.REMOVE_TITLE')}
        question={t(
          removing?.isMain
            ? 'PRODUCTS.MEDIA.REMOVE_MAIN_QUESTION'
            : 'PRODUCTS.MEDIA.REMOVE_QUESTION',
          { name: removing?.originalName ?? '' },
        )}
        confirmLabel={t('PRODUCTS.MEDIA.REMOVE')}
        isPending={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

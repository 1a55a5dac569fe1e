import { productEndpoints } from '@kontor/contract';
import { FileButton, List, Paper, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../../ui/action-button';
import { ErrorDisplay } from '../../../../ui/error-display';
import { useToast } from '../../../../ui/toast';
import { IMAGE_ACCEPT, imageFileProblem, uploadFailureKey } from './image-file';
import { useUploadMedia } from './media-api';

interface Refusal {
  name: string;
  key: string;
}

/**
 * Uploads images chosen in the file dialog or dropped on the zone, one after the other. Files
 * the client can already tell are wrong are not sent; each refusal is listed with its reason.
 */
export function UploadZone({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const upload = useUploadMedia(productId);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [isDragging, setIsDragging] = useState(false);
  // Clears the file input, so choosing the same file again uploads it again.
  const resetRef = useRef<() => void>(null);

  async function send(files: readonly File[]) {
    const refused: Refusal[] = [];
    let uploaded = 0;
    for (const file of files) {
      const problem = imageFileProblem(file);
      if (problem) {
        refused.push({ name: file.name, key: problem });
        continue;
      }
      try {
        await upload.mutateAsync(file);
        uploaded += 1;
      } catch (error) {
        refused.push({ name: file.name, key: uploadFailureKey(error) });
      }
    }
    resetRef.current?.();
    setRefusals(refused);
    if (uploaded > 0) toast.show(t('PRODUCTS.MEDIA.UPLOADED', { count: uploaded }), 'SUCCESS');
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    void send([...event.dataTransfer.files]);
  }

  return (
    <Stack gap="xs">
      <Paper
        withBorder
        p="lg"
        data-dragging={isDragging || undefined}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: isDragging ? 'var(--mantine-primary-color-filled)' : undefined,
          background: isDragging ? 'var(--mantine-primary-color-light)' : undefined,
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
      >
        <Stack align="center" gap="xs">
          <Text>{t('PRODUCTS.MEDIA.DROP_HINT')}</Text>
          <FileButton
            accept={IMAGE_ACCEPT}
            multiple
            resetRef={resetRef}
            onChange={(files) => void send(files)}
            inputProps={{ 'aria-label': t('PRODUCTS.MEDIA.FILE_INPUT') }}
          >
            {(props) => (
              <ActionButton
                endpoint={productEndpoints.uploadMedia}
                {...props}
                variant="light"
                loading={upload.isPending}
                leftSection={<IconUpload size={16} aria-hidden />}
              >
                {t('PRODUCTS.MEDIA.CHOOSE')}
              </ActionButton>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {t('PRODUCTS.MEDIA.RULES')}
          </Text>
        </Stack>
      </Paper>
      {refusals.length > 0 && (
        <ErrorDisplay
          message={
            <List size="sm">
              {refusals.map((refusal, index) => (
                // A file may be refused twice under one name: the position tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced, never edited
                <List.Item key={index}>{t(refusal.key, { name: refusal.name })}</List.Item>
              ))}
            </List>
          }
        />
      )}
    </Stack>
  );
}

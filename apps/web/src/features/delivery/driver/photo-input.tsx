import { Button, FileButton, Group, Image, Stack } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The longer side of a stored proof photo, in pixels: enough to read a note, small to queue. */
const MAX_SIDE = 1280;

/** The photo as a JPEG data URL, scaled down to MAX_SIDE (it may wait on the phone offline). */
async function shrink(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.8);
}

/** An optional photo of the delivered goods, taken with the phone's camera (or chosen). */
export function PhotoInput({ onChange }: { onChange: (jpeg: string | null) => void }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const take = async (file: File | null) => {
    const photo = file ? await shrink(file) : null;
    setPreview(photo);
    onChange(photo);
  };
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <FileButton onChange={(file) => void take(file)} accept="image/*" capture="environment">
          {(props) => (
            <Button {...props} size="md" variant="default" leftSection={<IconCamera aria-hidden />}>
              {preview ? t('DELIVERY.DRIVER.PHOTO_AGAIN') : t('DELIVERY.DRIVER.PHOTO')}
            </Button>
          )}
        </FileButton>
        {preview && (
          <Button size="md" variant="subtle" color="red" onClick={() => void take(null)}>
            {t('DELIVERY.DRIVER.PHOTO_REMOVE')}
          </Button>
        )}
      </Group>
      {preview && (
        <Image src={preview} alt={t('DELIVERY.DRIVER.PHOTO_PREVIEW')} mah={160} fit="contain" />
      )}
    </Stack>
  );
}

import { Alert, Grid, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../shell/error-message';
import { SmallSpinner } from '../../../ui/spinner';
import type { ProductTabProps } from './tab-props';
import { LabelForm, labelQuery } from './vignette/label-form';
import { LabelPreview } from './vignette/label-preview';
import { PrintLabelsButton } from './vignette/print-labels';

/**
 * The vignette (matrica) tab: the product's sticker label. The form edits it; the preview and
 * the print job show the saved label as the server renders it. Goods only.
 */
export default function VignetteTab({ productId, isService }: ProductTabProps) {
  const { t } = useTranslation();
  const label = useQuery({ ...labelQuery(productId), enabled: !isService });
  const [isDirty, setIsDirty] = useState(false);
  if (isService) return <Text>{t('PRODUCTS.VIGNETTE.SERVICE')}</Text>;
  if (label.isError) return <ErrorMessage error={label.error} />;
  if (!label.data) return <SmallSpinner />;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <LabelForm productId={productId} saved={label.data} onDirtyChange={setIsDirty} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <LabelPreview productId={productId} label={label.data} />
          {isDirty && (
            <Alert color="yellow" p="xs">
              {t('PRODUCTS.VIGNETTE.UNSAVED')}
            </Alert>
          )}
          <Group>
            <PrintLabelsButton productId={productId} />
          </Group>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

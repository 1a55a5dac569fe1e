import { productEndpoints, type TProductLabel } from '@kontor/contract';
import { Anchor, Box, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { buildUrl } from '../../../../lib/api/client';

/** The preview's width on screen; its height follows the label's proportions. */
const PREVIEW_WIDTH_PX = 360;

/**
 * The saved label as the server renders it (the PDF the printer gets), framed from its own URL
 * (the page's content policy frames only our origin, not blob: URLs). The frame is replaced
 * whenever the saved label changes; the server answers it with `no-store`.
 */
export function LabelPreview({ productId, label }: { productId: number; label: TProductLabel }) {
  const { t } = useTranslation();
  const url = buildUrl(productEndpoints.vignettePreview, { params: { productId } });
  const height = Math.round((PREVIEW_WIDTH_PX * label.heightMm) / label.widthMm);
  return (
    <Stack gap="xs">
      <Text fw={500}>{t('PRODUCTS.VIGNETTE.PREVIEW')}</Text>
      <Box
        key={JSON.stringify(label)}
        component="iframe"
        title={t('PRODUCTS.VIGNETTE.PREVIEW')}
        // The viewer's toolbar would cover a small label; the whole page fits the frame.
        src={`${url}#toolbar=0&navpanes=0&view=Fit`}
        w={PREVIEW_WIDTH_PX}
        h={height}
        style={{ border: '1px solid var(--mantine-color-gray-4)', maxWidth: '100%' }}
      />
      <Anchor href={url} target="_blank" rel="noopener" size="sm">
        <IconExternalLink size={14} aria-hidden /> {t('PRODUCTS.VIGNETTE.OPEN_PREVIEW')}
      </Anchor>
    </Stack>
  );
}

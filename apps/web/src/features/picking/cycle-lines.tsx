import type { TPickingCycle } from '@kontor/contract';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../lib/format';

/** The cycle's lines in walk order, each with what was picked (or the short pick's reason). */
export function CycleLines({ cycle }: { cycle: TPickingCycle }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Title order={2} size="h4">
        {t('PICKING.LINES')}
      </Title>
      <Stack gap={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {cycle.lines.map((l) => (
          <Paper key={l.id} component="li" withBorder p="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={700}>{l.storageCode}</Text>
                <Text size="sm">
                  {l.productCode} · {l.productName}
                </Text>
                <Text size="xs" c="dimmed">
                  {l.orderNumber}
                </Text>
              </div>
              <Stack gap={2} align="flex-end">
                <Text fw={700}>
                  {formatQuantity(l.quantity)} {l.unit}
                </Text>
                {l.pickedQuantity !== null && (
                  <Text size="sm" fw={700}>
                    {t('PICKING.PICKED')}: {formatQuantity(l.pickedQuantity)}
                  </Text>
                )}
                {l.shortReason && (
                  <Text size="xs">{t(`PICKING.SHORT_REASON.${l.shortReason}`)}</Text>
                )}
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

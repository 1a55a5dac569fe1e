import { Money } from '@kontor/contract';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../../lib/format';

/** The share of the capacity used, in whole percent (for the bar only; the figures are exact). */
function percentOf(used: string, capacity: string): number {
  const cap = new Money(capacity);
  if (cap.lte(0)) return 100;
  return Money.min(new Money(used).div(cap).times(100), 100).round().toNumber();
}

function CapacityBar({ label, used, capacity }: { label: string; used: string; capacity: string }) {
  const { t } = useTranslation();
  const isOver = new Money(used).gt(capacity);
  const percent = percentOf(used, capacity);
  const text = t('DELIVERY.ROUTES.CAPACITY_OF', {
    used: formatQuantity(used),
    capacity: formatQuantity(capacity),
  });
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" c={isOver ? 'red' : undefined} fw={isOver ? 700 : undefined}>
          {text}
          {isOver && ` – ${t('DELIVERY.ROUTES.OVER_CAPACITY')}`}
        </Text>
      </Group>
      <Progress
        value={percent}
        color={isOver ? 'red' : percent > 85 ? 'orange' : 'teal'}
        aria-label={`${label}: ${text}`}
        size="lg"
      />
    </Stack>
  );
}

/** The load of a route against its vehicle: weight (kg) and volume (m³). */
export function CapacityBars({
  weightKg,
  capacityKg,
  volumeM3,
  capacityM3,
}: {
  weightKg: string;
  capacityKg: string;
  volumeM3: string;
  capacityM3: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <CapacityBar label={t('DELIVERY.ROUTES.WEIGHT')} used={weightKg} capacity={capacityKg} />
      <CapacityBar label={t('DELIVERY.ROUTES.VOLUME')} used={volumeM3} capacity={capacityM3} />
    </Stack>
  );
}

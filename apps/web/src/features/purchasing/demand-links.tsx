import type { TServedDemand } from '@kontor/contract';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatQuantity } from '../../lib/format';

/** The customer orders a line serves, each a link with its quantity; '–' for stock demand. */
export function DemandLinks({
  demands,
  more = 0,
}: {
  demands: readonly TServedDemand[];
  more?: number;
}) {
  const { t } = useTranslation();
  if (demands.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('PURCHASING.LINE.NO_DEMAND')}
      </Text>
    );
  return (
    <Group gap={6} wrap="wrap">
      {demands.map((d) => (
        <Anchor
          key={d.customerOrderLineId}
          component={Link}
          to={`/app/CustomerOrderForm?id=${d.customerOrderId}`}
          size="sm"
          title={d.customerName}
        >
          {d.customerOrderNumber} ({formatQuantity(d.quantity)})
        </Anchor>
      ))}
      {more > 0 && (
        <Text size="sm" c="dimmed">
          {t('PURCHASING.LINE.MORE', { count: more })}
        </Text>
      )}
    </Group>
  );
}

import {
  type Endpoint,
  warehouseDashboardEndpoints as e,
  type TDashboardAction,
  type TDashboardItem,
} from '@kontor/contract';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatQuantity } from '../../lib/format';
import { AppLink } from '../../shell/app-link';
import { ActionButton } from '../../ui/action-button';
import classes from './warehouse-dashboard.module.css';

const ACTION_BUTTONS: Record<TDashboardAction, { endpoint: Endpoint; key: string }> = {
  'change-state': { endpoint: e.changeState, key: 'WAREHOUSE_DASHBOARD.ACTION.CHANGE_STATE' },
  'update-location': {
    endpoint: e.updateLocation,
    key: 'WAREHOUSE_DASHBOARD.ACTION.UPDATE_LOCATION',
  },
  'cannot-produce': { endpoint: e.cannotProduce, key: 'WAREHOUSE_DASHBOARD.ACTION.CANNOT_PRODUCE' },
  'reprint-labels-upon-loading': {
    endpoint: e.reprintLabels,
    key: 'WAREHOUSE_DASHBOARD.ACTION.REPRINT_LABELS',
  },
};

/** One work item: what the worker needs at a glance, and its actions as big buttons. */
export function DashboardItemCard({
  item,
  onAction,
}: {
  item: TDashboardItem;
  onAction: (action: TDashboardAction) => void;
}) {
  const { t } = useTranslation();
  const product = [item.productCode, item.productName].filter(Boolean).join(' · ');
  const order = [item.orderNumber, item.customerName].filter(Boolean).join(' · ');
  return (
    <Paper withBorder p="sm" component="li" className={classes.item} aria-label={item.title}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} size="lg">
            {item.href ? <AppLink url={item.href}>{item.title}</AppLink> : item.title}
          </Text>
          {item.state && (
            <Badge variant="light" size="lg">
              {t(`WAREHOUSE_DASHBOARD.STATE.${item.state}`, { defaultValue: item.state })}
            </Badge>
          )}
        </Group>
        {order && <Text>{order}</Text>}
        {product && <Text>{product}</Text>}
        <Group gap="md">
          {item.quantity !== null && (
            <Text fw={600}>
              {t('WAREHOUSE_DASHBOARD.QUANTITY', {
                quantity: formatQuantity(item.quantity),
                unit: item.unit ?? '',
              })}
            </Text>
          )}
          {item.storageCode && (
            <Text>{t('WAREHOUSE_DASHBOARD.LOCATION', { location: item.storageCode })}</Text>
          )}
          {item.suggestedTarget && (
            <Text fw={600}>
              {t('WAREHOUSE_DASHBOARD.SUGGESTED_TARGET', {
                location: item.suggestedTarget.storageCode,
              })}
            </Text>
          )}
          {item.due && (
            <Text c="dimmed">
              {t('WAREHOUSE_DASHBOARD.DUE', { due: formatDateTime(item.due) })}
            </Text>
          )}
        </Group>
        {item.actions.length > 0 && (
          <Group gap="xs" mt={4}>
            {item.actions.map((action) => (
              <ActionButton
                key={action}
                endpoint={ACTION_BUTTONS[action].endpoint}
                size="md"
                className={classes.action}
                variant="light"
                onClick={() => onAction(action)}
              >
                {t(ACTION_BUTTONS[action].key)}
              </ActionButton>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

import { Group, List, Paper, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { startOfflineQueue, takeDropped, useOfflineQueue } from '../../lib/offline-queue';
import { useToast } from '../toast';

/**
 * What waits on this device to be sent (floor pages put it in their header): '2 művelet vár
 * küldésre' and the actions' labels, oldest first. An action the server refused on resend is
 * dropped from the list and told in an error toast with its label and the server's reason.
 * Renders nothing while nothing waits.
 */
export function PendingActions() {
  const { t } = useTranslation();
  const toast = useToast();
  const { pending, dropped } = useOfflineQueue();

  useEffect(startOfflineQueue, []);
  useEffect(() => {
    if (dropped.length === 0) return;
    const lines = takeDropped().map((d) =>
      t('UI.SCAN_ACTION_REFUSED', { label: d.label, reason: d.detail || String(d.status) }),
    );
    if (lines.length > 0) toast.show(lines.join(' '), 'ERROR');
  }, [dropped, t, toast]);

  if (pending.length === 0) return null;
  return (
    <Paper withBorder p="xs" role="status" aria-live="polite" data-testid="pending-actions">
      <Group gap="xs" wrap="nowrap">
        <IconCloudUpload size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Text fw={600}>{t('UI.SCAN_PENDING', { count: pending.length })}</Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('UI.SCAN_OFFLINE_WAITING')}
      </Text>
      <List size="sm" mt={4}>
        {pending.map((action) => (
          <List.Item key={action.key}>{action.label}</List.Item>
        ))}
      </List>
    </Paper>
  );
}

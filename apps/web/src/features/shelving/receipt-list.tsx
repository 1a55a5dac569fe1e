import { receiptEndpoints, type TReceipt, type TReceiptHeader } from '@kontor/contract';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api/client';
import { formatDate } from '../../lib/format';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { useReceipts } from './shelving-api';

const STATE_COLORS = { DRAFT: 'yellow', POSTED: 'green', CANCELLED: 'gray' } as const;

/**
 * The latest receipts; a draft can be posted or cancelled from here. No skeleton while they load:
 * the hidden tab's panel does not run its queries until it is shown (the page's settled check
 * would wait for it).
 */
export function ReceiptList({
  onChanged,
  onRefused,
}: {
  onChanged: (receipt: TReceipt, action: 'post' | 'cancel') => void;
  onRefused: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const receipts = useReceipts();
  const act = async (receipt: TReceiptHeader, action: 'post' | 'cancel') => {
    const input = { params: { id: receipt.id }, body: { version: receipt.version } };
    try {
      const after = await callApi(
        action === 'post' ? receiptEndpoints.post : receiptEndpoints.cancel,
        input,
      );
      onChanged(after, action);
    } catch (error) {
      onRefused(error);
    }
  };
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('SHELVING.RECEIPT.LIST')}
      </Title>
      {receipts.isError && <ErrorMessage error={receipts.error} />}
      {receipts.data?.items.length === 0 && <Text c="dimmed">{t('SHELVING.RECEIPT.NONE')}</Text>}
      {receipts.data?.items.map((receipt) => (
        <Paper key={receipt.id} withBorder p="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Group gap="xs">
                <Text fw={700}>{receipt.number}</Text>
                <Badge color={STATE_COLORS[receipt.state]} variant="light">
                  {t(`SHELVING.RECEIPT.STATE.${receipt.state}`)}
                </Badge>
              </Group>
              <Text size="sm">
                {receipt.supplierName} · {receipt.deliveryNoteNumber} ·{' '}
                {formatDate(receipt.receiptDate)}
              </Text>
              <Text size="sm" c="dimmed">
                {receipt.storageCode} ·{' '}
                {t('SHELVING.RECEIPT.LINE_COUNT', { count: receipt.lineCount })}
              </Text>
            </div>
            {receipt.state === 'DRAFT' && (
              <Group gap="xs">
                <ActionButton
                  endpoint={receiptEndpoints.cancel}
                  variant="default"
                  mih={44}
                  onClick={() => void act(receipt, 'cancel')}
                >
                  {t('SHELVING.RECEIPT.CANCEL')}
                </ActionButton>
                <ActionButton
                  endpoint={receiptEndpoints.post}
                  mih={44}
                  onClick={() => void act(receipt, 'post')}
                >
                  {t('SHELVING.RECEIPT.POST')}
                </ActionButton>
              </Group>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

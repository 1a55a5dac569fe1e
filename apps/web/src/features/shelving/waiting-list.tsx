import type { TShelvingItem } from '@kontor/contract';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../lib/format';
import { itemKey } from './shelving-api';

/**
 * The waiting lines as large buttons (a phone's touch target), oldest first. Memoised: typing a
 * quantity must not re-render the whole list between a scanner's keys.
 */
export const WaitingList = memo(function WaitingList({
  items,
  openKey,
  onOpen,
}: {
  items: readonly TShelvingItem[];
  openKey: string | null;
  onOpen: (item: TShelvingItem) => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <Text c="dimmed">{t('SHELVING.EMPTY')}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={itemKey(item)}>
          <UnstyledButton
            w="100%"
            mih={56}
            p="sm"
            aria-current={openKey === itemKey(item) || undefined}
            style={{
              border: '1px solid var(--mantine-color-gray-4)',
              borderRadius: 8,
              background:
                openKey === itemKey(item)
                  ? 'var(--mantine-color-blue-0)'
                  : 'var(--mantine-color-body)',
            }}
            onClick={() => onOpen(item)}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={700}>{item.productCode}</Text>
                <Text size="sm">{item.productName}</Text>
                <Text size="sm" c="dimmed">
                  {item.storageCode} →{' '}
                  {item.target
                    ? `${item.target.code} (${t(`SHELVING.REASON.${item.targetReason ?? 'DEFAULT'}`)})`
                    : t('SHELVING.NO_SUGGESTION')}
                </Text>
              </div>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatQuantity(item.available)} {item.unit}
              </Text>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
});

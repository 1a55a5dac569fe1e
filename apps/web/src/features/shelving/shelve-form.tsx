import { shelvingEndpoints, type TShelvingItem } from '@kontor/contract';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../lib/format';
import { ActionButton } from '../../ui/action-button';
import { type Place, StorageSelect } from './storage-target-select';

export interface ShelveDraft {
  quantity: string;
  target: Place | null;
}

/** The open waiting line: how much goes where. Enter in the quantity confirms. */
export function ShelveForm({
  item,
  draft,
  onDraft,
  onConfirm,
  onClose,
  isSending,
}: {
  item: TShelvingItem;
  draft: ShelveDraft;
  onDraft: (draft: ShelveDraft) => void;
  onConfirm: () => void;
  onClose: () => void;
  isSending: boolean;
}) {
  const { t } = useTranslation();
  const suggested = item.target;
  return (
    <Paper withBorder p="md" shadow="sm" aria-labelledby="shelve-form-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="shelve-form-title">
          {item.productCode} – {item.productName}
        </Title>
        <Text size="sm">
          {t('SHELVING.BUFFER')}: {item.storageCode} · {t('SHELVING.AVAILABLE')}:{' '}
          <strong>
            {formatQuantity(item.available)} {item.unit}
          </strong>
        </Text>
        <TextInput
          label={`${t('SHELVING.QUANTITY')} (${item.unit})`}
          inputMode="decimal"
          size="lg"
          value={draft.quantity}
          onChange={(event) => onDraft({ ...draft, quantity: event.currentTarget.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onConfirm();
          }}
        />
        <StorageSelect
          label={t('SHELVING.TARGET')}
          value={draft.target}
          onChange={(target) => onDraft({ ...draft, target })}
          types={['SHELF', 'BIN']}
        />
        {suggested && suggested.id !== draft.target?.id && (
          <Button variant="light" mih={44} onClick={() => onDraft({ ...draft, target: suggested })}>
            {t('SHELVING.USE_SUGGESTED', { code: suggested.code })}
          </Button>
        )}
        <Group grow>
          <Button variant="default" mih={48} onClick={onClose}>
            {t('SHELVING.CLOSE')}
          </Button>
          <ActionButton
            endpoint={shelvingEndpoints.move}
            mih={48}
            loading={isSending}
            onClick={onConfirm}
          >
            {t('SHELVING.CONFIRM')}
          </ActionButton>
        </Group>
      </Stack>
    </Paper>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from './error-display';
import { LAYER } from './layers';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  isPending?: boolean;
  /** Why the last attempt was refused; confirming again is pointless until the cause is gone */
  refusal?: string | null;
  /** Above the usual dialog layer, e.g. a question asked over another dialog */
  zIndex?: number;
}

/** A yes/no question before something that cannot be undone; Cancel has the focus, Esc closes. */
export function ConfirmModal({
  opened,
  title,
  question,
  confirmLabel,
  onConfirm,
  onClose,
  isPending = false,
  refusal = null,
  zIndex = LAYER.dialog,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} zIndex={zIndex} title={title}>
      <Stack gap="md">
        <Text>{question}</Text>
        {refusal && <ErrorDisplay message={refusal} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('UI.CANCEL')}
          </Button>
          <Button color="red" loading={isPending} disabled={refusal !== null} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

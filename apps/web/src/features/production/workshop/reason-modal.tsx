import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks why something is done (cannot produce, a capacity override); the reason is required. */
export function ReasonModal({
  title,
  label,
  submitText,
  onClose,
  onSubmit,
}: {
  title: string;
  label?: string;
  submitText?: string;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [isTried, setIsTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsTried(true);
    if (reason.trim()) onSubmit(reason.trim());
  };
  return (
    <Modal opened onClose={onClose} title={title} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Textarea
            size="lg"
            label={label ?? t('PRODUCTION.REASON')}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={isTried && !reason.trim() ? t('PRODUCTION.ERROR.REASON') : undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" size="lg" onClick={onClose}>
              {t('PRODUCTION.CANCEL')}
            </Button>
            <Button type="submit" size="lg">
              {submitText ?? t('PRODUCTION.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks why something is done (cannot produce, a capacity override); the reason is required.
 * `intro` is shown above the field; without `isAsking` only the intro and a close button show.
 */
export function ReasonModal({
  title,
  intro,
  label,
  submitText,
  isAsking = true,
  onClose,
  onSubmit,
}: {
  title: string;
  intro?: ReactNode;
  label?: string;
  submitText?: string;
  isAsking?: boolean;
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
          {intro}
          {isAsking && (
            <Textarea
              size="lg"
              label={label ?? t('PRODUCTION.REASON')}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={isTried && !reason.trim() ? t('PRODUCTION.ERROR.REASON') : undefined}
              data-autofocus
            />
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              size="lg"
              onClick={onClose}
              data-autofocus={!isAsking || undefined}
            >
              {t(isAsking ? 'PRODUCTION.CANCEL' : 'PRODUCTION.CLOSE')}
            </Button>
            {isAsking && (
              <Button type="submit" size="lg" color="red">
                {submitText ?? t('PRODUCTION.SAVE')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

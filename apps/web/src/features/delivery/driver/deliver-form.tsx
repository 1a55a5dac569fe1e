import { FAILURE_REASONS, type TDeliveredBody, type TFailedBody } from '@kontor/contract';
import { Button, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoInput } from './photo-input';
import { SignaturePad } from './signature-pad';

/** `data:image/png;base64,AAAA` → `AAAA` (the contract takes bare base64). */
const base64Of = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);

/** Proof of delivery: the recipient's name, the signature drawn on the screen, an optional photo. */
export function DeliverForm({
  defaultName,
  isSending,
  onSend,
  onCancel,
}: {
  defaultName: string;
  isSending: boolean;
  onSend: (body: TDeliveredBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(defaultName);
  const [signature, setSignature] = useState<string | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const missing = !name.trim()
    ? t('DELIVERY.DRIVER.NAME_FIRST')
    : !signature
      ? t('DELIVERY.DRIVER.SIGN_FIRST')
      : null;
  return (
    <Stack gap="sm">
      <TextInput
        label={t('DELIVERY.DRIVER.RECIPIENT')}
        size="lg"
        required
        maxLength={200}
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <SignaturePad onChange={setSignature} />
      <PhotoInput onChange={setPhoto} />
      {missing && (
        <Text size="sm" c="dimmed">
          {missing}
        </Text>
      )}
      <SimpleGrid cols={2} spacing="xs">
        <Button size="lg" variant="default" onClick={onCancel}>
          {t('DELIVERY.DRIVER.BACK')}
        </Button>
        <Button
          size="lg"
          color="green"
          loading={isSending}
          disabled={missing !== null}
          onClick={() =>
            signature &&
            onSend({
              recipientName: name.trim(),
              signaturePng: base64Of(signature),
              photo: photo ? base64Of(photo) : null,
            })
          }
        >
          {t('DELIVERY.DRIVER.CONFIRM_DELIVERED')}
        </Button>
      </SimpleGrid>
    </Stack>
  );
}

type Reason = (typeof FAILURE_REASONS)[number];

/** A failed delivery: the reason (large buttons) and an optional note. */
export function FailForm({
  isSending,
  onSend,
  onCancel,
}: {
  isSending: boolean;
  onSend: (body: TFailedBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<Reason | null>(null);
  const [note, setNote] = useState('');
  return (
    <Stack gap="sm">
      <Text fw={600} id="failure-reason">
        {t('DELIVERY.DRIVER.FAILURE_REASON')}
      </Text>
      <SimpleGrid cols={2} spacing="xs" role="group" aria-labelledby="failure-reason">
        {FAILURE_REASONS.map((r) => (
          <Button
            key={r}
            size="md"
            variant={reason === r ? 'filled' : 'default'}
            aria-pressed={reason === r}
            onClick={() => setReason(r)}
            styles={{ label: { whiteSpace: 'normal' } }}
            h="auto"
            mih={48}
          >
            {t(`DELIVERY.FAILURE.${r}`)}
          </Button>
        ))}
      </SimpleGrid>
      <Textarea
        label={t('DELIVERY.DRIVER.FAILURE_NOTE')}
        maxLength={500}
        rows={2}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <SimpleGrid cols={2} spacing="xs">
        <Button size="lg" variant="default" onClick={onCancel}>
          {t('DELIVERY.DRIVER.BACK')}
        </Button>
        <Button
          size="lg"
          color="red"
          loading={isSending}
          disabled={reason === null}
          onClick={() => reason && onSend({ reason, note: note.trim() })}
        >
          {t('DELIVERY.DRIVER.CONFIRM_FAILED')}
        </Button>
      </SimpleGrid>
    </Stack>
  );
}

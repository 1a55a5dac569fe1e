import {
  Money,
  pickingEndpoints,
  SHORT_PICK_REASONS,
  type TPickingCycle,
  type TPickingLine,
  type TShortPickReason,
} from '@kontor/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFloorAction } from '../../lib/floor-action';
import { formatQuantity } from '../../lib/format';
import { toDecimalString } from '../../lib/forms/decimal-input';
import { ActionButton } from '../../ui/action-button';
import { CameraScanButton } from '../../ui/scan/camera-scan-button';
import { useWedgeScanner } from '../../ui/scan/use-wedge-scanner';
import { isLocationOf, isProductOf, pickingRefusal } from './picking-api';

type Step = 'LOCATION' | 'PRODUCT' | 'QUANTITY';
type Say = { ok: boolean; text: string } | null;

/** A short low tone for a wrong scan (the words say what was wrong). */
function buzz() {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    tone.frequency.value = 220;
    tone.connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.25);
  } catch {
    // No audio on this device: the words are enough.
  }
}

/**
 * One line of the walk, scanner first: scan the location, then the product, then enter the
 * quantity or scan the product once per piece; Enter confirms. A short pick asks its reason. The
 * confirmation goes through the floor action (an idempotency key; QUEUED while offline) and
 * sends the line's total, so a resend books nothing twice.
 */
export function PickWork({
  cycle,
  line,
  onAnswer,
}: {
  cycle: TPickingCycle;
  line: TPickingLine;
  onAnswer: (cycle: TPickingCycle) => void;
}) {
  const { t } = useTranslation();
  const confirm = useFloorAction(pickingEndpoints.confirmLine);
  const [step, setStep] = useState<Step>('LOCATION');
  const [scanned, setScanned] = useState('');
  const [quantity, setQuantity] = useState('');
  const [short, setShort] = useState(false);
  const [reason, setReason] = useState<TShortPickReason | null>(null);
  const [say, setSay] = useState<Say>(null);
  const [sending, setSending] = useState(false);
  const quantityField = useRef<HTMLInputElement>(null);
  // Once the product is scanned, the quantity is typed (it is selected, so typing replaces it).
  useEffect(() => {
    if (step === 'QUANTITY') quantityField.current?.select();
  }, [step]);
  const wrong = (text: string) => {
    buzz();
    setSay({ ok: false, text });
  };

  const onScan = (code: string) => {
    if (step === 'LOCATION') {
      if (!isLocationOf(line, code))
        return wrong(t('PICKING.WRONG_LOCATION', { code, expected: line.storageCode }));
      setStep('PRODUCT');
      return setSay({ ok: true, text: t('PICKING.LOCATION_OK', { code: line.storageCode }) });
    }
    if (!isProductOf(line, code)) {
      if (isLocationOf(line, code)) return;
      return wrong(t('PICKING.WRONG_PRODUCT', { code, expected: line.productCode }));
    }
    const next =
      step === 'PRODUCT' ? new Money(1) : new Money(toDecimalString(quantity) ?? 0).plus(1);
    if (next.gt(line.quantity)) return wrong(t('PICKING.ERROR.QUANTITY'));
    setStep('QUANTITY');
    setQuantity(formatQuantity(next.toString()));
    setSay({ ok: true, text: t('PICKING.PRODUCT_OK', { code: line.productCode }) });
  };
  useWedgeScanner(onScan, !sending);

  const send = async () => {
    const picked = toDecimalString(quantity);
    if (picked === null || !/^\d+(\.\d{1,4})?$/.test(picked) || new Money(picked).gt(line.quantity))
      return wrong(t('PICKING.ERROR.QUANTITY'));
    const isShort = new Money(picked).lt(line.quantity);
    if (isShort && !reason) {
      setShort(true);
      return setSay({ ok: false, text: t('PICKING.ERROR.REASON') });
    }
    setSending(true);
    try {
      const answer = await confirm.send(
        {
          params: { id: cycle.id, lineId: line.id },
          body: {
            pickedQuantity: picked,
            shortReason: isShort ? reason : null,
            locationCode: line.storageCode,
            productCode: line.productCode,
          },
        },
        t('PICKING.LINE_DONE', { code: line.productCode, picked: quantity, unit: line.unit }),
      );
      if (answer === 'QUEUED') setSay({ ok: true, text: t('PICKING.QUEUED') });
      else onAnswer(answer);
    } catch (error) {
      wrong(pickingRefusal(error, t));
    } finally {
      setSending(false);
    }
  };

  const onScanField = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || scanned.trim() === '') return;
    event.preventDefault();
    onScan(scanned.trim());
    setScanned('');
  };

  return (
    <Paper withBorder p="md" shadow="xs">
      <Stack gap="xs">
        <Group justify="space-between">
          <Badge size="lg" variant="light">
            {t(`PICKING.STEP.${step}`)}
          </Badge>
          <Text size="sm">{line.orderNumber}</Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('PICKING.LOCATION')}: {line.storagePath.join(' › ')}
        </Text>
        <Text fz={32} fw={800} lh={1.1} data-testid="pick-location">
          {line.storageCode}
        </Text>
        <Text fw={700}>
          <span data-testid="pick-product">{line.productCode}</span> · {line.productName}
        </Text>
        <Text fz={24} fw={700} data-testid="pick-quantity" data-quantity={line.quantity}>
          {formatQuantity(line.quantity)} {line.unit}
        </Text>
        {say && (
          <Alert color={say.ok ? 'green' : 'red'} role={say.ok ? 'status' : 'alert'} p="xs">
            {say.text}
          </Alert>
        )}
        <TextInput
          label={t('PICKING.SCAN_FIELD')}
          description={t('PICKING.SCAN_HINT')}
          size="lg"
          value={scanned}
          onChange={(e) => setScanned(e.currentTarget.value)}
          onKeyDown={onScanField}
          data-scan-target
          autoComplete="off"
          autoFocus
        />
        <CameraScanButton onScan={onScan} />
        {step === 'QUANTITY' && (
          <TextInput
            label={`${t('PICKING.QUANTITY')} (${line.unit})`}
            size="lg"
            inputMode="decimal"
            ref={quantityField}
            value={quantity}
            onChange={(e) => setQuantity(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void send();
            }}
          />
        )}
        {short && (
          <Stack gap={6} role="group" aria-label={t('PICKING.SHORT_REASON')}>
            <Text fw={600}>{t('PICKING.SHORT_REASON')}</Text>
            <Group gap="xs" grow>
              {SHORT_PICK_REASONS.map((r) => (
                <Button
                  key={r}
                  size="md"
                  variant={reason === r ? 'filled' : 'default'}
                  aria-pressed={reason === r}
                  onClick={() => setReason(r)}
                >
                  {t(`PICKING.SHORT_REASON.${r}`)}
                </Button>
              ))}
            </Group>
            <Text size="xs" c="dimmed">
              {t('PICKING.SHORT_HINT')}
            </Text>
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <ActionButton
            size="lg"
            fullWidth
            endpoint={pickingEndpoints.confirmLine}
            loading={sending}
            disabledReason={step === 'QUANTITY' ? null : t(`PICKING.STEP.${step}`)}
            onClick={() => void send()}
          >
            {short ? t('PICKING.SHORT_SAVE') : t('PICKING.CONFIRM')}
          </ActionButton>
          {!short && (
            <Button
              size="lg"
              variant="default"
              onClick={() => {
                setShort(true);
                if (step !== 'QUANTITY') {
                  setStep('QUANTITY');
                  setQuantity('0');
                }
              }}
            >
              {t('PICKING.SHORT')}
            </Button>
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

import { storageEndpoints } from '@kontor/contract';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFloorAction } from '../../lib/floor-action';
import { endpointQuery } from '../../lib/query';
import { CameraScanButton } from '../scan/camera-scan-button';
import { PendingActions } from '../scan/pending-actions';
import { useWedgeScanner } from '../scan/use-wedge-scanner';
import { useToast } from '../toast';
import { DemoSection } from './demo-section';

type Source = 'WEDGE' | 'CAMERA';
const SOURCE_KEYS: Record<Source, string> = {
  WEDGE: 'COMPONENT_PRESENTATION.SCAN_SOURCE_WEDGE',
  CAMERA: 'COMPONENT_PRESENTATION.SCAN_SOURCE_CAMERA',
};

/** Hand scanner anywhere on the page, the camera, and the last code read. */
function ScanReader() {
  const { t } = useTranslation();
  const [last, setLast] = useState<{ code: string; source: Source } | null>(null);
  useWedgeScanner((code) => setLast({ code, source: 'WEDGE' }));
  return (
    <Stack gap="xs">
      <Group>
        <CameraScanButton onScan={(code) => setLast({ code, source: 'CAMERA' })} />
      </Group>
      <Text aria-live="polite" data-testid="last-scan">
        {last
          ? t('COMPONENT_PRESENTATION.SCAN_LAST', {
              code: last.code,
              source: t(SOURCE_KEYS[last.source]),
            })
          : t('COMPONENT_PRESENTATION.SCAN_NONE')}
      </Text>
    </Stack>
  );
}

/**
 * A floor action that survives a lost connection: records a shelf (a storage location) under the
 * firm's first zone through useFloorAction; offline it waits on the device and is sent once when
 * the connection returns.
 */
function OfflineActionDemo() {
  const { t } = useTranslation();
  const toast = useToast();
  const [code, setCode] = useState('');
  const zones = useQuery(endpointQuery(storageEndpoints.list, { query: { type: 'ZONE' } }));
  const zone = zones.data?.items[0];
  const { send } = useFloorAction(storageEndpoints.create);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!zone || code.trim() === '') return;
    const label = t('COMPONENT_PRESENTATION.SCAN_ACTION_LABEL', { code });
    setCode('');
    try {
      const answer = await send(
        { body: { code, name: label, type: 'SHELF', parentId: zone.id } },
        label,
      );
      toast.show(
        answer === 'QUEUED'
          ? t('UI.SCAN_QUEUED', { label })
          : t('COMPONENT_PRESENTATION.SCAN_ACTION_DONE', { label }),
        'SUCCESS',
      );
    } catch {
      toast.show(t('COMPONENT_PRESENTATION.SCAN_ACTION_FAILED', { label }), 'ERROR');
    }
  };

  return (
    <Stack gap="xs">
      <PendingActions />
      <form onSubmit={submit}>
        <Group align="end">
          <TextInput
            data-scan-target
            size="lg"
            label={t('COMPONENT_PRESENTATION.SCAN_ACTION_CODE', { zone: zone?.code ?? '' })}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Button type="submit" size="lg" disabled={!zone}>
            {t('COMPONENT_PRESENTATION.SCAN_ACTION_SEND')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

export function ScanDemo() {
  const { t } = useTranslation();
  return (
    <DemoSection
      title={t('COMPONENT_PRESENTATION.SCAN')}
      description={t('COMPONENT_PRESENTATION.SCAN_DESCRIPTION')}
    >
      <ScanReader />
      <OfflineActionDemo />
    </DemoSection>
  );
}

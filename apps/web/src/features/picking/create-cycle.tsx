import { PICKING_DEFAULT_MAX_LINES, pickingEndpoints } from '@kontor/contract';
import { Checkbox, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api/client';
import { formatDate } from '../../lib/format';
import { ActionButton } from '../../ui/action-button';
import { ErrorDisplay } from '../../ui/error-display';
import { pickingRefusal, useCandidates, useZones } from './picking-api';

/**
 * A new cycle: a zone and its waiting orders (due first) ticked by hand, or a proposal (the
 * zone's due orders, or without a zone the zone of the first due order).
 */
export function CreateCycle({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation();
  const zones = useZones();
  const [zoneId, setZoneId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const candidates = useCandidates(zoneId);
  const create = useMutation({
    mutationFn: (orderIds: number[] | null) =>
      callApi(pickingEndpoints.create, {
        body: {
          ...(zoneId !== null && { zoneId }),
          ...(orderIds && { orderIds }),
        },
      }),
    onSuccess: (cycle) => onCreated(cycle.id),
  });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('PICKING.NEW_TITLE')}
        </Title>
        <Select
          label={t('PICKING.ZONE')}
          size="md"
          data={(zones.data?.items ?? []).map((z) => ({
            value: String(z.id),
            label: `${z.code} – ${z.name}`,
          }))}
          value={zoneId === null ? null : String(zoneId)}
          onChange={(v) => {
            setZoneId(v === null ? null : Number(v));
            setChosen([]);
          }}
          clearable
        />
        {zoneId !== null && candidates.data?.length === 0 && (
          <Text c="dimmed">{t('PICKING.CANDIDATES_EMPTY')}</Text>
        )}
        {candidates.data && candidates.data.length > 0 && (
          <Checkbox.Group label={t('PICKING.CANDIDATES')} value={chosen} onChange={setChosen}>
            <Stack gap={4} mt={4}>
              {candidates.data.map((c) => (
                <Checkbox
                  key={c.orderId}
                  value={String(c.orderId)}
                  size="md"
                  styles={{ body: { minHeight: 44, alignItems: 'center' } }}
                  label={`${t('PICKING.CANDIDATE', {
                    number: c.number,
                    customer: c.customerName,
                    lines: c.lineCount,
                  })}${c.wantedDeliveryDate ? ` · ${formatDate(c.wantedDeliveryDate)}` : ''}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {create.isError && <ErrorDisplay message={pickingRefusal(create.error, t)} />}
        <Group grow>
          <ActionButton
            size="md"
            endpoint={pickingEndpoints.create}
            loading={create.isPending}
            disabledReason={chosen.length === 0 ? t('PICKING.CANDIDATES') : null}
            onClick={() => create.mutate(chosen.map(Number))}
          >
            {t('PICKING.CREATE')}
          </ActionButton>
          <ActionButton
            size="md"
            variant="light"
            endpoint={pickingEndpoints.create}
            loading={create.isPending}
            title={t('PICKING.PROPOSE_HINT', { max: PICKING_DEFAULT_MAX_LINES })}
            onClick={() => create.mutate(null)}
          >
            {t('PICKING.PROPOSE')}
          </ActionButton>
        </Group>
        <Text size="xs" c="dimmed">
          {t('PICKING.PROPOSE_HINT', { max: PICKING_DEFAULT_MAX_LINES })}
        </Text>
      </Stack>
    </Paper>
  );
}

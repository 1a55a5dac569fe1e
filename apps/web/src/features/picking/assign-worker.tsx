import { pickingEndpoints, type TPickingCycle } from '@kontor/contract';
import { Group, NativeSelect, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api/client';
import { CanCall } from '../../lib/permissions';
import { ActionButton } from '../../ui/action-button';
import { ErrorDisplay } from '../../ui/error-display';
import { pickingRefusal, useWorkers } from './picking-api';

/** The select's value for 'nobody' (a native select's values are strings). */
const NOBODY = '';

/**
 * Who picks the cycle: a native select of the firm's warehouse workers (phone and keyboard
 * friendly) and a save button, offered only to who may update a cycle. The answer (with its new
 * version) goes to the page's cache; a stale version or a closed cycle is said in Hungarian.
 */
export function AssignWorker({
  cycle,
  onAnswer,
}: {
  cycle: TPickingCycle;
  onAnswer: (cycle: TPickingCycle) => void;
}) {
  const { t } = useTranslation();
  const workers = useWorkers();
  const current = cycle.assignedUserId === null ? NOBODY : String(cycle.assignedUserId);
  const [chosen, setChosen] = useState(current);
  const assign = useMutation({
    mutationFn: () =>
      callApi(pickingEndpoints.update, {
        params: { id: cycle.id },
        body: {
          version: cycle.version,
          assignedUserId: chosen === NOBODY ? null : Number(chosen),
        },
      }),
    onSuccess: onAnswer,
  });
  const options = [
    { value: NOBODY, label: t('PICKING.NOBODY') },
    ...(workers.data ?? []).map((w) => ({
      value: String(w.id),
      label: w.isMe ? t('PICKING.WORKER_ME', { name: w.name }) : w.name,
    })),
  ];
  return (
    <CanCall endpoint={pickingEndpoints.update}>
      <Stack gap={4}>
        <Group align="end" gap="xs" wrap="nowrap">
          <NativeSelect
            label={t('PICKING.ASSIGN_LABEL')}
            size="md"
            flex={1}
            data={options}
            value={chosen}
            onChange={(event) => setChosen(event.currentTarget.value)}
          />
          <ActionButton
            size="md"
            variant="light"
            endpoint={pickingEndpoints.update}
            loading={assign.isPending}
            disabledReason={chosen === current ? t('PICKING.ASSIGN_UNCHANGED') : null}
            onClick={() => assign.mutate()}
          >
            {t('PICKING.ASSIGN')}
          </ActionButton>
        </Group>
        {assign.isError && <ErrorDisplay message={pickingRefusal(assign.error, t)} />}
      </Stack>
    </CanCall>
  );
}

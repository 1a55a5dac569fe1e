import { type TScheduleTeam, workshopOrderEndpoints as w } from '@kontor/contract';
import { Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { ActionButton } from '../../../ui/action-button';
import { DateInput } from '../../../ui/date-input';
import { ErrorDisplay } from '../../../ui/error-display';
import { Select } from '../../../ui/select';
import { useToast } from '../../../ui/toast';
import { type CapacityRefusal, capacityRefusal, OverCapacityDialog } from '../over-capacity';
import { workshopRefusal } from './workshop-api';

/**
 * The selected workshop orders booked on one team's day at once (all or none). Over capacity the
 * server's reason is shown, and the user with the right may book them anyway with a reason.
 */
export function BulkSchedule({
  ids,
  teams,
  onDone,
}: {
  ids: number[];
  teams: readonly TScheduleTeam[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [teamId, setTeamId] = useState<number | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<CapacityRefusal | null>(null);
  const send = async (overrideReason?: string) => {
    if (teamId === null || day === null) return setFailure(t('PRODUCTION.ERROR.TEAM_AND_DAY'));
    setFailure(null);
    setRefusal(null);
    try {
      await callApi(w.bulkSchedule, {
        body: {
          workshopOrderIds: ids,
          teamId,
          day,
          ...(overrideReason && { override: true, overrideReason }),
        },
      });
      toast.show(t('PRODUCTION.BULK.DONE', { count: ids.length }), 'SUCCESS');
      onDone();
    } catch (error) {
      const over = capacityRefusal(error);
      if (over) setRefusal(over);
      else setFailure(workshopRefusal(error, t));
    }
  };
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-blue-0)">
      <Text fw={600} mb="xs">
        {t('PRODUCTION.BULK.TITLE', { count: ids.length })}
      </Text>
      <Group align="flex-end">
        <Select
          label={t('PRODUCTION.FILTER.TEAM')}
          options={teams.map((team) => ({ id: team.id, data: team, searchableBy: team.name }))}
          value={teamId}
          onChange={(option) => setTeamId(option?.data.id ?? null)}
        />
        <DateInput label={t('PRODUCTION.BULK.DAY')} value={day} onChange={setDay} />
        <ActionButton endpoint={w.bulkSchedule} onClick={() => void send()}>
          {t('PRODUCTION.BULK.SUBMIT')}
        </ActionButton>
      </Group>
      {failure && <ErrorDisplay message={failure} />}
      {refusal && (
        <OverCapacityDialog
          refusal={refusal}
          onClose={() => setRefusal(null)}
          onOverride={(reason) => void send(reason)}
        />
      )}
    </Paper>
  );
}

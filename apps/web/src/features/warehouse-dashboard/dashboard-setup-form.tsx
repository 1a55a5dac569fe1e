import type { TJobTitle } from '@kontor/contract';
import { Button, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardSetup } from './dashboard-api';

/**
 * The first question on a device: which job title, at which workstation. Native selects: the
 * phone's own picker, big and keyboard-friendly.
 */
export function DashboardSetupForm({
  titles,
  initial,
  onChosen,
}: {
  titles: TJobTitle[];
  initial: DashboardSetup;
  onChosen: (setup: DashboardSetup) => void;
}) {
  const { t } = useTranslation();
  const [jobTitle, setJobTitle] = useState(
    titles.find((j) => j.code === initial.jobTitle)?.code ?? titles[0]!.code,
  );
  const stations = titles.find((j) => j.code === jobTitle)?.workStations ?? [];
  const [station, setStation] = useState(String(initial.workStationId ?? ''));
  const workStationId = stations.some((s) => String(s.id) === station) ? Number(station) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChosen({ jobTitle, workStationId });
  };
  return (
    <Paper withBorder p="md" maw={480} component="form" onSubmit={submit}>
      <Stack gap="md">
        <Text>{t('WAREHOUSE_DASHBOARD.CHOOSE_HINT')}</Text>
        <NativeSelect
          size="lg"
          label={t('WAREHOUSE_DASHBOARD.JOB_TITLE')}
          value={jobTitle}
          onChange={(event) => setJobTitle(event.currentTarget.value)}
          data={titles.map((j) => ({ value: j.code, label: j.name }))}
          data-autofocus
        />
        {stations.length > 0 && (
          <NativeSelect
            size="lg"
            label={t('WAREHOUSE_DASHBOARD.WORK_STATION')}
            value={workStationId === null ? '' : String(workStationId)}
            onChange={(event) => setStation(event.currentTarget.value)}
            data={[
              { value: '', label: t('WAREHOUSE_DASHBOARD.NO_WORK_STATION') },
              ...stations.map((s) => ({
                value: String(s.id),
                label: s.branchName ? `${s.name} (${s.branchName})` : s.name,
              })),
            ]}
          />
        )}
        <Button type="submit" size="lg">
          {t('WAREHOUSE_DASHBOARD.CHOOSE')}
        </Button>
      </Stack>
    </Paper>
  );
}

import {
  warehouseSettingsEndpoints as s,
  type TJobTitleSetting,
  type TWorkStationSetting,
} from '@kontor/contract';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { usePage } from '../../../lib/page';
import { ErrorMessage } from '../../../shell/error-message';
import { JobTitleForm } from './job-title-form';
import { useBranches, useJobTitleSettings, useWorkStationSettings } from './settings-api';
import { SettingsTable } from './settings-table';
import { WorkStationForm } from './work-station-form';

type Editing =
  | { kind: 'jobTitle'; row: TJobTitleSetting | null }
  | { kind: 'workStation'; row: TWorkStationSetting | null }
  | null;

const tabNames = (t: TFunction, codes: string[]) =>
  codes.map((code) => t(`WAREHOUSE_DASHBOARD.TAB.${code}`, { defaultValue: code })).join(', ') ||
  t('WAREHOUSE_SETTINGS.NO_TABS');

function stationDetail(t: TFunction, station: TWorkStationSetting, titles: TJobTitleSetting[]) {
  const names = station.jobTitleCodes.map(
    (code) => titles.find((j) => j.code === code)?.name ?? code,
  );
  return `${station.branchName ?? t('WAREHOUSE_SETTINGS.ANY_BRANCH')} · ${
    names.join(', ') || t('WAREHOUSE_SETTINGS.ANY_JOB_TITLE')
  }`;
}

/**
 * `/app/settings/warehouse-dashboard` (warehouse-dashboard README): the back office keeps the
 * floor's job titles (the tabs each shows) and workstations (branch, who works there): create,
 * rename, deactivate and reactivate.
 */
export default function WarehouseSettingsPage() {
  const { t } = useTranslation();
  usePage({ title: t('WAREHOUSE_SETTINGS.TITLE') });
  const titles = useJobTitleSettings();
  const stations = useWorkStationSettings();
  const branches = useBranches();
  const [editing, setEditing] = useState<Editing>(null);
  const failed = titles.error ?? stations.error;
  if (failed) return <ErrorMessage error={failed} />;
  if (!titles.data || !stations.data) return <Skeleton height={320} />;
  const jobTitles = titles.data;
  return (
    <Stack gap="md" maw={1000}>
      <Title order={1} size="h2">
        {t('WAREHOUSE_SETTINGS.TITLE')}
      </Title>
      <Text c="dimmed">{t('WAREHOUSE_SETTINGS.HINT')}</Text>
      <SettingsTable
        title={t('WAREHOUSE_SETTINGS.JOB_TITLES')}
        newLabel={t('WAREHOUSE_SETTINGS.NEW_JOB_TITLE')}
        rows={jobTitles.map((j) => ({ ...j, detail: tabNames(t, j.tabCodes) }))}
        createEndpoint={s.createJobTitle}
        updateEndpoint={s.updateJobTitle}
        onNew={() => setEditing({ kind: 'jobTitle', row: null })}
        onEdit={(row) => setEditing({ kind: 'jobTitle', row })}
        setActive={(row, isActive) =>
          callApi(s.updateJobTitle, {
            params: { id: row.id },
            body: { version: row.version, isActive },
          })
        }
      />
      <SettingsTable
        title={t('WAREHOUSE_SETTINGS.WORK_STATIONS')}
        newLabel={t('WAREHOUSE_SETTINGS.NEW_WORK_STATION')}
        rows={stations.data.map((w) => ({ ...w, detail: stationDetail(t, w, jobTitles) }))}
        createEndpoint={s.createWorkStation}
        updateEndpoint={s.updateWorkStation}
        onNew={() => setEditing({ kind: 'workStation', row: null })}
        onEdit={(row) => setEditing({ kind: 'workStation', row })}
        setActive={(row, isActive) =>
          callApi(s.updateWorkStation, {
            params: { id: row.id },
            body: { version: row.version, isActive },
          })
        }
      />
      {editing?.kind === 'jobTitle' && (
        <JobTitleForm title={editing.row} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'workStation' && (
        <WorkStationForm
          station={editing.row}
          jobTitles={jobTitles}
          branches={branches.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

import {
  warehouseSettingsEndpoints as s,
  type TBranch,
  type TJobTitleSetting,
  type TWorkStationSetting,
} from '@kontor/contract';
import { Checkbox, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { SettingsFormModal } from './settings-form-modal';

type Values = { code: string; name: string; branchId: string; jobTitleCodes: string[] };

/** The select's value for 'any branch'. */
const ANY = '';

/**
 * A new workstation (`station` null) or an edited one: its name, the branch it stands in (or
 * any) and the active job titles that work there (none ticked: any).
 */
export function WorkStationForm({
  station,
  jobTitles,
  branches,
  onClose,
}: {
  station: TWorkStationSetting | null;
  jobTitles: TJobTitleSetting[];
  branches: TBranch[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = (v: Values) => {
    const body = {
      name: v.name,
      branchId: v.branchId === ANY ? null : Number(v.branchId),
      jobTitleCodes: v.jobTitleCodes,
    };
    return station
      ? callApi(s.updateWorkStation, {
          params: { id: station.id },
          body: { ...body, version: station.version },
        })
      : callApi(s.createWorkStation, { body: { ...body, code: v.code } });
  };
  const titles = jobTitles.filter((j) => j.isActive || station?.jobTitleCodes.includes(j.code));
  return (
    <SettingsFormModal<Values>
      title={
        station
          ? `${t('WAREHOUSE_SETTINGS.EDIT')}: ${station.name}`
          : t('WAREHOUSE_SETTINGS.NEW_WORK_STATION')
      }
      initial={{
        code: '',
        name: station?.name ?? '',
        branchId: station?.branchId == null ? ANY : String(station.branchId),
        jobTitleCodes: station?.jobTitleCodes ?? [],
      }}
      isNew={station === null}
      endpoint={station ? s.updateWorkStation : s.createWorkStation}
      save={save}
      onClose={onClose}
    >
      {(values, set, errorAt) => (
        <>
          <NativeSelect
            label={t('WAREHOUSE_SETTINGS.BRANCH')}
            value={values.branchId}
            onChange={(e) => set('branchId', e.currentTarget.value)}
            data={[
              { value: ANY, label: t('WAREHOUSE_SETTINGS.ANY_BRANCH') },
              ...branches.map((b) => ({ value: String(b.id), label: `${b.code} – ${b.name}` })),
            ]}
            error={errorAt('branchId')}
          />
          <Checkbox.Group
            label={t('WAREHOUSE_SETTINGS.JOB_TITLES')}
            description={t('WAREHOUSE_SETTINGS.JOB_TITLES_HINT')}
            value={values.jobTitleCodes}
            onChange={(codes) => set('jobTitleCodes', codes)}
            error={errorAt('jobTitleCodes')}
          >
            <Stack gap={6} mt={4}>
              {titles.map((j) => (
                <Checkbox key={j.code} value={j.code} label={j.name} />
              ))}
            </Stack>
          </Checkbox.Group>
        </>
      )}
    </SettingsFormModal>
  );
}

import { scheduleSettingsEndpoints as a, type TScheduleTeamSettings } from '@kontor/contract';
import { Checkbox, Group, MultiSelect, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { formatDecimalInput, toDecimalString } from '../../../lib/forms/decimal-input';
import { ReferenceFormModal, useReferenceForm } from '../../delivery/shared/reference-form';
import { tabName } from '../schedule/schedule-api';
import { useEmployees, useTabSettings, useWorkStationOptions } from './settings-api';

interface Values {
  code: string;
  name: string;
  tabCode: string;
  workStationId: string;
  capacityPerMember: string;
  position: string;
  memberIds: string[];
  isActive: boolean;
}
const FIELDS = [
  'code',
  'name',
  'tabCode',
  'workStationId',
  'capacityPerMember',
  'position',
  'memberIds',
];

/** A schedule team: its tab, members (employees), what a member gives a day, its workstation. */
export function TeamFormModal({
  team,
  onClose,
}: {
  team: TScheduleTeamSettings | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const tabs = useTabSettings();
  const stations = useWorkStationOptions();
  const employees = useEmployees();
  const { values, set, errorAt, modal } = useReferenceForm<Values>(
    () => ({
      code: team?.code ?? '',
      name: team?.name ?? '',
      tabCode: team?.tabCode ?? '',
      workStationId: team?.workStationId ? String(team.workStationId) : '',
      capacityPerMember: formatDecimalInput(team?.capacityPerMember ?? '8'),
      position: String(team?.position ?? 0),
      memberIds: team?.members.map((m) => String(m.employeeId)) ?? [],
      isActive: team?.isActive ?? true,
    }),
    a.teams,
    (v) => {
      const body = {
        code: v.code,
        name: v.name,
        tabCode: v.tabCode || (tabs.data?.[0]?.code ?? ''),
        workStationId: v.workStationId ? Number(v.workStationId) : null,
        capacityPerMember: toDecimalString(v.capacityPerMember) ?? '',
        position: Number(v.position) || 0,
        memberIds: v.memberIds.map(Number),
        isActive: v.isActive,
      };
      return team
        ? callApi(a.updateTeam, {
            params: { teamId: team.id },
            body: { ...body, version: team.version },
          })
        : callApi(a.createTeam, { body });
    },
  );
  // Members: the firm's active employees, and whoever is a member already (even if left).
  const people = new Map((employees.data ?? []).map((e) => [String(e.id), e.name]));
  for (const m of team?.members ?? [])
    if (!people.has(String(m.employeeId))) people.set(String(m.employeeId), m.name);
  return (
    <ReferenceFormModal
      title={team ? t('PRODUCTION.SETTINGS.EDIT_TEAM') : t('PRODUCTION.SETTINGS.NEW_TEAM')}
      endpoint={team ? a.updateTeam : a.createTeam}
      fields={FIELDS}
      {...modal}
      onClose={onClose}
      savedName={values.name}
    >
      <Group grow align="flex-start">
        <TextInput
          label={t('PRODUCTION.SETTINGS.CODE')}
          description={t('PRODUCTION.SETTINGS.CODE_HINT')}
          required
          data-autofocus
          value={values.code}
          onChange={(e) => set('code')(e.currentTarget.value.toUpperCase())}
          error={errorAt('code')}
        />
        <TextInput
          label={t('PRODUCTION.SETTINGS.NAME')}
          required
          value={values.name}
          onChange={(e) => set('name')(e.currentTarget.value)}
          error={errorAt('name')}
        />
      </Group>
      <Group grow align="flex-start">
        <NativeSelect
          label={t('PRODUCTION.SCHEDULE.TAB')}
          description={
            (team?.bookingCount ?? 0) > 0 ? t('PRODUCTION.SETTINGS.FIXED_WHEN_BOOKED') : undefined
          }
          disabled={(team?.bookingCount ?? 0) > 0}
          value={values.tabCode || (tabs.data?.[0]?.code ?? '')}
          onChange={(e) => set('tabCode')(e.currentTarget.value)}
          data={(tabs.data ?? []).map((tab) => ({ value: tab.code, label: tabName(tab, t) }))}
          error={errorAt('tabCode')}
        />
        <NativeSelect
          label={t('PRODUCTION.SETTINGS.WORK_STATION')}
          value={values.workStationId}
          onChange={(e) => set('workStationId')(e.currentTarget.value)}
          data={[
            { value: '', label: t('PRODUCTION.SETTINGS.NO_WORK_STATION') },
            ...(stations.data ?? []).map((s) => ({ value: String(s.id), label: s.label })),
          ]}
          error={errorAt('workStationId')}
        />
      </Group>
      <MultiSelect
        label={t('PRODUCTION.SETTINGS.MEMBERS')}
        searchable
        value={values.memberIds}
        onChange={set('memberIds')}
        data={[...people].map(([value, label]) => ({ value, label }))}
        error={errorAt('memberIds')}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('PRODUCTION.SETTINGS.PER_MEMBER')}
          description={t('PRODUCTION.SETTINGS.PER_MEMBER_HINT')}
          required
          inputMode="decimal"
          value={values.capacityPerMember}
          onChange={(e) => set('capacityPerMember')(e.currentTarget.value)}
          error={errorAt('capacityPerMember')}
        />
        <TextInput
          label={t('PRODUCTION.SETTINGS.POSITION')}
          inputMode="numeric"
          value={values.position}
          onChange={(e) => set('position')(e.currentTarget.value)}
          error={errorAt('position')}
        />
      </Group>
      <Checkbox
        label={t('DELIVERY.ACTIVE')}
        description={t('PRODUCTION.SETTINGS.INACTIVE_HINT')}
        checked={values.isActive}
        onChange={(e) => set('isActive')(e.currentTarget.checked)}
      />
    </ReferenceFormModal>
  );
}

import { scheduleSettingsEndpoints as a, type TScheduleTeamSettings } from '@kontor/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { formatInteger, formatQuantity } from '../../../lib/format';
import { useListChange } from '../../delivery/delivery-api';
import { ReferencePage } from '../../delivery/shared/reference-page';
import { tabName } from '../schedule/schedule-api';
import { useTabSettings, useTeamSettings } from './settings-api';
import { TeamFormModal } from './team-form-modal';

/**
 * `/app/schedule-teams`: the teams (workstations) of each schedule tab, their members and what a
 * member gives a working day. One with bookings is deactivated: it then takes no new booking,
 * its past ones stay on the calendar.
 */
export default function ScheduleTeamsPage() {
  const { t } = useTranslation();
  const teams = useTeamSettings();
  const tabs = useTabSettings();
  const remove = useListChange(a.teams, (team: TScheduleTeamSettings) =>
    callApi(a.removeTeam, { params: { teamId: team.id }, query: { version: team.version } }),
  );
  const tabOf = (code: string) => {
    const tab = tabs.data?.find((x) => x.code === code);
    return tab ? tabName(tab, t) : code;
  };
  const unitOf = (code: string) => tabs.data?.find((x) => x.code === code)?.unit ?? 'HOURS';
  return (
    <ReferencePage<TScheduleTeamSettings>
      title={t('PRODUCTION.SETTINGS.TEAMS_TITLE')}
      hint={t('PRODUCTION.SETTINGS.TEAMS_HINT')}
      newLabel={t('PRODUCTION.SETTINGS.NEW_TEAM')}
      endpoints={{ create: a.createTeam, update: a.updateTeam, remove: a.removeTeam }}
      query={teams}
      emptyText={t('PRODUCTION.SETTINGS.NO_TEAMS')}
      columns={[
        { header: t('PRODUCTION.SETTINGS.CODE'), render: (team) => team.code },
        { header: t('PRODUCTION.SETTINGS.NAME'), render: (team) => team.name },
        { header: t('PRODUCTION.SCHEDULE.TAB'), render: (team) => tabOf(team.tabCode) },
        {
          header: t('PRODUCTION.SETTINGS.MEMBERS'),
          render: (team) => team.members.map((m) => m.name).join(', '),
        },
        {
          header: t('PRODUCTION.SETTINGS.PER_MEMBER'),
          render: (team) =>
            `${formatQuantity(team.capacityPerMember)} ${t(`PRODUCTION.SETTINGS.UNIT_${unitOf(team.tabCode)}`)}`,
        },
        {
          header: t('PRODUCTION.SETTINGS.BOOKINGS'),
          render: (team) => formatInteger(team.bookingCount),
        },
      ]}
      onDelete={(team) => remove.mutateAsync(team)}
      renderForm={(team, onClose) => <TeamFormModal team={team} onClose={onClose} />}
    />
  );
}

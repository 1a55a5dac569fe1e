import { scheduleSettingsEndpoints as a, type TScheduleTabSettings } from '@kontor/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { formatInteger, formatQuantity } from '../../../lib/format';
import { useListChange } from '../../delivery/delivery-api';
import { ReferencePage } from '../../delivery/shared/reference-page';
import { tabName } from '../schedule/schedule-api';
import { useTabSettings } from './settings-api';
import { TabFormModal } from './tab-form-modal';

type Row = Omit<TScheduleTabSettings, 'name'> & { id: number; name: string };

/**
 * `/app/schedule-tabs`: the work schedule's tabs (workshop, installation, delivery…): what each
 * plans, in what unit, in which order. One with bookings is deactivated, never deleted.
 */
export default function ScheduleTabsPage() {
  const { t } = useTranslation();
  const tabs = useTabSettings();
  const remove = useListChange(a.tabs, (tab: Row) =>
    callApi(a.removeTab, { params: { tabCode: tab.code }, query: { version: tab.version } }),
  );
  const rows = tabs.data?.map((tab, i) => ({ ...tab, id: i + 1, name: tabName(tab, t) }));
  return (
    <ReferencePage<Row>
      title={t('PRODUCTION.SETTINGS.TABS_TITLE')}
      hint={t('PRODUCTION.SETTINGS.TABS_HINT')}
      newLabel={t('PRODUCTION.SETTINGS.NEW_TAB')}
      endpoints={{ create: a.createTab, update: a.updateTab, remove: a.removeTab }}
      query={{ ...tabs, data: rows }}
      emptyText={t('PRODUCTION.SCHEDULE.NO_TABS')}
      columns={[
        { header: t('PRODUCTION.SETTINGS.CODE'), render: (tab) => tab.code },
        { header: t('PRODUCTION.SETTINGS.NAME'), render: (tab) => tab.name },
        {
          header: t('PRODUCTION.SETTINGS.SOURCE'),
          render: (tab) => t(`PRODUCTION.SETTINGS.SOURCE_${tab.source}`),
        },
        {
          header: t('PRODUCTION.SETTINGS.DEFAULT_LOAD'),
          render: (tab) =>
            `${formatQuantity(tab.defaultLoad)} ${t(`PRODUCTION.SETTINGS.UNIT_${tab.unit}`)}`,
        },
        {
          header: t('PRODUCTION.SETTINGS.BOOKINGS'),
          render: (tab) => formatInteger(tab.bookingCount),
        },
      ]}
      onDelete={(tab) => remove.mutateAsync(tab)}
      renderForm={(row, onClose) => (
        <TabFormModal
          tab={tabs.data?.find((tab) => tab.code === row?.code) ?? null}
          onClose={onClose}
        />
      )}
    />
  );
}

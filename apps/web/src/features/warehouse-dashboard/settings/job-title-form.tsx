import {
  DASHBOARD_TAB_CODES,
  warehouseSettingsEndpoints as s,
  type TJobTitleSetting,
} from '@kontor/contract';
import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { SettingsFormModal } from './settings-form-modal';

type Values = { code: string; name: string; tabCodes: string[] };

/** The tabs are saved in the dashboard's order of tabs, whatever order they were ticked in. */
const inTabOrder = (codes: string[]) => DASHBOARD_TAB_CODES.filter((code) => codes.includes(code));

/** A new job title (`title` null) or an edited one: its name and the tabs it shows. */
export function JobTitleForm({
  title,
  onClose,
}: {
  title: TJobTitleSetting | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = (v: Values) =>
    title
      ? callApi(s.updateJobTitle, {
          params: { id: title.id },
          body: { version: title.version, name: v.name, tabCodes: inTabOrder(v.tabCodes) },
        })
      : callApi(s.createJobTitle, {
          body: { code: v.code, name: v.name, tabCodes: inTabOrder(v.tabCodes) },
        });
  return (
    <SettingsFormModal<Values>
      title={
        title
          ? `${t('WAREHOUSE_SETTINGS.EDIT')}: ${title.name}`
          : t('WAREHOUSE_SETTINGS.NEW_JOB_TITLE')
      }
      initial={{ code: '', name: title?.name ?? '', tabCodes: title?.tabCodes ?? [] }}
      isNew={title === null}
      endpoint={title ? s.updateJobTitle : s.createJobTitle}
      save={save}
      onClose={onClose}
    >
      {(values, set, errorAt) => (
        <Checkbox.Group
          label={t('WAREHOUSE_SETTINGS.TABS')}
          value={values.tabCodes}
          onChange={(codes) => set('tabCodes', codes)}
          error={errorAt('tabCodes')}
        >
          <Stack gap={6} mt={4}>
            {DASHBOARD_TAB_CODES.map((code) => (
              <Checkbox
                key={code}
                value={code}
                label={t(`WAREHOUSE_DASHBOARD.TAB.${code}`, { defaultValue: code })}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </SettingsFormModal>
  );
}

import {
  scheduleSettingsEndpoints as a,
  CAPACITY_UNITS,
  type TCapacityUnit,
  type TScheduleTabSettings,
} from '@kontor/contract';
import { Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { formatDecimalInput, toDecimalString } from '../../../lib/forms/decimal-input';
import { ReferenceFormModal, useReferenceForm } from '../../delivery/shared/reference-form';
import { tabName } from '../schedule/schedule-api';

type Source = TScheduleTabSettings['source'];
interface Values {
  code: string;
  name: string;
  source: Source;
  unit: TCapacityUnit;
  defaultLoad: string;
  position: string;
  isActive: boolean;
}
const FIELDS = ['code', 'name', 'source', 'unit', 'defaultLoad', 'position'];
const SOURCES: Source[] = ['WORKSHOP', 'ORDERS'];

/** A schedule tab: its code (fixed once made), Hungarian name, what it plans, unit and order. */
export function TabFormModal({
  tab,
  onClose,
}: {
  tab: TScheduleTabSettings | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { values, set, errorAt, modal } = useReferenceForm<Values>(
    () => ({
      code: tab?.code ?? '',
      name: tab ? tabName(tab, t) : '',
      source: tab?.source ?? 'ORDERS',
      unit: tab?.unit ?? 'HOURS',
      defaultLoad: formatDecimalInput(tab?.defaultLoad ?? '1'),
      position: String(tab?.position ?? 0),
      isActive: tab?.isActive ?? true,
    }),
    a.tabs,
    (v) => {
      const body = {
        name: v.name,
        source: v.source,
        unit: v.unit,
        defaultLoad: toDecimalString(v.defaultLoad) ?? '',
        position: Number(v.position) || 0,
        isActive: v.isActive,
      };
      return tab
        ? callApi(a.updateTab, {
            params: { tabCode: tab.code },
            body: { ...body, version: tab.version },
          })
        : callApi(a.createTab, { body: { ...body, code: v.code } });
    },
  );
  const booked = (tab?.bookingCount ?? 0) > 0;
  return (
    <ReferenceFormModal
      title={tab ? t('PRODUCTION.SETTINGS.EDIT_TAB') : t('PRODUCTION.SETTINGS.NEW_TAB')}
      endpoint={tab ? a.updateTab : a.createTab}
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
          disabled={tab !== null}
          data-autofocus={tab === null || undefined}
          value={values.code}
          onChange={(e) => set('code')(e.currentTarget.value.toUpperCase())}
          error={errorAt('code')}
        />
        <TextInput
          label={t('PRODUCTION.SETTINGS.NAME')}
          required
          data-autofocus={tab !== null || undefined}
          value={values.name}
          onChange={(e) => set('name')(e.currentTarget.value)}
          error={errorAt('name')}
        />
      </Group>
      <Group grow align="flex-start">
        <NativeSelect
          label={t('PRODUCTION.SETTINGS.SOURCE')}
          description={booked ? t('PRODUCTION.SETTINGS.FIXED_WHEN_BOOKED') : undefined}
          disabled={booked}
          value={values.source}
          onChange={(e) => set('source')(e.currentTarget.value as Source)}
          data={SOURCES.map((s) => ({ value: s, label: t(`PRODUCTION.SETTINGS.SOURCE_${s}`) }))}
          error={errorAt('source')}
        />
        <NativeSelect
          label={t('PRODUCTION.SETTINGS.UNIT')}
          disabled={booked}
          value={values.unit}
          onChange={(e) => set('unit')(e.currentTarget.value as TCapacityUnit)}
          data={CAPACITY_UNITS.map((u) => ({
            value: u,
            label: t(`PRODUCTION.SETTINGS.UNIT_${u}`),
          }))}
          error={errorAt('unit')}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label={t('PRODUCTION.SETTINGS.DEFAULT_LOAD')}
          description={t('PRODUCTION.SETTINGS.DEFAULT_LOAD_HINT')}
          required
          inputMode="decimal"
          value={values.defaultLoad}
          onChange={(e) => set('defaultLoad')(e.currentTarget.value)}
          error={errorAt('defaultLoad')}
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
        checked={values.isActive}
        onChange={(e) => set('isActive')(e.currentTarget.checked)}
      />
    </ReferenceFormModal>
  );
}

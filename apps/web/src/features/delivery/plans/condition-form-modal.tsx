import { deliveryPlanEndpoints, type TPlanCondition } from '@kontor/contract';
import {
  Checkbox,
  Chip,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { useDeliveryMethods } from '../delivery-api';
import { ReferenceFormModal, useReferenceForm } from '../shared/reference-form';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

interface Values {
  name: string;
  postcodeFrom: string;
  postcodeTo: string;
  weekdays: string[];
  cutoffTime: string;
  leadDays: number;
  deliveryMethodId: string;
  isActive: boolean;
}
const FIELDS = ['name', 'postcodeFrom', 'postcodeTo', 'weekdays', 'cutoffTime', 'leadDays'];

function initialValues(c: TPlanCondition | null): Values {
  return {
    name: c?.name ?? '',
    postcodeFrom: c?.postcodeFrom ?? '',
    postcodeTo: c?.postcodeTo ?? '',
    weekdays: (c?.weekdays ?? [1, 2, 3, 4, 5]).map(String),
    cutoffTime: c?.cutoffTime ?? '12:00',
    leadDays: c?.leadDays ?? 1,
    deliveryMethodId: c ? String(c.deliveryMethodId) : '',
    isActive: c?.isActive ?? true,
  };
}

/**
 * Which days own delivery serves a region: a postcode range, the weekdays, the cut-off time and
 * the lead time in working days, for one own-vehicle delivery method.
 */
export function ConditionFormModal({
  condition,
  onClose,
}: {
  condition: TPlanCondition | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const methods = useDeliveryMethods();
  const ownMethods = (methods.data ?? []).filter(
    (m) => m.kind === 'OWN_VEHICLE' && (m.isActive || m.id === condition?.deliveryMethodId),
  );
  const methodOf = (v: Values) => v.deliveryMethodId || String(ownMethods[0]?.id ?? '');
  const { values, set, errorAt, modal } = useReferenceForm<Values>(
    () => initialValues(condition),
    deliveryPlanEndpoints.list,
    (v) => {
      const body = {
        name: v.name,
        postcodeFrom: v.postcodeFrom.trim(),
        postcodeTo: v.postcodeTo.trim(),
        weekdays: v.weekdays.map(Number).sort(),
        cutoffTime: v.cutoffTime,
        leadDays: v.leadDays,
        deliveryMethodId: Number(methodOf(v)),
        isActive: v.isActive,
      };
      return condition
        ? callApi(deliveryPlanEndpoints.update, {
            params: { deliveryPlanConditionId: condition.id },
            body: { ...body, version: condition.version },
          })
        : callApi(deliveryPlanEndpoints.create, { body });
    },
  );
  const methodId = methodOf(values);
  return (
    <ReferenceFormModal
      title={condition ? `${t('DELIVERY.PLANS.EDIT')}: ${condition.name}` : t('DELIVERY.PLANS.NEW')}
      endpoint={condition ? deliveryPlanEndpoints.update : deliveryPlanEndpoints.create}
      fields={FIELDS}
      {...modal}
      onClose={onClose}
      savedName={values.name}
    >
      <TextInput
        label={t('DELIVERY.NAME')}
        required
        data-autofocus
        maxLength={100}
        value={values.name}
        onChange={(e) => set('name')(e.currentTarget.value)}
        error={errorAt('name')}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('DELIVERY.PLANS.POSTCODE_FROM')}
          required
          inputMode="numeric"
          maxLength={4}
          value={values.postcodeFrom}
          onChange={(e) => set('postcodeFrom')(e.currentTarget.value)}
          error={errorAt('postcodeFrom')}
        />
        <TextInput
          label={t('DELIVERY.PLANS.POSTCODE_TO')}
          required
          inputMode="numeric"
          maxLength={4}
          value={values.postcodeTo}
          onChange={(e) => set('postcodeTo')(e.currentTarget.value)}
          error={errorAt('postcodeTo')}
        />
      </Group>
      <Stack gap={4} role="group" aria-labelledby="weekdays-label">
        <Text size="sm" fw={500} id="weekdays-label">
          {t('DELIVERY.PLANS.WEEKDAYS')}
        </Text>
        <Chip.Group multiple value={values.weekdays} onChange={set('weekdays')}>
          <Group gap={6}>
            {WEEKDAYS.map((d) => (
              <Chip key={d} value={String(d)}>
                {t(`DELIVERY.WEEKDAY.${d}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {errorAt('weekdays') && (
          <Text c="red" size="sm" role="alert">
            {errorAt('weekdays')}
          </Text>
        )}
      </Stack>
      <Group grow align="flex-start">
        <TextInput
          type="time"
          label={t('DELIVERY.PLANS.CUTOFF')}
          description={t('DELIVERY.PLANS.CUTOFF_HINT')}
          value={values.cutoffTime}
          onChange={(e) => set('cutoffTime')(e.currentTarget.value)}
          error={errorAt('cutoffTime')}
        />
        <NumberInput
          label={t('DELIVERY.PLANS.LEAD_DAYS')}
          description={t('DELIVERY.PLANS.LEAD_DAYS_HINT')}
          min={0}
          max={30}
          allowDecimal={false}
          value={values.leadDays}
          onChange={(value) => set('leadDays')(Number(value) || 0)}
          error={errorAt('leadDays')}
        />
      </Group>
      <NativeSelect
        label={t('DELIVERY.PLANS.METHOD')}
        value={methodId}
        onChange={(e) => set('deliveryMethodId')(e.currentTarget.value)}
        data={ownMethods.map((m) => ({ value: String(m.id), label: m.name }))}
        error={errorAt('deliveryMethodId')}
      />
      <Checkbox
        label={t('DELIVERY.ACTIVE')}
        checked={values.isActive}
        onChange={(e) => set('isActive')(e.currentTarget.checked)}
      />
    </ReferenceFormModal>
  );
}

import {
  DELIVERY_METHOD_KINDS,
  deliveryMethodEndpoints,
  FEE_RULES,
  type TDeliveryMethod,
} from '@kontor/contract';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { formatDecimalInput, toDecimalString } from '../../../lib/forms/decimal-input';
import { ReferenceFormModal, useReferenceForm } from '../shared/reference-form';

type Kind = (typeof DELIVERY_METHOD_KINDS)[number];
type FeeRule = (typeof FEE_RULES)[number];
interface Values {
  code: string;
  name: string;
  kind: Kind;
  feeRule: FeeRule;
  fixedFee: string;
  weightBands: { upToKg: string; amount: string }[];
  freeAboveNet: string;
  isActive: boolean;
}

const FIELDS = ['code', 'name', 'kind', 'courier', 'fixedFee', 'weightBands', 'freeAboveNet'];

function initialValues(method: TDeliveryMethod | null): Values {
  if (!method)
    return {
      code: '',
      name: '',
      kind: 'OWN_VEHICLE',
      feeRule: 'FIXED',
      fixedFee: '0',
      weightBands: [],
      freeAboveNet: '',
      isActive: true,
    };
  return {
    code: method.code,
    name: method.name,
    kind: method.kind,
    feeRule: method.feeRule,
    fixedFee: formatDecimalInput(method.fixedFee),
    weightBands: method.weightBands.map((b) => ({
      upToKg: formatDecimalInput(b.upToKg),
      amount: formatDecimalInput(b.amount),
    })),
    freeAboveNet: formatDecimalInput(method.freeAboveNet),
    isActive: method.isActive,
  };
}

const decimal = (typed: string) => toDecimalString(typed) ?? '';

/**
 * A delivery method: code, name, kind (own vehicle, courier – GLS –, pickup) and its fee rule
 * (a fixed amount or weight bands, free above an order value); deactivated rather than deleted
 * once in use.
 */
export function MethodFormModal({
  method,
  onClose,
}: {
  method: TDeliveryMethod | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { values, set, errorAt, modal } = useReferenceForm<Values>(
    () => initialValues(method),
    deliveryMethodEndpoints.list,
    (v) => {
      const body = {
        code: v.code.trim().toUpperCase(),
        name: v.name,
        kind: v.kind,
        courier: v.kind === 'COURIER' ? ('GLS' as const) : null,
        feeRule: v.feeRule,
        fixedFee: v.feeRule === 'FIXED' ? decimal(v.fixedFee) || '0' : '0',
        weightBands:
          v.feeRule === 'WEIGHT_BANDS'
            ? v.weightBands.map((b) => ({ upToKg: decimal(b.upToKg), amount: decimal(b.amount) }))
            : [],
        freeAboveNet: toDecimalString(v.freeAboveNet),
        serviceProductId: method?.serviceProductId ?? null,
        isActive: v.isActive,
      };
      return method
        ? callApi(deliveryMethodEndpoints.update, {
            params: { deliveryMethodId: method.id },
            body: { ...body, version: method.version },
          })
        : callApi(deliveryMethodEndpoints.create, { body });
    },
  );
  const setBand = (index: number, key: 'upToKg' | 'amount', value: string) =>
    set('weightBands')(
      values.weightBands.map((b, i) => (i === index ? { ...b, [key]: value } : b)),
    );
  return (
    <ReferenceFormModal
      title={method ? `${t('DELIVERY.METHODS.EDIT')}: ${method.name}` : t('DELIVERY.METHODS.NEW')}
      endpoint={method ? deliveryMethodEndpoints.update : deliveryMethodEndpoints.create}
      fields={FIELDS}
      {...modal}
      onClose={onClose}
      savedName={values.name}
    >
      <Group grow align="flex-start">
        <TextInput
          label={t('DELIVERY.METHODS.CODE')}
          required
          data-autofocus
          maxLength={20}
          value={values.code}
          onChange={(e) => set('code')(e.currentTarget.value)}
          error={errorAt('code')}
        />
        <TextInput
          label={t('DELIVERY.NAME')}
          required
          maxLength={100}
          value={values.name}
          onChange={(e) => set('name')(e.currentTarget.value)}
          error={errorAt('name')}
        />
      </Group>
      <NativeSelect
        label={t('DELIVERY.METHODS.KIND')}
        value={values.kind}
        onChange={(e) => set('kind')(e.currentTarget.value as Kind)}
        data={DELIVERY_METHOD_KINDS.map((k) => ({ value: k, label: t(`DELIVERY.KIND.${k}`) }))}
        description={values.kind === 'COURIER' ? t('DELIVERY.METHODS.COURIER_GLS') : undefined}
        error={errorAt('kind') ?? errorAt('courier')}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="fee-rule-label">
          {t('DELIVERY.METHODS.FEE_RULE')}
        </Text>
        <SegmentedControl
          aria-labelledby="fee-rule-label"
          value={values.feeRule}
          onChange={(value) => set('feeRule')(value as FeeRule)}
          data={FEE_RULES.map((r) => ({ value: r, label: t(`DELIVERY.FEE_RULE.${r}`) }))}
        />
      </Stack>
      {values.feeRule === 'FIXED' ? (
        <TextInput
          label={t('DELIVERY.METHODS.FIXED_FEE')}
          inputMode="decimal"
          value={values.fixedFee}
          onChange={(e) => set('fixedFee')(e.currentTarget.value)}
          error={errorAt('fixedFee')}
        />
      ) : (
        <Stack gap={6} role="group" aria-label={t('DELIVERY.METHODS.BANDS')}>
          <Text size="sm" fw={500}>
            {t('DELIVERY.METHODS.BANDS')}
          </Text>
          {values.weightBands.map((band, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: bands are edited in place by position
            <Group key={index} align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label={t('DELIVERY.METHODS.UP_TO_KG', { position: index + 1 })}
                inputMode="decimal"
                value={band.upToKg}
                onChange={(e) => setBand(index, 'upToKg', e.currentTarget.value)}
              />
              <TextInput
                label={t('DELIVERY.METHODS.BAND_FEE', { position: index + 1 })}
                inputMode="decimal"
                value={band.amount}
                onChange={(e) => setBand(index, 'amount', e.currentTarget.value)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('DELIVERY.METHODS.REMOVE_BAND', { position: index + 1 })}
                onClick={() => set('weightBands')(values.weightBands.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {errorAt('weightBands') && (
            <Text c="red" size="sm" role="alert">
              {errorAt('weightBands')}
            </Text>
          )}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => set('weightBands')([...values.weightBands, { upToKg: '', amount: '' }])}
          >
            {t('DELIVERY.METHODS.ADD_BAND')}
          </Button>
        </Stack>
      )}
      <TextInput
        label={t('DELIVERY.METHODS.FREE_ABOVE')}
        description={t('DELIVERY.METHODS.FREE_ABOVE_HINT')}
        inputMode="decimal"
        value={values.freeAboveNet}
        onChange={(e) => set('freeAboveNet')(e.currentTarget.value)}
        error={errorAt('freeAboveNet')}
      />
      <Checkbox
        label={t('DELIVERY.ACTIVE')}
        checked={values.isActive}
        onChange={(e) => set('isActive')(e.currentTarget.checked)}
      />
    </ReferenceFormModal>
  );
}

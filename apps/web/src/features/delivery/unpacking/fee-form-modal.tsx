import { SIZE_CLASSES, type TUnpackingFee, unpackingFeeEndpoints } from '@kontor/contract';
import { Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { formatDecimalInput, toDecimalString } from '../../../lib/forms/decimal-input';
import { useProductGroups } from '../delivery-api';
import { ReferenceFormModal, useReferenceForm } from '../shared/reference-form';

type SizeClass = (typeof SIZE_CLASSES)[number];
interface Values {
  productGroupId: string;
  sizeClass: SizeClass;
  amount: string;
  isActive: boolean;
}
const FIELDS = ['productGroupId', 'sizeClass', 'amount'];

/** An unpacking fee: per piece of a product group (or any other group) and parcel size class. */
export function FeeFormModal({ fee, onClose }: { fee: TUnpackingFee | null; onClose: () => void }) {
  const { t } = useTranslation();
  const groups = useProductGroups();
  const { values, set, errorAt, modal } = useReferenceForm<Values>(
    () => ({
      productGroupId: fee?.productGroupId ? String(fee.productGroupId) : '',
      sizeClass: fee?.sizeClass ?? 'M',
      amount: formatDecimalInput(fee?.amount ?? null),
      isActive: fee?.isActive ?? true,
    }),
    unpackingFeeEndpoints.list,
    (v) => {
      const body = {
        productGroupId: v.productGroupId ? Number(v.productGroupId) : null,
        sizeClass: v.sizeClass,
        amount: toDecimalString(v.amount) ?? '',
        serviceProductId: fee?.serviceProductId ?? null,
        isActive: v.isActive,
      };
      return fee
        ? callApi(unpackingFeeEndpoints.update, {
            params: { unpackingFeeId: fee.id },
            body: { ...body, version: fee.version },
          })
        : callApi(unpackingFeeEndpoints.create, { body });
    },
  );
  const groupName =
    groups.data?.find((g) => String(g.id) === values.productGroupId)?.name ??
    t('DELIVERY.UNPACKING.OTHER_GROUPS');
  return (
    <ReferenceFormModal
      title={fee ? t('DELIVERY.UNPACKING.EDIT') : t('DELIVERY.UNPACKING.NEW')}
      endpoint={fee ? unpackingFeeEndpoints.update : unpackingFeeEndpoints.create}
      fields={FIELDS}
      {...modal}
      onClose={onClose}
      savedName={`${groupName} – ${values.sizeClass}`}
    >
      <NativeSelect
        label={t('DELIVERY.UNPACKING.GROUP')}
        data-autofocus
        value={values.productGroupId}
        onChange={(e) => set('productGroupId')(e.currentTarget.value)}
        data={[
          { value: '', label: t('DELIVERY.UNPACKING.OTHER_GROUPS') },
          ...(groups.data ?? []).map((g) => ({
            value: String(g.id),
            label: `${g.code} – ${g.name}`,
          })),
        ]}
        error={errorAt('productGroupId')}
      />
      <Group grow align="flex-start">
        <NativeSelect
          label={t('DELIVERY.UNPACKING.SIZE')}
          value={values.sizeClass}
          onChange={(e) => set('sizeClass')(e.currentTarget.value as SizeClass)}
          data={SIZE_CLASSES.map((s) => ({ value: s, label: t(`DELIVERY.SIZE.${s}`) }))}
          error={errorAt('sizeClass')}
        />
        <TextInput
          label={t('DELIVERY.UNPACKING.AMOUNT')}
          required
          inputMode="decimal"
          value={values.amount}
          onChange={(e) => set('amount')(e.currentTarget.value)}
          error={errorAt('amount')}
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

import { type TUnpackingFee, unpackingFeeEndpoints } from '@kontor/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { formatMoney } from '../../../lib/format';
import { useListChange, useUnpackingFees } from '../delivery-api';
import { ReferencePage } from '../shared/reference-page';
import { FeeFormModal } from './fee-form-modal';

type Row = TUnpackingFee & { name: string };

/**
 * `/app/unpacking-fees`: what unpacking and taking the packaging away costs at the customer, per
 * piece by product group and parcel size; added to the orders that ask for it.
 */
export default function UnpackingFeesPage() {
  const { t } = useTranslation();
  const fees = useUnpackingFees();
  const remove = useListChange(unpackingFeeEndpoints.list, (f: Row) =>
    callApi(unpackingFeeEndpoints.remove, {
      params: { unpackingFeeId: f.id },
      query: { version: f.version },
    }),
  );
  const groupOf = (f: TUnpackingFee) => f.productGroupName ?? t('DELIVERY.UNPACKING.OTHER_GROUPS');
  const rows = fees.data?.map((f) => ({ ...f, name: `${groupOf(f)} – ${f.sizeClass}` }));
  return (
    <ReferencePage<Row>
      title={t('DELIVERY.UNPACKING.TITLE')}
      hint={t('DELIVERY.UNPACKING.HINT')}
      newLabel={t('DELIVERY.UNPACKING.NEW')}
      endpoints={unpackingFeeEndpoints}
      query={{ ...fees, data: rows }}
      emptyText={t('DELIVERY.UNPACKING.EMPTY')}
      columns={[
        { header: t('DELIVERY.UNPACKING.GROUP'), render: groupOf },
        { header: t('DELIVERY.UNPACKING.SIZE'), render: (f) => t(`DELIVERY.SIZE.${f.sizeClass}`) },
        { header: t('DELIVERY.UNPACKING.AMOUNT'), render: (f) => formatMoney(f.amount, 'HUF') },
      ]}
      onDelete={(f) => remove.mutateAsync(f)}
      renderForm={(f, onClose) => <FeeFormModal fee={f} onClose={onClose} />}
    />
  );
}

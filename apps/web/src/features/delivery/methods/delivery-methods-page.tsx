import { deliveryMethodEndpoints, type TDeliveryMethod } from '@kontor/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { formatMoney, formatQuantity } from '../../../lib/format';
import { useDeliveryMethods, useListChange } from '../delivery-api';
import { ReferencePage } from '../shared/reference-page';
import { MethodFormModal } from './method-form-modal';

/** The fee rule in words: '2 500 Ft', or the bands '≤ 5 kg: 1 990 Ft · ≤ 20 kg: 3 490 Ft'. */
function useFeeText() {
  const { t } = useTranslation();
  return (m: TDeliveryMethod) => {
    const fee =
      m.feeRule === 'FIXED'
        ? formatMoney(m.fixedFee, 'HUF')
        : m.weightBands
            .map((b) => `≤ ${formatQuantity(b.upToKg)} kg: ${formatMoney(b.amount, 'HUF')}`)
            .join(' · ');
    return m.freeAboveNet === null
      ? fee
      : `${fee} (${t('DELIVERY.METHODS.FREE_FROM', { amount: formatMoney(m.freeAboveNet, 'HUF') })})`;
  };
}

/** `/app/delivery-methods`: own vehicle, courier (GLS), pickup, each with its fee rule. */
export default function DeliveryMethodsPage() {
  const { t } = useTranslation();
  const methods = useDeliveryMethods();
  const feeText = useFeeText();
  const remove = useListChange(deliveryMethodEndpoints.list, (m: TDeliveryMethod) =>
    callApi(deliveryMethodEndpoints.remove, {
      params: { deliveryMethodId: m.id },
      query: { version: m.version },
    }),
  );
  return (
    <ReferencePage
      title={t('DELIVERY.METHODS.TITLE')}
      hint={t('DELIVERY.METHODS.HINT')}
      newLabel={t('DELIVERY.METHODS.NEW')}
      endpoints={deliveryMethodEndpoints}
      query={methods}
      emptyText={t('DELIVERY.METHODS.EMPTY')}
      columns={[
        { header: t('DELIVERY.METHODS.CODE'), render: (m) => m.code },
        { header: t('DELIVERY.NAME'), render: (m) => m.name },
        {
          header: t('DELIVERY.METHODS.KIND'),
          render: (m) => t(`DELIVERY.KIND.${m.kind}`) + (m.courier ? ` (${m.courier})` : ''),
        },
        { header: t('DELIVERY.METHODS.FEE'), render: feeText },
      ]}
      onDelete={(m) => remove.mutateAsync(m)}
      renderForm={(m, onClose) => <MethodFormModal method={m} onClose={onClose} />}
    />
  );
}

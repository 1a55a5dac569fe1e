import { deliveryPlanEndpoints, type TPlanCondition } from '@kontor/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { useListChange, usePlanConditions } from '../delivery-api';
import { ReferencePage } from '../shared/reference-page';
import { ConditionFormModal } from './condition-form-modal';

/**
 * `/app/delivery-plan-conditions`: which regions (postcode ranges) own delivery serves on which
 * weekdays, with the cut-off time and lead time the order form's earliest date comes from.
 */
export default function PlanConditionsPage() {
  const { t } = useTranslation();
  const conditions = usePlanConditions();
  const remove = useListChange(deliveryPlanEndpoints.list, (c: TPlanCondition) =>
    callApi(deliveryPlanEndpoints.remove, {
      params: { deliveryPlanConditionId: c.id },
      query: { version: c.version },
    }),
  );
  return (
    <ReferencePage
      title={t('DELIVERY.PLANS.TITLE')}
      hint={t('DELIVERY.PLANS.HINT')}
      newLabel={t('DELIVERY.PLANS.NEW')}
      endpoints={deliveryPlanEndpoints}
      query={conditions}
      emptyText={t('DELIVERY.PLANS.EMPTY')}
      columns={[
        { header: t('DELIVERY.NAME'), render: (c) => c.name },
        {
          header: t('DELIVERY.PLANS.POSTCODES'),
          render: (c) => `${c.postcodeFrom}–${c.postcodeTo}`,
        },
        {
          header: t('DELIVERY.PLANS.WEEKDAYS'),
          render: (c) => c.weekdays.map((d) => t(`DELIVERY.WEEKDAY.${d}`)).join(', '),
        },
        { header: t('DELIVERY.PLANS.CUTOFF'), render: (c) => c.cutoffTime },
        {
          header: t('DELIVERY.PLANS.LEAD_DAYS'),
          render: (c) => t('DELIVERY.PLANS.LEAD_DAYS_OF', { count: c.leadDays }),
        },
        { header: t('DELIVERY.PLANS.METHOD'), render: (c) => c.deliveryMethodName },
      ]}
      onDelete={(c) => remove.mutateAsync(c)}
      renderForm={(c, onClose) => <ConditionFormModal condition={c} onClose={onClose} />}
    />
  );
}

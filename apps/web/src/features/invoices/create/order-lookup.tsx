import { customerOrderEndpoints } from '@kontor/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { queryKeyOf } from '../../../lib/query';
import { LAYER } from '../../../ui/layers';
import { RemoteSelect } from '../../../ui/remote-select';

export interface OrderRef {
  id: number;
  number: string;
  customerName: string;
}

const labelOf = (order: OrderRef) => `${order.number} – ${order.customerName}`;

/** Type-ahead choice of a customer order by its number or customer (the order list's search). */
export function OrderLookup({
  value,
  onChange,
  error,
}: {
  value: OrderRef | null;
  onChange: (order: OrderRef | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const toOption = (order: OrderRef) => ({
    id: order.id,
    data: order,
    searchableBy: labelOf(order),
  });
  return (
    <RemoteSelect<OrderRef>
      label={t('INVOICES.CREATE.ORDER')}
      placeholder={t('INVOICES.CREATE.ORDER_HINT')}
      withAsterisk
      comboboxProps={{ zIndex: LAYER.dialogAboveSpinner }}
      data-autofocus
      error={error}
      queryKey={queryKeyOf(customerOrderEndpoints.search, { lookup: 'invoice' })}
      fetchOptions={async (term, signal) =>
        (
          await callApi(customerOrderEndpoints.search, {
            body: { term, page_size: 20 },
            signal,
          })
        ).items.map(toOption)
      }
      selected={value && toOption(value)}
      onChange={(option) => onChange(option?.data ?? null)}
    />
  );
}

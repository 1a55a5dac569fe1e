import { customerOrderEndpoints, ORDER_STATES, type TOrder } from '@kontor/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../lib/format';
import { StateBadge } from './components/state-badge';
import { type SalesColumn, SalesList } from './list/sales-list';

type OrderItem = Omit<TOrder, 'lines' | 'accessCode'>;

/** `/app/customer-orders`: the customer orders, filtered and paged; Enter opens one. */
export default function CustomerOrderListPage() {
  const { t } = useTranslation();
  const columns: SalesColumn<OrderItem>[] = [
    {
      header: t('SALES.FIELD.NUMBER'),
      sort: 'number',
      render: (o) => (
        <Text ff="monospace" size="sm">
          {o.number}
        </Text>
      ),
    },
    { header: t('SALES.FIELD.ORDER_DATE'), sort: 'date', render: (o) => formatDate(o.orderDate) },
    { header: t('SALES.FIELD.CUSTOMER'), sort: 'customer', render: (o) => o.customerName },
    {
      header: t('SALES.FIELD.STATE'),
      sort: 'state',
      render: (o) => <StateBadge state={o.state} />,
    },
    {
      header: t('SALES.FIELD.WANTED_DELIVERY_DATE'),
      render: (o) => (o.wantedDeliveryDate ? formatDate(o.wantedDeliveryDate) : ''),
    },
    {
      header: t('SALES.NET'),
      align: 'right',
      render: (o) => formatMoney(o.totals.net, o.currencyCode),
    },
    {
      header: t('SALES.GROSS'),
      align: 'right',
      sort: 'total',
      render: (o) => formatMoney(o.totals.gross, o.currencyCode),
    },
  ];
  return (
    <SalesList<OrderItem>
      title={t('SALES.ORDER.LIST_TITLE')}
      endpoint={customerOrderEndpoints.search}
      states={ORDER_STATES}
      withDates
      columns={columns}
      openUrl={(o) => `/app/CustomerOrderForm?id=${o.id}`}
      newUrl="/app/CustomerOrderForm?new=true"
      newLabel={t('SALES.ORDER.NEW')}
      defaultSort="date"
      exportTo={{ endpoint: customerOrderEndpoints.exportXlsx, fileName: 'vevoi-rendelesek.xlsx' }}
    />
  );
}

import { QUOTE_REQUEST_STATES, quoteRequestEndpoints, type TQuoteRequest } from '@kontor/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { StateBadge } from './components/state-badge';
import { type SalesColumn, SalesList } from './list/sales-list';

type RequestItem = Omit<TQuoteRequest, 'lines'>;

/** `/app/quote-requests`: the customers' and prospects' quote requests. */
export default function QuoteRequestListPage() {
  const { t } = useTranslation();
  const columns: SalesColumn<RequestItem>[] = [
    {
      header: t('SALES.FIELD.NUMBER'),
      sort: 'number',
      render: (r) => (
        <Text ff="monospace" size="sm">
          {r.number}
        </Text>
      ),
    },
    {
      header: t('SALES.FIELD.CREATED_AT'),
      sort: 'date',
      render: (r) => formatDateTime(r.createdAt),
    },
    {
      header: t('SALES.FIELD.CUSTOMER'),
      sort: 'customer',
      render: (r) => r.customerName ?? r.prospectName,
    },
    { header: t('SALES.FIELD.SUBJECT'), sort: 'subject', render: (r) => r.subject },
    {
      header: t('SALES.FIELD.STATE'),
      sort: 'state',
      render: (r) => <StateBadge state={r.state} />,
    },
  ];
  return (
    <SalesList<RequestItem>
      title={t('SALES.REQUEST.LIST_TITLE')}
      endpoint={quoteRequestEndpoints.search}
      states={QUOTE_REQUEST_STATES}
      withDates={false}
      columns={columns}
      openUrl={(r) => `/app/QuoteRequestForm?id=${r.id}`}
      newUrl="/app/QuoteRequestForm?new=true"
      newLabel={t('SALES.REQUEST.NEW')}
      exportTo={{ endpoint: quoteRequestEndpoints.exportXlsx, fileName: 'ajanlatkeresek.xlsx' }}
    />
  );
}

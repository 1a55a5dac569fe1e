import { QUOTE_STATES, quoteEndpoints, type TQuote } from '@kontor/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../lib/format';
import { StateBadge } from './components/state-badge';
import { type SalesColumn, SalesList } from './list/sales-list';

type QuoteItem = Omit<TQuote, 'lines' | 'orderId'>;

/** `/app/quotes`: the quotes (EXPIRED computed by the server), filtered and paged. */
export default function QuoteListPage() {
  const { t } = useTranslation();
  const columns: SalesColumn<QuoteItem>[] = [
    {
      header: t('SALES.FIELD.NUMBER'),
      sort: 'number',
      render: (q) => (
        <Text ff="monospace" size="sm">
          {q.number}
        </Text>
      ),
    },
    { header: t('SALES.FIELD.QUOTE_DATE'), sort: 'date', render: (q) => formatDate(q.quoteDate) },
    { header: t('SALES.FIELD.CUSTOMER'), sort: 'customer', render: (q) => q.customerName },
    {
      header: t('SALES.FIELD.STATE'),
      sort: 'state',
      render: (q) => <StateBadge state={q.state} />,
    },
    { header: t('SALES.FIELD.VALID_UNTIL'), render: (q) => formatDate(q.validUntil) },
    {
      header: t('SALES.GROSS'),
      align: 'right',
      sort: 'total',
      render: (q) => formatMoney(q.totals.gross, q.currencyCode),
    },
  ];
  return (
    <SalesList<QuoteItem>
      title={t('SALES.QUOTE.LIST_TITLE')}
      endpoint={quoteEndpoints.search}
      states={QUOTE_STATES}
      withDates={false}
      columns={columns}
      openUrl={(q) => `/app/QuoteForm?id=${q.id}`}
      newUrl="/app/QuoteForm?new=true"
      newLabel={t('SALES.QUOTE.NEW')}
      exportTo={{ endpoint: quoteEndpoints.exportXlsx, fileName: 'arajanlatok.xlsx' }}
    />
  );
}

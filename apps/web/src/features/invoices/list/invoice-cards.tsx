import type { TInvoiceListItem } from '@kontor/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';
import { type CardField, ItemCards } from '../../../ui/item-cards';
import { NavStatusBadge, PaymentBadge } from '../form/badges';

/** One page of invoices on a phone: the columns a phone has room for, as cards. */
export function InvoiceCards({
  items,
  openUrl,
}: {
  items: readonly TInvoiceListItem[];
  openUrl: (invoice: TInvoiceListItem) => string;
}) {
  const { t } = useTranslation();
  const fields: CardField<TInvoiceListItem>[] = [
    { label: t('INVOICES.FIELD.BUYER'), render: (i) => i.buyerName },
    { label: t('INVOICES.FIELD.KIND'), render: (i) => t(`INVOICES.KIND.${i.kind}`) },
    { label: t('INVOICES.FIELD.ISSUE_DATE'), render: (i) => formatDate(i.issueDate) },
    { label: t('INVOICES.FIELD.DUE_DATE'), render: (i) => formatDate(i.dueDate) },
    { label: t('INVOICES.FIELD.GROSS'), render: (i) => formatMoney(i.gross, i.currencyCode) },
    {
      label: t('INVOICES.FIELD.REMAINDER'),
      render: (i) => formatMoney(i.remainder, i.currencyCode),
    },
    {
      label: t('INVOICES.FIELD.PAYMENT_STATE'),
      render: (i) => <PaymentBadge state={i.paymentState} />,
    },
    {
      label: t('INVOICES.FIELD.NAV_STATUS'),
      render: (i) => <NavStatusBadge status={i.navStatus} />,
    },
  ];
  return (
    <ItemCards
      items={items}
      label={t('INVOICES.LIST.TITLE')}
      keyOf={(i) => i.id}
      title={(i) => i.number}
      fields={fields}
      openUrl={openUrl}
    />
  );
}

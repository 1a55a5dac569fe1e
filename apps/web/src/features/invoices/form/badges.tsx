import type { TInvoiceListItem, TNavStatus } from '@kontor/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeColor } from '../../../ui/badge';

const NAV_COLORS: Record<TNavStatus, BadgeColor> = {
  NOT_REQUIRED: 'gray',
  NOT_CONFIGURED: 'warn',
  WAITING: 'info',
  SENT: 'info',
  ACCEPTED: 'success',
  ACCEPTED_WITH_WARNINGS: 'warn',
  REFUSED: 'error',
  FAILED: 'error',
  ANNULMENT_WAITING: 'info',
  ANNULMENT_SENT: 'info',
  ANNULMENT_PENDING: 'warn',
  ANNULLED: 'gray',
  ANNULMENT_REJECTED: 'warn',
};
const PAYMENT_COLORS: Record<TInvoiceListItem['paymentState'], BadgeColor> = {
  UNPAID: 'error',
  PARTIAL: 'warn',
  PAID: 'success',
  CANCELLED: 'gray',
};

export function NavStatusBadge({ status }: { status: TNavStatus }) {
  const { t } = useTranslation();
  return <Badge color={NAV_COLORS[status]}>{t(`INVOICES.NAV.${status}`)}</Badge>;
}

export function PaymentBadge({ state }: { state: TInvoiceListItem['paymentState'] }) {
  const { t } = useTranslation();
  return <Badge color={PAYMENT_COLORS[state]}>{t(`INVOICES.PAYMENT_STATE.${state}`)}</Badge>;
}

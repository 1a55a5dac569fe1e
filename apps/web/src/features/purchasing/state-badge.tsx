import type { TSupplierOrderState } from '@kontor/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeColor } from '../../ui/badge';

const COLORS: Record<TSupplierOrderState, BadgeColor> = {
  DRAFT: 'gray',
  SENT: 'info',
  CONFIRMED: 'info',
  PARTLY_RECEIVED: 'warn',
  RECEIVED: 'success',
  CLOSED: 'gray',
  CANCELLED: 'error',
};

/** A supplier order's state in words and colour (`PURCHASING.STATE.*`). */
export function SupplierOrderStateBadge({
  state,
  size = 'sm',
}: {
  state: TSupplierOrderState;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} size={size} data-state={state}>
      {t(`PURCHASING.STATE.${state}`)}
    </Badge>
  );
}

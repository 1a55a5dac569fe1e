import type { TDiscountState } from '@kontor/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeColor, type BadgeSize } from '../../ui/badge';

const COLORS: Record<TDiscountState, BadgeColor> = {
  DRAFT: 'warn',
  APPROVED: 'info',
  ACTIVE: 'success',
  EXPIRED: 'gray',
  CANCELLED: 'error',
};

/** The shown state of a discount list (ACTIVE and EXPIRED are approved lists seen today). */
export function DiscountStateBadge({
  state,
  size = 'xs',
}: {
  state: TDiscountState;
  size?: BadgeSize;
}) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} size={size} data-testid="discount-state">
      {t(`DISCOUNTS.STATE.${state}`)}
    </Badge>
  );
}

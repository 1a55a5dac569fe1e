import { useTranslation } from 'react-i18next';
import { Badge, type BadgeColor } from '../../../ui/badge';

const COLORS: Record<string, BadgeColor> = {
  DRAFT: 'gray',
  OPEN: 'info',
  SENT: 'info',
  CONFIRMED: 'info',
  IN_PROGRESS: 'info',
  READY: 'success',
  APPROVED: 'success',
  QUOTED: 'success',
  ORDERED: 'success',
  DISPATCHED: 'success',
  CLOSED: 'gray',
  EXPIRED: 'warn',
  REJECTED: 'error',
  DECLINED: 'error',
  CANCELLED: 'error',
};

/** A sales document's state in words and colour (`SALES.STATE.*`). */
export function StateBadge({ state, size = 'sm' }: { state: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state] ?? 'gray'} size={size} data-state={state}>
      {t(`SALES.STATE.${state}`)}
    </Badge>
  );
}

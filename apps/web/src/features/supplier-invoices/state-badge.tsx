import type { TSupplierInvoiceState } from '@kontor/contract';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeColor } from '../../ui/badge';

const COLOURS: Record<TSupplierInvoiceState, BadgeColor> = {
  DRAFT: 'gray',
  APPROVED: 'info',
  PARTLY_PAID: 'warn',
  PAID: 'success',
  CANCELLED: 'error',
};

export function StateBadge({
  state,
  isOverdue = false,
}: {
  state: TSupplierInvoiceState;
  isOverdue?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Badge color={COLOURS[state]}>{t(`SUPPLIER_INVOICES.STATE.${state}`)}</Badge>
      {isOverdue && <Badge color="error">{t('SUPPLIER_INVOICES.OVERDUE')}</Badge>}
    </Group>
  );
}

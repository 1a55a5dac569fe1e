import type { TSupplierOrderHeader } from '@kontor/contract';
import { Alert, Anchor, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The drafts a generation made, each a link to its form. */
export function MadeOrders({
  orders,
  onClose,
  children,
}: {
  orders: readonly TSupplierOrderHeader[];
  onClose?: () => void;
  /** More links after the orders' */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="green"
      title={t('PURCHASING.CREATOR.MADE', { count: orders.length })}
      withCloseButton={onClose !== undefined}
      {...(onClose && { onClose })}
    >
      <Group gap="md" data-testid="generated-orders">
        {orders.map((o) => (
          <Anchor key={o.id} component={Link} to={`/app/SupplierOrderForm?id=${o.id}`}>
            {o.number} – {o.supplierName}
          </Anchor>
        ))}
        {children}
      </Group>
    </Alert>
  );
}

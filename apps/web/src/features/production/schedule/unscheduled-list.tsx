import { useDraggable } from '@dnd-kit/core';
import type { TUnscheduledOrder } from '@kontor/contract';
import { Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatQuantity } from '../../../lib/format';
import classes from './schedule.module.css';

function UnscheduledItem({
  order,
  helpId,
  onBook,
}: {
  order: TUnscheduledOrder;
  helpId: string;
  onBook: () => void;
}) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `order:${order.customerOrderId}`,
    data: { order },
  });
  return (
    <li>
      <button
        type="button"
        ref={setNodeRef}
        {...listeners}
        className={[classes.booking, isDragging && classes.dragging].filter(Boolean).join(' ')}
        data-unscheduled={order.customerOrderNumber}
        aria-describedby={helpId}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onBook();
        }}
      >
        <strong>{order.customerOrderNumber}</strong> {order.customerName}
        <br />
        {order.wantedDate && `${formatDate(order.wantedDate)} · `}
        {formatQuantity(order.load)}
      </button>
    </li>
  );
}

/**
 * What the tab has not booked yet, by wanted date: drag one onto a day, or press Enter on it to
 * book it on the first team on its wanted day (the first day shown when that is not in view),
 * then move it with the arrows.
 */
export function UnscheduledList({
  orders,
  onBook,
}: {
  orders: readonly TUnscheduledOrder[];
  onBook: (order: TUnscheduledOrder) => void;
}) {
  const { t } = useTranslation();
  const helpId = useId();
  const titleId = useId();
  return (
    <section className={classes.side} aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('PRODUCTION.SCHEDULE.UNSCHEDULED')}
      </Title>
      <Text size="xs" c="dimmed" id={helpId}>
        {t('PRODUCTION.SCHEDULE.UNSCHEDULED_HELP')}
      </Text>
      {orders.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('PRODUCTION.SCHEDULE.NOTHING_UNSCHEDULED')}
        </Text>
      ) : (
        <ul className={classes.bookings}>
          {orders.map((order) => (
            <UnscheduledItem
              key={order.customerOrderId}
              order={order}
              helpId={helpId}
              onBook={() => onBook(order)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

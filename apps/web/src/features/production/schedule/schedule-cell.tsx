import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { TScheduleBooking, TScheduleCell } from '@kontor/contract';
import { type KeyboardEvent, memo, useEffect, useRef } from 'react';
import { formatQuantity } from '../../../lib/format';
import classes from './schedule.module.css';
import { cellKey, isOverCapacity, loadPercent } from './schedule-grid';

/** The board's handlers, stable across renders (the board keeps them in a ref). */
export interface CellHandlers {
  onSelect: (booking: TScheduleBooking) => void;
  onKey: (event: KeyboardEvent, booking: TScheduleBooking) => void;
}

const BookingChip = memo(function BookingChip({
  booking,
  isSelected,
  isHighlighted,
  helpId,
  handlers,
}: {
  booking: TScheduleBooking;
  isSelected: boolean;
  isHighlighted: boolean;
  helpId: string;
  handlers: CellHandlers;
}) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `booking:${booking.id}`,
    data: { booking },
  });
  const ref = useRef<HTMLButtonElement | null>(null);
  // A moved booking is a new element in its new cell: the selection follows it there.
  useEffect(() => {
    if (isSelected && document.activeElement !== ref.current) ref.current?.focus();
  }, [isSelected]);
  const className = [
    classes.booking,
    isSelected && classes.selected,
    isDragging && classes.dragging,
    isHighlighted && classes.highlighted,
    booking.overCapacity && classes.override,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li>
      <button
        type="button"
        ref={(node) => {
          ref.current = node;
          setNodeRef(node);
        }}
        {...listeners}
        className={className}
        data-booking={booking.customerOrderNumber}
        aria-pressed={isSelected}
        aria-describedby={helpId}
        onClick={() => handlers.onSelect(booking)}
        onFocus={() => handlers.onSelect(booking)}
        onKeyDown={(event) => handlers.onKey(event, booking)}
      >
        <strong>{booking.customerOrderNumber}</strong> {booking.customerName}
        <br />
        {formatQuantity(booking.load)}
        {booking.overCapacity && ' ⚠'}
      </button>
    </li>
  );
});

/**
 * One team's day: capacity against booked (a bar, red over capacity) and the bookings in their
 * order. Memoised: a live update redraws only the cells whose bookings or numbers changed.
 */
export const ScheduleCellView = memo(function ScheduleCellView({
  teamId,
  day,
  cell,
  isDayOff,
  bookings,
  selectedId,
  highlightCustomerId,
  unitLabel,
  helpId,
  handlers,
}: {
  teamId: number;
  day: string;
  cell: TScheduleCell | undefined;
  isDayOff: boolean;
  bookings: readonly TScheduleBooking[];
  selectedId: number | null;
  highlightCustomerId: number | null;
  unitLabel: string;
  helpId: string;
  handlers: CellHandlers;
}) {
  const key = cellKey(teamId, day);
  const { setNodeRef, isOver } = useDroppable({ id: `cell:${key}`, data: { teamId, day } });
  const capacity = cell?.capacity ?? '0';
  const booked = cell?.booked ?? '0';
  const isOver100 = isOverCapacity(capacity, booked);
  return (
    <td
      ref={setNodeRef}
      data-cell={key}
      className={[isDayOff && classes.dayOff, isOver && classes.dropOver].filter(Boolean).join(' ')}
    >
      <div className={classes.load}>
        {`${formatQuantity(booked)} / ${formatQuantity(capacity)} ${unitLabel}`}
      </div>
      <div className={classes.bar} aria-hidden>
        <div
          className={[classes.barFill, isOver100 && classes.barOver].filter(Boolean).join(' ')}
          style={{ width: `${Math.min(100, loadPercent(capacity, booked))}%` }}
        />
      </div>
      <ul className={classes.bookings}>
        {bookings.map((booking) => (
          <BookingChip
            key={booking.id}
            booking={booking}
            isSelected={booking.id === selectedId}
            isHighlighted={booking.customerId === highlightCustomerId}
            helpId={helpId}
            handlers={handlers}
          />
        ))}
      </ul>
    </td>
  );
});

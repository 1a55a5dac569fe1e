import type { TScheduleBooking, TScheduleCell } from '@kontor/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../../lib/format';
import classes from './schedule.module.css';
import {
  cellKey,
  FOLDED_CELL_SIZE,
  isOverCapacity,
  loadPercent,
  shownBookings,
} from './schedule-grid';

/**
 * A booking in its cell: plain markup, no hooks (a month may hold thousands). The board listens
 * once for the pointer (drag), focus, click and keys of every chip (`data-booking-id`).
 */
const BookingChip = memo(function BookingChip({
  booking,
  isSelected,
  isHighlighted,
  helpId,
}: {
  booking: TScheduleBooking;
  isSelected: boolean;
  isHighlighted: boolean;
  helpId: string;
}) {
  const className = [
    classes.booking,
    isSelected && classes.selected,
    isHighlighted && classes.highlighted,
    booking.overCapacity && classes.override,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li>
      <button
        type="button"
        className={className}
        data-booking-id={booking.id}
        data-booking={booking.customerOrderNumber}
        aria-pressed={isSelected}
        aria-describedby={helpId}
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
 * order, folded after a few ('+N' unfolds; the selected one always shows). Memoised: a live update redraws only the cells whose bookings or numbers changed.
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
  isDropTarget,
  isUnfolded,
  onUnfold,
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
  isDropTarget: boolean;
  isUnfolded: boolean;
  onUnfold: (key: string) => void;
}) {
  const { t } = useTranslation();
  const key = cellKey(teamId, day);
  const capacity = cell?.capacity ?? '0';
  const booked = cell?.booked ?? '0';
  const isOver100 = isOverCapacity(capacity, booked);
  return (
    <td
      data-cell={key}
      className={[isDayOff && classes.dayOff, isDropTarget && classes.dropOver]
        .filter(Boolean)
        .join(' ')}
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
        {shownBookings(bookings, isUnfolded, selectedId).map((booking) => (
          <BookingChip
            key={booking.id}
            booking={booking}
            isSelected={booking.id === selectedId}
            isHighlighted={booking.customerId === highlightCustomerId}
            helpId={helpId}
          />
        ))}
      </ul>
      {!isUnfolded && bookings.length > FOLDED_CELL_SIZE && (
        <button type="button" className={classes.more} onClick={() => onUnfold(key)}>
          {t('PRODUCTION.SCHEDULE.MORE', { count: bookings.length - FOLDED_CELL_SIZE })}
        </button>
      )}
    </td>
  );
});

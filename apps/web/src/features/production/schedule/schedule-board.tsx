import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { TScheduleBooking, TScheduleCalendar, TUnscheduledOrder } from '@kontor/contract';
import { VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format';
import classes from './schedule.module.css';
import { type CellHandlers, ScheduleCellView } from './schedule-cell';
import { cellKey, groupBookings, keyIntent, type Slot } from './schedule-grid';
import { UnscheduledList } from './unscheduled-list';
import { useBooking } from './use-booking';

const WEEKDAY = new Intl.DateTimeFormat('hu-HU', { weekday: 'short', timeZone: 'UTC' });
const weekdayOf = (day: string) => WEEKDAY.format(new Date(`${day}T00:00:00Z`));

/**
 * Where a drop lands within a cell: before the first booking whose middle is below the pointer
 * (a place from 1), else after the last.
 */
function placeAt(key: string, pointerY: number): number {
  const chips = document.querySelectorAll(`[data-cell="${key}"] [data-booking]`);
  let place = 1;
  for (const chip of chips) {
    const box = chip.getBoundingClientRect();
    if (pointerY < box.top + box.height / 2) return place;
    place += 1;
  }
  return place;
}

function pointerYOf(event: DragEndEvent): number {
  const start = event.activatorEvent as PointerEvent | MouseEvent;
  return ('clientY' in start ? start.clientY : 0) + event.delta.y;
}

/**
 * The calendar of one tab: teams (rows) × days (columns), each cell capacity against booked and
 * its bookings; the tab's unbooked orders beside it. Mouse: drag an order or a booking onto a
 * day (where it is dropped in the day is its place). Keyboard: a focused booking moves with the
 * arrows (day ±1, team ±1), Alt+↑/↓ reorders it within the day, Enter opens its order.
 */
export function ScheduleBoard({
  calendar,
  unscheduled,
  highlightCustomerId,
  refresh,
}: {
  calendar: TScheduleCalendar;
  unscheduled: readonly TUnscheduledOrder[];
  highlightCustomerId: number | null;
  refresh: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const helpId = useId();
  const tab = calendar.tab.code;
  const { book, reorder, dialog } = useBooking(tab, refresh);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const previous = useRef<Map<string, readonly TScheduleBooking[]>>(new Map());
  const cells = useMemo(() => {
    const grouped = groupBookings(calendar.bookings, previous.current);
    previous.current = grouped;
    return grouped;
  }, [calendar.bookings]);
  const teamIds = useMemo(() => calendar.teams.map((team) => team.id), [calendar.teams]);
  const days = useMemo(() => calendar.days.map((d) => d.date), [calendar.days]);
  const unitLabel = t(`PRODUCTION.UNIT.${calendar.tab.unit}`);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));

  const latest = useRef({ cells, teamIds, days, book, reorder });
  latest.current = { cells, teamIds, days, book, reorder };
  const handlers = useMemo<CellHandlers>(
    () => ({
      onSelect: (booking) => setSelectedId(booking.id),
      onKey: (event: KeyboardEvent, booking) => {
        const now = latest.current;
        const cell = now.cells.get(cellKey(booking.teamId, booking.day)) ?? [];
        const at = {
          slot: { teamId: booking.teamId, day: booking.day },
          index: cell.findIndex((b) => b.id === booking.id),
          cellSize: cell.length,
        };
        const intent = keyIntent(event.key, event.altKey, at, now.teamIds, now.days);
        if (!intent) return;
        event.preventDefault();
        if (intent.kind === 'open')
          navigate(`/app/CustomerOrderForm?id=${booking.customerOrderId}`);
        else if (intent.kind === 'move')
          void now.book(booking.customerOrderId, intent.to, { version: booking.version });
        else void now.reorder(cell, booking.id, intent.index);
      },
    }),
    [navigate],
  );

  const onDragEnd = (event: DragEndEvent) => {
    const target = event.over?.data.current as Slot | undefined;
    const data = event.active.data.current as
      | { booking?: TScheduleBooking; order?: TUnscheduledOrder }
      | undefined;
    if (!target || !data) return;
    const key = cellKey(target.teamId, target.day);
    const place = placeAt(key, pointerYOf(event));
    if (data.order) return void book(data.order.customerOrderId, target, { place });
    const booking = data.booking;
    if (!booking) return;
    setSelectedId(booking.id);
    const isSameCell = booking.teamId === target.teamId && booking.day === target.day;
    if (!isSameCell)
      return void book(booking.customerOrderId, target, { version: booking.version, place });
    const cell = cells.get(key) ?? [];
    const from = cell.findIndex((b) => b.id === booking.id);
    // Dropped below itself: the places after it shift up by one once it leaves.
    const index = place - 1 > from ? place - 2 : place - 1;
    if (index !== from) void reorder(cell, booking.id, index);
  };

  const announcements: Announcements = {
    onDragStart: () => t('PRODUCTION.SCHEDULE.DRAG_START'),
    onDragOver: () => undefined,
    onDragEnd: ({ over }) =>
      over ? t('PRODUCTION.SCHEDULE.DRAG_DROPPED') : t('PRODUCTION.SCHEDULE.DRAG_CANCELLED'),
    onDragCancel: () => t('PRODUCTION.SCHEDULE.DRAG_CANCELLED'),
  };
  const selectedKey = (() => {
    const booking = calendar.bookings.find((b) => b.id === selectedId);
    return booking ? cellKey(booking.teamId, booking.day) : null;
  })();

  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('PRODUCTION.SCHEDULE.KEYBOARD_HELP') },
      }}
    >
      <VisuallyHidden id={helpId}>{t('PRODUCTION.SCHEDULE.KEYBOARD_HELP')}</VisuallyHidden>
      <div className={classes.layout}>
        <UnscheduledList
          orders={unscheduled}
          onBook={(order) => {
            const team = teamIds[0];
            const day = days.find((d) => d === order.wantedDate) ?? days[0];
            if (team !== undefined && day !== undefined)
              void book(order.customerOrderId, { teamId: team, day });
          }}
        />
        <div className={classes.scroller}>
          <table className={classes.grid} aria-label={t('PRODUCTION.SCHEDULE.GRID')}>
            <thead>
              <tr>
                <th className={classes.corner} scope="col">
                  {t('PRODUCTION.SCHEDULE.TEAM')}
                </th>
                {calendar.days.map((day) => (
                  <th
                    key={day.date}
                    scope="col"
                    className={`${classes.dayHead} ${day.isWorkday ? '' : classes.dayOff}`}
                    title={day.name ?? undefined}
                    data-day={day.date}
                  >
                    {`${weekdayOf(day.date)} ${formatDate(day.date)}`}
                    {day.name && <div className={classes.load}>{day.name}</div>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {calendar.teams.map((team) => {
                const cellOf = new Map(team.cells.map((c) => [c.date, c]));
                return (
                  <tr key={team.id}>
                    <th scope="row" className={classes.teamHead}>
                      {team.name}
                    </th>
                    {calendar.days.map((day) => {
                      const key = cellKey(team.id, day.date);
                      return (
                        <ScheduleCellView
                          key={day.date}
                          teamId={team.id}
                          day={day.date}
                          cell={cellOf.get(day.date)}
                          isDayOff={!day.isWorkday}
                          bookings={cells.get(key) ?? NONE}
                          selectedId={key === selectedKey ? selectedId : null}
                          highlightCustomerId={highlightCustomerId}
                          unitLabel={unitLabel}
                          helpId={helpId}
                          handlers={handlers}
                        />
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
      {dialog}
    </DndContext>
  );
}

const NONE: readonly TScheduleBooking[] = [];

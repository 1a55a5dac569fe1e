import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  useDraggable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { TScheduleBooking, TScheduleCalendar, TUnscheduledOrder } from '@kontor/contract';
import { VisuallyHidden } from '@mantine/core';
import {
  type KeyboardEvent,
  type PointerEvent,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format';
import classes from './schedule.module.css';
import { ScheduleCellView } from './schedule-cell';
import { cellKey, groupBookings, keyIntent, type Slot } from './schedule-grid';
import { UnscheduledList } from './unscheduled-list';
import { useBooking } from './use-booking';

const WEEKDAY = new Intl.DateTimeFormat('hu-HU', { weekday: 'short', timeZone: 'UTC' });
const weekdayOf = (day: string) => WEEKDAY.format(new Date(`${day}T00:00:00Z`));

/**
 * Where a drop lands within a cell: before the first booking shown whose middle is below the
 * pointer (a place from 1), or undefined below them all (the end of the day).
 */
function placeAt(key: string, pointerY: number): number | undefined {
  const chips = document.querySelectorAll(`[data-cell="${key}"] [data-booking]`);
  let place = 1;
  for (const chip of chips) {
    const box = chip.getBoundingClientRect();
    if (pointerY < box.top + box.height / 2) return place;
    place += 1;
  }
  return undefined;
}

/** Where the pointer is now: where the drag started plus how far it went. */
function pointerOf(event: { activatorEvent: Event; delta: { x: number; y: number } }) {
  const start = event.activatorEvent as MouseEvent;
  return { x: start.clientX + event.delta.x, y: start.clientY + event.delta.y };
}

/**
 * The cell under the pointer (one hit test instead of a drop target per cell: a month has
 * hundreds of cells), or null outside the grid.
 */
function cellAt(point: { x: number; y: number }): { key: string; slot: Slot } | null {
  // elementsFromPoint: the dragged overlay itself lies under the pointer.
  const cell = document
    .elementsFromPoint(point.x, point.y)
    .map((element) => element.closest<HTMLElement>('[data-cell]'))
    .find(Boolean);
  const key = cell?.dataset.cell;
  if (!key) return null;
  const [team, day] = key.split('|') as [string, string];
  return { key, slot: { teamId: Number(team), day } };
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
  const [unfolded, setUnfolded] = useState<ReadonlySet<string>>(new Set());
  const onUnfold = useCallback((key: string) => setUnfolded((keys) => new Set(keys).add(key)), []);
  const previous = useRef<Map<string, readonly TScheduleBooking[]>>(new Map());
  const cells = useMemo(() => {
    const grouped = groupBookings(calendar.bookings, previous.current);
    previous.current = grouped;
    return grouped;
  }, [calendar.bookings]);
  // Only active teams take bookings: an inactive one shows its past bookings, nothing moves onto it.
  const teamIds = useMemo(
    () => calendar.teams.filter((team) => team.isActive).map((team) => team.id),
    [calendar.teams],
  );
  const days = useMemo(() => calendar.days.map((d) => d.date), [calendar.days]);
  const unitLabel = t(`PRODUCTION.UNIT.${calendar.tab.unit}`);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));

  const byId = useMemo(() => new Map(calendar.bookings.map((b) => [b.id, b])), [calendar.bookings]);
  const bookingOf = (target: EventTarget | null) => {
    const chip = (target as HTMLElement | null)?.closest?.<HTMLElement>('[data-booking-id]');
    const booking = chip && byId.get(Number(chip.dataset.bookingId));
    return booking ? { chip, booking } : null;
  };

  // One draggable for every chip: a pointer pressed on a chip makes it the dragged node.
  const dragged = useRef<{ booking?: TScheduleBooking }>({}).current;
  const drag = useDraggable({ id: 'schedule-booking', data: dragged });
  const [dragLabel, setDragLabel] = useState<string | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    const found = bookingOf(event.target);
    if (!found) return;
    dragged.booking = found.booking;
    drag.setNodeRef(found.chip);
    drag.setActivatorNodeRef(found.chip);
    drag.listeners?.onPointerDown?.(event);
  };

  // After a keyboard move the chip is a new element in its new cell: the focus follows it.
  const isFollowing = useRef(false);
  const scroller = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!isFollowing.current || selectedId === null || !byId.has(selectedId)) return;
    const chip = scroller.current?.querySelector<HTMLElement>(`[data-booking-id="${selectedId}"]`);
    if (chip && document.activeElement !== chip) chip.focus();
  }, [byId, selectedId]);

  const onKeyDown = (event: KeyboardEvent) => {
    const found = bookingOf(event.target);
    if (!found) return;
    const { booking } = found;
    const cell = cells.get(cellKey(booking.teamId, booking.day)) ?? [];
    const at = {
      slot: { teamId: booking.teamId, day: booking.day },
      index: cell.findIndex((b) => b.id === booking.id),
      cellSize: cell.length,
    };
    const intent = keyIntent(event.key, event.altKey, at, teamIds, days);
    if (!intent) return;
    event.preventDefault();
    isFollowing.current = true;
    if (intent.kind === 'open') navigate(`/app/CustomerOrderForm?id=${booking.customerOrderId}`);
    else if (intent.kind === 'move')
      void book(booking.customerOrderId, intent.to, { version: booking.version });
    else void reorder(cell, booking.id, intent.index);
  };
  const onSelect = (event: SyntheticEvent) => {
    const found = bookingOf(event.target);
    if (found) setSelectedId(found.booking.id);
  };

  const onDragStart = (event: DragStartEvent) => {
    const data = event.active.data.current as
      | { booking?: TScheduleBooking; order?: TUnscheduledOrder }
      | undefined;
    const item = data?.booking ?? data?.order;
    setDragLabel(item ? `${item.customerOrderNumber} ${item.customerName}` : null);
  };

  const [overKey, setOverKey] = useState<string | null>(null);
  const onDragMove = (event: DragMoveEvent) => {
    const key = cellAt(pointerOf(event))?.key ?? null;
    if (key !== overKey) setOverKey(key);
  };
  const onDragEnd = (event: DragEndEvent) => {
    setDragLabel(null);
    setOverKey(null);
    const point = pointerOf(event);
    const target = cellAt(point)?.slot;
    const data = event.active.data.current as
      | { booking?: TScheduleBooking; order?: TUnscheduledOrder }
      | undefined;
    if (!target || !data || !teamIds.includes(target.teamId)) return;
    const key = cellKey(target.teamId, target.day);
    const place = placeAt(key, point.y);
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
    const index = place === undefined ? cell.length - 1 : place - 1 > from ? place - 2 : place - 1;
    if (index !== from) void reorder(cell, booking.id, index);
  };

  const announcements: Announcements = {
    onDragStart: () => t('PRODUCTION.SCHEDULE.DRAG_START'),
    onDragOver: () => undefined,
    onDragEnd: () => t('PRODUCTION.SCHEDULE.DRAG_DROPPED'),
    onDragCancel: () => t('PRODUCTION.SCHEDULE.DRAG_CANCELLED'),
  };
  const selectedKey = (() => {
    const booking = calendar.bookings.find((b) => b.id === selectedId);
    return booking ? cellKey(booking.teamId, booking.day) : null;
  })();

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDragLabel(null);
        setOverKey(null);
      }}
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
        {/* The chips inside are buttons; the region only delegates their events. It is a tab stop
            of its own: a period with no booking in view has nothing else to reach it by keyboard,
            and it scrolls (axe: scrollable-region-focusable). */}
        <section
          className={classes.scroller}
          ref={scroller}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard
          tabIndex={0}
          aria-label={t('PRODUCTION.SCHEDULE.GRID')}
          onPointerDown={onPointerDown}
          onClick={onSelect}
          onFocus={onSelect}
          onKeyDown={onKeyDown}
        >
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
                      {!team.isActive && ` (${t('PRODUCTION.SCHEDULE.INACTIVE_TEAM')})`}
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
                          isDropTarget={key === overKey}
                          isUnfolded={unfolded.has(key)}
                          onUnfold={onUnfold}
                        />
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragLabel && <div className={`${classes.booking} ${classes.selected}`}>{dragLabel}</div>}
      </DragOverlay>
      {dialog}
    </DndContext>
  );
}

const NONE: readonly TScheduleBooking[] = [];

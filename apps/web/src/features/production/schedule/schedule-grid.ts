import { Money, type TScheduleBooking } from '@kontor/contract';

/** What the grid needs of a booking (the contract's `TScheduleBooking` has it). */
export type GridBooking = Pick<
  TScheduleBooking,
  'id' | 'customerOrderId' | 'teamId' | 'day' | 'position' | 'version' | 'customerName'
>;

/** Where a booking sits: a team (row) and a day (column). */
export interface Slot {
  teamId: number;
  day: string;
}

export const cellKey = (teamId: number, day: string) => `${teamId}|${day}`;

/**
 * The bookings of each cell in their order, keyed by `cellKey`. An unchanged cell keeps its
 * array from `previous`, so a live update re-renders only the cells that changed.
 */
export function groupBookings<B extends GridBooking>(
  bookings: readonly B[],
  previous?: ReadonlyMap<string, readonly B[]>,
): Map<string, readonly B[]> {
  const cells = new Map<string, B[]>();
  for (const booking of bookings) {
    const key = cellKey(booking.teamId, booking.day);
    const list = cells.get(key);
    if (list) list.push(booking);
    else cells.set(key, [booking]);
  }
  const result = new Map<string, readonly B[]>();
  for (const [key, list] of cells) {
    list.sort((a, b) => a.position - b.position || a.id - b.id);
    const old = previous?.get(key);
    result.set(key, old && isSameCell(old, list) ? old : list);
  }
  return result;
}

function isSameCell(a: readonly GridBooking[], b: readonly GridBooking[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (x, i) => x.id === b[i]!.id && x.version === b[i]!.version && x.position === b[i]!.position,
    )
  );
}

/** The share of the capacity booked, in per cent (0 when there is no capacity and nothing booked). */
export function loadPercent(capacity: string, booked: string): number {
  const cap = new Money(capacity);
  if (cap.lte(0)) return new Money(booked).gt(0) ? 100 : 0;
  return new Money(booked).div(cap).times(100).toDecimalPlaces(0).toNumber();
}

export const isOverCapacity = (capacity: string, booked: string) => new Money(booked).gt(capacity);

/** What a key pressed on a selected booking asks for. */
export type KeyIntent =
  | { kind: 'move'; to: Slot }
  | { kind: 'reorder'; index: number }
  | { kind: 'open' }
  | null;

const STEPS: Record<string, readonly [number, number]> = {
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
};

/**
 * The keyboard map of the calendar (rows are teams, columns are days): ←/→ a day earlier or later,
 * ↑/↓ the team above or below, Alt+↑/↓ one place earlier or later within the day (`index` is the
 * booking's place in its cell from 0, `cellSize` the cell's bookings), Enter opens. A move past
 * the grid's edge asks nothing.
 */
export function keyIntent(
  key: string,
  isAlt: boolean,
  at: { slot: Slot; index: number; cellSize: number },
  teams: readonly number[],
  days: readonly string[],
): KeyIntent {
  if (key === 'Enter') return { kind: 'open' };
  const step = STEPS[key];
  if (!step) return null;
  if (isAlt) {
    if (step[0] === 0) return null;
    const index = at.index + step[0];
    return index < 0 || index >= at.cellSize ? null : { kind: 'reorder', index };
  }
  const teamId = teams[teams.indexOf(at.slot.teamId) + step[0]];
  const day = days[days.indexOf(at.slot.day) + step[1]];
  if (teamId === undefined || day === undefined) return null;
  return { kind: 'move', to: { teamId, day } };
}

/** The first and last day of the month `date` falls in. */
export function monthOf(date: string): { from: string; to: string } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/** `date` moved by `days` (ISO dates, calendar arithmetic in UTC). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The cell's bookings with `id` moved to place `index` (from 0), as the reorder call takes them. */
export function reorderedCell(
  cell: readonly GridBooking[],
  id: number,
  index: number,
): { id: number; version: number }[] {
  const rest = cell.filter((b) => b.id !== id);
  const moved = cell.find((b) => b.id === id);
  if (moved) rest.splice(Math.max(0, Math.min(index, rest.length)), 0, moved);
  return rest.map((b) => ({ id: b.id, version: b.version }));
}

/** How many bookings a folded cell shows; the rest behind '+N' (a month may hold thousands). */
export const FOLDED_CELL_SIZE = 6;

/** The bookings a cell shows: all when unfolded, else the first few and the selected one. */
export function shownBookings<B extends GridBooking>(
  bookings: readonly B[],
  isUnfolded: boolean,
  selectedId: number | null,
): readonly B[] {
  if (isUnfolded || bookings.length <= FOLDED_CELL_SIZE) return bookings;
  return bookings.filter((b, i) => i < FOLDED_CELL_SIZE || b.id === selectedId);
}

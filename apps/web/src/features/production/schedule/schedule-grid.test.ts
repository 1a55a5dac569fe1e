import { describe, expect, it } from 'vitest';
import {
  addDays,
  type GridBooking,
  groupBookings,
  isOverCapacity,
  keyIntent,
  loadPercent,
  monthOf,
  reorderedCell,
  shownBookings,
} from './schedule-grid';

const booking = (id: number, teamId: number, day: string, position: number): GridBooking => ({
  id,
  customerOrderId: 100 + id,
  customerName: 'Vevő',
  teamId,
  day,
  position,
  version: 1,
});

const TEAMS = [1, 2, 3];
const DAYS = ['2026-11-02', '2026-11-03', '2026-11-04'];
const at = (teamId: number, day: string, index = 0, cellSize = 1) => ({
  slot: { teamId, day },
  index,
  cellSize,
});

describe('keyIntent', () => {
  it('moves a day with ←/→ and a team with ↑/↓', () => {
    expect(keyIntent('ArrowRight', false, at(2, DAYS[1]!), TEAMS, DAYS)).toEqual({
      kind: 'move',
      to: { teamId: 2, day: DAYS[2] },
    });
    expect(keyIntent('ArrowLeft', false, at(2, DAYS[1]!), TEAMS, DAYS)).toEqual({
      kind: 'move',
      to: { teamId: 2, day: DAYS[0] },
    });
    expect(keyIntent('ArrowUp', false, at(2, DAYS[1]!), TEAMS, DAYS)).toEqual({
      kind: 'move',
      to: { teamId: 1, day: DAYS[1] },
    });
    expect(keyIntent('ArrowDown', false, at(2, DAYS[1]!), TEAMS, DAYS)).toEqual({
      kind: 'move',
      to: { teamId: 3, day: DAYS[1] },
    });
  });

  it('asks nothing past the edge of the grid', () => {
    expect(keyIntent('ArrowLeft', false, at(1, DAYS[0]!), TEAMS, DAYS)).toBeNull();
    expect(keyIntent('ArrowUp', false, at(1, DAYS[0]!), TEAMS, DAYS)).toBeNull();
    expect(keyIntent('ArrowRight', false, at(3, DAYS[2]!), TEAMS, DAYS)).toBeNull();
    expect(keyIntent('ArrowDown', false, at(3, DAYS[2]!), TEAMS, DAYS)).toBeNull();
  });

  it('reorders within the day with Alt+↑/↓, within the cell only', () => {
    expect(keyIntent('ArrowDown', true, at(1, DAYS[0]!, 0, 3), TEAMS, DAYS)).toEqual({
      kind: 'reorder',
      index: 1,
    });
    expect(keyIntent('ArrowUp', true, at(1, DAYS[0]!, 2, 3), TEAMS, DAYS)).toEqual({
      kind: 'reorder',
      index: 1,
    });
    expect(keyIntent('ArrowUp', true, at(1, DAYS[0]!, 0, 3), TEAMS, DAYS)).toBeNull();
    expect(keyIntent('ArrowDown', true, at(1, DAYS[0]!, 2, 3), TEAMS, DAYS)).toBeNull();
    expect(keyIntent('ArrowRight', true, at(1, DAYS[0]!, 0, 3), TEAMS, DAYS)).toBeNull();
  });

  it('opens with Enter and ignores other keys', () => {
    expect(keyIntent('Enter', false, at(1, DAYS[0]!), TEAMS, DAYS)).toEqual({ kind: 'open' });
    expect(keyIntent('a', false, at(1, DAYS[0]!), TEAMS, DAYS)).toBeNull();
  });
});

describe('groupBookings', () => {
  it('puts each booking in its cell in the order of its position', () => {
    const cells = groupBookings([
      booking(1, 1, DAYS[0]!, 2),
      booking(2, 1, DAYS[0]!, 1),
      booking(3, 2, DAYS[0]!, 1),
    ]);
    expect(cells.get(`1|${DAYS[0]}`)?.map((b) => b.id)).toEqual([2, 1]);
    expect(cells.get(`2|${DAYS[0]}`)?.map((b) => b.id)).toEqual([3]);
  });

  it('keeps the array of an unchanged cell, so only changed cells redraw', () => {
    const first = groupBookings([booking(1, 1, DAYS[0]!, 1), booking(2, 2, DAYS[0]!, 1)]);
    const moved = groupBookings(
      [booking(1, 1, DAYS[0]!, 1), { ...booking(2, 2, DAYS[1]!, 1), version: 2 }],
      first,
    );
    expect(moved.get(`1|${DAYS[0]}`)).toBe(first.get(`1|${DAYS[0]}`));
    expect(moved.get(`2|${DAYS[1]}`)).not.toBe(first.get(`2|${DAYS[0]}`));
    expect(moved.has(`2|${DAYS[0]}`)).toBe(false);
  });
});

describe('reorderedCell', () => {
  const cell = [1, 2, 3].map((id) => booking(id, 1, DAYS[0]!, id));
  it('moves one booking to its new place and sends every booking with its version', () => {
    expect(reorderedCell(cell, 3, 0)).toEqual([
      { id: 3, version: 1 },
      { id: 1, version: 1 },
      { id: 2, version: 1 },
    ]);
    expect(reorderedCell(cell, 1, 2).map((b) => b.id)).toEqual([2, 3, 1]);
    expect(reorderedCell(cell, 1, 99).map((b) => b.id)).toEqual([2, 3, 1]);
  });
});

describe('capacity', () => {
  it('says the booked share and whether it is over capacity, in decimals', () => {
    expect(loadPercent('8', '6')).toBe(75);
    expect(loadPercent('0', '0')).toBe(0);
    expect(loadPercent('0', '1')).toBe(100);
    expect(isOverCapacity('8', '8')).toBe(false);
    expect(isOverCapacity('0.3', '0.30001')).toBe(true);
  });
});

describe('dates', () => {
  it('spans a month, leap years included, and steps over the year end', () => {
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});

describe('shownBookings', () => {
  const cell = Array.from({ length: 9 }, (_, i) => booking(i + 1, 1, DAYS[0]!, i + 1));
  it('folds a full cell after six, but always shows the selected booking', () => {
    expect(shownBookings(cell, false, null).map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(shownBookings(cell, false, 9).map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6, 9]);
    expect(shownBookings(cell, true, null)).toHaveLength(9);
  });
});

import { Money, type TScheduleBooking } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type AuditEntry, type Ctx, runAction } from '../../platform/context.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { publishChange } from '../../platform/events.ts';
import { hasPermission } from '../../platform/permissions.ts';
import { calendarDays, teamCapacities } from './calendar.ts';
import * as repo from './schedule.repository.ts';
import { defaultLoad, findTab, toBooking } from './schedule.service.ts';

export interface BookInput {
  tab: string;
  teamId: number;
  day: string;
  position?: number | undefined;
  version?: number | undefined;
  load?: string | undefined;
  override: boolean;
  overrideReason: string;
}

const stale = (message: string) =>
  new AppError('STALE_VERSION', message, {
    errors: [{ path: 'version', message: 'Stale version', code: 'stale' }],
  });

/** The customer order, the firm's and still to be delivered (404, 409 otherwise). */
async function openOrder(tx: Db, firmId: number, orderId: number) {
  const [order] = await queryRows<{ number: string; state: string }>(
    tx,
    sql`select number, state from customer_orders where firm_id = ${firmId} and id = ${orderId}`,
  );
  if (!order) throw new AppError('NOT_FOUND', 'No such customer order');
  if (!['CONFIRMED', 'IN_PROGRESS', 'READY'].includes(order.state))
    throw new AppError('INVALID_STATE', `The customer order ${order.number} is ${order.state}`);
  return order;
}

/**
 * The capacity rule (README "Capacity is a rule"): what the cell's other bookings take plus this
 * load may not exceed the day's capacity, unless the caller holds `schedule.override` and says so.
 */
async function checkCapacity(
  tx: Db,
  ctx: Ctx,
  cell: { teamId: number; day: string },
  orderId: number,
  load: string,
  input: { override: boolean },
) {
  const firmId = ctx.auth.firmId;
  const [days, { booked }] = await Promise.all([
    calendarDays(tx, [cell.day]),
    repo.bookedLoad(tx, firmId, cell, orderId),
  ]);
  const capacity = (await teamCapacities(tx, firmId, [cell.teamId], days))
    .get(cell.teamId)!
    .byDay.get(cell.day)!.capacity;
  const over = new Money(booked).plus(load).gt(capacity);
  if (over && !input.override)
    throw new AppError(
      'CONFLICT',
      `Over capacity on ${cell.day}: capacity ${capacity.toFixed(2)}, booked ${new Money(booked).toFixed(2)}, this takes ${new Money(load).toFixed(2)}`,
      {
        errors: [
          {
            path: 'day',
            code: 'over_capacity',
            message: `${capacity.toFixed(2)}|${new Money(booked).toFixed(2)}|${new Money(load).toFixed(2)}`,
          },
        ],
      },
    );
  if (over && !hasPermission(ctx.auth.roles, 'schedule.override'))
    throw new AppError('FORBIDDEN', 'Booking over capacity needs the schedule.override right');
  return over;
}

/**
 * Books a customer order on a team's day of a tab, or moves its booking there (README "Booking").
 * Under the locks of the old and the new (team, day) cell and of the booking row: the version is
 * checked, the capacity rule applied, the day's positions kept 1..n; on the workshop tab its
 * workshop orders go with it (PLANNED → SCHEDULED).
 */
export async function bookOrder(
  tx: Db,
  ctx: Ctx,
  orderId: number,
  input: BookInput,
): Promise<{ booking: TScheduleBooking; audit: AuditEntry }> {
  const firmId = ctx.auth.firmId;
  const tab = await findTab(tx, firmId, input.tab);
  const [team] = await repo.listTeams(tx, firmId, tab.code, input.teamId);
  if (!team) throw fieldError('teamId', 'No such team on this tab');
  await openOrder(tx, firmId, orderId);
  const cell = { teamId: input.teamId, day: input.day };
  const existing = await repo.lockBooking(tx, firmId, tab.code, orderId);
  if (existing && input.version !== existing.version)
    throw stale('The booking was moved by someone else');
  if (!existing && input.version !== undefined) throw stale('The booking was taken off');
  const work = await repo.openWorkshopWork(tx, orderId);
  if (tab.source === 'WORKSHOP' && work.count === 0)
    throw new AppError('INVALID_STATE', 'The order has no workshop order to schedule');
  const load = input.load ?? defaultLoad(tab, work.pieces);
  const old = existing ? { teamId: existing.team_id, day: existing.day } : null;
  await repo.lockCells(tx, firmId, old ? [old, cell] : [cell]);
  const over = await checkCapacity(tx, ctx, cell, orderId, load, input);
  if (existing && old) await repo.shiftPositions(tx, firmId, old, existing.position + 1, -1);
  const { last } = await repo.bookedLoad(tx, firmId, cell, orderId);
  const position = Math.min(input.position ?? last + 1, last + 1);
  await repo.shiftPositions(tx, firmId, cell, position, 1);
  const values = sql`${input.teamId}, ${input.day}, ${position}, ${load}, ${over},
    ${over ? input.overrideReason : null}`;
  const [row] = existing
    ? await queryRows<{ id: number }>(
        tx,
        sql`update schedule_bookings set (team_id, day, position, load, over_capacity, override_reason)
              = (${values}), version = version + 1, updated_at = now()
            where id = ${existing.id} returning id`,
      )
    : await queryRows<{ id: number }>(
        tx,
        sql`insert into schedule_bookings (firm_id, tab_code, customer_order_id, team_id, day,
              position, load, over_capacity, override_reason, created_by)
            values (${firmId}, ${tab.code}, ${orderId}, ${values}, ${ctx.auth.userId}) returning id`,
      );
  if (tab.source === 'WORKSHOP')
    await repo.scheduleWorkshopOrders(tx, orderId, input.teamId, input.day);
  await publishChange(tx, firmId, 'schedule');
  if (tab.source === 'WORKSHOP') await publishChange(tx, firmId, 'warehouse');
  const [after] = await repo.listBookings(tx, firmId, sql`b.id = ${row!.id}`);
  const booking = toBooking(after!);
  return {
    booking,
    audit: {
      entity: 'schedule-booking',
      entityId: booking.id,
      action: existing ? 'move' : 'book',
      before: existing ?? null,
      after: {
        tab: tab.code,
        customerOrderId: orderId,
        teamId: booking.teamId,
        day: booking.day,
        position: booking.position,
        load: booking.load,
        overCapacity: over,
        ...(over && { overrideReason: input.overrideReason }),
      },
    },
  };
}

export function scheduleOrder(ctx: Ctx, orderId: number, input: BookInput) {
  return runAction(ctx, async (tx) => {
    const { booking, audit } = await bookOrder(tx, ctx, orderId, input);
    return { result: booking, audit };
  });
}

/** Takes the order off the tab: its day closes the gap; SCHEDULED workshop orders are PLANNED again. */
export function unscheduleOrder(
  ctx: Ctx,
  orderId: number,
  input: { tab: string; version: number },
) {
  return runAction(ctx, async (tx) => {
    const firmId = ctx.auth.firmId;
    const tab = await findTab(tx, firmId, input.tab);
    const existing = await repo.lockBooking(tx, firmId, tab.code, orderId);
    if (!existing) throw new AppError('NOT_FOUND', 'The order is not booked on this tab');
    if (existing.version !== input.version) throw stale('The booking was moved by someone else');
    const cell = { teamId: existing.team_id, day: existing.day };
    await repo.lockCells(tx, firmId, [cell]);
    await tx.execute(sql`delete from schedule_bookings where id = ${existing.id}`);
    await repo.shiftPositions(tx, firmId, cell, existing.position + 1, -1);
    if (tab.source === 'WORKSHOP') await repo.unscheduleWorkshopOrders(tx, orderId);
    await publishChange(tx, firmId, 'schedule');
    if (tab.source === 'WORKSHOP') await publishChange(tx, firmId, 'warehouse');
    return {
      result: undefined,
      audit: {
        entity: 'schedule-booking',
        entityId: existing.id,
        action: 'unbook',
        before: existing,
      },
    };
  });
}

/**
 * Puts one team's day in the order given: every booking of the day, each at the version read
 * (409 STALE_VERSION when the day changed meanwhile). One statement renumbers the day.
 */
export function reorderDay(
  ctx: Ctx,
  input: { tab: string; teamId: number; day: string; bookings: { id: number; version: number }[] },
) {
  return runAction(ctx, async (tx) => {
    const firmId = ctx.auth.firmId;
    const tab = await findTab(tx, firmId, input.tab);
    const cell = { teamId: input.teamId, day: input.day };
    await repo.lockCells(tx, firmId, [cell]);
    const current = await queryRows<{ id: number; version: number; position: number }>(
      tx,
      sql`select id, version, position from schedule_bookings
          where firm_id = ${firmId} and tab_code = ${tab.code} and team_id = ${input.teamId}
            and day = ${input.day} for update`,
    );
    const byId = new Map(current.map((c) => [c.id, c]));
    if (
      current.length !== input.bookings.length ||
      input.bookings.some((b) => byId.get(b.id)?.version !== b.version)
    )
      throw stale('The day was changed by someone else');
    const ids = input.bookings.map((b) => b.id);
    await tx.execute(
      sql`update schedule_bookings b set position = u.n, version = b.version + 1, updated_at = now()
          from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as u(id, n)
          where b.id = u.id and b.position <> u.n`,
    );
    await publishChange(tx, firmId, 'schedule');
    const after = (
      await repo.listBookings(
        tx,
        firmId,
        sql`b.tab_code = ${tab.code} and b.team_id = ${input.teamId} and b.day = ${input.day}`,
      )
    ).map(toBooking);
    return {
      result: after,
      audit: {
        entity: 'schedule-day',
        entityId: `${tab.code}:${input.teamId}:${input.day}`,
        action: 'reorder',
        before: current.sort((a, b) => a.position - b.position).map((c) => c.id),
        after: ids,
      },
    };
  });
}

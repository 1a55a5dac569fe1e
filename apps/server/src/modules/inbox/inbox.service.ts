import type { TMessage, TRole, TTask } from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './inbox.repository.ts';

const READ_MESSAGES_SHOWN = 50;

type TaskRow = NonNullable<Awaited<ReturnType<typeof repo.findTask>>>;
type MessageRow = Awaited<ReturnType<typeof repo.listMessages>>[number];

/**
 * The departments (`tasks.department`) whose tasks a role sees in 'Feladataim' (README). An admin
 * belongs to none: they see their own tasks, and may mark any task they see done.
 */
export const DEPARTMENTS_OF_ROLE: Record<TRole, readonly string[]> = {
  admin: [],
  sales: ['Ügyfélszolgálat', 'Értékesítés'],
  back_office: ['Iroda', 'Pénzügy'],
  warehouse: ['Raktár'],
  driver: ['Logisztika'],
  scheduler: ['Logisztika'],
  workshop: ['Műhely'],
};
const departmentsOf = (ctx: Ctx) => [
  ...new Set(ctx.auth.roles.flatMap((role) => DEPARTMENTS_OF_ROLE[role] ?? [])),
];
/** A task is marked done by its assignee or an admin; a department colleague only sees it. */
const mayComplete = (ctx: Ctx, row: TaskRow) =>
  row.assigneeUserId === ctx.auth.userId || ctx.auth.roles.includes('admin');

function toTask(ctx: Ctx, row: TaskRow): TTask {
  const { assigneeUserId: _, ...task } = row;
  return {
    ...task,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    canComplete: mayComplete(ctx, row),
  };
}
const toMessage = (row: MessageRow): TMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** 'Feladataim': the caller's own open tasks, then those of the caller's departments. */
export async function listOpenTasks(ctx: Ctx): Promise<TTask[]> {
  const rows = await repo.listOpenTasks(
    ctx.db,
    ctx.auth.firmId,
    ctx.auth.userId,
    departmentsOf(ctx),
  );
  return rows.map((row) => toTask(ctx, row));
}

export function countOpenTasks(ctx: Ctx) {
  return repo.countOpenTasks(ctx.db, ctx.auth.firmId, ctx.auth.userId);
}

export function countUnreadMessages(ctx: Ctx): Promise<number> {
  return repo.countUnreadMessages(ctx.db, ctx.auth.firmId, ctx.auth.userId);
}

/**
 * Completes an open task the caller sees: 403 unless the caller is its assignee or an admin; a
 * task already done answers 409, not a second completion.
 */
export async function completeTask(ctx: Ctx, id: number): Promise<TTask> {
  return runAction(ctx, async (tx) => {
    const find = () => repo.findTask(tx, ctx.auth.firmId, ctx.auth.userId, departmentsOf(ctx), id);
    const before = await find();
    if (!before) throw new AppError('NOT_FOUND', 'No such task');
    if (!mayComplete(ctx, before))
      throw new AppError('FORBIDDEN', 'Only its assignee or an admin may mark the task done', {
        errors: [{ path: 'assigneeUserId', message: 'Not your task', code: 'not_assignee' }],
      });
    if (before.completedAt) throw new AppError('INVALID_STATE', 'The task is already completed');
    if (!(await repo.completeTask(tx, id, ctx.auth.userId)))
      throw new AppError('INVALID_STATE', 'The task is already completed');
    const after = (await find())!;
    return {
      result: toTask(ctx, after),
      audit: {
        entity: 'task',
        entityId: id,
        action: 'complete',
        before: toTask(ctx, before),
        after: toTask(ctx, after),
      },
    };
  });
}

export async function listMessages(ctx: Ctx): Promise<TMessage[]> {
  return (
    await repo.listMessages(ctx.db, ctx.auth.firmId, ctx.auth.userId, READ_MESSAGES_SHOWN)
  ).map(toMessage);
}

/** Marks a message read; reading it again changes nothing and answers it as it is. */
export async function readMessage(ctx: Ctx, id: number): Promise<TMessage> {
  return runAction(ctx, async (tx) => {
    const before = await repo.findMessage(tx, ctx.auth.firmId, ctx.auth.userId, id);
    if (!before) throw new AppError('NOT_FOUND', 'No such message');
    const after = before.readAt ? before : await repo.markMessageRead(tx, id);
    return {
      result: toMessage(after),
      audit: {
        entity: 'message',
        entityId: id,
        action: 'read',
        before: { readAt: before.readAt },
        after: { readAt: after.readAt },
      },
    };
  });
}

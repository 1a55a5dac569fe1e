import type { TMessage, TTask } from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './inbox.repository.ts';

const READ_MESSAGES_SHOWN = 50;

type TaskRow = Awaited<ReturnType<typeof repo.listOpenTasks>>[number];
type MessageRow = Awaited<ReturnType<typeof repo.listMessages>>[number];

const toTask = (row: TaskRow): TTask => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});
const toMessage = (row: MessageRow): TMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

export async function listOpenTasks(ctx: Ctx): Promise<TTask[]> {
  return (await repo.listOpenTasks(ctx.db, ctx.auth.firmId, ctx.auth.userId)).map(toTask);
}

export function countOpenTasks(ctx: Ctx) {
  return repo.countOpenTasks(ctx.db, ctx.auth.firmId, ctx.auth.userId);
}

export function countUnreadMessages(ctx: Ctx): Promise<number> {
  return repo.countUnreadMessages(ctx.db, ctx.auth.firmId, ctx.auth.userId);
}

/** Completes one of the caller's open tasks; a task already done answers 409, not a second completion. */
export async function completeTask(ctx: Ctx, id: number): Promise<TTask> {
  return runAction(ctx, async (tx) => {
    const before = await repo.findTask(tx, ctx.auth.firmId, ctx.auth.userId, id);
    if (!before) throw new AppError('NOT_FOUND', 'No such task');
    if (before.completedAt) throw new AppError('INVALID_STATE', 'The task is already completed');
    const after = await repo.completeTask(tx, id, ctx.auth.userId);
    if (!after) throw new AppError('INVALID_STATE', 'The task is already completed');
    return {
      result: toTask(after),
      audit: {
        entity: 'task',
        entityId: id,
        action: 'complete',
        before: toTask(before),
        after: toTask(after),
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

import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { messages, tasks, users } from '../../db/schema.ts';
import type { Db } from '../../platform/db/database.ts';

const taskColumns = {
  id: tasks.id,
  title: tasks.title,
  description: tasks.description,
  department: tasks.department,
  kind: tasks.kind,
  dueDate: tasks.dueDate,
  url: tasks.url,
  createdAt: tasks.createdAt,
  completedAt: tasks.completedAt,
  assigneeUserId: tasks.assigneeUserId,
};
/** A listed task: its columns and the name of its assignee. */
const listedColumns = { ...taskColumns, assigneeName: users.fullName };

const openTasksOf = (firmId: number, userId: number) =>
  and(eq(tasks.firmId, firmId), eq(tasks.assigneeUserId, userId), isNull(tasks.completedAt));

/** The tasks 'Feladataim' shows: the user's own and those of the user's departments. */
const seenBy = (firmId: number, userId: number, departments: readonly string[]) =>
  and(
    eq(tasks.firmId, firmId),
    departments.length > 0
      ? or(eq(tasks.assigneeUserId, userId), inArray(tasks.department, [...departments]))
      : eq(tasks.assigneeUserId, userId),
  );

/** Open tasks seen by the user: their own first, then by due date. */
export function listOpenTasks(
  db: Db,
  firmId: number,
  userId: number,
  departments: readonly string[],
) {
  return db
    .select(listedColumns)
    .from(tasks)
    .innerJoin(users, eq(users.id, tasks.assigneeUserId))
    .where(and(seenBy(firmId, userId, departments), isNull(tasks.completedAt)))
    .orderBy(
      sql`${tasks.assigneeUserId} = ${userId} desc`,
      sql`${tasks.dueDate} asc nulls last`,
      asc(tasks.id),
    );
}

export function findTask(
  db: Db,
  firmId: number,
  userId: number,
  departments: readonly string[],
  id: number,
) {
  return db
    .select(listedColumns)
    .from(tasks)
    .innerJoin(users, eq(users.id, tasks.assigneeUserId))
    .where(and(eq(tasks.id, id), seenBy(firmId, userId, departments)))
    .then((rows) => rows[0] ?? null);
}

export function completeTask(db: Db, id: number, userId: number) {
  return db
    .update(tasks)
    .set({ completedAt: new Date(), completedBy: userId })
    .where(and(eq(tasks.id, id), isNull(tasks.completedAt)))
    .returning({ id: tasks.id })
    .then((rows) => rows[0] ?? null);
}

/** Open tasks of the user per department (null: no department) and kind. */
export function countOpenTasks(db: Db, firmId: number, userId: number) {
  return db
    .select({ department: tasks.department, kind: tasks.kind, count: count() })
    .from(tasks)
    .where(openTasksOf(firmId, userId))
    .groupBy(tasks.department, tasks.kind);
}

const messageColumns = {
  id: messages.id,
  subject: messages.subject,
  body: messages.body,
  senderName: messages.senderName,
  createdAt: messages.createdAt,
  readAt: messages.readAt,
};
const messagesOf = (firmId: number, userId: number) =>
  and(eq(messages.firmId, firmId), eq(messages.recipientUserId, userId));

export async function listMessages(db: Db, firmId: number, userId: number, readLimit: number) {
  const [unread, read] = await Promise.all([
    db
      .select(messageColumns)
      .from(messages)
      .where(and(messagesOf(firmId, userId), isNull(messages.readAt)))
      .orderBy(desc(messages.createdAt)),
    db
      .select(messageColumns)
      .from(messages)
      .where(and(messagesOf(firmId, userId), isNotNull(messages.readAt)))
      .orderBy(desc(messages.createdAt))
      .limit(readLimit),
  ]);
  return [...unread, ...read];
}

export function findMessage(db: Db, firmId: number, userId: number, id: number) {
  return db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.id, id), messagesOf(firmId, userId)))
    .then((rows) => rows[0] ?? null);
}

export function markMessageRead(db: Db, id: number) {
  return db
    .update(messages)
    .set({ readAt: new Date() })
    .where(eq(messages.id, id))
    .returning(messageColumns)
    .then((rows) => rows[0]!);
}

export function countUnreadMessages(db: Db, firmId: number, userId: number) {
  return db
    .select({ count: count() })
    .from(messages)
    .where(and(messagesOf(firmId, userId), isNull(messages.readAt)))
    .then((rows) => rows[0]?.count ?? 0);
}

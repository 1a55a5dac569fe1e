import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { messages, tasks } from '../../db/schema.ts';
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
};

const openTasksOf = (firmId: number, userId: number) =>
  and(eq(tasks.firmId, firmId), eq(tasks.assigneeUserId, userId), isNull(tasks.completedAt));

export function listOpenTasks(db: Db, firmId: number, userId: number) {
  return db
    .select(taskColumns)
    .from(tasks)
    .where(openTasksOf(firmId, userId))
    .orderBy(sql`${tasks.dueDate} asc nulls last`, asc(tasks.id));
}

export function findTask(db: Db, firmId: number, userId: number, id: number) {
  return db
    .select(taskColumns)
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.firmId, firmId), eq(tasks.assigneeUserId, userId)))
    .then((rows) => rows[0] ?? null);
}

export function completeTask(db: Db, id: number, userId: number) {
  return db
    .update(tasks)
    .set({ completedAt: new Date(), completedBy: userId })
    .where(and(eq(tasks.id, id), isNull(tasks.completedAt)))
    .returning(taskColumns)
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

import type { TRole } from '@kontor/contract';
import type { FastifyBaseLogger } from 'fastify';
import { auditLog } from '../db/schema.ts';
import type { Db } from './db/database.ts';
import type { JobQueue } from './queue.ts';

/** Who is calling: resolved from the session cookie or bearer token on every request. */
export interface AuthContext {
  sessionId: string;
  userId: number;
  username: string;
  firmId: number;
  roles: TRole[];
  via: 'cookie' | 'bearer';
}

/** What a service function gets for one call: the database, the caller and the request id. */
export interface Ctx {
  db: Db;
  auth: AuthContext;
  requestId: string;
  log: FastifyBaseLogger;
  /** Background jobs: `enqueue(ctx, tx, job, data)` inside the action's transaction. */
  queue: JobQueue;
}

export interface AuditEntry {
  entity: string;
  entityId: string | number | null;
  action: string;
  before?: unknown;
  after?: unknown;
}

type AuditWho = { userId: number | null; firmId: number | null; requestId: string | null };

/** The values of one audit row (a creation that writes in one statement inserts them itself). */
export function auditValues(who: AuditWho, entry: AuditEntry) {
  return {
    userId: who.userId,
    firmId: who.firmId,
    requestId: who.requestId,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  } satisfies typeof auditLog.$inferInsert;
}

/** One audit row: who, when, firm, entity, id, action, before/after; always inside the action's transaction. */
export async function writeAudit(tx: Db, who: AuditWho, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(auditValues(who, entry));
}

/** Runs one state-changing action in one transaction and audits it there. */
export async function runAction<T>(
  ctx: Ctx,
  work: (tx: Db) => Promise<{ result: T; audit: AuditEntry }>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const { result, audit } = await work(tx);
    await writeAudit(
      tx,
      { userId: ctx.auth.userId, firmId: ctx.auth.firmId, requestId: ctx.requestId },
      audit,
    );
    return result;
  });
}

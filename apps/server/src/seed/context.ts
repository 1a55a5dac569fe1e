import type { FastifyBaseLogger } from 'fastify';
import type { Ctx } from '../platform/context.ts';
import type { Db } from '../platform/db/database.ts';
import type { JobQueue } from '../platform/queue.ts';

/**
 * Demo data is made in one transaction before any queue runs, so it starts no background work:
 * jobs its documents would enqueue (e.g. NAV reports) are not made; the seed sets such states itself.
 */
const NO_BACKGROUND_WORK: JobQueue = {
  send: async () => {},
  runUntilIdle: async () => 0,
  start: async () => {},
  stop: async () => {},
};

const SILENT = { info() {}, warn() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;

/** The context demo data is made in: the firm's admin acting through the services. */
export function seedContext(db: Db, firmId: number, userId: number): Ctx {
  return {
    db,
    auth: { sessionId: 'seed', userId, username: 'seed', firmId, roles: ['admin'], via: 'cookie' },
    requestId: 'seed',
    log: SILENT,
    queue: NO_BACKGROUND_WORK,
  };
}

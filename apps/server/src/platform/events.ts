import type { TEventTopic } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import type { Db } from './db/database.ts';

export { EVENT_TOPICS, type TEventTopic } from '@kontor/contract';

/**
 * Live updates to browsers start here: a change that other users' screens show (a badge count, a
 * schedule) calls `publishChange` inside its transaction, so the notice leaves only when the
 * change commits (PostgreSQL NOTIFY is transactional). The server's one server-sent-events
 * stream (platform/live-events.ts) fans it out to the firm's connected browsers.
 */
export const EVENTS_CHANNEL = 'kontor_events';

export async function publishChange(tx: Db, firmId: number, topic: TEventTopic): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ firmId, topic })})`);
}

import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Db, queryRows } from './db/database.ts';
import { problem, sendProblem } from './errors.ts';
import { defineJob, type JobQueue } from './queue.ts';

/**
 * Idempotent requests. A state-changing call from a session that carries `Idempotency-Key`
 * (1–100 characters) is done once per (firm, user, key): the first claims the key (a row with no
 * answer yet), runs, and its successful answer (status, content type, body) is kept; a repeat gets
 * that answer without the action running again. A repeat with another method, path or body is
 * refused (422, naming the header); a repeat while the first still runs waits for its answer up to
 * WAIT_MS, then answers 409 IN_PROGRESS. A failed answer (4xx/5xx) releases the key, so a resend
 * may succeed. Kept answers are purged after 24 hours by the queue (`idempotency.purge`).
 *
 * The answer is stored right after the action's own transaction committed, not inside it: a
 * process that dies in between leaves the key claimed without an answer, and a resend gets 409
 * IN_PROGRESS until the purge — never a second booking.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const MAX_KEY_LENGTH = 100;
const WAIT_MS = 5000;
const POLL_MS = 50;
const KEEP_HOURS = 24;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Claim {
  firmId: number;
  userId: number;
  key: string;
}

interface Stored {
  request_hash: string;
  status_code: number | null;
  content_type: string | null;
  body: Buffer | Uint8Array | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed; its answer is stored when it is sent. */
    idempotencyClaim?: Claim;
  }
}

const HEADER_NAME = 'Idempotency-Key';

function headerProblem(reply: FastifyReply, status: number, code: string, message: string) {
  return sendProblem(
    reply,
    problem(status, code, message, [{ path: HEADER_NAME, message, code: 'invalid' }]),
  );
}

/** What makes two requests the same: method, path with query, and the parsed body. */
function requestHash(req: FastifyRequest): string {
  return createHash('sha256')
    .update(`${req.method} ${req.url}\n${JSON.stringify(req.body ?? null)}`)
    .digest('hex');
}

async function claim(db: Db, c: Claim, hash: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`insert into idempotency_keys (firm_id, user_id, key, request_hash)
        values (${c.firmId}, ${c.userId}, ${c.key}, ${hash})
        on conflict do nothing returning 1 as claimed`,
  );
  return rows.length === 1;
}

async function readStored(db: Db, c: Claim): Promise<Stored | undefined> {
  const [row] = await queryRows<Stored>(
    db,
    sql`select request_hash, status_code, content_type, body from idempotency_keys
        where firm_id = ${c.firmId} and user_id = ${c.userId} and key = ${c.key}`,
  );
  return row;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Claims the key, or answers the repeat (stored answer, 422, or 409 after waiting). */
async function beforeHandler(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const header = req.headers[IDEMPOTENCY_HEADER];
  if (header === undefined || !req.auth || !STATE_CHANGING.has(req.method)) return;
  if (typeof header !== 'string' || header.length < 1 || header.length > MAX_KEY_LENGTH)
    return headerProblem(reply, 400, 'VALIDATION_FAILED', 'The key must be 1–100 characters');
  const c: Claim = { firmId: req.auth.firmId, userId: req.auth.userId, key: header };
  const hash = requestHash(req);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await claim(db, c, hash)) {
      req.idempotencyClaim = c;
      return;
    }
    const stored = await readStored(db, c);
    // Released by a failed first request in between: claim it again.
    if (!stored) continue;
    if (stored.request_hash !== hash)
      return headerProblem(
        reply,
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'The key was used for another request',
      );
    if (stored.status_code !== null) {
      reply.code(stored.status_code).header('idempotent-replayed', 'true');
      if (stored.content_type) reply.type(stored.content_type);
      return reply.send(stored.body === null ? undefined : Buffer.from(stored.body));
    }
    if (Date.now() >= deadline)
      return sendProblem(
        reply,
        problem(409, 'IN_PROGRESS', 'The same request is still being processed'),
      );
    await sleep(POLL_MS);
  }
}

/** Stores a successful answer under the claimed key, or releases the key after a failure. */
async function storeAnswer(
  db: Db,
  queue: JobQueue,
  c: Claim,
  reply: FastifyReply,
  payload: unknown,
): Promise<void> {
  const where = sql`firm_id = ${c.firmId} and user_id = ${c.userId} and key = ${c.key}`;
  const storable =
    payload === undefined ||
    payload === null ||
    typeof payload === 'string' ||
    Buffer.isBuffer(payload);
  const ok = reply.statusCode >= 200 && reply.statusCode < 300;
  if (!ok || !storable) {
    // A streamed answer cannot be replayed: the key is released like a failure's.
    await db.execute(sql`delete from idempotency_keys where ${where}`);
    return;
  }
  const type = reply.getHeader('content-type');
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update idempotency_keys
          set status_code = ${reply.statusCode},
              content_type = ${typeof type === 'string' ? type : null},
              body = ${payload === undefined || payload === null ? null : Buffer.from(payload as string | Buffer)}
          where ${where}`,
    );
    // One purge per hour of answers, after the last of that hour is a day old.
    await queue.send(
      tx,
      idempotencyPurgeJob,
      {},
      {
        singletonKey: idempotencyPurgeJob.name,
        singletonSeconds: 3600,
        startAfterSeconds: (KEEP_HOURS + 1) * 3600,
      },
    );
  });
}

/** Removes the answers older than a day (and claims left by a process that died). */
export async function purgeIdempotencyKeys(db: Db): Promise<number> {
  const gone = await queryRows(
    db,
    sql`delete from idempotency_keys
        where created_at < now() - make_interval(hours => ${KEEP_HOURS}) returning 1 as gone`,
  );
  return gone.length;
}

export const idempotencyPurgeJob = defineJob<Record<string, never>>({
  name: 'idempotency.purge',
  handler: async (ctx) => {
    await purgeIdempotencyKeys(ctx.db);
  },
});

/**
 * Makes every state-changing route idempotent for callers that send the header (app.ts). Both
 * hooks are synchronous for a request without the header: an async hook would cost every request
 * a promise and a microtask turn.
 */
export function registerIdempotency(app: FastifyInstance, db: Db, queue: JobQueue): void {
  app.addHook('preHandler', (req, reply, done) => {
    if (req.headers[IDEMPOTENCY_HEADER] === undefined) return done();
    // A repeat is answered here (reply sent, the handler never runs); a first request goes on.
    beforeHandler(db, req, reply).then((answered) => {
      if (!answered) done();
    }, done);
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    const c = req.idempotencyClaim;
    if (!c) return done(null, payload);
    req.idempotencyClaim = undefined;
    // The action has happened: a failure to store its answer must not turn it into an error. The
    // key then stays claimed without an answer, and a resend gets 409 IN_PROGRESS.
    storeAnswer(db, queue, c, reply, payload).then(
      () => done(null, payload),
      (error: unknown) => {
        req.log.error({ err: error }, 'storing the idempotent answer failed');
        done(null, payload);
      },
    );
  });
}

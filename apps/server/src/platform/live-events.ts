import { PassThrough } from 'node:stream';
import { EVENT_TOPICS, LIVE_EVENT, liveEventEndpoints, type TEventTopic } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import { SESSIONS_CHANNEL } from './auth/session-store.ts';
import type { AuthContext } from './context.ts';
import type { Database } from './db/database.ts';
import { AppError } from './errors.ts';
import { EVENTS_CHANNEL } from './events.ts';
import { addEndpoint } from './routes.ts';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/**
 * Streams one session may hold (one per browser tab). A browser opens at most 6 HTTP/1.1
 * connections to a host: more streams would leave no connection for the tabs' API calls.
 */
export const MAX_STREAMS_PER_SESSION = 4;
/** How long a browser waits before reconnecting a dropped stream (the SSE `retry` field). */
const RETRY_MS = 2_000;
/** A stream whose client reads nothing is ended once this much waits unsent. */
const MAX_BUFFERED_BYTES = 64 * 1024;

interface LiveStream {
  firmId: number;
  sessionId: string;
  userId: number;
  out: PassThrough;
}

const topics: ReadonlySet<string> = new Set(EVENT_TOPICS);

/** The change notice `publishChange` sent, or null when the payload is not one. */
function parseNotice(payload: string): { firmId: number; topic: TEventTopic } | null {
  try {
    const notice = JSON.parse(payload) as { firmId?: unknown; topic?: unknown };
    if (!Number.isInteger(notice.firmId) || typeof notice.topic !== 'string') return null;
    if (!topics.has(notice.topic)) return null;
    return { firmId: notice.firmId as number, topic: notice.topic as TEventTopic };
  } catch {
    return null;
  }
}

/**
 * The server's one live-update mechanism: one LISTEN per process on the events channel, fanned out
 * to the open streams of the notice's firm only. NOTIFY is transactional, so a notice leaves only
 * when its change committed, and a rolled-back change sends nothing. A session that ends or
 * changes firm (the sessions channel) has its streams closed; the browser reconnects as what it
 * now is, or gets 401.
 */
export class LiveEvents {
  private readonly byFirm = new Map<number, Set<LiveStream>>();
  private heartbeat: NodeJS.Timeout | undefined;
  private isClosing = false;
  private readonly database: Database;
  private readonly heartbeatMs: number;

  constructor(database: Database, heartbeatMs = HEARTBEAT_MS) {
    this.database = database;
    this.heartbeatMs = heartbeatMs;
  }

  async start(): Promise<void> {
    await this.database.listen(EVENTS_CHANNEL, (payload) => this.fanOut(payload));
    await this.database.listen(SESSIONS_CHANNEL, (payload) => this.endSessions(payload));
    this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  /** How many streams are open (of one firm, or all). */
  openCount(firmId?: number): number {
    if (firmId !== undefined) return this.byFirm.get(firmId)?.size ?? 0;
    let total = 0;
    for (const set of this.byFirm.values()) total += set.size;
    return total;
  }

  /** A new stream for the caller, its `ready` event written; refused while draining or over the cap. */
  open(auth: AuthContext): PassThrough {
    if (this.isClosing) throw new AppError('UNAVAILABLE', 'The server is shutting down');
    const firmStreams = this.byFirm.get(auth.firmId) ?? new Set<LiveStream>();
    let ofSession = 0;
    for (const s of firmStreams) if (s.sessionId === auth.sessionId) ofSession += 1;
    if (ofSession >= MAX_STREAMS_PER_SESSION)
      throw new AppError(
        'RATE_LIMITED',
        `At most ${MAX_STREAMS_PER_SESSION} event streams per session`,
        { headers: { 'retry-after': '30' } },
      );
    const stream: LiveStream = {
      firmId: auth.firmId,
      sessionId: auth.sessionId,
      userId: auth.userId,
      out: new PassThrough(),
    };
    firmStreams.add(stream);
    this.byFirm.set(auth.firmId, firmStreams);
    stream.out.once('close', () => this.forget(stream));
    stream.out.write(`retry: ${RETRY_MS}\nevent: ${LIVE_EVENT.READY}\ndata: {}\n\n`);
    return stream.out;
  }

  /** Ends every stream and takes no new ones (the drain on SIGTERM, and closing the app). */
  closeAll(): void {
    this.isClosing = true;
    clearInterval(this.heartbeat);
    for (const set of this.byFirm.values()) for (const s of set) s.out.end();
  }

  private forget(stream: LiveStream): void {
    const set = this.byFirm.get(stream.firmId);
    set?.delete(stream);
    if (set?.size === 0) this.byFirm.delete(stream.firmId);
  }

  private write(stream: LiveStream, text: string): void {
    if (stream.out.writableLength > MAX_BUFFERED_BYTES) stream.out.destroy();
    else stream.out.write(text);
  }

  private fanOut(payload: string): void {
    const notice = parseNotice(payload);
    if (!notice) return;
    const event = `event: ${LIVE_EVENT.CHANGE}\ndata: ${JSON.stringify({ topic: notice.topic })}\n\n`;
    for (const s of this.byFirm.get(notice.firmId) ?? []) this.write(s, event);
  }

  private endSessions(payload: string): void {
    const [kind, id] = payload.split(':');
    for (const set of this.byFirm.values())
      for (const s of set)
        if (kind === 'user' ? String(s.userId) === id : s.sessionId === id) s.out.end();
  }

  private beat(): void {
    for (const set of this.byFirm.values()) for (const s of set) this.write(s, ': ping\n\n');
  }
}

/** `GET {rest}/events`: the caller's firm's change notices as server-sent events. */
export function registerLiveEventRoutes(
  app: FastifyInstance,
  database: Database,
  live: LiveEvents,
): void {
  addEndpoint(
    app,
    database,
    liveEventEndpoints.stream,
    'session',
    async ({ query, reply }, ctx) => {
      const out = live.open(ctx.auth);
      // app.inject and other callers that cannot read a stream ask for the ready event only.
      if (query.once) out.end();
      reply.raw.once('close', () => out.destroy());
      reply
        .type('text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        // A stream's connection is never reused: when it ends (drain, logout) the socket closes
        // too, so closing the server never waits on a kept-alive stream connection.
        .header('connection', 'close');
      // Fastify pipes a returned stream as it is (no serialisation), after the onSend hooks.
      return out as unknown as string;
    },
  );
}

import type { TRole } from '@kontor/contract';
import { and, eq, sql } from 'drizzle-orm';
import { rememberMeTokens, sessions, userFirms, users } from '../../db/schema.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/database.ts';
import { hashToken, newToken } from './tokens.ts';

export interface SessionRow {
  id: string;
  userId: number;
  username: string;
  roles: TRole[];
  firmId: number;
  rememberMeSelector: string | null;
  expiresAt: Date;
  lastSeenAt: Date;
}

export interface NewSession {
  row: SessionRow;
  /** The JSESSIONID cookie value (only its hash is stored). */
  cookieToken: string;
  /** The bearer token for API clients (only its hash is stored). */
  accessToken: string;
}

/** Every change that ends or alters a session: `session:<id>` or `user:<id>` (live-events.ts listens too). */
export const SESSIONS_CHANNEL = 'kontor_sessions';
const CHANNEL = SESSIONS_CHANNEL;
const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 10_000;
/** last_seen_at is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 60_000;

interface CacheEntry {
  row: SessionRow;
  loadedAt: number;
}

/**
 * Sessions live in the database so any number of server processes share them. Each process keeps
 * a short-lived cache of the sessions it has seen; every change that ends or alters a session is
 * announced with NOTIFY inside its transaction, and every process drops the cached copy at commit.
 */
export class SessionStore {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly database: Database;
  private readonly config: Config;

  constructor(database: Database, config: Config) {
    this.database = database;
    this.config = config;
  }

  async start(): Promise<void> {
    await this.database.listen(CHANNEL, (payload) => this.evict(payload));
  }

  async create(
    tx: Db,
    input: {
      userId: number;
      firmId: number;
      rememberMeSelector: string | null;
      ip: string;
      userAgent: string;
    },
  ): Promise<NewSession> {
    const cookieToken = newToken(16);
    const accessToken = newToken(32);
    const now = new Date();
    await tx.insert(sessions).values({
      id: hashToken(cookieToken),
      accessTokenHash: hashToken(accessToken),
      userId: input.userId,
      firmId: input.firmId,
      rememberMeSelector: input.rememberMeSelector,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.config.sessionAbsoluteMs),
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 500),
    });
    const row = await this.load(tx, 'cookie', hashToken(cookieToken));
    if (!row) throw new Error('A session just created could not be read back');
    return { row, cookieToken, accessToken };
  }

  /**
   * The session of a token when the cache alone can answer: loaded within the cache's lifetime, not
   * idle, not past its absolute lifetime, and no last_seen_at write due. Otherwise undefined, and
   * `resolve` decides with the database. Synchronous: most requests' session check awaits nothing.
   */
  cached(kind: 'cookie' | 'bearer', token: string): SessionRow | undefined {
    const entry = this.cache.get(`${kind}:${hashToken(token)}`);
    if (!entry) return undefined;
    const now = Date.now();
    const unseenMs = now - entry.row.lastSeenAt.getTime();
    const answers =
      now - entry.loadedAt <= CACHE_TTL_MS &&
      unseenMs <= TOUCH_EVERY_MS &&
      unseenMs <= this.config.sessionIdleMs &&
      now <= entry.row.expiresAt.getTime();
    return answers ? entry.row : undefined;
  }

  /** The live session of a presented cookie or bearer token, or null (unknown, expired, idle). */
  async resolve(kind: 'cookie' | 'bearer', token: string): Promise<SessionRow | null> {
    const tokenHash = hashToken(token);
    const key = `${kind}:${tokenHash}`;
    const now = Date.now();
    const cached = this.cache.get(key);
    let fresh = !cached || now - cached.loadedAt > CACHE_TTL_MS;
    let row = fresh ? await this.load(this.database.db, kind, tokenHash) : cached!.row;
    if (row && now - row.lastSeenAt.getTime() > this.config.sessionIdleMs && !fresh) {
      // Another process may have seen the user more recently: ask the database before ending it.
      fresh = true;
      row = await this.load(this.database.db, kind, tokenHash);
    }
    if (!row) {
      this.cache.delete(key);
      return null;
    }
    const idle = now - row.lastSeenAt.getTime() > this.config.sessionIdleMs;
    if (idle || now > row.expiresAt.getTime()) {
      await this.end(this.database.db, row.id);
      this.cache.delete(key);
      return null;
    }
    if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      row = { ...row, lastSeenAt: new Date(now) };
      await this.database.db
        .update(sessions)
        .set({ lastSeenAt: row.lastSeenAt })
        .where(eq(sessions.id, row.id));
    }
    if (fresh || row !== cached?.row) this.remember(key, row, fresh ? now : cached!.loadedAt);
    return row;
  }

  /** Ends a session (logout, idle, expiry); every process forgets it at commit. */
  async end(tx: Db, sessionId: string): Promise<void> {
    await tx.delete(sessions).where(eq(sessions.id, sessionId));
    await this.announce(tx, `session:${sessionId}`);
  }

  /**
   * Ends a session and revokes the remember-me token that opened it (logout, an admin ending it, a
   * new login in the same browser), so the browser is not silently logged back in.
   */
  async revoke(tx: Db, sessionId: string): Promise<void> {
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.id, sessionId))
      .returning({ selector: sessions.rememberMeSelector });
    const selector = ended[0]?.selector;
    if (selector) await tx.delete(rememberMeTokens).where(eq(rememberMeTokens.selector, selector));
    await this.announce(tx, `session:${sessionId}`);
  }

  async endAllOfUser(tx: Db, userId: number): Promise<void> {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await this.announce(tx, `user:${userId}`);
  }

  async changeFirm(tx: Db, sessionId: string, firmId: number): Promise<void> {
    await tx.update(sessions).set({ firmId }).where(eq(sessions.id, sessionId));
    await this.announce(tx, `session:${sessionId}`);
  }

  /** Issues a remember-me token for a user; answers the cookie value `selector.validator`. */
  async issueRememberMe(tx: Db, userId: number): Promise<{ selector: string; cookie: string }> {
    const selector = newToken(12);
    const validator = newToken(32);
    await tx.insert(rememberMeTokens).values({
      selector,
      userId,
      validatorHash: hashToken(validator),
      expiresAt: new Date(Date.now() + REMEMBER_ME_MAX_AGE_MS),
    });
    return { selector, cookie: `${selector}.${validator}` };
  }

  private async announce(tx: Db, payload: string): Promise<void> {
    this.evict(payload);
    await tx.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
  }

  private evict(payload: string): void {
    const [kind, id] = payload.split(':');
    for (const [key, entry] of this.cache) {
      const hit = kind === 'user' ? String(entry.row.userId) === id : entry.row.id === id;
      if (hit) this.cache.delete(key);
    }
  }

  private remember(key: string, row: SessionRow, loadedAt: number): void {
    this.cache.delete(key);
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, { row, loadedAt });
  }

  /** Reads a session with its user; a deactivated user or a lost firm membership ends it. */
  private async load(
    db: Db,
    kind: 'cookie' | 'bearer',
    tokenHash: string,
  ): Promise<SessionRow | null> {
    const [row] = await db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        username: users.username,
        roles: users.roles,
        firmId: sessions.firmId,
        rememberMeSelector: sessions.rememberMeSelector,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.isActive, true)))
      .innerJoin(
        userFirms,
        and(eq(userFirms.userId, sessions.userId), eq(userFirms.firmId, sessions.firmId)),
      )
      .where(
        kind === 'cookie' ? eq(sessions.id, tokenHash) : eq(sessions.accessTokenHash, tokenHash),
      );
    return row ? { ...row, roles: row.roles as TRole[] } : null;
  }
}

export const REMEMBER_ME_MAX_AGE_MS = 31_536_000_000;

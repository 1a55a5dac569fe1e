import type { TLoginBody } from '@kontor/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getDummyHash, verifyPassword } from '../../platform/auth/passwords.ts';
import type { NewSession, SessionRow, SessionStore } from '../../platform/auth/session-store.ts';
import { equalHashes, hashToken, newToken, parseRememberMe } from '../../platform/auth/tokens.ts';
import { normalizeUsername } from '../../platform/auth/username.ts';
import type { AuthContext } from '../../platform/context.ts';
import { writeAudit } from '../../platform/context.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import {
  clearRememberMeCookie,
  clearSessionCookies,
  REMEMBER_ME_COOKIE,
  SESSION_COOKIE,
  setSessionCookies,
} from './auth.cookies.ts';
import * as repo from './auth.repository.ts';
import { admitLogin, forgiveAttempt, throttleKeys } from './login-throttle.ts';

/** A rotated remember-me token still opens a session this long: parallel requests of one browser. */
const ROTATION_GRACE_MS = 10_000;
const INVALID_CREDENTIALS = 'Invalid username or password';

interface RequestMeta {
  ip: string;
  userAgent: string;
  requestId: string;
}

function metaOf(req: FastifyRequest): RequestMeta {
  return { ip: req.ip, userAgent: req.headers['user-agent'] ?? '', requestId: req.id };
}

function toAuth(row: SessionRow, via: AuthContext['via']): AuthContext {
  return {
    sessionId: row.id,
    userId: row.userId,
    username: row.username,
    firmId: row.firmId,
    roles: row.roles,
    via,
  };
}

export class AuthService {
  private readonly db: Db;
  private readonly sessions: SessionStore;

  constructor(database: Database, sessions: SessionStore) {
    this.db = database.db;
    this.sessions = sessions;
  }

  /**
   * Password login (README.md): throttled per account and address unless the browser holds a valid
   * remember-me token of the same account; ends the browser's previous session and remember-me.
   */
  async login(
    body: TLoginBody,
    req: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ session: NewSession; rememberSelector: string }> {
    const meta = metaOf(req);
    const username = normalizeUsername(body.username);
    const keys = throttleKeys(username, meta.ip);
    const user = await repo.findActiveUser(this.db, username);
    const presented = await this.validRememberMe(req);
    const isRemembered = user !== null && presented?.userId === user.id;
    if (!isRemembered) await admitLogin(this.db, keys);
    const passwordOk = await verifyPassword(
      user?.passwordHash ?? (await getDummyHash()),
      body.password,
    );
    const firmId =
      user && passwordOk ? await repo.findLoginFirm(this.db, user.id, user.defaultFirmId) : null;
    if (!user || firmId === null) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    if (!isRemembered) await forgiveAttempt(this.db, keys);
    return this.db.transaction(async (tx) => {
      if (req.auth?.via === 'cookie') await this.sessions.revoke(tx, req.auth.sessionId);
      if (presented) await repo.deleteRememberMe(tx, presented.selector);
      const remember = body.rememberMe ? await this.sessions.issueRememberMe(tx, user.id) : null;
      const session = await this.sessions.create(tx, {
        userId: user.id,
        firmId,
        rememberMeSelector: remember?.selector ?? null,
        ...meta,
      });
      await writeAudit(
        tx,
        { userId: user.id, firmId, requestId: meta.requestId },
        {
          entity: 'user',
          entityId: user.id,
          action: 'login',
          after: { rememberMe: remember !== null, ip: meta.ip },
        },
      );
      setSessionCookies(
        req,
        reply,
        session.cookieToken,
        remember?.cookie ?? null,
        remember !== null,
      );
      if (!remember && req.cookies[REMEMBER_ME_COOKIE]) clearRememberMeCookie(reply);
      return { session, rememberSelector: remember?.selector ?? '' };
    });
  }

  /** The browser's remember-me token when it is current and unexpired (read only, not rotated). */
  private async validRememberMe(req: FastifyRequest) {
    const presented = parseRememberMe(req.cookies[REMEMBER_ME_COOKIE]);
    const token = presented && (await repo.findRememberMe(this.db, presented.selector));
    const isValid =
      token &&
      token.expiresAt.getTime() > Date.now() &&
      equalHashes(hashToken(presented.validator), token.validatorHash);
    return isValid ? token : null;
  }

  /** Ends the caller's session and remember-me token, whatever is left of them. Never fails. */
  async logout(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const auth = req.auth;
    const remembered = parseRememberMe(req.cookies[REMEMBER_ME_COOKIE]);
    await this.db.transaction(async (tx) => {
      if (remembered) await repo.deleteRememberMe(tx, remembered.selector);
      if (!auth) return;
      await this.sessions.revoke(tx, auth.sessionId);
      await writeAudit(
        tx,
        { userId: auth.userId, firmId: auth.firmId, requestId: req.id },
        { entity: 'user', entityId: auth.userId, action: 'logout' },
      );
    });
    clearSessionCookies(reply, true);
  }

  /**
   * The session check as an onRequest hook: answered synchronously from the session cache when it
   * can (most requests; no promise, no database), otherwise by `authenticate`.
   */
  readonly onRequest = (
    req: FastifyRequest,
    reply: FastifyReply,
    done: (error?: Error) => void,
  ): void => {
    if (this.authenticateFromCache(req)) done();
    else this.authenticate(req, reply).then(() => done(), done);
  };

  private authenticateFromCache(req: FastifyRequest): boolean {
    if (!req.routeOptions.config.access) {
      req.auth = null;
      return true;
    }
    const bearer = bearerToken(req);
    const via = bearer ? 'bearer' : 'cookie';
    const token = bearer ?? req.cookies[SESSION_COOKIE];
    const row = token ? this.sessions.cached(via, token) : undefined;
    if (!row) return false;
    req.auth = toAuth(row, via);
    return true;
  }

  /**
   * Resolves the caller of every request into `req.auth`: bearer token, else session cookie, else
   * (on routes that need a login) a remember-me cookie, which opens a new session.
   */
  async authenticate(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    req.auth = null;
    const access = req.routeOptions.config.access;
    if (!access) return;
    const bearer = bearerToken(req);
    if (bearer) {
      const row = await this.sessions.resolve('bearer', bearer);
      req.auth = row && toAuth(row, 'bearer');
      return;
    }
    const cookie = req.cookies[SESSION_COOKIE];
    let row = cookie ? await this.sessions.resolve('cookie', cookie) : null;
    if (!row && 'permission' in access && req.cookies[REMEMBER_ME_COOKIE]) {
      row = await this.restoreFromRememberMe(req, reply);
    } else if (!row && cookie) {
      clearSessionCookies(reply, false);
    }
    req.auth = row && toAuth(row, 'cookie');
  }

  /**
   * Remember-me: a valid token opens a session and is rotated. A token whose validator was already
   * rotated away is a stolen copy being replayed (unless within the grace of a parallel request):
   * then every remember-me token and session of that user is revoked.
   */
  private async restoreFromRememberMe(
    req: FastifyRequest,
    reply: FastifyReply,
  ): Promise<SessionRow | null> {
    const presented = parseRememberMe(req.cookies[REMEMBER_ME_COOKIE]);
    const token = presented && (await repo.findRememberMe(this.db, presented.selector));
    const user =
      token && token.expiresAt.getTime() > Date.now()
        ? await repo.findActiveUserById(this.db, token.userId)
        : null;
    const firmId = user && (await repo.findLoginFirm(this.db, user.id, user.defaultFirmId));
    if (!presented || !token || !user || !firmId) {
      if (token) await repo.deleteRememberMe(this.db, token.selector);
      clearSessionCookies(reply, true);
      return null;
    }
    const presentedHash = hashToken(presented.validator);
    const meta = metaOf(req);
    const who = { userId: user.id, firmId, requestId: meta.requestId };
    const isCurrent = equalHashes(presentedHash, token.validatorHash);
    const isGraceReplay =
      token.previousValidatorHash !== null &&
      equalHashes(presentedHash, token.previousValidatorHash) &&
      Date.now() - (token.rotatedAt?.getTime() ?? 0) < ROTATION_GRACE_MS;
    if (!isCurrent && !isGraceReplay) {
      await this.db.transaction(async (tx) => {
        await repo.deleteAllRememberMe(tx, user.id);
        await this.sessions.endAllOfUser(tx, user.id);
        await writeAudit(tx, who, {
          entity: 'user',
          entityId: user.id,
          action: 'remember-me.replay-revoked',
        });
      });
      req.log.warn(
        { userId: user.id },
        'replayed remember-me token: all tokens and sessions of the user revoked',
      );
      clearSessionCookies(reply, true);
      return null;
    }
    const validator = isCurrent ? newToken(32) : null;
    const session = await this.db.transaction(async (tx) => {
      if (
        validator &&
        !(await repo.rotateRememberMe(
          tx,
          token.selector,
          token.validatorHash,
          hashToken(validator),
        ))
      ) {
        throw new AppError('CONFLICT', 'The remember-me token changed meanwhile');
      }
      const created = await this.sessions.create(tx, {
        userId: user.id,
        firmId,
        rememberMeSelector: token.selector,
        ...meta,
      });
      await writeAudit(tx, who, { entity: 'user', entityId: user.id, action: 'login.remember-me' });
      return created;
    });
    setSessionCookies(
      req,
      reply,
      session.cookieToken,
      validator && `${token.selector}.${validator}`,
      true,
    );
    return session.row;
  }
}

/** The token of an `Authorization: Bearer …` header, if the request has one. */
function bearerToken(req: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
}

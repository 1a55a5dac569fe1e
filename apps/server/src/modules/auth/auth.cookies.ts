import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LOGGED_IN_COOKIE,
  REMEMBER_ME_COOKIE,
  SESSION_COOKIE,
} from '../../platform/auth/cookie-names.ts';
import { REMEMBER_ME_MAX_AGE_MS } from '../../platform/auth/session-store.ts';

export { LOGGED_IN_COOKIE, REMEMBER_ME_COOKIE, SESSION_COOKIE };

const REMEMBER_ME_MAX_AGE_S = REMEMBER_ME_MAX_AGE_MS / 1000;

export function setSessionCookies(
  req: FastifyRequest,
  reply: FastifyReply,
  sessionToken: string,
  rememberMe: string | null,
  keepLoggedIn: boolean,
): void {
  const secure = req.protocol === 'https';
  reply.setCookie(SESSION_COOKIE, sessionToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
  if (rememberMe !== null) {
    reply.setCookie(REMEMBER_ME_COOKIE, rememberMe, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      maxAge: REMEMBER_ME_MAX_AGE_S,
    });
  }
  reply.setCookie(LOGGED_IN_COOKIE, '1', {
    path: '/',
    sameSite: 'lax',
    secure,
    ...(keepLoggedIn && { maxAge: REMEMBER_ME_MAX_AGE_S }),
  });
}

export function clearSessionCookies(reply: FastifyReply, withRememberMe: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(LOGGED_IN_COOKIE, { path: '/' });
  if (withRememberMe) clearRememberMeCookie(reply);
}

export function clearRememberMeCookie(reply: FastifyReply): void {
  reply.clearCookie(REMEMBER_ME_COOKIE, { path: '/', secure: true });
}

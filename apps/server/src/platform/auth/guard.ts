import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { hasPermission } from '../permissions.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hasBody(req: FastifyRequest): boolean {
  const length = Number(req.headers['content-length'] ?? 0);
  return length > 0 || req.headers['transfer-encoding'] !== undefined;
}

function isJson(contentType: string | undefined): boolean {
  return /^application\/([a-z.+-]*\+)?json\s*(;|$)/i.test(contentType ?? '');
}

function isMultipart(contentType: string | undefined): boolean {
  return /^multipart\/form-data\s*;/i.test(contentType ?? '');
}

/**
 * CSRF defence for state-changing requests that a browser could send with our cookies: they must
 * come from our own origin (Origin, or Sec-Fetch-Site where there is no Origin) and, with a body,
 * carry JSON, which a cross-site form cannot send. Runs before the body is read, so a rejected
 * request never reaches a handler. Bearer-token calls carry no ambient credentials and pass.
 */
export function checkSameOrigin(trustedOrigins: readonly string[]) {
  // A synchronous hook: this runs on every request and awaits nothing.
  return (req: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    if (SAFE_METHODS.has(req.method) || /^Bearer\s/i.test(req.headers.authorization ?? '')) {
      done();
      return;
    }
    const hasCookies = (req.headers.cookie ?? '') !== '';
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    const own = `${req.protocol}://${req.host}`;
    let allowed: boolean;
    if (origin !== undefined) allowed = origin === own || trustedOrigins.includes(origin);
    else if (site !== undefined) allowed = site === 'same-origin' || site === 'none';
    else allowed = !hasCookies; // not a browser: nothing ambient to abuse
    // A route that takes uploads opts in to multipart bodies; they still need our origin above.
    const contentType = req.headers['content-type'];
    const isUpload = req.routeOptions.config.acceptsMultipart === true && isMultipart(contentType);
    if (allowed && hasCookies && hasBody(req) && !isJson(contentType) && !isUpload) allowed = false;
    done(
      allowed
        ? undefined
        : new AppError(
            'CSRF_REJECTED',
            'State-changing requests must come from the application itself',
          ),
    );
  };
}

/** Refuses callers without a session (401) or without the route's permission (403). */
export function checkAccess(
  req: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
) {
  const access = req.routeOptions.config.access;
  if (!access || 'public' in access) done();
  else if (!req.auth) done(new AppError('UNAUTHENTICATED', 'Login required'));
  else if (!hasPermission(req.auth.roles, access.permission)) {
    done(new AppError('FORBIDDEN', `Permission ${access.permission} required`));
  } else done();
}

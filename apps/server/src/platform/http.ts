import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { LEGACY_NO_NAVBAR_FLAG } from '@kontor/contract';
import { isMobileUserAgent } from '@kontor/contract/device';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGGED_IN_COOKIE } from './auth/cookie-names.ts';
import type { Database } from './db/database.ts';
import { problem, sendProblem } from './errors.ts';

const HEALTH_TIMEOUT_MS = 2000;
/** The built SPA's folder of pages for a browser with the login cookie. */
const LOGGED_IN_PAGES = 'logged-in';

/**
 * Liveness (the process answers) and readiness (not draining, and the database answers), outside
 * the context path. A load balancer stops sending once readiness answers 503.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  database: Database,
  drain: { readonly isDraining: boolean },
): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    if (drain.isDraining)
      return sendProblem(reply, problem(503, 'UNAVAILABLE', 'The server is shutting down'));
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS).unref(),
        ),
      ]);
      return { status: 'ok' };
    } catch {
      return sendProblem(reply, problem(503, 'UNAVAILABLE', 'The database does not answer'));
    }
  });
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html for every other page path so
 * the client router can take over. API paths and the context path answer problem+json 404s.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  contextPath: string,
  /** The HTML 404 page a browser gets for a classic path that is no page. */
  renderClassicNotFound?: (req: FastifyRequest) => string,
): Promise<void> {
  const hasIndex = existsSync(join(webDist, 'index.html'));
  // The build's pages for a logged-in start (`logged-in/app.html` for `/app`: index.html with the
  // first screen's chunks linked in its head, apps/web/first-screen-chunks.ts).
  const loggedInDir = join(webDist, LOGGED_IN_PAGES);
  const loggedInPages = new Set(
    existsSync(loggedInDir)
      ? readdirSync(loggedInDir).map((file) => `/${file.replace(/\.html$/, '')}`)
      : [],
  );
  if (hasIndex) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz next to every asset; browsers get the smallest they accept.
      preCompressed: true,
      // Source maps are never served, should a build leave them in the directory.
      allowedPath: (path) => !path.endsWith('.map'),
      setHeaders(res, path) {
        const immutable = path.includes(`${join(webDist, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const [path = '/', query = ''] = req.url.split('?');
    const inContext = path === contextPath || path.startsWith(`${contextPath}/`);
    // An old bookmark under the context path opened in the browser gets the SPA, which redirects
    // into the new path; API calls, files, and classic pages asked for inside the frame get a 404.
    const isOldPageLink =
      inContext &&
      !path.startsWith(`${contextPath}/rest/`) &&
      (req.headers.accept ?? '').includes('text/html') &&
      !new URLSearchParams(query).has(LEGACY_NO_NAVBAR_FLAG);
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      (!inContext || isOldPageLink) &&
      !/\.[a-z0-9]+$/i.test(path);
    if (hasIndex && isPage) {
      // A mobile browser shows other pages (000 §1): it gets none of the desktop start's preloads.
      const page =
        loggedInPages.has(path) &&
        req.cookies?.[LOGGED_IN_COOKIE] &&
        !isMobileUserAgent(req.headers['user-agent'] ?? '')
          ? `${LOGGED_IN_PAGES}${path}.html`
          : 'index.html';
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie, user-agent')
        .type('text/html')
        .sendFile(page);
    }
    const isClassicPage =
      inContext &&
      !path.startsWith(`${contextPath}/rest/`) &&
      (req.headers.accept ?? '').includes('text/html');
    if (isClassicPage && renderClassicNotFound) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderClassicNotFound(req));
    }
    return sendProblem(reply, problem(404, 'NOT_FOUND', `No route for ${req.method} ${path}`));
  });
}

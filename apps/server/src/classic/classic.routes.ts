import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSafeRedirectTarget, LEGACY_NO_NAVBAR_FLAG } from '@kontor/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Dictionary } from '../modules/dictionary/dictionary.service.ts';
import type { SessionStore } from '../platform/auth/session-store.ts';
import type { AuthContext } from '../platform/context.ts';
import type { Database } from '../platform/db/database.ts';
import { AppError, handleError, problem, problemOf } from '../platform/errors.ts';
import { hasPermission, type Permission } from '../platform/permissions.ts';
import { listPartners, listProducts } from './classic.repository.ts';
import { html } from './html.ts';
import { type ClassicContext, HEADLESS_FLAG, renderError, renderPage } from './layout.ts';
import { lookUpOrder, renderCustomerPortal } from './pages/customer-portal.ts';
import {
  renderPartnerList,
  renderProductList,
  type TListQuery,
  ZListQuery,
} from './pages/lists.ts';
import {
  endSession,
  reloadDictionary,
  renderAuditLog,
  renderTools,
  ZAuditQuery,
} from './pages/tools.ts';

export interface ClassicDeps {
  contextPath: string;
  database: Database;
  sessions: SessionStore;
  dictionary: Dictionary;
}

/** The query parameter the SPA's login page follows after a successful login. */
const REDIRECT_TO_ON_LOGIN = 'redirectToOnLogin';
const ASSETS = join(import.meta.dirname, 'assets');
/** The pages' files by name; a Map, so no name (`constructor`, `__proto__`) finds anything else. */
const ASSET_TYPES = new Map([
  ['classic.js', 'text/javascript; charset=utf-8'],
  ['classic.css', 'text/css; charset=utf-8'],
]);
/** The ajax servlet's actions and the permission each needs. */
type AjaxList = (
  ...args: Parameters<typeof listProducts>
) => Promise<{ items: { id: number; code: string; name: string }[] }>;
const AJAX_ACTIONS = new Map<string, { permission: Permission; list: AjaxList }>([
  ['productSearch', { permission: 'products.read', list: listProducts }],
  ['partnerSearch', { permission: 'partners.read', list: listPartners }],
]);
const ZAjaxQuery = z.object({
  action: z.string().max(50).default(''),
  term: z.string().trim().max(200).default(''),
});
const AJAX_LIMIT = 10;

/**
 * The SPA path of a classic page's URL: the context path and the frame's flag dropped, so a login
 * from here returns to the same page in the SPA (which frames it again).
 */
export function spaPathOf(url: string, contextPath: string): string {
  const [path = '/', query = ''] = url.split('?');
  const search = new URLSearchParams(query);
  search.delete(LEGACY_NO_NAVBAR_FLAG);
  const rest = path.startsWith(`${contextPath}/`) ? path.slice(contextPath.length) : '/app';
  const kept = search.toString();
  return `${rest}${kept ? `?${kept}` : ''}`;
}

/** Only in-app paths are followed after login (contract isSafeRedirectTarget); else Index. */
function safeTarget(target: string | undefined): string {
  return isSafeRedirectTarget(target) ? target : '/app';
}

function translator(dictionary: Dictionary) {
  return (key: string, values: Record<string, string | number> = {}) =>
    dictionary
      .translate('HU', key)
      .replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A browser asks for a page (or, posting JSON from classic.js, for a fragment), not for JSON. */
function wantsHtml(req: FastifyRequest): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}

function isJsonPost(req: FastifyRequest): boolean {
  return req.method !== 'GET' && (req.headers['content-type'] ?? '').startsWith('application/json');
}

function sendPage(reply: FastifyReply, page: string, status = 200) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}

function callerOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw new AppError('UNAUTHENTICATED', 'Login required');
  return req.auth;
}

/**
 * The classic server-rendered pages under `{contextPath}/app|appf|app2/…` and the older servlets
 * (login, ajax JSON). They share the REST API's session (same cookie, same access rules): each
 * route declares its permission; a browser asking for a page without a session is sent to the
 * login servlet, which sends it on to the SPA's login with the way back. The image loader
 * servlet (`{contextPath}/ImageLoader`) belongs to the products module.
 */
export async function registerClassicPages(
  app: FastifyInstance,
  deps: ClassicDeps,
): Promise<{ renderNotFound(req: FastifyRequest): string }> {
  const { contextPath, database, sessions, dictionary } = deps;
  const db = database.db;
  const t = translator(dictionary);
  const assets = new Map(
    [...ASSET_TYPES].map(([name, type]) => [
      name,
      { type, content: readFileSync(join(ASSETS, name)) },
    ]),
  );
  const contextOf = (req: FastifyRequest): ClassicContext => {
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    return {
      contextPath,
      query,
      isFramed: query.has(LEGACY_NO_NAVBAR_FLAG),
      isHeadless: query.has(HEADLESS_FLAG),
      userName: req.auth?.username ?? null,
      t,
    };
  };
  const access = (permission: Permission) => ({ config: { access: { permission } } });
  const open = { config: { access: { public: true as const } } };

  await app.register(async (scope) => {
    // Browsers get pages: a login redirect for a page that needs a session, an HTML error page
    // (a fragment for classic.js's JSON posts) for anything else; other callers get problem+json.
    scope.setErrorHandler((error: FastifyError, req, reply) => {
      if (!wantsHtml(req)) return handleError(error, req, reply);
      if (req.method === 'GET' && error instanceof AppError && error.code === 'UNAUTHENTICATED') {
        const target = spaPathOf(req.url, contextPath);
        return reply.redirect(
          `${contextPath}/LoginServlet?${new URLSearchParams({ [REDIRECT_TO_ON_LOGIN]: target })}`,
        );
      }
      if (error instanceof AppError) reply.headers(error.headers);
      const details = problemOf(error, req);
      const ctx = contextOf(req);
      const { title, body } = renderError(ctx, details);
      const page = isJsonPost(req) ? body.text : renderPage(ctx, { title, body });
      return sendPage(reply, page, details.status);
    });

    scope.get<{ Params: { file: string } }>(
      `${contextPath}/classic-assets/:file`,
      open,
      async (req, reply) => {
        const asset = assets.get(req.params.file);
        if (!asset) throw new AppError('NOT_FOUND', 'No such file');
        return reply.header('cache-control', 'no-cache').type(asset.type).send(asset.content);
      },
    );

    const lists = [
      ['ProductList', 'products.read', renderProductList],
      ['PartnerList', 'partners.read', renderPartnerList],
    ] as const;
    for (const [page, permission, render] of lists) {
      scope.get(
        `${contextPath}/app/${page}`,
        { ...access(permission), schema: { querystring: ZListQuery } },
        async (req, reply) => {
          const query = req.query as TListQuery;
          return sendPage(reply, await render(db, callerOf(req).firmId, contextOf(req), query));
        },
      );
    }
    scope.get(`${contextPath}/app/Tools`, access('admin.tools'), async (req, reply) =>
      sendPage(reply, await renderTools(db, callerOf(req), contextOf(req))),
    );
    scope.post(
      `${contextPath}/app/Tools/sessions/end`,
      {
        ...access('admin.tools'),
        schema: { body: z.object({ sessionId: z.string().regex(/^[0-9a-f]{64}$/) }) },
      },
      async (req, reply) => {
        const { sessionId } = req.body as { sessionId: string };
        await endSession(db, sessions, callerOf(req), req.id, sessionId);
        return reply.code(204).send();
      },
    );
    scope.post(
      `${contextPath}/app/Tools/dictionary/reload`,
      access('admin.tools'),
      async (req, reply) => {
        await reloadDictionary(db, callerOf(req), req.id);
        return sendPage(reply, html`${t('CLASSIC.DICTIONARY_RELOADED')}`.text);
      },
    );
    scope.get(
      `${contextPath}/app2/AuditLog`,
      { ...access('admin.tools'), schema: { querystring: ZAuditQuery } },
      async (req, reply) =>
        sendPage(
          reply,
          await renderAuditLog(
            db,
            callerOf(req),
            contextOf(req),
            req.query as z.output<typeof ZAuditQuery>,
          ),
        ),
    );

    scope.get(`${contextPath}/appf/customer-portal`, open, async (req, reply) =>
      sendPage(reply, renderCustomerPortal(contextOf(req))),
    );
    scope.post(
      `${contextPath}/appf/customer-portal/lookup`,
      {
        ...open,
        schema: {
          body: z.object({
            orderNumber: z.string().trim().min(1).max(40),
            accessCode: z.string().trim().min(1).max(40),
          }),
        },
      },
      async (req, reply) => {
        const body = req.body as { orderNumber: string; accessCode: string };
        const answer = await lookUpOrder(db, contextOf(req), { ...body, ip: req.ip });
        return sendPage(reply, answer.fragment.text, answer.status);
      },
    );

    // The older login servlet: the SPA's login page, with the way back (000 §2 route tree).
    scope.get<{ Querystring: Record<string, string | undefined> }>(
      `${contextPath}/LoginServlet`,
      open,
      async (req, reply) => {
        const target = safeTarget(req.query[REDIRECT_TO_ON_LOGIN]);
        return reply.redirect(`/login?${new URLSearchParams({ [REDIRECT_TO_ON_LOGIN]: target })}`);
      },
    );

    // The older ajax JSON servlet: small lookups for the classic pages' search boxes.
    scope.get(
      `${contextPath}/AjaxJsonResponse`,
      { ...access('session'), schema: { querystring: ZAjaxQuery } },
      async (req) => {
        const auth = callerOf(req);
        const { action, term } = req.query as z.output<typeof ZAjaxQuery>;
        const found = AJAX_ACTIONS.get(action);
        if (!found) throw new AppError('NOT_FOUND', `Unknown action ${action}`);
        if (!hasPermission(auth.roles, found.permission))
          throw new AppError('FORBIDDEN', `Permission ${found.permission} required`);
        const { items } = await found.list(db, auth.firmId, term, 0, AJAX_LIMIT);
        return { items: items.map(({ id, code, name }) => ({ id, code, name })) };
      },
    );
  });
  return {
    /** The 404 page of a classic path that is no page (the app's not-found handler shows it). */
    renderNotFound(req) {
      const ctx = contextOf(req);
      return renderPage(ctx, renderError(ctx, problem(404, 'NOT_FOUND')));
    },
  };
}

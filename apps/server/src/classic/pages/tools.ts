import { z } from 'zod';
import { Dictionary } from '../../modules/dictionary/dictionary.service.ts';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import { type AuthContext, writeAudit } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { findSessionOfFirm, listAudit, listSessions } from '../classic.repository.ts';
import { html } from '../html.ts';
import {
  type ClassicContext,
  classicHref,
  flagInputs,
  formatTime,
  pager,
  renderPage,
} from '../layout.ts';
import { reloginLink, ZPageNumber } from './lists.ts';

const AUDIT_PAGE_SIZE = 50;

/**
 * Tools (admin): the firm's live sessions with a button ending each, the dictionary reload, and a
 * link to the audit log viewer. The buttons POST JSON through classic.js (the CSRF rule).
 */
export async function renderTools(db: Db, auth: AuthContext, ctx: ClassicContext) {
  const sessions = await listSessions(db, auth.firmId);
  const rows = sessions.map(
    (s) => html`<tr>
  <td>${s.fullName} (${s.username})</td>
  <td>${formatTime(s.createdAt)}</td>
  <td>${formatTime(s.lastSeenAt)}</td>
  <td>${s.ip ?? ''}</td>
  <td>${
    s.id === auth.sessionId
      ? ctx.t('CLASSIC.CURRENT_SESSION')
      : html`<form method="post" data-json-post action="${ctx.contextPath}/app/Tools/sessions/end">
      <input type="hidden" name="sessionId" value="${s.id}">
      <button type="submit">${ctx.t('CLASSIC.END_SESSION')}</button></form>`
  }</td>
</tr>`,
  );
  return renderPage(ctx, {
    title: ctx.t('CLASSIC.TOOLS'),
    body: html`<h1>${ctx.t('CLASSIC.TOOLS')}</h1>
<section>
  <h2>${ctx.t('CLASSIC.SESSIONS')}</h2>
  <table class="classic-table" id="sessionList">
    <thead><tr><th>${ctx.t('CLASSIC.USER')}</th><th>${ctx.t('CLASSIC.LOGGED_IN_AT')}</th><th>${ctx.t('CLASSIC.LAST_SEEN_AT')}</th><th>${ctx.t('CLASSIC.IP')}</th><th></th></tr></thead>
    <tbody>${rows}</tbody>
  </table>
</section>
<section>
  <h2>${ctx.t('CLASSIC.DICTIONARY')}</h2>
  <form method="post" data-json-post data-target="#dictionaryResult" action="${ctx.contextPath}/app/Tools/dictionary/reload">
    <button type="submit">${ctx.t('CLASSIC.RELOAD_DICTIONARY')}</button>
  </form>
  <p id="dictionaryResult" role="status"></p>
</section>
<section>
  <h2>${ctx.t('CLASSIC.AUDIT_LOG')}</h2>
  <p><a id="auditLogLink" href="${classicHref(ctx, '/app2/AuditLog')}">${ctx.t('CLASSIC.OPEN_AUDIT_LOG')}</a></p>
  <p><a href="/app/DeveloperTools">${ctx.t('CLASSIC.DEVELOPER_TOOLS')}</a></p>
</section>
${reloginLink(ctx)}`,
  });
}

/** Ends a session of the caller's firm (never another firm's), audited. */
export async function endSession(
  db: Db,
  sessions: SessionStore,
  auth: AuthContext,
  requestId: string,
  sessionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findSessionOfFirm(tx, auth.firmId, sessionId);
    if (!found) throw new AppError('NOT_FOUND', 'No such session in the firm');
    await sessions.revoke(tx, sessionId);
    await writeAudit(
      tx,
      { userId: auth.userId, firmId: auth.firmId, requestId },
      { entity: 'session', entityId: found.userId, action: 'session.ended-by-admin' },
    );
  });
}

/**
 * Re-reads the dictionary files of the repository into the database, so clients fetch the
 * changed entries at their next dictionary query (the running server's own texts stay as started).
 */
export async function reloadDictionary(db: Db, auth: AuthContext, requestId: string) {
  const dictionary = Dictionary.fromFiles();
  await dictionary.sync(db);
  await writeAudit(
    db,
    { userId: auth.userId, firmId: auth.firmId, requestId },
    { entity: 'dictionary', entityId: null, action: 'dictionary.reloaded' },
  );
}

/** The dictionary key of an audited entity or action code ('update-vignette' → AUDIT.ACTION.UPDATE_VIGNETTE). */
export function auditKey(kind: 'ENTITY' | 'ACTION', code: string): string {
  return `AUDIT.${kind}.${code.toUpperCase().replace(/[.-]/g, '_')}`;
}

/** The Hungarian name of an audited entity or action; the code itself when it has none yet. */
function auditName(ctx: ClassicContext, kind: 'ENTITY' | 'ACTION', code: string): string {
  const key = auditKey(kind, code);
  const name = ctx.t(key);
  return name === key ? code : name;
}

/** `?entity=…&page=…` of the audit log: the kind of record (at most 100 characters), page number. */
export const ZAuditQuery = z.object({
  entity: z.string().trim().max(100).default(''),
  page: ZPageNumber,
});

/** AuditLog (app2): the firm's data changes, newest first, narrowed by entity, paged. */
export async function renderAuditLog(
  db: Db,
  auth: AuthContext,
  ctx: ClassicContext,
  { entity, page }: z.output<typeof ZAuditQuery>,
) {
  const path = '/app2/AuditLog';
  const result = await listAudit(db, auth.firmId, entity, page * AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE);
  const rows = result.items.map(
    (a) => html`<tr>
  <td>${formatTime(a.at)}</td><td>${a.username ?? ''}</td><td>${auditName(ctx, 'ENTITY', a.entity)}</td>
  <td>${a.entityId ?? ''}</td><td>${auditName(ctx, 'ACTION', a.action)}</td><td><code>${a.requestId ?? ''}</code></td>
</tr>`,
  );
  return renderPage(ctx, {
    title: ctx.t('CLASSIC.AUDIT_LOG'),
    body: html`<h1>${ctx.t('CLASSIC.AUDIT_LOG')}</h1>
<form class="classic-search" method="get" action="${ctx.contextPath}${path}">
  <input name="entity" value="${entity}" maxlength="100" aria-label="${ctx.t('CLASSIC.ENTITY')}" placeholder="${ctx.t('CLASSIC.ENTITY')}">
  ${flagInputs(ctx)}
  <button type="submit">${ctx.t('CLASSIC.SEARCH')}</button>
</form>
<table class="classic-table" id="auditLog">
  <thead><tr><th>${ctx.t('CLASSIC.TIME')}</th><th>${ctx.t('CLASSIC.USER')}</th><th>${ctx.t('CLASSIC.ENTITY')}</th><th>${ctx.t('CLASSIC.ENTITY_ID')}</th><th>${ctx.t('CLASSIC.ACTION')}</th><th>${ctx.t('CLASSIC.REQUEST_ID')}</th></tr></thead>
  <tbody>${rows.length ? rows : html`<tr><td colspan="6">${ctx.t('CLASSIC.NO_RESULTS')}</td></tr>`}</tbody>
</table>
${pager(ctx, path, { entity }, { number: page, size: AUDIT_PAGE_SIZE, total: result.total })}`,
  });
}

import { LEGACY_NO_NAVBAR_FLAG, type TProblem } from '@kontor/contract';
import { type Html, html } from './html.ts';

/** The query flag that leaves out the older application's own navbar on a page shown alone (000 §1). */
export const HEADLESS_FLAG = 'headless';

/** What every classic page knows about its request. */
export interface ClassicContext {
  contextPath: string;
  query: URLSearchParams;
  /** Shown inside the SPA's frame (the no-navbar flag): links keep the flag, so the frame keeps it. */
  isFramed: boolean;
  isHeadless: boolean;
  /** The caller's name, or null on public pages and for anonymous callers. */
  userName: string | null;
  t(key: string, values?: Record<string, string | number>): string;
}

/**
 * A link to a classic page: `{contextPath}{path}?{params}`, carrying the no-navbar and headless
 * flags of the current request, so navigating inside the frame (or a headless window) stays there.
 */
export function classicHref(
  ctx: ClassicContext,
  path: string,
  params: Record<string, string | number | undefined> = {},
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  if (ctx.isFramed) search.set(LEGACY_NO_NAVBAR_FLAG, '1');
  if (ctx.isHeadless) search.set(HEADLESS_FLAG, '1');
  const query = search.toString();
  return `${ctx.contextPath}${path}${query ? `?${query}` : ''}`;
}

/** The hidden inputs a GET form needs so its result page keeps the frame's flags. */
export function flagInputs(ctx: ClassicContext): Html {
  return html`${ctx.isFramed ? html`<input type="hidden" name="${LEGACY_NO_NAVBAR_FLAG}" value="1">` : ''}${
    ctx.isHeadless ? html`<input type="hidden" name="${HEADLESS_FLAG}" value="1">` : ''
  }`;
}

export interface PageOptions {
  title: string;
  body: Html;
  /** The page shows its own loading indicator, so the frame's loading overlay is turned off. */
  hasOwnLoadingOverlay?: boolean;
  /** A public page (customer portal): the top bar shows the brand only, no staff links. */
  isPublic?: boolean;
}

/**
 * The page frame of every classic page: the older application's navigation (`bodyTopBarWrap`,
 * left out when headless; the SPA's frame removes it and puts the new navbar in its place), the
 * content, and the script that speaks the frame protocol (classic.js; the CSP allows no inline script).
 */
export function renderPage(ctx: ClassicContext, options: PageOptions): string {
  const nav = (path: string, key: string) =>
    html`<a href="${classicHref(ctx, path)}">${ctx.t(key)}</a>`;
  const topBar = ctx.isHeadless
    ? ''
    : options.isPublic
      ? html`<div id="bodyTopBarWrap"><nav class="classic-topbar"><span class="classic-brand">Kontor</span></nav></div>`
      : html`<div id="bodyTopBarWrap"><nav class="classic-topbar">
  <a class="classic-brand" href="/app">Kontor</a>
  ${nav('/app/ProductList', 'CLASSIC.PRODUCT_LIST')}
  ${nav('/app/PartnerList', 'CLASSIC.PARTNER_LIST')}
  ${nav('/app/Tools', 'CLASSIC.TOOLS')}
  <span class="classic-user">${ctx.userName ?? ''}</span>
</nav></div>`;
  return html`<!doctype html>
<html lang="hu">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title}</title>
<link rel="stylesheet" href="${ctx.contextPath}/classic-assets/classic.css">
<script src="${ctx.contextPath}/classic-assets/classic.js" defer></script>
</head>
<body data-context-path="${ctx.contextPath}"${options.hasOwnLoadingOverlay ? html` data-own-loading-overlay` : ''}>
${topBar}
<main id="classicContent">
${options.body}
</main>
</body>
</html>
`.text;
}

/** A pager under a list: previous/next links and the shown range ('26–50 / 120'). */
export function pager(
  ctx: ClassicContext,
  path: string,
  params: Record<string, string | number | undefined>,
  page: { number: number; size: number; total: number },
): Html {
  const from = page.total === 0 ? 0 : page.number * page.size + 1;
  const to = Math.min(page.total, (page.number + 1) * page.size);
  const hasNext = to < page.total;
  return html`<nav class="classic-pager" aria-label="${ctx.t('CLASSIC.PAGER')}">
  ${
    page.number > 0
      ? html`<a rel="prev" href="${classicHref(ctx, path, { ...params, page: page.number - 1 })}">${ctx.t('CLASSIC.PREVIOUS')}</a>`
      : ''
  }
  <span class="classic-range">${from}–${to} / ${page.total}</span>
  ${
    hasNext
      ? html`<a rel="next" href="${classicHref(ctx, path, { ...params, page: page.number + 1 })}">${ctx.t('CLASSIC.NEXT')}</a>`
      : ''
  }
</nav>`;
}

/** Text for a timestamp in the hu-HU form the SPA uses. */
export function formatTime(value: Date | string): string {
  return new Intl.DateTimeFormat('hu-HU', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'Europe/Budapest',
  }).format(new Date(value));
}

/** The dictionary keys of an error's title and text, by status. */
function errorKeys(status: number): [string, string] {
  if (status >= 500) return ['CLASSIC.ERROR_SERVER', 'CLASSIC.ERROR_SERVER_TEXT'];
  if (status === 401) return ['CLASSIC.ERROR_LOGIN', 'CLASSIC.ERROR_LOGIN_TEXT'];
  if (status === 403) return ['CLASSIC.FORBIDDEN', 'CLASSIC.FORBIDDEN_TEXT'];
  if (status === 404) return ['CLASSIC.ERROR_NOT_FOUND', 'CLASSIC.ERROR_NOT_FOUND_TEXT'];
  return ['CLASSIC.ERROR_BAD_REQUEST', 'CLASSIC.ERROR_BAD_REQUEST_TEXT'];
}

/** An error for a browser: its title, its text and the fields the request got wrong. */
export function renderError(ctx: ClassicContext, problem: TProblem): { title: string; body: Html } {
  const [title, text] = errorKeys(problem.status).map((key) => ctx.t(key)) as [string, string];
  const fields = (problem.errors ?? []).map((e) => e.path).filter(Boolean);
  return {
    title,
    body: html`<section class="classic-error" id="classicError" data-status="${problem.status}">
  <h1>${title}</h1>
  <p>${text}</p>
  ${fields.length ? html`<p id="classicErrorFields">${ctx.t('CLASSIC.ERROR_FIELDS', { fields: fields.join(', ') })}</p>` : ''}
</section>`,
  };
}

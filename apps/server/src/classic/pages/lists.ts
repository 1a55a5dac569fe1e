import { INT_MAX } from '@kontor/contract';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { listPartners, listProducts } from '../classic.repository.ts';
import { html } from '../html.ts';
import { type ClassicContext, classicHref, flagInputs, pager, renderPage } from '../layout.ts';

export const LIST_PAGE_SIZE = 25;

/** The page number of a paged classic page (`?page=`, from 0). */
export const ZPageNumber = z.int().min(0).max(INT_MAX).default(0);
/** `?q=…&page=…` of a list page: the search term (trimmed, at most 200 characters) and page number. */
export const ZListQuery = z.object({
  q: z.string().trim().max(200).default(''),
  page: ZPageNumber,
});
export type TListQuery = z.output<typeof ZListQuery>;

function searchForm(ctx: ClassicContext, path: string, term: string, suggest: string) {
  return html`<form class="classic-search" method="get" action="${ctx.contextPath}${path}" role="search">
  <input type="search" name="q" value="${term}" maxlength="200" list="suggestions" autocomplete="off"
    data-suggest="${suggest}" aria-label="${ctx.t('CLASSIC.SEARCH')}" placeholder="${ctx.t('CLASSIC.SEARCH')}">
  <datalist id="suggestions"></datalist>
  ${flagInputs(ctx)}
  <button type="submit">${ctx.t('CLASSIC.SEARCH')}</button>
</form>`;
}

/** ProductList: the firm's products, searchable by code and name, each linking to the SPA's form. */
export async function renderProductList(
  db: Db,
  firmId: number,
  ctx: ClassicContext,
  { q: term, page }: TListQuery,
) {
  const path = '/app/ProductList';
  const result = await listProducts(db, firmId, term, page * LIST_PAGE_SIZE, LIST_PAGE_SIZE);
  const rows = result.items.map(
    (p) => html`<tr>
  <td>${p.hasImage ? html`<img class="classic-thumb" alt="" loading="lazy" src="${ctx.contextPath}/ImageLoader?productId=${p.id}">` : ''}</td>
  <td>${p.code}</td>
  <td><a href="/app/ProductForm?id=${p.id}">${p.name}</a></td>
  <td>${p.isActive ? ctx.t('CLASSIC.YES') : ctx.t('CLASSIC.NO')}</td>
</tr>`,
  );
  return renderPage(ctx, {
    title: ctx.t('CLASSIC.PRODUCT_LIST'),
    body: html`<h1>${ctx.t('CLASSIC.PRODUCT_LIST')}</h1>
${searchForm(ctx, path, term, 'productSearch')}
<table class="classic-table" id="productList">
  <thead><tr><th></th><th>${ctx.t('CLASSIC.CODE')}</th><th>${ctx.t('CLASSIC.NAME')}</th><th>${ctx.t('CLASSIC.ACTIVE')}</th></tr></thead>
  <tbody>${rows.length ? rows : html`<tr><td colspan="4">${ctx.t('CLASSIC.NO_RESULTS')}</td></tr>`}</tbody>
</table>
${pager(ctx, path, { q: term }, { number: page, size: LIST_PAGE_SIZE, total: result.total })}
${reloginLink(ctx)}`,
  });
}

/** PartnerList: the firm's partners, searchable by code, name and tax number, linking to the SPA's form. */
export async function renderPartnerList(
  db: Db,
  firmId: number,
  ctx: ClassicContext,
  { q: term, page }: TListQuery,
) {
  const path = '/app/PartnerList';
  const result = await listPartners(db, firmId, term, page * LIST_PAGE_SIZE, LIST_PAGE_SIZE);
  const rows = result.items.map(
    (p) => html`<tr>
  <td>${p.code}</td>
  <td><a href="/app/PartnerForm?id=${p.id}">${p.name}</a></td>
  <td>${p.taxNumber ?? ''}</td>
  <td>${p.roles.map((r) => ctx.t(`CLASSIC.ROLE_${r}`)).join(', ')}</td>
  <td>${p.isActive ? ctx.t('CLASSIC.YES') : ctx.t('CLASSIC.NO')}</td>
</tr>`,
  );
  return renderPage(ctx, {
    title: ctx.t('CLASSIC.PARTNER_LIST'),
    body: html`<h1>${ctx.t('CLASSIC.PARTNER_LIST')}</h1>
${searchForm(ctx, path, term, 'partnerSearch')}
<table class="classic-table" id="partnerList">
  <thead><tr><th>${ctx.t('CLASSIC.CODE')}</th><th>${ctx.t('CLASSIC.NAME')}</th><th>${ctx.t('CLASSIC.TAX_NUMBER')}</th><th>${ctx.t('CLASSIC.ROLES')}</th><th>${ctx.t('CLASSIC.ACTIVE')}</th></tr></thead>
  <tbody>${rows.length ? rows : html`<tr><td colspan="5">${ctx.t('CLASSIC.NO_RESULTS')}</td></tr>`}</tbody>
</table>
${pager(ctx, path, { q: term }, { number: page, size: LIST_PAGE_SIZE, total: result.total })}
${reloginLink(ctx)}`,
  });
}

/** Every staff page ends with the older application's re-login link (the login servlet). */
export function reloginLink(ctx: ClassicContext) {
  return html`<p class="classic-footer"><a id="classicRelogin" href="${classicHref(ctx, '/LoginServlet')}">${ctx.t('CLASSIC.RELOGIN')}</a></p>`;
}

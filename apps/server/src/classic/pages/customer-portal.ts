import { createHash, timingSafeEqual } from 'node:crypto';
import {
  admitAttempt,
  forgiveAttempt,
  type ThrottleKey,
} from '../../modules/auth/login-throttle.ts';
import type { Db } from '../../platform/db/database.ts';
import { findCustomerOrders } from '../classic.repository.ts';
import { type Html, html } from '../html.ts';
import { type ClassicContext, formatTime, renderPage } from '../layout.ts';

/** Wrong codes are throttled per order number and per address by the login throttle's rule. */
export const PORTAL_THROTTLE = { perOrder: 5, perIp: 20 } as const;

export function hashAccessCode(code: string): string {
  return createHash('sha256').update(code.trim().toUpperCase()).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The portal page: order number and access code; the answer appears below the form. */
export function renderCustomerPortal(ctx: ClassicContext): string {
  return renderPage(ctx, {
    title: ctx.t('CLASSIC.PORTAL_TITLE'),
    isPublic: true,
    body: html`<h1>${ctx.t('CLASSIC.PORTAL_TITLE')}</h1>
<p>${ctx.t('CLASSIC.PORTAL_INTRO')}</p>
<form class="classic-form" id="portalForm" method="post" data-json-post data-target="#portalResult" action="${ctx.contextPath}/appf/customer-portal/lookup">
  <label>${ctx.t('CLASSIC.ORDER_NUMBER')} <input name="orderNumber" required maxlength="40" autocomplete="off"></label>
  <label>${ctx.t('CLASSIC.ACCESS_CODE')} <input name="accessCode" required maxlength="40" autocomplete="off"></label>
  <button type="submit">${ctx.t('CLASSIC.PORTAL_SHOW')}</button>
</form>
<div id="portalResult" role="status"></div>`,
  });
}

export interface PortalAnswer {
  status: 200 | 404 | 429;
  fragment: Html;
}

/**
 * Looks an order up by number and access code. Whatever is wrong (unknown number or wrong code)
 * gets the same answer, so the portal does not tell which order numbers exist; every attempt
 * is charged to the number and the address before the code is checked (atomically, so parallel
 * guesses all count), and while a key is closed even a right code is refused.
 */
export async function lookUpOrder(
  db: Db,
  ctx: ClassicContext,
  input: { orderNumber: string; accessCode: string; ip: string },
): Promise<PortalAnswer> {
  const orderNumber = input.orderNumber.trim().toUpperCase();
  const keys: ThrottleKey[] = [
    { key: `portal-order:${orderNumber}`, limit: PORTAL_THROTTLE.perOrder },
    { key: `portal-ip:${input.ip}`, limit: PORTAL_THROTTLE.perIp },
  ];
  if ((await admitAttempt(db, keys)) !== null) {
    return {
      status: 429,
      fragment: html`<p class="classic-error" id="portalError">${ctx.t('CLASSIC.PORTAL_THROTTLED')}</p>`,
    };
  }
  // Each firm numbers its own orders, so a number may exist in several firms: the code decides.
  const codeHash = hashAccessCode(input.accessCode);
  const order = (await findCustomerOrders(db, orderNumber)).find((o) =>
    sameHash(o.accessCodeHash, codeHash),
  );
  if (!order) {
    return {
      status: 404,
      fragment: html`<p class="classic-error" id="portalError">${ctx.t('CLASSIC.PORTAL_NOT_FOUND')}</p>`,
    };
  }
  await forgiveAttempt(db, keys);
  const items = order.items.map(
    (i) =>
      html`<tr><td>${i.code}</td><td>${i.name}</td><td class="classic-number">${i.quantity}</td><td>${i.unit}</td></tr>`,
  );
  return {
    status: 200,
    fragment: html`<section id="portalOrder">
  <h2>${ctx.t('CLASSIC.ORDER_NUMBER')}: ${order.orderNumber}</h2>
  <p>${order.customerName}</p>
  <p><strong id="portalStatus">${ctx.t(`CLASSIC.ORDER_STATUS_${order.status}`)}</strong> · ${formatTime(order.statusChangedAt)}</p>
  <table class="classic-table">
    <thead><tr><th>${ctx.t('CLASSIC.CODE')}</th><th>${ctx.t('CLASSIC.NAME')}</th><th>${ctx.t('CLASSIC.QUANTITY')}</th><th>${ctx.t('CLASSIC.UNIT')}</th></tr></thead>
    <tbody>${items}</tbody>
  </table>
</section>`,
  };
}

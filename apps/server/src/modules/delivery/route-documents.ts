import type { Ctx } from '../../platform/context.ts';
import { renderDocument } from '../documents/render.ts';
import { getRoute } from './routes.service.ts';

/**
 * GET /delivery/routes/{id}/documents: the route's papers through the one renderer (kind
 * ROUTE_SHEET; `kind` narrows it to the sheet or the delivery notes). The driver gets their own.
 */
export async function routeDocuments(
  ctx: Ctx,
  routeId: number,
  kind: 'ALL' | 'ROUTE_SHEET' | 'DELIVERY_NOTES',
) {
  await getRoute(ctx, routeId);
  return renderDocument(ctx.db, ctx.auth.firmId, { kind: 'ROUTE_SHEET', id: routeId }, 'hu', {
    routePart: kind,
  });
}

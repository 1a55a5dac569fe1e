/**
 * GLS labels (README 'GLS'). Three steps, so that MyGLS is never called inside a transaction and
 * no parcel is ever registered twice:
 * 1. under the orders' locks, each new order gets a PENDING shipment (committed); an order whose
 *    PENDING call is still young is refused (409: another print is running), a printed one is
 *    reprinted from Kontor's stored copy;
 * 2. MyGLS is called inline with a timeout (the user waits for the PDF anyway); a PENDING call
 *    older than two timeouts lost its answer: GetParcelList finds what it registered first;
 * 3. the parcel numbers and the label PDF are stored (PRINTED). A refusal removes the PENDING
 *    shipments (nothing was registered); no answer leaves them for step 2's recovery.
 */
import type { TCourierParcel, TGlsPrintLabelsBody } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { todayInHungary } from '../../../platform/business-day.ts';
import type { Config } from '../../../platform/config.ts';
import { type Ctx, runAction } from '../../../platform/context.ts';
import { queryRows } from '../../../platform/db/database.ts';
import { AppError, fieldError } from '../../../platform/errors.ts';
import { readSetting } from '../../settings/settings.service.ts';
import { conflict } from '../delivery.errors.ts';
import { codAmountOf } from '../routes.view.ts';
import { readProof, storeBytes } from '../stops.service.ts';
import * as repo from './couriers.repository.ts';
import * as gls from './gls.adapter.ts';

/** Hungarian words for the MyGLS refusals we know; others keep MyGLS's own description. */
const GLS_ERRORS: Record<number, string> = {
  1: 'Hibás felhasználónév vagy jelszó a MyGLS-ben',
  2: 'Hiányzó vagy hibás ügyfélszám',
  14: 'Hibás irányítószám',
  15: 'Hiányzó címzett név vagy cím',
};
const hungarianOf = (e: { code: number; description: string }) =>
  `A GLS elutasította a címkét: ${GLS_ERRORS[e.code] ?? e.description} (${e.code})`;

async function accountOf(ctx: Ctx): Promise<gls.GlsAccount> {
  const read = <Id extends Parameters<typeof readSetting>[2]>(id: Id) =>
    readSetting(ctx.db, ctx.auth.firmId, id);
  const [clientNumber, username, password, url] = await Promise.all([
    read('delivery.glsClientNumber'),
    read('delivery.glsUsername'),
    read('delivery.glsPassword'),
    read('delivery.glsApiUrl'),
  ]);
  if (!clientNumber || !username || !password)
    throw conflict(
      'settings',
      'not_configured',
      'MyGLS is not set up in the param settings (Szállítás)',
    );
  return {
    url: String(url),
    username: String(username),
    password: String(password),
    clientNumber: Number(clientNumber),
  };
}

function parcelOf(o: repo.CourierOrderRow, pickupDate: string): gls.GlsParcel {
  const cod = codAmountOf({ ...o, order_id: o.id } as never);
  const street = gls.splitStreet(o.street ?? '');
  return {
    clientReference: o.number,
    count: o.parcel_count,
    codAmount: cod === null ? null : Number(cod),
    codReference: cod === null ? null : o.number,
    codCurrency: cod === null ? null : o.currency_code,
    content: o.number,
    pickupDate,
    delivery: {
      name: o.customer_name,
      ...street,
      city: o.city ?? '',
      zipCode: o.postal_code ?? '',
      countryIsoCode: o.country_code ?? 'HU',
      contactName: o.contact_name ?? o.customer_name,
      contactPhone: o.phone ?? '',
      contactEmail: o.email ?? '',
    },
    services: o.email ? [{ Code: 'FDS', FDSParameter: { Value: o.email } }] : [],
  };
}

type Plan =
  | { kind: 'reprint'; fileId: number }
  | { kind: 'register'; orders: repo.CourierOrderRow[]; recover: boolean };

/** Step 1: checks and claims the orders in one transaction. */
function claim(ctx: Ctx, body: TGlsPrintLabelsBody, staleSeconds: number): Promise<Plan> {
  return runAction<Plan>(ctx, async (tx) => {
    const orders = await repo.lockCourierOrders(tx, ctx.auth.firmId, body.orderIds);
    if (orders.length !== body.orderIds.length) throw fieldError('orderIds', 'No such order');
    for (const o of orders) {
      if (o.method_kind !== 'COURIER' || o.courier !== 'GLS')
        throw fieldError('orderIds', `${o.number} is not delivered by GLS`);
      if (o.parcel_count === 0) throw fieldError('orderIds', `${o.number} has no parcels yet`);
      if (o.state === 'DRAFT' || o.state === 'CANCELLED')
        throw new AppError('INVALID_STATE', `${o.number} is ${o.state}`);
    }
    const shipments = await repo.findShipments(tx, body.orderIds, staleSeconds);
    const busy = shipments.filter((s) => s.state === 'PENDING' && !s.is_stale);
    if (busy.length > 0)
      throw conflict(
        'orderIds',
        'in_progress',
        'The labels are being printed right now; try again shortly',
      );
    const printed = shipments.filter((s) => s.state === 'PRINTED');
    const audit = {
      entity: 'courier_shipment',
      entityId: body.orderIds.join(','),
      action: 'print_labels',
    };
    if (printed.length > 0) {
      const files = new Set(printed.map((s) => s.label_file_id));
      if (printed.length !== orders.length || files.size !== 1)
        throw conflict(
          'orderIds',
          'separately',
          'Print new labels and reprint earlier ones separately',
        );
      return {
        result: { kind: 'reprint', fileId: printed[0]!.label_file_id! },
        audit: { ...audit, action: 'reprint_labels' },
      };
    }
    const stale = shipments.filter((s) => s.state === 'PENDING');
    if (stale.length > 0 && orders.length > 1)
      throw conflict(
        'orderIds',
        'separately',
        'An earlier print of these orders got no answer; print them one by one',
      );
    for (const o of orders) {
      if (stale.length > 0) await repo.touchPending(tx, o.id);
      else
        await repo.insertPending(tx, ctx.auth.firmId, {
          orderId: o.id,
          reference: o.number,
          count: o.parcel_count,
          format: body.format ?? 'A4_2x2',
        });
    }
    return { result: { kind: 'register', orders, recover: stale.length > 0 }, audit };
  });
}

/** Step 2: MyGLS. A stale claim first looks for what its lost call registered. */
async function register(
  account: gls.GlsAccount,
  plan: Extract<Plan, { kind: 'register' }>,
  body: TGlsPrintLabelsBody,
  timeoutMs: number,
): Promise<gls.GlsLabels> {
  const format = body.format ?? 'A4_2x2';
  const pickupDate = body.pickupDate ?? todayInHungary();
  if (plan.recover) {
    const order = plan.orders[0]!;
    const from = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const found = await gls.findParcels(account, order.number, from, todayInHungary(), timeoutMs);
    if (found.length > 0) {
      const pdf = await gls.printedLabels(
        account,
        found.map((p) => p.parcelId),
        format,
        timeoutMs,
      );
      return { pdf, parcels: found.map((p) => ({ ...p, clientReference: order.number })) };
    }
  }
  return gls.printLabels(
    account,
    plan.orders.map((o) => parcelOf(o, pickupDate)),
    format,
    timeoutMs,
  );
}

export async function printGlsLabels(
  ctx: Ctx,
  config: Pick<Config, 'courierTimeoutMs'>,
  body: TGlsPrintLabelsBody,
): Promise<Buffer> {
  const timeoutMs = config.courierTimeoutMs;
  const account = await accountOf(ctx);
  const plan = await claim(ctx, body, Math.ceil((2 * timeoutMs) / 1000));
  if (plan.kind === 'reprint') return readProof(ctx.db, plan.fileId);
  let labels: gls.GlsLabels;
  try {
    labels = await register(account, plan, body, timeoutMs);
  } catch (error) {
    if (error instanceof gls.GlsRefused) {
      await ctx.db.transaction((tx) => repo.deletePending(tx, body.orderIds));
      throw new AppError('VALIDATION_FAILED', 'MyGLS refused the labels', {
        errors: error.errors.map((e) => ({
          path: 'orderIds',
          message: hungarianOf(e),
          code: `gls_${e.code}`,
        })),
      });
    }
    if (error instanceof gls.GlsUnreachable) {
      ctx.log.warn({ err: error }, 'MyGLS did not answer');
      throw new AppError(
        'UNAVAILABLE',
        'MyGLS did not answer; print again in a minute (no parcel is made twice)',
      );
    }
    throw error;
  }
  return runAction(ctx, async (tx) => {
    const fileId = await storeBytes(tx, ctx.auth.firmId, labels.pdf);
    for (const o of plan.orders) {
      const mine = labels.parcels.filter((p) => p.clientReference === o.number);
      await repo.markPrinted(tx, o.id, {
        parcelIds: mine.map((p) => p.parcelId),
        parcelNumbers: mine.map((p) => p.parcelNumber),
        fileId,
      });
    }
    return {
      result: labels.pdf,
      audit: {
        entity: 'courier_shipment',
        entityId: body.orderIds.join(','),
        action: 'register_labels',
        after: labels.parcels,
      },
    };
  });
}

/** The order's GLS parcel numbers, paired with its parcels in their order (one per counted box). */
export async function listCourierParcels(ctx: Ctx, orderId: number): Promise<TCourierParcel[]> {
  const [shipment] = await repo.listShipments(ctx.db, ctx.auth.firmId, orderId);
  if (!shipment) return [];
  const boxes = await queryRows<{ id: number; count: number }>(
    ctx.db,
    sql`select id, count from order_parcels where customer_order_id = ${orderId} order by position`,
  );
  const parcelIds = boxes.flatMap((b) => Array.from({ length: b.count }, () => b.id));
  return shipment.parcel_numbers.map((parcelNumber, i) => ({
    orderParcelId: parcelIds[i] ?? parcelIds.at(-1) ?? 0,
    courier: 'GLS',
    parcelNumber,
    format: shipment.label_format,
    printedAt: shipment.printed_at ?? shipment.created_at,
  }));
}

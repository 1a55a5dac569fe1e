/**
 * The driver's actions at a stop (README 'Stops'): arrived, delivered with proof, failed. The
 * route must be DEPARTED and the caller its driver (or a planner); a stop of another route is
 * 409. The phone sends each once with an Idempotency-Key (platform/idempotency.ts).
 */
import type { TDeliveredBody, TFailedBody, TRoute } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { publishChange } from '../../platform/events.ts';
import { createStoredFile, FilePieces, writePieces } from '../../platform/file-store.ts';
import { invalidState, notFound } from './delivery.errors.ts';
import * as repo from './routes.repository.ts';
import { canPlan, lockDriven } from './routes.service.ts';
import { loadRoute } from './routes.view.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The image's type from its first bytes (what the phone sent must be what it says). */
function imageOf(base64: string, field: string, allowJpeg: boolean) {
  const bytes = Buffer.from(base64, 'base64');
  if (startsWith(bytes, PNG)) return { bytes, type: 'image/png' };
  if (allowJpeg && startsWith(bytes, JPEG)) return { bytes, type: 'image/jpeg' };
  throw fieldError(
    field,
    allowJpeg ? 'A JPEG or PNG image is expected' : 'A PNG image is expected',
  );
}

/** Keeps bytes in the file store (proof of delivery, courier labels). */
export async function storeBytes(tx: Db, firmId: number, bytes: Buffer): Promise<number> {
  const id = await createStoredFile(tx, firmId);
  await writePieces(
    tx,
    id,
    (async function* () {
      yield new Uint8Array(bytes);
    })(),
  );
  return id;
}

type StopAction = 'arrived' | 'delivered' | 'failed';
const FROM: Record<StopAction, readonly string[]> = {
  arrived: ['PENDING'],
  delivered: ['PENDING', 'ARRIVED'],
  failed: ['PENDING', 'ARRIVED'],
};

function actOnStop(
  ctx: Ctx,
  routeId: number,
  stopId: number,
  action: StopAction,
  change: (tx: Db) => Promise<ReturnType<typeof sql>>,
): Promise<TRoute> {
  return runAction(ctx, async (tx) => {
    const route = await lockDriven(tx, ctx, routeId);
    const stop = await repo.lockStop(tx, ctx.auth.firmId, stopId);
    if (!stop) throw notFound('stop');
    if (stop.route_id !== routeId) throw new AppError('CONFLICT', 'The stop is not on this route');
    if (route.state !== 'DEPARTED')
      throw invalidState(`The route is ${route.state}, not on the road`);
    if (!FROM[action].includes(stop.state)) throw invalidState(`The stop is already ${stop.state}`);
    const before = await loadRoute(tx, ctx.auth.firmId, routeId);
    await repo.updateStop(tx, stopId, await change(tx));
    await repo.bumpRouteVersion(tx, routeId);
    await publishChange(tx, ctx.auth.firmId, 'delivery');
    const after = await loadRoute(tx, ctx.auth.firmId, routeId);
    const entry = (r: TRoute) => r.stops.find((s) => s.id === stopId);
    return {
      result: after,
      audit: {
        entity: 'delivery_stop',
        entityId: stopId,
        action,
        before: entry(before),
        after: entry(after),
      },
    };
  });
}

export function markArrived(ctx: Ctx, routeId: number, stopId: number) {
  return actOnStop(
    ctx,
    routeId,
    stopId,
    'arrived',
    async () => sql`state = 'ARRIVED', arrived_at = now()`,
  );
}

export function markDelivered(ctx: Ctx, routeId: number, stopId: number, body: TDeliveredBody) {
  const signature = imageOf(body.signaturePng, 'signaturePng', false);
  const photo = body.photo ? imageOf(body.photo, 'photo', true) : null;
  return actOnStop(ctx, routeId, stopId, 'delivered', async (tx) => {
    const signatureId = await storeBytes(tx, ctx.auth.firmId, signature.bytes);
    const photoId = photo ? await storeBytes(tx, ctx.auth.firmId, photo.bytes) : null;
    return sql`state = 'DELIVERED', completed_at = now(), arrived_at = coalesce(arrived_at, now()),
      recipient_name = ${body.recipientName.trim()}, signature_file_id = ${signatureId},
      photo_file_id = ${photoId}, photo_type = ${photo?.type ?? null}`;
  });
}

export function markFailed(ctx: Ctx, routeId: number, stopId: number, body: TFailedBody) {
  return actOnStop(
    ctx,
    routeId,
    stopId,
    'failed',
    async () => sql`state = 'FAILED', completed_at = now(),
      arrived_at = coalesce(arrived_at, now()), failure_reason = ${body.reason},
      failure_note = ${body.note ?? ''}`,
  );
}

/** The bytes of a stored proof file (signature or photo). */
export async function readProof(db: Db, fileId: number): Promise<Buffer> {
  const pieces = new FilePieces(db, fileId);
  return Buffer.from(await pieces.read(0, await pieces.size()));
}

export async function stopPhoto(ctx: Ctx, routeId: number, stopId: number) {
  const route = await loadRoute(ctx.db, ctx.auth.firmId, routeId);
  if (!canPlan(ctx) && route.driverUserId !== ctx.auth.userId) throw notFound('route');
  const [stop] = (await repo.listStops(ctx.db, ctx.auth.firmId, routeId)).filter(
    (s) => s.id === stopId,
  );
  if (!stop?.photo_file_id) throw notFound('photo');
  return {
    bytes: await readProof(ctx.db, stop.photo_file_id),
    type: stop.photo_type ?? 'image/jpeg',
  };
}

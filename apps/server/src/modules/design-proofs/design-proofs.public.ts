/**
 * The customer's side (README: the link): no login, the token is the only key. Whatever is wrong
 * with a link — unknown, another order's, another firm's, expired, answered or replaced — gets the
 * same answer, so nothing tells a guesser more than 'no'. Every call is charged to the order and
 * the caller's address before the token is checked (the login throttle's rule); a working link
 * gives the charge back.
 */
import { Readable } from 'node:stream';
import type { TPublicDesignProof } from '@kontor/contract';
import { writeAudit } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { publishChange } from '../../platform/events.ts';
import { FilePieces } from '../../platform/file-store.ts';
import { admitAttempt, forgiveAttempt, type ThrottleKey } from '../auth/login-throttle.ts';
import * as repo from './design-proofs.repository.ts';
import { hashToken, locationOf } from './design-proofs.service.ts';

/** Failed link checks allowed per order and per address before the throttle slows them down. */
export const PROOF_LINK_THROTTLE = { perOrder: 10, perIp: 30 } as const;

export interface LinkCall {
  orderId: number;
  token: string;
  ip: string;
}

const dead = () => new AppError('NOT_FOUND', 'This link does not work');

/** The live version the link names, or null; throttled (429) while the caller is shut out. */
async function resolveLink(database: Database, call: LinkCall): Promise<repo.TokenRow | null> {
  const keys: ThrottleKey[] = [
    { key: `proof-order:${call.orderId}`, limit: PROOF_LINK_THROTTLE.perOrder },
    { key: `proof-ip:${call.ip}`, limit: PROOF_LINK_THROTTLE.perIp },
  ];
  const wait = await admitAttempt(database.db, keys);
  if (wait !== null)
    throw new AppError('RATE_LIMITED', 'Too many attempts, try again later', {
      headers: { 'retry-after': String(Math.ceil(wait / 1000)) },
    });
  const row = await repo.findByTokenHash(database.db, hashToken(call.token));
  if (!row || row.order_id !== call.orderId || !row.is_live) return null;
  await forgiveAttempt(database.db, keys);
  return row;
}

export async function checkExpiration(database: Database, call: LinkCall) {
  const row = await resolveLink(database, call);
  return { isValid: row !== null, expiresAt: row ? new Date(row.expires_at).toISOString() : null };
}

export async function showProof(database: Database, call: LinkCall): Promise<TPublicDesignProof> {
  const row = await resolveLink(database, call);
  if (!row) throw dead();
  return {
    orderNumber: row.order_number,
    productName: row.product_name,
    proofNumber: row.number,
    contentType: row.content_type,
    location: locationOf(row),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

export async function proofFileOfLink(database: Database, call: LinkCall) {
  const row = await resolveLink(database, call);
  if (!row) throw dead();
  return {
    contentType: row.content_type,
    stream: Readable.from(new FilePieces(database.db, row.file_id).range(0)),
  };
}

/**
 * The customer's answer. The link is checked again under the proof's lock, so two answers sent
 * at once (two tabs, a double tap) record one: the second finds the version answered.
 */
export async function answerByLink(
  database: Database,
  call: LinkCall & { requestId: string },
  answer: { answer: 'ACCEPTED'; stampName: string } | { answer: 'REJECTED'; comment: string },
): Promise<void> {
  const row = await resolveLink(database, call);
  if (!row) throw dead();
  await database.db.transaction(async (tx) => {
    const proof = await repo.lockProof(tx, row.firm_id, row.proof_id);
    const again = await repo.findByTokenHash(tx, hashToken(call.token));
    if (!proof || !again?.is_live) throw dead();
    const values = {
      answer: answer.answer,
      stampName: answer.answer === 'ACCEPTED' ? answer.stampName : null,
      comment: answer.answer === 'REJECTED' ? answer.comment : null,
      onBehalfBy: null,
    };
    await repo.answerVersion(tx, row.version_id, values);
    await repo.setState(tx, row.proof_id, answer.answer);
    await publishChange(tx, row.firm_id, 'design');
    await writeAudit(
      tx,
      { userId: null, firmId: row.firm_id, requestId: call.requestId },
      {
        entity: 'design_proofs',
        entityId: row.proof_id,
        action: answer.answer === 'ACCEPTED' ? 'accept' : 'reject',
        before: { state: proof.state, number: row.number },
        after: values,
      },
    );
  });
}

/**
 * Design proofs (README): the board, uploads that send the customer a link, and the answers —
 * the customer's through the link, or the office's on their behalf. Every transition locks the
 * proof and checks its state in its transaction.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DESIGN_PROOF_LINK_DAYS,
  languageOfCountry,
  type TDesignLocation,
  type TDesignProofCard,
  type TDesignProofDetail,
  type TDesignProofSent,
  type TDesignProofState,
} from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { publishChange } from '../../platform/events.ts';
import { createStoredFile, FilePieces, writePieces } from '../../platform/file-store.ts';
import type { UploadedStream } from '../../platform/upload.ts';
import { queueTemplatedMessage } from '../emails/templated.service.ts';
import { contentTypeOf } from '../library/content-type.ts';
import * as repo from './design-proofs.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A proof is a picture or a PDF: what a phone shows without an app. */
const PROOF_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'];

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function locationOf(row: {
  x: string | null;
  y: string | null;
  size: string | null;
}): TDesignLocation | null {
  return row.x === null || row.y === null ? null : { x: row.x, y: row.y, size: row.size };
}

function cardOf(row: repo.CardRow): TDesignProofCard {
  const { x: _x, y: _y, size: _size, ...card } = row;
  return { ...card, expiresAt: iso(row.expiresAt), updatedAt: iso(row.updatedAt)! };
}

/** SHA-256 of a link token: only this is stored, like session ids. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function listBoard(ctx: Ctx): Promise<TDesignProofCard[]> {
  return (await repo.listCards(ctx.db, ctx.auth.firmId)).map(cardOf);
}

export async function listOrderProofs(ctx: Ctx, orderId: number): Promise<TDesignProofDetail[]> {
  const { firmId } = ctx.auth;
  if (!(await repo.hasOrder(ctx.db, firmId, orderId)))
    throw new AppError('NOT_FOUND', 'No such order');
  const cards = await repo.listCardsOfOrder(ctx.db, firmId, orderId);
  const versions = await repo.listVersions(
    ctx.db,
    firmId,
    cards.map((c) => c.id),
  );
  return cards.map((card) => ({
    ...cardOf(card),
    location: locationOf(card),
    versions: versions
      .filter((v) => v.proofId === card.id)
      .map(({ proofId: _p, ...v }) => ({
        ...v,
        uploadedAt: iso(v.uploadedAt)!,
        expiresAt: iso(v.expiresAt)!,
        answeredAt: iso(v.answeredAt),
      })),
  }));
}

async function lockInState(
  tx: Db,
  firmId: number,
  proofId: number,
  allowed: readonly TDesignProofState[],
  version?: number,
): Promise<repo.LockedProof> {
  const proof = await repo.lockProof(tx, firmId, proofId);
  if (!proof) throw new AppError('NOT_FOUND', 'No such design proof');
  if (version !== undefined && proof.version !== version)
    throw new AppError('STALE_VERSION', 'The proof was changed meanwhile');
  if (!allowed.includes(proof.state))
    throw new AppError('INVALID_STATE', `The proof is ${proof.state}`);
  return proof;
}

async function answerCard(ctx: Ctx, proofId: number): Promise<TDesignProofCard> {
  return cardOf((await repo.findCard(ctx.db, ctx.auth.firmId, proofId))!);
}

/**
 * A new proof version: the file (an image or a PDF, its type from its bytes), a fresh link that
 * replaces the previous one, and the link e-mailed to the customer's contact in their language —
 * all in one transaction, so the message exists exactly when the version does.
 */
export async function uploadVersion(
  ctx: Ctx,
  proofId: number,
  upload: UploadedStream,
  origin: string,
): Promise<TDesignProofSent> {
  const { firmId } = ctx.auth;
  const token = randomBytes(32).toString('base64url');
  const sent = await runAction(ctx, async (tx) => {
    const proof = await lockInState(tx, firmId, proofId, [
      'TO_DESIGN',
      'SENT',
      'REJECTED',
      'EXPIRED',
    ]);
    const fileId = await createStoredFile(tx, firmId);
    let contentType = '';
    const sizeBytes = await writePieces(tx, fileId, upload.chunks, async (piece, seq) => {
      if (seq > 0) return;
      contentType = await contentTypeOf(upload.filename, piece);
      if (!PROOF_TYPES.includes(contentType))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'A proof is an image or a PDF', {
          errors: [{ path: 'file', code: 'content_type', message: contentType }],
        });
    });
    if (sizeBytes === 0) await contentTypeOf(upload.filename, new Uint8Array());
    const number = proof.number + 1;
    const versionId = await repo.insertVersion(tx, firmId, {
      proofId,
      number,
      fileId,
      filename: upload.filename,
      contentType,
      sizeBytes,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + DESIGN_PROOF_LINK_DAYS * DAY_MS),
      uploadedBy: ctx.auth.userId,
    });
    await repo.setState(tx, proofId, 'SENT');
    const link = `${origin}/kontor/public/visual-design/response?order=${proof.order_id}&token=${token}`;
    const to = await repo.findRecipient(tx, firmId, proof.order_id);
    const messageId = to?.email
      ? await queueTemplatedMessage(ctx, tx, {
          kind: 'DESIGN_PROOF',
          documentId: proofId,
          requestKey: randomUUIDOf(versionId, firmId),
          to: to.email,
          language: to.language ?? languageOfCountry(to.country_code),
          values: {
            customerName: to.customer_name,
            contactName: to.contact_name ?? to.customer_name,
            orderNumber: to.order_number,
            proofLink: link,
            firmName: to.firm_name,
          },
        })
      : null;
    if (messageId !== null) await repo.linkMessage(tx, versionId, messageId);
    await publishChange(tx, firmId, 'design');
    return {
      result: { link, emailedTo: messageId === null ? null : (to?.email ?? null) },
      audit: {
        entity: 'design_proofs',
        entityId: proofId,
        action: 'upload',
        after: { number, filename: upload.filename, contentType, sizeBytes, messageId },
      },
    };
  });
  return { ...sent, proof: await answerCard(ctx, proofId) };
}

/** A UUID made from the version (the e-mail's request key): one message per version, ever. */
function randomUUIDOf(versionId: number, firmId: number): string {
  const hex = createHash('sha256').update(`design-proof:${firmId}:${versionId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The current version's file, read a piece at a time. */
export async function proofFile(db: Db, firmId: number, proofId: number) {
  const file = await repo.findCurrentFile(db, firmId, proofId);
  if (!file) throw new AppError('NOT_FOUND', 'No proof uploaded yet');
  return {
    filename: file.filename,
    contentType: file.content_type,
    stream: Readable.from(new FilePieces(db, file.file_id).range(0)),
  };
}

/**
 * One office edit of a proof read at `version`: locked in one of `allowed` states, changed by
 * `change` (which answers the audit's action and values), published live, audited; answers the
 * card as it is now.
 */
async function editProof(
  ctx: Ctx,
  target: { proofId: number; version: number; allowed: readonly TDesignProofState[] },
  change: (tx: Db, proof: repo.LockedProof) => Promise<{ action: string; after: unknown }>,
): Promise<TDesignProofCard> {
  await runAction(ctx, async (tx) => {
    const { firmId } = ctx.auth;
    const proof = await lockInState(tx, firmId, target.proofId, target.allowed, target.version);
    const { action, after } = await change(tx, proof);
    await publishChange(tx, firmId, 'design');
    const before = { state: proof.state, number: proof.number };
    return {
      result: undefined,
      audit: { entity: 'design_proofs', entityId: proof.id, action, before, after },
    };
  });
  return answerCard(ctx, target.proofId);
}

/** The office answers for the customer (phone, e-mail): SENT or EXPIRED, recorded with who. */
export function answerOnBehalf(
  ctx: Ctx,
  body: { proofId: number; version: number } & (
    | { answer: 'ACCEPTED'; stampName: string }
    | { answer: 'REJECTED'; comment: string }
  ),
): Promise<TDesignProofCard> {
  const target = { ...body, allowed: ['SENT', 'EXPIRED'] as const };
  return editProof(ctx, target, async (tx, proof) => {
    const answer = {
      answer: body.answer,
      stampName: body.answer === 'ACCEPTED' ? body.stampName : null,
      comment: body.answer === 'REJECTED' ? body.comment : null,
      onBehalfBy: ctx.auth.userId,
    };
    await repo.answerVersion(tx, proof.version_id!, answer);
    await repo.setState(tx, proof.id, body.answer);
    const action = body.answer === 'ACCEPTED' ? 'accept_on_behalf' : 'reject_on_behalf';
    return { action, after: answer };
  });
}

/** Where the design sits on the product; not after acceptance (the customer accepted a place). */
export function setDesignLocation(
  ctx: Ctx,
  body: { proofId: number; version: number; location: TDesignLocation },
): Promise<TDesignProofCard> {
  const target = { ...body, allowed: ['TO_DESIGN', 'SENT', 'REJECTED', 'EXPIRED'] as const };
  return editProof(ctx, target, async (tx, proof) => {
    await repo.setLocation(tx, proof.id, body.location);
    return { action: 'locate', after: body.location };
  });
}

/**
 * The production gate: a line whose product needs a proof cannot start production before the
 * proof is accepted (409 INVALID_STATE, `errors[0].code` = `design_proof_not_accepted`). Call it
 * in the starting transaction; it holds a share lock on the proof until that commits.
 */
export async function requireAcceptedProof(tx: Db, firmId: number, orderLineId: number) {
  if (await repo.isProofAccepted(tx, firmId, orderLineId)) return;
  throw new AppError('INVALID_STATE', 'The design proof of the line is not accepted yet', {
    errors: [
      {
        path: 'designProof',
        code: 'design_proof_not_accepted',
        message: 'The customer has not accepted the design proof',
      },
    ],
  });
}

import type { TEmailDocumentKind, TEmailLanguage } from '@kontor/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { publishChange } from '../../platform/events.ts';
import { enqueue } from '../../platform/queue.ts';
import { readSetting } from '../settings/settings.service.ts';
import { deliverJob } from './emails.jobs.ts';
import * as repo from './emails.repository.ts';
import { renderTemplate } from './template-engine.ts';

/** The firm's sender (`"Name" <address>`) and the domain its Message-IDs are made in. */
export async function senderOf(db: Db, firmId: number) {
  const [address, name] = await Promise.all([
    readSetting(db, firmId, 'email.senderAddress'),
    readSetting(db, firmId, 'email.senderName'),
  ]);
  return {
    from: `"${name.replaceAll('"', '')}" <${address}>`,
    domain: address.split('@')[1] ?? 'kontor.local',
  };
}

export interface TemplatedMessage {
  kind: TEmailDocumentKind;
  documentId: number;
  /** Unique per firm: the same key never queues a second message (emails README, exactly once). */
  requestKey: string;
  to: string;
  language: TEmailLanguage;
  /** Every variable of the kind's group. */
  values: Record<string, string>;
}

/**
 * Queues the kind's template, filled in the reader's language (Hungarian when that language has
 * no template), inside the caller's transaction: the message and its delivery job exist exactly
 * when the caller's action commits. Answers the message id, or null when the firm has no
 * template type for the kind.
 */
export async function queueTemplatedMessage(
  ctx: Ctx,
  tx: Db,
  m: TemplatedMessage,
): Promise<number | null> {
  const { firmId } = ctx.auth;
  const type = await repo.findTypeOfKind(tx, firmId, m.kind);
  if (!type) return null;
  const template =
    (await repo.findTemplateOf(tx, firmId, type.id, m.language)) ??
    (await repo.findTemplateOf(tx, firmId, type.id, 'hu'));
  if (!template) return null;
  const sender = await senderOf(tx, firmId);
  const id = await repo.insertMessage(tx, firmId, {
    requestKey: m.requestKey,
    messageId: `<${m.requestKey}.${firmId}@${sender.domain}>`,
    documentKind: m.kind,
    documentId: m.documentId,
    typeId: type.id,
    language: template.language,
    from: sender.from,
    to: [m.to],
    cc: [],
    subject: renderTemplate('subject', template.subject, m.values),
    body: renderTemplate('body', template.body, m.values),
    attachmentName: null,
    attachment: null,
    createdBy: ctx.auth.userId,
  });
  if (id !== null) {
    await enqueue(ctx, tx, deliverJob, { messageId: id });
    await publishChange(tx, firmId, 'emails');
  }
  return id;
}

import {
  languageOfCountry,
  type TDocumentRef,
  type TEmailMessage,
  type TEmailMessageListItem,
  type TSenderStart,
  type ZEmailMessageFilters,
  type ZSendEmailBody,
} from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { publishChange } from '../../platform/events.ts';
import { enqueue } from '../../platform/queue.ts';
import { fileNameOf } from '../documents/render.ts';
import { canRender, renderDocument } from './attachment.ts';
import { recipientsOf, requireFacts } from './document-values.ts';
import { deliverJob } from './emails.jobs.ts';
import * as repo from './emails.repository.ts';
import { senderOf } from './templated.service.ts';

function listItemOf(row: repo.MessageRow): TEmailMessageListItem {
  return {
    id: row.id,
    documentKind: row.document_kind,
    documentId: row.document_id,
    language: row.language,
    to: row.to_addresses,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    serverAnswer: row.server_answer,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by_name,
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  };
}

function messageOf(row: repo.MessageRow): TEmailMessage {
  return {
    ...listItemOf(row),
    messageId: row.message_id,
    from: row.from_address,
    cc: row.cc_addresses,
    body: row.body,
    attachmentName: row.attachment_name,
    attachmentSize: row.attachment_size,
  };
}

/** Where the sender of a document opens, with the recipients and language it proposes. */
export async function startSender(ctx: Ctx, ref: TDocumentRef): Promise<TSenderStart> {
  const facts = await requireFacts(ctx, ref);
  const [recipients, type] = await Promise.all([
    recipientsOf(ctx, facts),
    repo.findTypeOfKind(ctx.db, ctx.auth.firmId, ref.documentKind),
  ]);
  const query = new URLSearchParams({
    documentKind: ref.documentKind,
    documentId: String(ref.documentId),
  });
  const language = recipients[0]?.language ?? languageOfCountry(facts.country_code);
  return {
    url: `/app/EmailSender?${query}`,
    documentKind: ref.documentKind,
    documentId: ref.documentId,
    documentNumber: facts.number,
    partnerId: facts.partner_id,
    typeId: type?.id ?? null,
    language,
    recipients,
    attachmentName: canRender(ref.documentKind)
      ? fileNameOf(ref.documentKind, facts.number, language)
      : null,
  };
}

/**
 * Queues one message: the row and its delivery job are written in one transaction, so the job
 * exists exactly when the message does. The request key makes a repeated or parallel post of the
 * same sender window answer the message already queued instead of queueing a second one.
 */
export async function sendEmail(
  ctx: Ctx,
  body: z.output<typeof ZSendEmailBody>,
): Promise<TEmailMessage> {
  const { firmId } = ctx.auth;
  const existing = await repo.findMessageByKey(ctx.db, firmId, body.requestKey);
  if (existing) return messageOf(existing);
  const facts = await requireFacts(ctx, body);
  if (body.typeId && !(await repo.findType(ctx.db, firmId, body.typeId)))
    throw new AppError('NOT_FOUND', 'No such template type');
  const [document, sender] = await Promise.all([
    body.isAttachmentIncluded
      ? renderDocument(
          ctx.db,
          firmId,
          { kind: body.documentKind, id: body.documentId },
          body.language,
        )
      : null,
    senderOf(ctx.db, firmId),
  ]);
  const id = await runAction(ctx, async (tx) => {
    const inserted = await repo.insertMessage(tx, firmId, {
      requestKey: body.requestKey,
      // Stable for the message's life: every attempt carries the same Message-ID header.
      messageId: `<${body.requestKey}.${firmId}@${sender.domain}>`,
      documentKind: body.documentKind,
      documentId: body.documentId,
      typeId: body.typeId,
      language: body.language,
      from: sender.from,
      to: body.to,
      cc: body.cc,
      subject: body.subject,
      body: body.body,
      attachmentName: document?.fileName ?? null,
      attachment: document?.pdf ?? null,
      createdBy: ctx.auth.userId,
    });
    if (inserted !== null) {
      await enqueue(ctx, tx, deliverJob, { messageId: inserted });
      await publishChange(tx, firmId, 'emails');
    }
    return {
      result: inserted,
      audit: {
        entity: 'email_messages',
        entityId: inserted,
        action: inserted === null ? 'repeated_request' : 'send',
        after: { ...body, body: undefined, documentNumber: facts.number },
      },
    };
  });
  const row = id
    ? await repo.findMessage(ctx.db, firmId, id)
    : await repo.findMessageByKey(ctx.db, firmId, body.requestKey);
  return messageOf(row!);
}

export async function getMessage(ctx: Ctx, emailId: number): Promise<TEmailMessage> {
  const row = await repo.findMessage(ctx.db, ctx.auth.firmId, emailId);
  if (!row) throw new AppError('NOT_FOUND', 'No such message');
  return messageOf(row);
}

export async function listMessages(ctx: Ctx, f: z.output<typeof ZEmailMessageFilters>) {
  const { rows, total } = await repo.listMessages(ctx.db, ctx.auth.firmId, f);
  return { items: rows.map(listItemOf), total, page_number: f.page_number, page_size: f.page_size };
}

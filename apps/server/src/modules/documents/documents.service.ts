/**
 * Documents made for someone (README): `makeDocument` renders and records one (kind, number,
 * language, size, who and when), `getMetadata` answers that record, `printDocument` renders it
 * again and either hands the PDF back (download) or sends it to the firm's network printer.
 */
import type { TDocumentMetadata, TPrintJob, ZMakeDocumentBody } from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { countInvoicePrint } from '../invoices/invoices.service.ts';
import { readSetting } from '../settings/settings.service.ts';
import * as repo from './documents.repository.ts';
import { sendToPrinter } from './ipp.ts';
import { fileNameOf, type RenderedDocument, renderDocument } from './render.ts';

function metadataOf(row: repo.DocumentRow): TDocumentMetadata {
  return {
    documentId: row.id,
    kind: row.kind,
    sourceId: row.sourceId,
    number: row.number,
    language: row.language,
    fileName: fileNameOf(row.kind, row.number, row.language),
    sizeBytes: row.sizeBytes,
    madeAt: new Date(row.madeAt).toISOString(),
    madeBy: row.madeBy === null ? null : { userId: row.madeBy, name: row.madeByName ?? '' },
  };
}

export function makeDocument(
  ctx: Ctx,
  body: z.output<typeof ZMakeDocumentBody>,
): Promise<TDocumentMetadata> {
  return runAction(ctx, async (tx) => {
    const made = await renderDocument(
      tx,
      ctx.auth.firmId,
      { kind: body.kind, id: body.sourceId },
      body.language,
    );
    const id = await repo.insertDocument(tx, ctx.auth.firmId, {
      kind: body.kind,
      sourceId: body.sourceId,
      number: made.number,
      language: made.language,
      sizeBytes: made.pdf.length,
      madeBy: ctx.auth.userId,
    });
    const row = await repo.findDocument(tx, ctx.auth.firmId, id);
    return {
      result: metadataOf(row!),
      audit: { entity: 'document', entityId: id, action: 'make', after: body },
    };
  });
}

export async function getMetadata(ctx: Ctx, documentId: number): Promise<TDocumentMetadata> {
  const row = await repo.findDocument(ctx.db, ctx.auth.firmId, documentId);
  if (!row) throw new AppError('NOT_FOUND', 'No such document');
  return metadataOf(row);
}

export type PrintAnswer =
  | { printed: false; document: RenderedDocument }
  | { printed: true; job: TPrintJob };

/**
 * A print of a made document: rendered again in its language (an invoice counts one more print,
 * so a reprint says 'Másolat'); sent over IPP when the firm set `documents.printerUrl`, else
 * handed back for the browser to download. Audited either way.
 */
export async function printDocument(ctx: Ctx, documentId: number): Promise<PrintAnswer> {
  const { row, document, printerUrl } = await runAction(ctx, async (tx) => {
    const row = await repo.findDocument(tx, ctx.auth.firmId, documentId);
    if (!row) throw new AppError('NOT_FOUND', 'No such document');
    const copy =
      row.kind === 'INVOICE'
        ? await countInvoicePrint(tx, ctx.auth.firmId, row.sourceId)
        : undefined;
    const document = await renderDocument(
      tx,
      ctx.auth.firmId,
      { kind: row.kind, id: row.sourceId },
      row.language,
      { copy },
    );
    const printerUrl = await readSetting(tx, ctx.auth.firmId, 'documents.printerUrl');
    return {
      result: { row, document, printerUrl },
      audit: {
        entity: 'document',
        entityId: row.id,
        action: 'print',
        after: { copy, printer: printerUrl || null },
      },
    };
  });
  if (!printerUrl) return { printed: false, document };
  // Sent after the commit: a printer is slow, and a transaction never waits on the network.
  const job = await sendToPrinter(printerUrl, document.pdf, `${row.kind} ${row.number}`);
  return { printed: true, job };
}

import { DOCUMENT_KINDS, type TDocumentKind, type TEmailDocumentKind } from '@kontor/contract';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { type RenderedDocument, renderDocument as render } from '../documents/render.ts';

/**
 * The one seam between e-mail and the document renderer (documents/render.ts): the PDF attached to
 * a message, in the message's language. Kinds whose areas do not exist yet (design proof,
 * supplier order) have no PDF: the sender offers no attachment and a request for one is refused.
 */
const RENDERED: ReadonlySet<string> = new Set(DOCUMENT_KINDS);

/** Whether a PDF of this kind can be made (the sender offers the attachment only then). */
export const canRender = (kind: TEmailDocumentKind): kind is TEmailDocumentKind & TDocumentKind =>
  RENDERED.has(kind);

export async function renderDocument(
  db: Db,
  firmId: number,
  ref: { kind: TEmailDocumentKind; id: number },
  language: 'hu' | 'en' | 'de' = 'hu',
): Promise<RenderedDocument> {
  const { kind } = ref;
  if (!canRender(kind))
    throw new AppError('INVALID_STATE', `No PDF of ${kind} can be made yet`, {
      errors: [{ path: 'isAttachmentIncluded', message: kind, code: 'invalid_state' }],
    });
  // An e-mailed invoice is the original's electronic image, not a numbered paper copy.
  return render(db, firmId, { kind, id: ref.id }, language);
}

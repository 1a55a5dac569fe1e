import type { TComment, TCommentTarget } from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import * as repo from './comments.repository.ts';

/**
 * The document a comment belongs to (a quote, quote request or customer order), which must exist
 * in the caller's firm: 404 naming the id field otherwise.
 */
async function targetOf(
  db: Db,
  firmId: number,
  target: TCommentTarget,
): Promise<{ entityType: repo.CommentEntity; entityId: number }> {
  const [field, entityType, entityId]: [string, repo.CommentEntity, number] =
    target.quote_id !== undefined
      ? ['quote_id', 'QUOTE', target.quote_id]
      : target.quote_request_id !== undefined
        ? ['quote_request_id', 'QUOTE_REQUEST', target.quote_request_id]
        : ['customer_order_id', 'CUSTOMER_ORDER', target.customer_order_id!];
  if (!(await repo.targetExists(db, firmId, entityType, entityId)))
    throw fieldError(field, 'No such document', 'NOT_FOUND');
  return { entityType, entityId };
}

const toComment = (row: repo.CommentRow): TComment => ({
  id: row.id,
  text: row.text,
  authorUserId: row.author_user_id,
  authorName: row.author_name,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function listComments(ctx: Ctx, target: TCommentTarget): Promise<TComment[]> {
  const { entityType, entityId } = await targetOf(ctx.db, ctx.auth.firmId, target);
  return (await repo.listComments(ctx.db, ctx.auth.firmId, entityType, entityId)).map(toComment);
}

export function addComment(ctx: Ctx, target: TCommentTarget, text: string): Promise<TComment> {
  return runAction(ctx, async (tx) => {
    const { entityType, entityId } = await targetOf(tx, ctx.auth.firmId, target);
    const comment = toComment(
      await repo.insertComment(tx, {
        firmId: ctx.auth.firmId,
        entityType,
        entityId,
        userId: ctx.auth.userId,
        text,
      }),
    );
    return {
      result: comment,
      audit: {
        entity: 'comment',
        entityId: comment.id,
        action: 'create',
        after: { entityType, entityId, text },
      },
    };
  });
}

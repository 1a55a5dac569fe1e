import type { TComment, TCommentTarget } from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import * as repo from './comments.repository.ts';

/**
 * The entity a comment belongs to. Quotes, quote requests and customer orders arrive with their
 * own areas; until then a comment names its target by type and id, and those areas add the check
 * that the target exists in the caller's firm here, in one place.
 */
function targetOf(target: TCommentTarget): { entityType: repo.CommentEntity; entityId: number } {
  if (target.quote_id !== undefined) return { entityType: 'QUOTE', entityId: target.quote_id };
  if (target.quote_request_id !== undefined)
    return { entityType: 'QUOTE_REQUEST', entityId: target.quote_request_id };
  return { entityType: 'CUSTOMER_ORDER', entityId: target.customer_order_id! };
}

const toComment = (row: repo.CommentRow): TComment => ({
  id: row.id,
  text: row.text,
  authorUserId: row.author_user_id,
  authorName: row.author_name,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function listComments(ctx: Ctx, target: TCommentTarget): Promise<TComment[]> {
  const { entityType, entityId } = targetOf(target);
  return (await repo.listComments(ctx.db, ctx.auth.firmId, entityType, entityId)).map(toComment);
}

export function addComment(ctx: Ctx, target: TCommentTarget, text: string): Promise<TComment> {
  const { entityType, entityId } = targetOf(target);
  return runAction(ctx, async (tx) => {
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

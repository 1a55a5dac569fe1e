import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

/** What a comment is attached to: exactly one of the three ids. */
export const ZCommentTarget = z
  .object({
    quote_id: ZId.optional(),
    quote_request_id: ZId.optional(),
    customer_order_id: ZId.optional(),
  })
  .refine(
    (t) =>
      [t.quote_id, t.quote_request_id, t.customer_order_id].filter((id) => id !== undefined)
        .length === 1,
    {
      message: 'Exactly one of quote_id, quote_request_id, customer_order_id is expected',
      path: ['quote_id'],
    },
  );
export type TCommentTarget = z.infer<typeof ZCommentTarget>;

export const ZComment = z
  .object({
    id: z.int(),
    text: z.string(),
    authorUserId: z.int(),
    authorName: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Comment' });
export type TComment = z.infer<typeof ZComment>;

export const ZCreateCommentBody = z.object({ text: z.string().trim().min(1).max(4000) });

export const commentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/comments',
    tag: 'reference-data',
    summary: 'Comments of a quote, quote request or customer order, oldest first',
    query: ZCommentTarget,
    response: z.array(ZComment),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/comments',
    tag: 'reference-data',
    summary: 'Add a comment to a quote, quote request or customer order',
    query: ZCommentTarget,
    body: ZCreateCommentBody,
    response: ZComment,
  }),
};

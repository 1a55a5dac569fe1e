import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

export const ZTask = z
  .object({
    id: z.int(),
    title: z.string(),
    description: z.string(),
    department: z.string().nullable(),
    kind: z.enum(['GENERAL', 'CUSTOMER_SERVICE']),
    dueDate: z.string().nullable().meta({ description: 'ISO date' }),
    url: z.string().nullable(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
    assigneeName: z.string().meta({ description: 'The user the task is given to' }),
    canComplete: z
      .boolean()
      .meta({ description: 'Whether the caller may mark it done: its assignee or an admin' }),
  })
  .meta({ id: 'Task' });
export type TTask = z.infer<typeof ZTask>;

export const ZMessage = z
  .object({
    id: z.int(),
    subject: z.string(),
    body: z.string(),
    senderName: z.string().nullable(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  })
  .meta({ id: 'Message' });
export type TMessage = z.infer<typeof ZMessage>;

const ZIdParams = z.object({ id: ZId });

export const inboxEndpoints = {
  tasks: defineEndpoint({
    method: 'GET',
    path: '/tasks',
    tag: 'inbox',
    summary: "'Feladataim': the caller's open tasks, then those of the caller's departments",
    response: z.array(ZTask),
  }),
  completeTask: defineEndpoint({
    method: 'POST',
    path: '/tasks/:id/complete',
    tag: 'inbox',
    summary: 'Mark an open task done',
    params: ZIdParams,
    response: ZTask,
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/messages',
    tag: 'inbox',
    summary:
      "The caller's messages in the current firm (newest first, unread and the last 50 read)",
    response: z.array(ZMessage),
  }),
  readMessage: defineEndpoint({
    method: 'POST',
    path: '/messages/:id/read',
    tag: 'inbox',
    summary: 'Mark a message read',
    params: ZIdParams,
    response: ZMessage,
  }),
};

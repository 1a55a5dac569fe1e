import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Calls that exist only on the mock server (launch modes MOCK_ONLY and HYBRID, 001 §7): the example
 * todo API behind the developer example todo page, and the restart that resets the mock's data.
 */
export const ZTodo = z
  .object({
    id: z.int(),
    title: z.string(),
    isDone: z.boolean(),
    createdAt: z
      .string()
      .meta({ description: 'ISO timestamp (the mock clock: fixed, deterministic)' }),
  })
  .meta({ id: 'Todo' });
export type TTodo = z.infer<typeof ZTodo>;

export const ZCreateTodoBody = z.object({
  title: z.string().trim().min(1, 'Kötelező mező').max(200),
});
export type TCreateTodoBody = z.input<typeof ZCreateTodoBody>;

export const ZMockRestartResponse = z.object({
  fixtureRows: z.int().meta({ description: 'Rows loaded from the committed fixtures' }),
});

const ZTodoParams = z.object({ id: ZId });

export const mockEndpoints = {
  listTodos: defineEndpoint({
    method: 'GET',
    path: '/mock/todos',
    tag: 'mock',
    summary: 'The example todo list (mock server only)',
    response: z.object({ items: z.array(ZTodo) }),
  }),
  createTodo: defineEndpoint({
    method: 'POST',
    path: '/mock/todos',
    tag: 'mock',
    summary: 'Add a todo (mock server only)',
    body: ZCreateTodoBody,
    response: ZTodo,
  }),
  toggleTodo: defineEndpoint({
    method: 'POST',
    path: '/mock/todos/:id/toggle',
    tag: 'mock',
    summary: 'Mark a todo done or not done (mock server only)',
    params: ZTodoParams,
    response: ZTodo,
  }),
  deleteTodo: defineEndpoint({
    method: 'DELETE',
    path: '/mock/todos/:id',
    tag: 'mock',
    summary: 'Delete a todo (mock server only)',
    params: ZTodoParams,
    response: null,
  }),
  restart: defineEndpoint({
    method: 'POST',
    path: '/mock/restart',
    tag: 'mock',
    summary: 'Reset the mock server to its committed fixtures (mock server only)',
    response: ZMockRestartResponse,
  }),
};

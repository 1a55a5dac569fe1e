import { mockEndpoints } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import type { MockService } from './mock.service.ts';

/** The mock server's own calls (registered only in mock mode, beside every module's routes). */
export function registerMockRoutes(rest: FastifyInstance, database: Database, mock: MockService) {
  addEndpoint(rest, database, mockEndpoints.listTodos, 'session', async () => ({
    items: mock.listTodos(),
  }));
  addEndpoint(rest, database, mockEndpoints.createTodo, 'session', async ({ body }) =>
    mock.createTodo(body.title),
  );
  addEndpoint(rest, database, mockEndpoints.toggleTodo, 'session', async ({ params }) =>
    mock.toggleTodo(params.id),
  );
  addEndpoint(rest, database, mockEndpoints.deleteTodo, 'session', async ({ params }) =>
    mock.deleteTodo(params.id),
  );
  addEndpoint(rest, database, mockEndpoints.restart, 'session', async () => ({
    fixtureRows: await mock.restart(),
  }));
}

import { inboxEndpoints } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import * as inbox from './inbox.service.ts';

export function registerInboxRoutes(app: FastifyInstance, database: Database): void {
  addEndpoint(app, database, inboxEndpoints.tasks, 'session', (_, ctx) => inbox.listOpenTasks(ctx));
  addEndpoint(app, database, inboxEndpoints.completeTask, 'session', ({ params }, ctx) =>
    inbox.completeTask(ctx, params.id),
  );
  addEndpoint(app, database, inboxEndpoints.messages, 'session', (_, ctx) =>
    inbox.listMessages(ctx),
  );
  addEndpoint(app, database, inboxEndpoints.readMessage, 'session', ({ params }, ctx) =>
    inbox.readMessage(ctx, params.id),
  );
}

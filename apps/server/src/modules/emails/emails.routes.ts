import { emailEndpoints } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import * as sending from './sending.service.ts';
import * as templates from './templates.service.ts';

/** E-mail (spec 001 §7): templates are written by the office, documents sent by sales and office. */
export function registerEmailRoutes(app: FastifyInstance, database: Database): void {
  const e = emailEndpoints;
  addEndpoint(app, database, e.templates, 'emails.read', (_, ctx) => templates.listTemplates(ctx));
  addEndpoint(app, database, e.saveTemplate, 'emails.templates', ({ body }, ctx) =>
    templates.saveTemplate(ctx, body),
  );
  addEndpoint(app, database, e.typeList, 'emails.read', (_, ctx) => templates.listTypes(ctx));
  addEndpoint(app, database, e.personalized, 'emails.read', ({ params, query }, ctx) =>
    templates.personalize(ctx, params.templateId, query),
  );
  addEndpoint(app, database, e.typeLanguages, 'emails.read', ({ params }, ctx) =>
    templates.typeLanguages(ctx, params.id),
  );
  addEndpoint(app, database, e.notUsed, 'emails.read', (_, ctx) => templates.listUnusedTypes(ctx));
  addEndpoint(app, database, e.deleteType, 'emails.templates', ({ params }, ctx) =>
    templates.deleteType(ctx, params.typeId),
  );
  addEndpoint(app, database, e.languages, 'emails.read', async () => templates.listLanguages());
  addEndpoint(app, database, e.groups, 'emails.read', async () => templates.listGroups());
  addEndpoint(
    app,
    database,
    e.groupVariables,
    'emails.read',
    async ({ params }) => templates.groupOf(params.groupId).variables,
  );
  addEndpoint(app, database, e.type, 'emails.read', ({ params }, ctx) =>
    templates.getType(ctx, params.typeId),
  );
  addEndpoint(app, database, e.typeContent, 'emails.read', ({ params, query }, ctx) =>
    templates.getTypeContent(ctx, params.typeId, query.language),
  );
  addEndpoint(app, database, e.senderStart, 'emails.send', ({ query }, ctx) =>
    sending.startSender(ctx, query),
  );
  addEndpoint(app, database, e.send, 'emails.send', ({ body }, ctx) =>
    sending.sendEmail(ctx, body),
  );
  addEndpoint(app, database, e.messages, 'emails.read', ({ query }, ctx) =>
    sending.listMessages(ctx, query),
  );
  addEndpoint(app, database, e.message, 'emails.read', ({ params }, ctx) =>
    sending.getMessage(ctx, params.emailId),
  );
}

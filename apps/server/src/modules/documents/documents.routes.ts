import { documentEndpoints as e } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import * as documents from './documents.service.ts';

/** Spec 001 §7 Documents; everything needs 'documents.print' (sales and the back office). */
export function registerDocumentRoutes(app: FastifyInstance, database: Database): void {
  const perm = 'documents.print' as const;
  addEndpoint(app, database, e.make, perm, ({ body }, ctx) => documents.makeDocument(ctx, body));
  addEndpoint(app, database, e.metadata, perm, ({ params }, ctx) =>
    documents.getMetadata(ctx, params.documentId),
  );
  addEndpoint(app, database, e.print, perm, async ({ params, reply }, ctx) => {
    const answer = await documents.printDocument(ctx, params.documentId);
    if (answer.printed) return answer.job;
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${answer.document.fileName}"`)
      .header('cache-control', 'private, no-store');
    return answer.document.pdf;
  });
}

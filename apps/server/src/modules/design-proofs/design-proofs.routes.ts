import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import { designProofEndpoints as e, publicDesignProofEndpoints as pub } from '@kontor/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint, addPublicEndpoint } from '../../platform/routes.ts';
import { readUploadedStream } from '../../platform/upload.ts';
import { multipartLimits, UPLOAD_LIMITS } from '../../platform/upload-limits.ts';
import * as link from './design-proofs.public.ts';
import * as proofs from './design-proofs.service.ts';

/** A proof shown in the browser (inline), never cached: a link may die any moment. */
function sendFile(reply: FastifyReply, file: { contentType: string; stream: Readable }) {
  return reply
    .type(file.contentType)
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, no-store')
    .send(file.stream) as never;
}

/** The link's absolute base: the caller's origin (checked by the CSRF guard on uploads). */
const originOf = (req: FastifyRequest) => req.headers.origin ?? `${req.protocol}://${req.host}`;

/**
 * The workshop uploads ('production.use'); the office reads the board and answers for the
 * customer ('design.approve-on-behalf'); the customer's five calls are public, token only.
 */
export function registerDesignProofRoutes(app: FastifyInstance, database: Database): void {
  addEndpoint(app, database, e.board, 'design.read', (_input, ctx) => proofs.listBoard(ctx));
  addEndpoint(app, database, e.orderItems, 'design.read', ({ params }, ctx) =>
    proofs.listOrderProofs(ctx, params.orderId),
  );
  addEndpoint(app, database, e.file, 'design.read', async ({ params, reply }, ctx) =>
    sendFile(reply, await proofs.proofFile(ctx.db, ctx.auth.firmId, params.proofId)),
  );
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: multipartLimits(UPLOAD_LIMITS.designProofBytes),
    });
    addEndpoint(
      scope,
      database,
      e.upload,
      'production.use',
      async ({ req, params }, ctx) =>
        proofs.uploadVersion(
          ctx,
          params.proofId,
          await readUploadedStream(req, 'file', 'designProofBytes'),
          originOf(req),
        ),
      { acceptsMultipart: true },
    );
  });
  addEndpoint(app, database, e.acceptOnBehalf, 'design.approve-on-behalf', ({ body }, ctx) =>
    proofs.answerOnBehalf(ctx, { ...body, answer: 'ACCEPTED' }),
  );
  addEndpoint(app, database, e.rejectOnBehalf, 'design.approve-on-behalf', ({ body }, ctx) =>
    proofs.answerOnBehalf(ctx, { ...body, answer: 'REJECTED' }),
  );
  addEndpoint(app, database, e.designLocation, 'design.write', ({ body }, ctx) =>
    proofs.setDesignLocation(ctx, body),
  );

  const call = (req: FastifyRequest, orderId: number, token: string) => ({
    orderId,
    token,
    ip: req.ip,
  });
  addPublicEndpoint(app, pub.checkExpiration, ({ req, params, query }) =>
    link.checkExpiration(database, call(req, params.orderId, query.token)),
  );
  addPublicEndpoint(app, pub.show, ({ req, params, query }) =>
    link.showProof(database, call(req, params.orderId, query.token)),
  );
  addPublicEndpoint(app, pub.file, async ({ req, reply, params, query }) =>
    sendFile(reply, await link.proofFileOfLink(database, call(req, params.orderId, query.token))),
  );
  addPublicEndpoint(app, pub.accept, ({ req, params, body }) =>
    link.answerByLink(
      database,
      { ...call(req, params.orderId, body.token), requestId: req.id },
      { answer: 'ACCEPTED', stampName: body.stampName },
    ),
  );
  addPublicEndpoint(app, pub.reject, ({ req, params, body }) =>
    link.answerByLink(
      database,
      { ...call(req, params.orderId, body.token), requestId: req.id },
      { answer: 'REJECTED', comment: body.comment },
    ),
  );
}

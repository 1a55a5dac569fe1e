import {
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  endpointKey,
  permissionOfEndpoint,
  ZProblem,
} from '@kontor/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext, Ctx } from './context.ts';
import type { Database } from './db/database.ts';
import type { Permission } from './permissions.ts';

/** Every route declares who may call it; the app refuses to start with a route that does not. */
export type Access = { public: true } | { permission: Permission };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** The route takes multipart/form-data uploads (the CSRF guard otherwise wants JSON bodies). */
    acceptsMultipart?: boolean;
  }
}

export interface Input<E extends Endpoint> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  req: FastifyRequest;
  reply: FastifyReply;
}

type Answer<E extends Endpoint> = Promise<EndpointResponse<E>>;

/** Per-route settings beyond access: `acceptsMultipart` for upload routes. */
export interface RouteOptions {
  acceptsMultipart?: boolean;
}

function schemaOf(endpoint: Endpoint) {
  return {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    response: {
      ...(endpoint.response
        ? { 200: endpoint.response }
        : { 204: z.null().describe('No content') }),
      '4XX': ZProblem,
    },
  };
}

function register<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  access: Access,
  run: (input: Input<E>) => Answer<E>,
  options: RouteOptions = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint),
    config: { access, ...options },
    handler: async (req, reply) => {
      const result = await run({
        params: req.params as EndpointParams<E>,
        query: req.query as EndpointQuery<E>,
        body: req.body as EndpointBody<E>,
        req,
        reply,
      });
      if (endpoint.response === null) return reply.code(204).send();
      return result;
    },
  });
}

/** A route for logged-in callers holding `permission`; the handler gets the caller's context. */
export function addEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  database: Database,
  endpoint: E,
  permission: Permission,
  handler: (input: Input<E>, ctx: Ctx) => Answer<E>,
  options: RouteOptions = {},
): void {
  // The web app offers the buttons of these endpoints by the contract's table: it must be ours.
  const offeredTo = permissionOfEndpoint(endpoint);
  if (offeredTo !== undefined && offeredTo !== permission)
    throw new Error(
      `${endpointKey(endpoint)} is guarded by ${permission}, the contract's table says ${offeredTo}`,
    );
  register(
    app,
    endpoint,
    { permission },
    (input) => {
      const auth = input.req.auth;
      if (!auth) throw new Error('An authenticated route ran without a caller');
      return handler(input, {
        db: database.db,
        auth,
        requestId: input.req.id,
        log: input.req.log,
        queue: input.req.server.jobs,
      });
    },
    options,
  );
}

/** A route anyone may call (login, build number, dictionaries). Keep this list short. */
export function addPublicEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: Input<E>) => Answer<E>,
): void {
  register(app, endpoint, { public: true }, handler);
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Answers an xlsx workbook as a download named `fileName`. */
export function xlsxDownload(reply: FastifyReply, fileName: string, file: Buffer): Buffer {
  reply.type(XLSX).header('content-disposition', `attachment; filename="${fileName}"`);
  return file;
}

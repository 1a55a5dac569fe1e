import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import { API_VERSION } from '@kontor/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
} from 'fastify-type-provider-zod';
import { type Logger, pino } from 'pino';
import { registerClassicPages } from './classic/classic.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { Dictionary } from './modules/dictionary/dictionary.service.ts';
import { registerModules } from './modules/index.ts';
import { JOBS } from './modules/jobs.ts';
import { registerMockRoutes } from './modules/mock/mock.routes.ts';
import { MockService } from './modules/mock/mock.service.ts';
import { MENU } from './modules/navigation/menu.definition.ts';
import { validateMenu } from './modules/navigation/menu.service.ts';
import { registerImageLoader } from './modules/products/media.routes.ts';
import { checkAccess, checkSameOrigin } from './platform/auth/guard.ts';
import { SessionStore } from './platform/auth/session-store.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/database.ts';
import { handleError, handleFrameworkError } from './platform/errors.ts';
import { registerHealthRoutes, registerSpa } from './platform/http.ts';
import { registerIdempotency } from './platform/idempotency.ts';
import { inputValidatorCompiler, registerInputRules } from './platform/input.ts';
import { LiveEvents } from './platform/live-events.ts';
import { createJobQueue, type JobQueue } from './platform/queue.ts';
import { RequestLogger } from './platform/request-logger.ts';
import type { Access } from './platform/routes.ts';
import { SECURITY_HEADERS } from './platform/security-headers.ts';

/** Request headers must arrive within this time (or the request timeout, if shorter). */
const HEADERS_TIMEOUT_MS = 10_000;

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /**
   * 'mock' (mock-main.ts): the same modules under `/MOCK{contextPath}/rest` on data loaded from the
   * committed fixtures, every caller served as the fixture user, plus the mock's own calls
   * (todos, restart); no classic pages, no SPA.
   */
  mode?: 'live' | 'mock';
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
  /** The zod schemas of the route (params, querystring, body), when it has them. */
  schema: { params?: unknown; querystring?: unknown; body?: unknown } | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    kontorRoutes: RegisteredRoute[];
    /** Begins the graceful drain: not ready, every answer closes its connection. */
    startDrain(): void;
    /** The background job queue (platform/queue.ts). */
    jobs: JobQueue;
  }
}

/** No password, cookie or token ever reaches a log line. */
export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.accessToken',
  '*.rememberMeToken',
];

export function createLogger(
  level: string,
  stream: NodeJS.WritableStream = process.stdout,
): Logger {
  return pino({ level, redact: { paths: LOG_REDACT, censor: '[redacted]' } }, stream);
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export async function buildApp({
  config,
  database,
  logStream,
  mode = 'live',
}: AppDeps): Promise<FastifyInstance> {
  const isMock = mode === 'mock';
  const restPrefix = `${isMock ? '/MOCK' : ''}${config.contextPath}/rest`;
  const app = Fastify({
    loggerInstance: createLogger(config.logLevel, logStream) as FastifyBaseLogger,
    // The request id of logs and audit rows is always ours; a client's id is only logged beside it.
    genReqId: () => randomUUID(),
    childLoggerFactory: (logger, bindings, options, raw) => {
      const incoming = raw.headers['x-request-id'];
      const clientRequestId =
        typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : undefined;
      // Made lazily: most requests log nothing (platform/request-logger.ts).
      return new RequestLogger(
        logger,
        clientRequestId ? { ...bindings, clientRequestId } : bindings,
        options,
      ) as unknown as FastifyBaseLogger;
    },
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    bodyLimit: 1024 * 1024,
    frameworkErrors: handleFrameworkError,
    // A request whose headers or body trickle in is cut (408) once its time is up, so slow
    // clients cannot hold connections open; Node checks open requests every few seconds.
    requestTimeout: config.bodyTimeoutMs,
    http: {
      headersTimeout: Math.min(config.bodyTimeoutMs, HEADERS_TIMEOUT_MS),
      connectionsCheckingInterval: Math.min(config.bodyTimeoutMs / 4, 5000),
    },
  });
  app.setValidatorCompiler(inputValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  // Every route declares its access; outside the REST API (health, SPA files) everything is public.
  const routes: RegisteredRoute[] = [];
  app.decorate('kontorRoutes', routes);
  app.addHook('onRoute', (route) => {
    const inApi = route.url.startsWith(`${restPrefix}/`);
    if (!route.config?.access) {
      if (inApi) throw new Error(`Route ${route.method} ${route.url} declares no access`);
      route.config = { ...route.config, access: { public: true } };
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routes.push({
          method,
          url: route.url,
          access: route.config.access!,
          schema: route.schema as RegisteredRoute['schema'],
        });
    }
  });

  const dictionary = Dictionary.fromFiles();
  validateMenu(MENU, dictionary);
  await dictionary.sync(database.db);
  const jobs = createJobQueue({
    database,
    config,
    log: app.log,
    jobs: JOBS,
    workers: config.jobWorkers && !isMock,
  });
  await jobs.start();
  app.decorate('jobs', jobs);
  // Running jobs finish (or are released for another process) before the database closes.
  app.addHook('onClose', () => jobs.stop());
  const sessions = new SessionStore(database, config);
  await sessions.start();
  const live = new LiveEvents(database);
  await live.start();
  const auth = new AuthService(database, sessions);
  const mock = isMock ? new MockService(database, sessions) : null;
  if (mock) await mock.restart();

  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Kontor REST API', version: API_VERSION },
      servers: [{ url: restPrefix }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'JSESSIONID' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    // The document covers the REST API only, with paths relative to its server URL.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      if (!out.url.startsWith(`${restPrefix}/`))
        return { ...out, schema: { ...out.schema, hide: true } };
      return { ...out, url: out.url.slice(restPrefix.length) };
    },
    transformObject: jsonSchemaTransformObject,
  });

  app.addHook('onRequest', checkSameOrigin(config.trustedOrigins));
  if (mock) {
    // The browser's cookies belong to the live server (logins are always live): the mock neither
    // reads nor clears them, and serves every caller without a bearer token as the fixture user.
    app.addHook('onRequest', (req, _reply, done) => {
      req.cookies = {};
      done();
    });
  }
  app.addHook('onRequest', auth.onRequest);
  if (mock) {
    app.addHook('onRequest', (req, _reply, done) => {
      if (!req.auth && req.routeOptions.config.access) req.auth = mock.auth;
      done();
    });
  }
  app.addHook('onRequest', checkAccess);
  registerInputRules(app);
  registerIdempotency(app, database.db, jobs);
  // Draining (main.ts on SIGTERM, or closing): /readyz answers 503 and every answer closes its
  // connection, so keep-alive clients let go after an answer, never while a request is under way.
  const drain = { isDraining: false };
  // Open event streams end at once (the browser reconnects, through the load balancer, elsewhere).
  app.decorate('startDrain', () => {
    drain.isDraining = true;
    live.closeAll();
  });
  app.addHook('preClose', async () => {
    drain.isDraining = true;
    live.closeAll();
  });
  // Synchronous hooks on every request: an async one costs a promise and a microtask turn each.
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.headers(SECURITY_HEADERS);
    reply.header('x-request-id', req.id);
    if (drain.isDraining) reply.header('connection', 'close');
    done(null, payload);
  });

  registerHealthRoutes(app, database, drain);
  await app.register(
    async (rest) => {
      registerModules(rest, { config, database, sessions, auth, dictionary, live });
      if (mock) registerMockRoutes(rest, database, mock);
    },
    { prefix: restPrefix },
  );
  if (mock) return app;
  registerImageLoader(app, database, config);
  const classic = await registerClassicPages(app, {
    contextPath: config.contextPath,
    database,
    sessions,
    dictionary,
  });
  await registerSpa(
    app,
    config.webDist ?? join(import.meta.dirname, '../../web/dist'),
    config.contextPath,
    classic.renderNotFound,
  );
  return app;
}

import { setTimeout as setTimeout_ } from 'node:timers/promises';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './platform/config.ts';
import { type Database, openDatabase } from './platform/db/database.ts';
import { migrate } from './platform/db/migrate.ts';
import { SECURITY_HEADERS } from './platform/security-headers.ts';
import { isDatabaseEmpty, seedDemo } from './seed/demo.ts';
import type { EmbeddedStart } from './seed/embedded-start.ts';
import { openDemoPglite, type SeededPglite } from './seed/snapshot.ts';

const SHUTDOWN_TIMEOUT_MS = 15_000;

/** Runs the server (main.ts has read the configuration and started the embedded database). */
export async function serve(config: Config, embedded: EmbeddedStart | null): Promise<void> {
  const { database, source, snapshotError } = await openStartDatabase(config, embedded);
  const app = await buildApp({ config, database });
  if (source) app.log.info({ source }, 'demo data ready');
  if (snapshotError) app.log.warn({ err: snapshotError }, 'demo snapshot not written');
  await app.listen({ port: config.port, host: config.host });

  // Interactive API docs on their own port (loopback unless DOCS_HOST says otherwise), from the same
  // OpenAPI document and with the same security headers.
  const docs = Fastify({ logger: false });
  if (config.docsPort !== 0) {
    docs.addHook('onSend', async (_req, reply) => {
      reply.headers(SECURITY_HEADERS);
    });
    await docs.register(fastifySwagger, {
      mode: 'static',
      specification: { document: app.swagger() as never },
    });
    await docs.register(fastifySwaggerUi, { routePrefix: '/' });
    await docs.listen({ port: config.docsPort, host: config.docsHost });
    app.log.info(`API docs on http://${config.docsHost}:${config.docsPort}/`);
  }

  /**
   * SIGTERM (SIGINT without the delay), the graceful drain: first report not-ready and close every connection after its
   * next answer, while still serving for DRAIN_DELAY_MS so a load balancer moves the clients away;
   * then stop accepting, finish the requests in flight, close the database and exit. Idle keep-alive
   * connections are closed only at the end, when every active client has had a closing answer.
   */
  async function shutdown(signal: string): Promise<void> {
    // Ctrl-C at a terminal has no load balancer to wait for.
    const drainDelayMs = signal === 'SIGINT' ? 0 : config.drainDelayMs;
    app.log.info({ signal, drainDelayMs }, 'shutting down: draining');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, drainDelayMs + SHUTDOWN_TIMEOUT_MS);
    force.unref();
    app.startDrain();
    await setTimeout_(drainDelayMs);
    app.log.info('drained: closing');
    await Promise.all([app.close(), docs.close()]);
    await database.close();
    process.exit(0);
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void shutdown(signal));
  }
}

/** The embedded database with demo data comes from a snapshot when it can (seed/snapshot.ts). */
async function openStartDatabase(
  config: Config,
  embedded: EmbeddedStart | null,
): Promise<Partial<SeededPglite> & { database: Database }> {
  if (embedded && config.demoData) return openDemoPglite(embedded);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    ...(embedded && { pgliteThread: embedded.thread }),
  });
  await migrate(database);
  if (config.demoData && (await isDatabaseEmpty(database.db))) await seedDemo(database.db);
  return { database };
}

import { join } from 'node:path';
import { z } from 'zod';

/** The repository's cache (node_modules/.cache/kontor): the demo snapshot is kept there. */
const DEFAULT_SNAPSHOT_DIR = join(import.meta.dirname, '../../../../node_modules/.cache/kontor');

const ZPort = z.coerce.number().int().min(0).max(65_535);
const ZFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting of the server, read from the environment. README lists them with their defaults. */
const ZConfig = z
  .object({
    PORT: ZPort.default(8090),
    HOST: z.string().min(1).default('0.0.0.0'),
    DOCS_PORT: ZPort.default(8095).meta({ description: '0 turns the API docs server off' }),
    DOCS_HOST: z.string().min(1).default('127.0.0.1'),
    DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
    CONTEXT_PATH: z
      .string()
      .regex(/^\/[A-Za-z0-9_-]+$/, 'must look like /kontor')
      .default('/kontor'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    BUILD_NUMBER: z.string().min(1).default('dev'),
    DEMO_DATA: ZFlag.optional(),
    DEMO_SNAPSHOT_DIR: z.string().min(1).optional(),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    SESSION_ABSOLUTE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(12),
    BODY_TIMEOUT_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(3600)
      .default(30)
      .meta({ description: 'a request (headers and body) must arrive within this time' }),
    TRUSTED_ORIGINS: z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url())),
    TRUST_PROXY: ZFlag.default(false),
    JOB_WORKERS: ZFlag.default(true),
    WEB_DIST: z.string().optional(),
    MNB_URL: z.url().default('http://www.mnb.hu/arfolyamok.asmx'),
    NAV_URL: z.url().default('https://api.onlineszamla.nav.gov.hu/invoiceService/v3'),
    NAV_LOGIN: z
      .string()
      .regex(/^[A-Za-z0-9]{6,15}$/, 'a NAV technical user login')
      .optional(),
    NAV_PASSWORD: z.string().min(1).optional(),
    NAV_SIGNING_KEY: z.string().min(1).optional(),
    NAV_TAX_NUMBER: z
      .string()
      .regex(/^\d{8}$/, 'the 8-digit taxpayer id')
      .optional(),
    /** The technical user's exchange key (AES-128): needed to report invoices (manageInvoice). */
    NAV_EXCHANGE_KEY: z.string().length(16).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional()
      .meta({ description: 'without it messages stay in the outbox page of the app' }),
    EMAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
    /** How long a courier call (MyGLS) may take before the print is answered 503. */
    COURIER_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(15),
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    docsPort: env.DOCS_PORT,
    /** The API docs listen on loopback unless configured otherwise. */
    docsHost: env.DOCS_HOST,
    /**
     * On SIGTERM the server keeps serving this long while /readyz answers 503 and every answer
     * closes its connection, so a load balancer moves the clients away before it stops accepting.
     */
    drainDelayMs: env.DRAIN_DELAY_MS,
    contextPath: env.CONTEXT_PATH,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    logLevel: env.LOG_LEVEL,
    buildNumber: env.BUILD_NUMBER,
    /** Demo data is seeded into an empty embedded database unless turned off; PostgreSQL starts empty. */
    demoData: env.DEMO_DATA ?? env.DATABASE_URL === undefined,
    /** Where the seeded embedded database is kept as a tarball for the next empty data directory. */
    demoSnapshotDir: env.DEMO_SNAPSHOT_DIR ?? DEFAULT_SNAPSHOT_DIR,
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000,
    bodyTimeoutMs: env.BODY_TIMEOUT_SECONDS * 1000,
    trustedOrigins: env.TRUSTED_ORIGINS.map((o) => new URL(o).origin),
    trustProxy: env.TRUST_PROXY,
    /** Run background jobs in this process (off: the process only serves and enqueues). */
    jobWorkers: env.JOB_WORKERS,
    webDist: env.WEB_DIST,
    mnbUrl: env.MNB_URL,
    /** The mail server messages go out through; null: they stay in the app's outbox. */
    smtpUrl: env.SMTP_URL ?? null,
    /** At most this many messages of one firm begin their SMTP conversation in a minute. */
    emailRatePerMinute: env.EMAIL_RATE_PER_MINUTE,
    courierTimeoutMs: env.COURIER_TIMEOUT_SECONDS * 1000,
    /** The NAV technical user; null (lookups answer 503) until all four settings are given. */
    nav:
      env.NAV_LOGIN && env.NAV_PASSWORD && env.NAV_SIGNING_KEY && env.NAV_TAX_NUMBER
        ? {
            url: env.NAV_URL,
            login: env.NAV_LOGIN,
            password: env.NAV_PASSWORD,
            signingKey: env.NAV_SIGNING_KEY,
            taxNumber: env.NAV_TAX_NUMBER,
            ...(env.NAV_EXCHANGE_KEY && { exchangeKey: env.NAV_EXCHANGE_KEY }),
          }
        : null,
  }));

export type Config = z.output<typeof ZConfig>;

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = ZConfig.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Configuration for tests and tools: the defaults with a few settings replaced. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // Tests never reach the real MNB: the discard port refuses at once unless a test sets a fake.
  const env = {
    LOG_LEVEL: 'silent',
    // Tests run jobs themselves, deterministically: `app.jobs.runUntilIdle()`.
    JOB_WORKERS: 'false',
    DOCS_PORT: '0',
    MNB_URL: 'http://127.0.0.1:9/arfolyamok.asmx',
  };
  return { ...readConfig(env), ...overrides };
}

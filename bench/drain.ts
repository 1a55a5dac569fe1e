/**
 * Graceful drain: does a rolling restart lose requests? Starts the real server (`node
 * apps/server/src/main.ts`) as child processes on a fresh PostgreSQL database, logs in, and lets
 * keep-alive clients hit an authenticated endpoint; half-way through, server A gets SIGTERM.
 * Every request is counted as answered (any status, 503 included: an answer) or lost (the
 * connection was reset or closed under it: no answer). A refused connection sent nothing, so it
 * is retried elsewhere, as a load balancer does.
 *
 *   npm run bench:drain -- --requests=12000 --clients=20 --drain-delay-ms=1000 --mode=both
 *
 * Modes: `balanced` runs servers A and B on the same database behind a simulated load balancer:
 * it polls every server's /readyz every --health-interval-ms (200) and opens each new connection
 * to the next ready server (round robin); a refused connection marks the server down and is
 * retried on another. A client keeps its connection until an answer says `Connection: close`.
 * `single` runs A alone without a balancer: the clients reconnect straight to A, ready or not,
 * until it refuses; it shows what a restart without a load balancer in front costs.
 * Exits 1 when a request got no answer in the balanced mode. BENCH_DATABASE_URL as in
 * bench/shell-load.ts. */
import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/seed/demo.ts';
import { freePort } from '../apps/server/src/test/free-port.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = 'kontor_drain';
const MAIN = join(import.meta.dirname, '../apps/server/src/main.ts');
const ENDPOINT = '/kontor/rest/navigation/history';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '12000' },
    clients: { type: 'string', default: '20' },
    'drain-delay-ms': { type: 'string', default: '1000' },
    'health-interval-ms': { type: 'string', default: '200' },
    mode: { type: 'string', default: 'both' },
  },
});
const total = Number(args.requests);
const clients = Number(args.clients);
const drainDelayMs = Number(args['drain-delay-ms']);
const healthIntervalMs = Number(args['health-interval-ms']);
const modes = args.mode === 'both' ? ['balanced', 'single'] : [args.mode!];
if (![total, clients, healthIntervalMs].every((n) => Number.isInteger(n) && n > 0))
  throw new Error('--requests, --clients and --health-interval-ms take positive integers');
if (!(drainDelayMs >= 0)) throw new Error('--drain-delay-ms takes a number ≥ 0');
if (!modes.every((m) => m === 'balanced' || m === 'single'))
  throw new Error('--mode takes balanced, single or both');

interface Server {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: string[];
}

async function startServer(name: string, databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      DOCS_PORT: '0',
      LOG_LEVEL: 'warn',
      DRAIN_DELAY_MS: String(drainDelayMs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const server = { name, port, child, exited, output };
  for (let i = 0; i < 300; i++) {
    if ((await send(server, '/readyz', new Agent()).catch(() => null))?.status === 200)
      return server;
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not become ready:\n${output.join('')}`);
}

interface Answer {
  status: number;
  closes: boolean;
  body: string;
}

function send(
  server: Pick<Server, 'port'>,
  path: string,
  agent: Agent,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: server.port, path, agent, method: init.method ?? 'GET' },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            closes: res.headers.connection === 'close',
            body,
          }),
        );
        res.on('error', reject);
      },
    );
    for (const [name, value] of Object.entries(init.headers ?? {})) req.setHeader(name, value);
    req.on('error', reject);
    req.end(init.body);
  });
}

async function accessTokenOf(server: Server): Promise<string> {
  const origin = `http://127.0.0.1:${server.port}`;
  const answer = await send(server, '/kontor/rest/auth/login', new Agent(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { accessToken: string }).accessToken;
}

interface Tally {
  answered: number;
  unavailable: number;
  lost: number;
  lostCodes: Record<string, number>;
  refused: number;
  readyzWhileDraining: number | null;
  healthzWhileDraining: number | null;
  exitCode: number | null;
}

/** The load balancer: active health checks on /readyz, round robin over the ready servers. */
class Balancer {
  private readonly ready: Map<Server, boolean>;
  private turn = 0;
  private readonly polling: NodeJS.Timeout;

  constructor(servers: Server[], hasHealthChecks: boolean) {
    this.ready = new Map(servers.map((s) => [s, true]));
    const probe = new Agent();
    this.polling = setInterval(() => {
      if (!hasHealthChecks) return;
      for (const server of servers) {
        void send(server, '/readyz', probe).then(
          (answer) => this.ready.set(server, answer.status === 200),
          () => this.ready.set(server, false),
        );
      }
    }, healthIntervalMs);
  }

  pick(): Server | null {
    const up = [...this.ready].filter(([, isReady]) => isReady).map(([server]) => server);
    return up.length ? up[this.turn++ % up.length]! : null;
  }

  markDown(server: Server): void {
    this.ready.set(server, false);
  }

  stop(): void {
    clearInterval(this.polling);
  }
}

async function run(mode: string, databaseUrl: string): Promise<Tally> {
  const a = await startServer('A', databaseUrl);
  const servers = mode === 'balanced' ? [a, await startServer('B', databaseUrl)] : [a];
  const balancer = new Balancer(servers, mode === 'balanced');
  const token = await accessTokenOf(a);
  const headers = { authorization: `Bearer ${token}` };
  const tally: Tally = {
    answered: 0,
    unavailable: 0,
    lost: 0,
    lostCodes: {},
    refused: 0,
    readyzWhileDraining: null,
    healthzWhileDraining: null,
    exitCode: null,
  };
  let sent = 0;
  let terminated = false;
  const terminate = async () => {
    a.child.kill('SIGTERM');
    await sleep(Math.min(100, drainDelayMs / 2));
    const probe = new Agent();
    tally.readyzWhileDraining = (await send(a, '/readyz', probe).catch(() => null))?.status ?? null;
    tally.healthzWhileDraining =
      (await send(a, '/healthz', probe).catch(() => null))?.status ?? null;
  };
  let probing: Promise<void> = Promise.resolve();

  const client = async () => {
    let connection: { server: Server; agent: Agent } | null = null;
    const disconnect = () => {
      connection?.agent.destroy();
      connection = null;
    };
    while (sent < total) {
      connection ??= ((server) =>
        server && { server, agent: new Agent({ keepAlive: true, maxSockets: 1 }) })(
        balancer.pick(),
      );
      if (!connection) return;
      sent++;
      if (!terminated && sent >= total / 2) {
        terminated = true;
        probing = terminate();
      }
      try {
        const answer = await send(connection.server, ENDPOINT, connection.agent, { headers });
        tally.answered++;
        if (answer.status === 503) tally.unavailable++;
        else if (answer.status !== 200) throw new Error(`unexpected ${answer.status}`);
        if (answer.closes) disconnect();
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
        if (code === 'ECONNREFUSED') {
          // Nothing was sent: the balancer takes the server out and the request goes elsewhere.
          tally.refused++;
          sent--;
          balancer.markDown(connection.server);
        } else {
          tally.lost++;
          tally.lostCodes[code] = (tally.lostCodes[code] ?? 0) + 1;
        }
        disconnect();
      }
    }
    disconnect();
  };
  await Promise.all(Array.from({ length: clients }, client));
  balancer.stop();
  await probing;
  tally.exitCode = await a.exited;
  for (const server of servers.slice(1)) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  if (tally.exitCode !== 0) process.stderr.write(a.output.join(''));
  return tally;
}

const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
const url = new URL(SERVER_URL);
url.pathname = `/${BENCH_DB}`;
const results: { mode: string; tally: Tally }[] = [];
try {
  for (const mode of modes) {
    await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.query(`create database ${BENCH_DB}`);
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await migrate(database);
    await seedDemo(database.db);
    await database.close();
    results.push({ mode, tally: await run(mode, url.toString()) });
  }
} finally {
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.end();
}

console.log(
  `\n${clients} keep-alive clients, ${total} requests to GET ${ENDPOINT} (bearer), SIGTERM to A after ${total / 2}, DRAIN_DELAY_MS=${drainDelayMs}, health checks every ${healthIntervalMs} ms\n`,
);
console.log(
  '| mode     | answered | of them 503 | lost (no answer) | refused (nothing sent) | /readyz while draining | /healthz while draining | A exit code |',
);
console.log(
  '| -------- | -------: | ----------: | ---------------: | ---------------------: | ---------------------: | ----------------------: | ----------: |',
);
for (const { mode, tally: t } of results) {
  const lost = `${t.lost}${t.lost ? ` ${JSON.stringify(t.lostCodes)}` : ''}`;
  console.log(
    `| ${mode.padEnd(8)} | ${t.answered} | ${t.unavailable} | ${lost} | ${t.refused} | ${t.readyzWhileDraining} | ${t.healthzWhileDraining} | ${t.exitCode} |`,
  );
}
const failed = results.some(
  (r) => r.tally.exitCode !== 0 || (r.mode === 'balanced' && r.tally.lost > 0),
);
process.exit(failed ? 1 : 0);

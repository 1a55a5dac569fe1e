/**
 * The embedded database's own thread (platform/db/pglite-thread.ts starts it): PGlite runs here, so
 * its work (WebAssembly PostgreSQL, the wire protocol in JavaScript) uses the second core instead of
 * the server's event loop, and its start-up overlaps the server's module loading. It answers the
 * messages of `pglite-thread.ts` one to one; transactions are PGlite's own, held open here until
 * the server's side says how they end.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openPgliteHere } from './pglite-open.ts';
import type { PgliteRequest, PgliteResponse, PgliteThreadOptions } from './pglite-thread.ts';

const options = workerData as PgliteThreadOptions;
const port = parentPort!;
const post = (message: PgliteResponse) => port.postMessage(message);

/** Open transactions by id: their PGlite handle and how to end them. */
const transactions = new Map<number, { tx: Transaction; end(commit: boolean): Promise<void> }>();

function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  // PGlite's DatabaseError carries the server's fields (code, detail, constraint…) as own properties.
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error))
    if (value === undefined || typeof value !== 'object') fields[key] = value;
  return fields;
}

const ready = openPgliteHere(
  options.dir,
  options.snapshot && new Blob([options.snapshot as Uint8Array<ArrayBuffer>]),
);
ready.then(
  () => post({ id: 0, result: null }),
  (error) => post({ id: 0, error: errorFields(error) }),
);

async function handle(db: PGlite, request: PgliteRequest): Promise<unknown> {
  const on = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
  if (!on) throw new Error(`transaction ${request.tx} is not open`);
  switch (request.op) {
    case 'query':
      return on.query(request.sql, request.params, { rowMode: request.rowMode });
    case 'exec':
      return on.exec(request.sql);
    case 'begin':
      return begin(db, request.id);
    case 'end':
      return end(request.tx!, request.commit);
    case 'listen':
      await db.listen(request.channel, (payload) =>
        post({ id: -1, notify: { channel: request.channel, payload } }),
      );
      return null;
    case 'dump': {
      const blob = await db.dumpDataDir(request.compression);
      return new Uint8Array(await blob.arrayBuffer());
    }
    case 'close':
      await db.close();
      return null;
  }
}

const ROLLED_BACK = Symbol('rolled back');

/** Opens a PGlite transaction that stays open until `end` names it; answers when it has begun. */
function begin(db: PGlite, id: number): Promise<null> {
  return new Promise((begun, failed) => {
    const done: Promise<void> = db
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            transactions.set(id, {
              tx,
              end: (ok) => {
                if (ok) commit();
                else rollback(ROLLED_BACK);
                return done;
              },
            });
            begun(null);
          }),
      )
      .catch((error) => {
        if (error !== ROLLED_BACK) throw error;
      });
    done.catch(failed);
  });
}

/** Commits or rolls back; answers when PGlite has (a failed COMMIT answers its error). */
async function end(id: number, commit: boolean): Promise<null> {
  const open = transactions.get(id);
  if (!open) throw new Error(`transaction ${id} is not open`);
  transactions.delete(id);
  await open.end(commit);
  return null;
}

port.on('message', (request: PgliteRequest) => {
  ready
    .then((db) => handle(db, request))
    .then(
      (result) => post({ id: request.id, result }),
      (error) => post({ id: request.id, error: errorFields(error) }),
    );
});

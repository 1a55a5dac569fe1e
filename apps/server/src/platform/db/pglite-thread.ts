import { Worker } from 'node:worker_threads';
import type { PGlite, Results } from '@electric-sql/pglite';

/**
 * The embedded database on its own thread (`pglite-worker.ts`): the server's side. It answers the
 * part of PGlite's API the server uses (queries, scripts, transactions, LISTEN, dumps), so drizzle,
 * pg-boss and the snapshot code cannot tell it from an in-process PGlite. Requests are answered in
 * the order PGlite runs them; a transaction holds PGlite's transaction lock on the worker until its
 * callback here settles, exactly as in process.
 */
export type EmbeddedClient = Pick<
  PGlite,
  'query' | 'exec' | 'transaction' | 'listen' | 'dumpDataDir' | 'close'
>;

export interface PgliteThreadOptions {
  /** The data directory, or `memory://`. */
  dir: string;
  /** A data-dir tarball (`dumpDataDir`) to start from. */
  snapshot?: Uint8Array;
}

type Operation =
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object' }
  | { op: 'exec'; sql: string }
  | { op: 'begin' }
  | { op: 'end'; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'dump'; compression?: 'none' | 'gzip' | 'auto' }
  | { op: 'close' };
export type PgliteRequest = Operation & { id: number; tx?: number };
export interface PgliteResponse {
  /** 0 answers the start, -1 carries a notification. */
  id: number;
  result?: unknown;
  error?: Record<string, unknown>;
  notify?: { channel: string; payload: string };
}

/** Starts the thread; `ready` settles when the database is open (or failed to open). */
export function startPgliteThread(options: PgliteThreadOptions): {
  client: EmbeddedClient;
  ready: Promise<void>;
} {
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
    workerData: options,
    ...(options.snapshot && { transferList: [options.snapshot.buffer as ArrayBuffer] }),
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(e: Error): void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let lastId = 0;
  let failure: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => pending.set(0, { resolve, reject }));
  ready.catch(() => {});
  worker.on('message', (response: PgliteResponse) => {
    if (response.notify) {
      for (const listener of listeners.get(response.notify.channel) ?? [])
        listener(response.notify.payload);
      return;
    }
    const waiting = pending.get(response.id);
    pending.delete(response.id);
    if (response.error) waiting?.reject(Object.assign(new Error(), response.error));
    else waiting?.resolve(response.result);
  });
  const fail = (error: Error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', () => fail(new Error('The embedded database thread has stopped')));

  const call = <T>(operation: Operation, tx?: number): Promise<T> => send(++lastId, operation, tx);
  function send<T>(id: number, operation: Operation, tx?: number): Promise<T> {
    if (failure) return Promise.reject(failure);
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...operation, id, ...(tx !== undefined && { tx }) });
    });
  }
  const queries = (tx?: number) => ({
    query: <T>(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }) =>
      call<Results<T>>(
        { op: 'query', sql, ...(params && { params }), rowMode: options?.rowMode ?? 'object' },
        tx,
      ),
    exec: (sql: string) => call<Results[]>({ op: 'exec', sql }, tx),
  });

  const client = {
    ...queries(),
    async transaction<T>(callback: (tx: ReturnType<typeof queries>) => Promise<T>): Promise<T> {
      // The worker keys the transaction by the id of the request that began it.
      const id = ++lastId;
      await send(id, { op: 'begin' });
      let result: T;
      try {
        result = await callback(queries(id));
      } catch (error) {
        await call({ op: 'end', commit: false }, id);
        throw error;
      }
      await call({ op: 'end', commit: true }, id);
      return result;
    },
    async listen(channel: string, listener: (payload: string) => void) {
      const known = listeners.get(channel);
      if (known) known.add(listener);
      else {
        listeners.set(channel, new Set([listener]));
        await call({ op: 'listen', channel });
      }
      return async () => void listeners.get(channel)?.delete(listener);
    },
    async dumpDataDir(compression?: 'none' | 'gzip' | 'auto') {
      const bytes = await call<Uint8Array>({ op: 'dump', ...(compression && { compression }) });
      return new Blob([bytes as Uint8Array<ArrayBuffer>]);
    },
    async close() {
      if (!failure) await call({ op: 'close' }).catch(() => {});
      await worker.terminate();
    },
  };
  return { client: client as unknown as EmbeddedClient, ready };
}

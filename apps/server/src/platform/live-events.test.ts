import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeApp, HOST, REST, type Session } from '../test/harness.ts';
import { publishChange } from './events.ts';
import { MAX_STREAMS_PER_SESSION } from './live-events.ts';

/** An open event stream read as it arrives: `next()` answers the next event (name and data). */
async function openStream(url: string, session: Session) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { cookie: session.cookie, host: HOST },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  async function next(timeoutMs = 2_000): Promise<{ event: string; data: string } | 'TIMEOUT'> {
    const deadline = Date.now() + timeoutMs;
    while (!buffer.includes('\n\n')) {
      const left = deadline - Date.now();
      if (left <= 0) return 'TIMEOUT';
      const chunk = await Promise.race([
        reader.read(),
        new Promise<'TIMEOUT'>((resolve) => setTimeout(() => resolve('TIMEOUT'), left)),
      ]);
      if (chunk === 'TIMEOUT') return 'TIMEOUT';
      if (chunk.done) return { event: 'END', data: '' };
      buffer += chunk.value;
    }
    const end = buffer.indexOf('\n\n');
    const block = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    const field = (name: string) =>
      block
        .split('\n')
        .find((line) => line.startsWith(`${name}: `))
        ?.slice(name.length + 2) ?? '';
    return { event: field('event'), data: field('data') };
  }
  return {
    response,
    next,
    close: () => {
      reader.cancel().catch(() => undefined);
      controller.abort();
    },
  };
}

describeApp('live events (server-sent events)', (t) => {
  let base: string;
  let raktaros: Session;
  beforeAll(async () => {
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t().app.server.address() as AddressInfo;
    base = `http://127.0.0.1:${port}${REST}/events`;
    raktaros = await t().login('raktaros');
  });

  it('streams a committed change of the firm, and nothing of a rolled-back one or another firm', async () => {
    const stream = await openStream(base, raktaros);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await stream.next()).toEqual({ event: 'ready', data: '{}' });
    const db = t().database.db;
    await db
      .transaction(async (tx) => {
        await publishChange(tx, 1, 'warehouse');
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await db.transaction((tx) => publishChange(tx, 2, 'warehouse'));
    await db.execute(sql`select pg_notify('kontor_events', 'not json')`);
    await db.transaction((tx) => publishChange(tx, 1, 'schedule'));
    // The first event to arrive is firm 1's committed change: the others sent nothing here.
    expect(await stream.next()).toEqual({ event: 'change', data: '{"topic":"schedule"}' });
    expect(await stream.next(300)).toBe('TIMEOUT');
    stream.close();
  });

  it('answers ready and ends with once=1 (app.inject cannot read a stream)', async () => {
    const r = await t().call('GET', `${REST}/events?once=1`, { session: raktaros });
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe('retry: 2000\nevent: ready\ndata: {}\n\n');
    expect((await t().call('GET', `${REST}/events?once=1`)).statusCode).toBe(401);
  });

  it('caps the streams of one session, and frees a place when a stream closes', async () => {
    const session = await t().login('irodai');
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i += 1) {
      const s = await openStream(base, session);
      await s.next();
      streams.push(s);
    }
    const refused = await fetch(base, { headers: { cookie: session.cookie, host: HOST } });
    expect(refused.status).toBe(429);
    streams.pop()!.close();
    await expect
      .poll(
        async () =>
          (
            await fetch(`${base}?once=1`, {
              headers: { cookie: session.cookie, host: HOST },
            })
          ).status,
      )
      .toBe(200);
    for (const s of streams) s.close();
  });

  it('ends the streams of a session that logs out', async () => {
    const session = await t().login('raktaros');
    const stream = await openStream(base, session);
    await stream.next();
    await t().call('POST', `${REST}/auth/logout`, { session });
    expect(await stream.next()).toMatchObject({ event: 'END' });
  });

  // Last: the app drains for good.
  it('ends every stream when the server drains (SIGTERM), and takes no new ones', async () => {
    const stream = await openStream(base, raktaros);
    await stream.next();
    t().app.startDrain();
    expect(await stream.next()).toMatchObject({ event: 'END' });
    const late = await t().call('GET', `${REST}/events?once=1`, { session: raktaros });
    expect(late.statusCode).toBe(503);
  });
});

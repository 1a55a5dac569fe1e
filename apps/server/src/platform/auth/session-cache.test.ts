import { afterEach, expect, it, vi } from 'vitest';
import { describeApp, REST, type Session } from '../../test/harness.ts';

/**
 * The session check answers from the in-process cache without the database (SessionStore.cached).
 * Each case first asks twice, so the second answer came from the cache, then changes the session.
 */
describeApp('the cached session check', (t) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const check = async (session: Session) =>
    (await t().call('GET', `${REST}/auth/check`, { session })).statusCode;
  const bearer = async (token: string) =>
    (
      await t().call('GET', `${REST}/auth/check`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;

  it('forgets a session at logout, for its cookie and its bearer token', async () => {
    const session = await t().login('muhely');
    expect([await check(session), await check(session)]).toEqual([204, 204]);
    expect([await bearer(session.accessToken), await bearer(session.accessToken)]).toEqual([
      204, 204,
    ]);
    expect((await t().call('POST', `${REST}/auth/logout`, { session })).statusCode).toBe(204);
    expect(await check(session)).toBe(401);
    expect(await bearer(session.accessToken)).toBe(401);
  });

  it('answers in the new firm right after a firm switch', async () => {
    const session = await t().login('irodai');
    const firmOf = async () =>
      (await t().call('GET', `${REST}/user/info`, { session })).json().currentFirmId;
    expect([await firmOf(), await firmOf()]).toEqual([1, 1]);
    const switched = await t().call('PUT', `${REST}/user/firm`, { session, body: { firmId: 3 } });
    expect(switched.statusCode).toBe(204);
    expect(await firmOf()).toBe(3);
  });

  it('ends a session past its absolute lifetime even while its cached copy is fresh', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const session = await t().login('sofor');
    // Active every 20 minutes, so never idle, up to a few seconds before the absolute limit.
    const end = start + t().config.sessionAbsoluteMs;
    for (let at = start; at < end - 10_000; at += 20 * 60_000) {
      vi.setSystemTime(at);
      expect(await check(session)).toBe(204);
    }
    vi.setSystemTime(end - 5_000);
    expect([await check(session), await check(session)]).toEqual([204, 204]);
    // Six seconds later: the cached copy is still within its 30 s, the session is not.
    vi.setSystemTime(end + 1_000);
    expect(await check(session)).toBe(401);
  });

  it('ends an idle session: the cache never outlives the idle limit', async () => {
    const session = await t().login('sofor');
    expect([await check(session), await check(session)]).toEqual([204, 204]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + t().config.sessionIdleMs + 1_000);
    expect(await check(session)).toBe(401);
  });
});

import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeUsername } from '../../platform/auth/username.ts';
import { queryRows } from '../../platform/db/database.ts';
import {
  cookieHeader,
  DEMO_PASSWORD,
  describeApp,
  REST,
  type TestApp,
} from '../../test/harness.ts';
import { delayAfter, LOGIN_THROTTLE } from './login-throttle.ts';

const tryLogin = (t: TestApp, username: string, password: string, remoteAddress = '10.5.0.1') =>
  t.call('POST', `${REST}/auth/login`, { remoteAddress, body: { username, password } });

/** Closes the account's key: exactly the limit of wrong passwords, from different addresses. */
async function exhaust(t: TestApp, username: string): Promise<void> {
  for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) {
    expect((await tryLogin(t, username, 'rossz', `10.6.0.${i}`)).statusCode).toBe(401);
  }
}

describe('throttle rule', () => {
  it('lets the limit pass, then doubles the delay from 10 s up to 15 minutes', () => {
    const limit = LOGIN_THROTTLE.perAccount;
    expect(delayAfter(limit - 1, limit)).toBe(0);
    expect(delayAfter(limit, limit)).toBe(10_000);
    expect(delayAfter(limit + 1, limit)).toBe(20_000);
    expect(delayAfter(limit + 3, limit)).toBe(80_000);
    expect(delayAfter(limit + 20, limit)).toBe(15 * 60_000);
  });

  it('normalises usernames with NFKC and one lower-casing', () => {
    expect(normalizeUsername(' IrodaI ')).toBe('irodai');
    expect(normalizeUsername('ｉｒｏｄａｉ')).toBe('irodai');
    expect(normalizeUsername('İrodai')).toBe('i\u0307rodai');
    expect(normalizeUsername('İrodai')).not.toBe('irodai');
  });
});

describeApp('login throttling', (t) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts every one of 30 parallel wrong passwords: exactly the limit are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => tryLogin(t(), 'raktaros', 'rossz')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_THROTTLE.perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LOGIN_THROTTLE.perAccount);
  });

  it('after 39 parallel wrong passwords the 40th, with the right one, does not log in', async () => {
    const answers = await Promise.all(
      Array.from({ length: 39 }, () => tryLogin(t(), 'muhely', 'rossz', '10.5.1.1')),
    );
    const checked = answers.filter((a) => a.statusCode === 401);
    expect(checked).toHaveLength(LOGIN_THROTTLE.perAccount);
    const fortieth = await tryLogin(t(), 'muhely', DEMO_PASSWORD, '10.5.1.1');
    expect(fortieth.statusCode).toBe(429);
    expect(fortieth.json().code).toBe('LOGIN_THROTTLED');
  });

  it('throttles every spelling of a name under one key; İrodai is another name', async () => {
    await exhaust(t(), 'irodai');
    for (const spelling of ['IRODAI', ' irodai', 'ｉｒｏｄａｉ']) {
      expect((await tryLogin(t(), spelling, DEMO_PASSWORD)).statusCode).toBe(429);
    }
    expect((await tryLogin(t(), 'İrodai', DEMO_PASSWORD)).statusCode).toBe(401);
  });

  it('slows down instead of locking out: after the delay the right password logs in', async () => {
    await exhaust(t(), 'utemezo');
    const closed = await tryLogin(t(), 'utemezo', DEMO_PASSWORD);
    expect(closed.statusCode).toBe(429);
    expect(closed.headers['retry-after']).toBe('10');
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 11_000);
    expect((await tryLogin(t(), 'utemezo', 'rossz')).statusCode).toBe(401);
    const longer = await tryLogin(t(), 'utemezo', DEMO_PASSWORD);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('20');
    vi.setSystemTime(start + 32_000);
    expect((await tryLogin(t(), 'utemezo', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await tryLogin(t(), 'utemezo', 'rossz')).statusCode).toBe(401);
  });

  it('forgets an open key 15 minutes after its last failure, and drops its row', async () => {
    await exhaust(t(), 'elfelejtett');
    const rowsOf = () =>
      queryRows<{ failures: number }>(
        t().database.db,
        sql`select failures from login_throttle where key = 'user:elfelejtett'`,
      );
    expect(await rowsOf()).toEqual([{ failures: LOGIN_THROTTLE.perAccount }]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + LOGIN_THROTTLE.forgetAfterMs + 60_000);
    expect((await tryLogin(t(), 'valaki-mas', 'rossz', '10.5.3.1')).statusCode).toBe(401);
    expect(await rowsOf()).toEqual([]);
  });

  it('does not lock out a user who holds a valid remember-me token', async () => {
    const own = await t().login('ertekesito', { rememberMe: true, remoteAddress: '10.5.2.1' });
    await exhaust(t(), 'ertekesito');
    const remembered = { rememberMe: own.cookies.rememberMe! };
    const login = await t().call('POST', `${REST}/auth/login`, {
      remoteAddress: '10.5.2.1',
      headers: { cookie: cookieHeader(remembered) },
      body: { username: 'ertekesito', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect((await tryLogin(t(), 'ertekesito', DEMO_PASSWORD)).statusCode).toBe(429);
  });
});

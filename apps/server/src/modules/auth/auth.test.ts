import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { cookieHeader, cookiesOf, DEMO_PASSWORD, describeApp, REST } from '../../test/harness.ts';
import { LOGIN_THROTTLE } from './login-throttle.ts';

const setCookie = (headers: Record<string, unknown>, name: string): string => {
  const all = [headers['set-cookie']].flat() as string[];
  return all.find((c) => c.startsWith(`${name}=`)) ?? '';
};

describeApp('login and sessions', (t) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs in and sets a 128-bit HttpOnly, SameSite=Lax session cookie on path /', async () => {
    const response = await t().call('POST', `${REST}/auth/login`, {
      body: { username: 'irodai', password: 'Kontor-demo-2026', rememberMe: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.json().rememberMeToken).toBe('');
    const cookie = setCookie(response.headers, 'JSESSIONID');
    expect(cookie).toMatch(/^JSESSIONID=[A-Za-z0-9_-]{22};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(setCookie(response.headers, 'rememberMe')).toBe('');
    const info = await t().call('GET', `${REST}/user/info`, {
      session: {
        cookie: `JSESSIONID=${cookiesOf(response).JSESSIONID}`,
        cookies: {},
        accessToken: '',
      },
    });
    expect(info.json().username).toBe('irodai');
  });

  it('issues a new session id on every login (no fixation)', async () => {
    const planted = 'JSESSIONID=AAAAAAAAAAAAAAAAAAAAAA';
    const first = await t().call('POST', `${REST}/auth/login`, {
      headers: { cookie: planted },
      body: { username: 'irodai', password: 'Kontor-demo-2026' },
    });
    const second = await t().call('POST', `${REST}/auth/login`, {
      headers: { cookie: planted },
      body: { username: 'irodai', password: 'Kontor-demo-2026' },
    });
    const a = cookiesOf(first).JSESSIONID;
    const b = cookiesOf(second).JSESSIONID;
    expect(a).not.toBe('AAAAAAAAAAAAAAAAAAAAAA');
    expect(a).not.toBe(b);
  });

  it('answers unknown users and wrong passwords identically', async () => {
    const unknown = await t().call('POST', `${REST}/auth/login`, {
      remoteAddress: '10.0.0.1',
      body: { username: 'nincs-ilyen', password: 'x' },
    });
    const wrong = await t().call('POST', `${REST}/auth/login`, {
      remoteAddress: '10.0.0.1',
      body: { username: 'irodai', password: 'x' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.headers['content-type']).toContain('application/problem+json');
  });

  it('throttles an account after repeated failures, known or not, even with the right password', async () => {
    for (const username of ['utemezo', 'senki']) {
      for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) {
        const r = await t().call('POST', `${REST}/auth/login`, {
          remoteAddress: `10.1.0.${i}`,
          body: { username, password: 'rossz' },
        });
        expect(r.statusCode).toBe(401);
      }
      const blocked = await t().call('POST', `${REST}/auth/login`, {
        remoteAddress: '10.1.1.1',
        body: { username, password: 'Kontor-demo-2026' },
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('LOGIN_THROTTLED');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('throttles a client address that tries many accounts', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.perIp; i++) {
      await t().call('POST', `${REST}/auth/login`, {
        remoteAddress: '10.2.0.1',
        body: { username: `guess${i}`, password: 'x' },
      });
    }
    const blocked = await t().call('POST', `${REST}/auth/login`, {
      remoteAddress: '10.2.0.1',
      body: { username: 'sofor', password: 'Kontor-demo-2026' },
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await t().call('POST', `${REST}/auth/login`, {
      remoteAddress: '10.2.0.2',
      body: { username: 'sofor', password: 'Kontor-demo-2026' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('accepts the access token as a bearer token, without CSRF headers', async () => {
    const session = await t().login('ertekesito');
    const bearer = { authorization: `Bearer ${session.accessToken}` };
    const info = await t().call('GET', `${REST}/user/info`, { headers: bearer });
    expect(info.json().username).toBe('ertekesito');
    const push = await t().call('POST', `${REST}/navigation/history`, {
      headers: { ...bearer, origin: 'https://evil.example' },
      body: { label: 'Kezdőlap', url: '/app' },
    });
    expect(push.statusCode).toBe(204);
    expect(
      (await t().call('GET', `${REST}/auth/check`, { headers: { authorization: 'Bearer nope' } }))
        .statusCode,
    ).toBe(401);
  });

  it('ends idle sessions and sessions past their absolute lifetime', async () => {
    const idle = await t().login('sofor');
    expect((await t().call('GET', `${REST}/auth/check`, { session: idle })).statusCode).toBe(204);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + t().config.sessionIdleMs + 60_000);
    const afterIdle = await t().call('GET', `${REST}/auth/check`, { session: idle });
    expect(afterIdle.statusCode).toBe(401);
    expect(setCookie(afterIdle.headers, 'JSESSIONID')).toContain('Expires=Thu, 01 Jan 1970');
    vi.useRealTimers();

    const old = await t().login('sofor');
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    // Active every 20 minutes, so never idle, until the absolute limit passes.
    for (let at = start; at < start + t().config.sessionAbsoluteMs; at += 20 * 60_000) {
      vi.setSystemTime(at);
      expect((await t().call('GET', `${REST}/auth/check`, { session: old })).statusCode).toBe(204);
    }
    vi.setSystemTime(start + t().config.sessionAbsoluteMs + 1000);
    expect((await t().call('GET', `${REST}/auth/check`, { session: old })).statusCode).toBe(401);
  });

  it('logs out: the session and the remember-me token stop working', async () => {
    const session = await t().login('muhely', { rememberMe: true });
    const logout = await t().call('POST', `${REST}/auth/logout`, { session });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    expect(setCookie(logout.headers, 'rememberMe')).toContain('Expires=Thu, 01 Jan 1970');
    expect((await t().call('GET', `${REST}/auth/check`, { session })).statusCode).toBe(401);
    const onlyRemember = {
      cookie: `rememberMe=${session.cookies.rememberMe}`,
      cookies: {},
      accessToken: '',
    };
    expect(
      (await t().call('GET', `${REST}/auth/check`, { session: onlyRemember })).statusCode,
    ).toBe(401);
  });
});

describeApp('remember-me', (t) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const withCookies = (cookies: Record<string, string>) => ({
    cookie: cookieHeader(cookies),
    cookies,
    accessToken: '',
  });

  it('sets a 365-day Secure rememberMe cookie whose validator is stored only as a hash', async () => {
    const response = await t().call('POST', `${REST}/auth/login`, {
      body: { username: 'raktaros', password: 'Kontor-demo-2026', rememberMe: true },
    });
    const cookie = setCookie(response.headers, 'rememberMe');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
    const [selector, validator] = cookiesOf(response).rememberMe!.split('.');
    expect(response.json().rememberMeToken).toBe(selector);
    const stored = await t().database.pglite?.query<{ validator_hash: string }>(
      'select validator_hash from remember_me_tokens where selector = $1',
      [selector],
    );
    if (stored) {
      expect(stored.rows[0]!.validator_hash).not.toContain(validator!);
      expect(stored.rows[0]!.validator_hash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('opens a new session from the token and rotates it', async () => {
    const login = await t().login('raktaros', { rememberMe: true });
    const first = await t().call('GET', `${REST}/user/info`, {
      session: withCookies({ rememberMe: login.cookies.rememberMe! }),
    });
    expect(first.statusCode).toBe(200);
    const rotated = cookiesOf(first);
    expect(rotated.JSESSIONID).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(rotated.JSESSIONID).not.toBe(login.cookies.JSESSIONID);
    expect(rotated.rememberMe).not.toBe(login.cookies.rememberMe);
    expect(rotated.rememberMe!.split('.')[0]).toBe(login.cookies.rememberMe!.split('.')[0]);
    const next = await t().call('GET', `${REST}/auth/check`, {
      session: withCookies({ rememberMe: rotated.rememberMe! }),
    });
    expect(next.statusCode).toBe(204);
  });

  it('lets a parallel request reuse the just-rotated token within the grace period', async () => {
    const login = await t().login('raktaros', { rememberMe: true });
    const old = withCookies({ rememberMe: login.cookies.rememberMe! });
    expect((await t().call('GET', `${REST}/auth/check`, { session: old })).statusCode).toBe(204);
    const parallel = await t().call('GET', `${REST}/auth/check`, { session: old });
    expect(parallel.statusCode).toBe(204);
    expect(setCookie(parallel.headers, 'rememberMe')).toBe('');
  });

  it('treats a replayed old token as theft and revokes every token and session of the user', async () => {
    const victim = await t().login('utemezo', { rememberMe: true, remoteAddress: '10.9.9.9' });
    const otherDevice = await t().login('utemezo', { rememberMe: true, remoteAddress: '10.9.9.9' });
    const stolen = victim.cookies.rememberMe!;
    const legit = await t().call('GET', `${REST}/auth/check`, {
      session: withCookies({ rememberMe: stolen }),
    });
    const legitCookies = cookiesOf(legit);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    const replay = await t().call('GET', `${REST}/auth/check`, {
      session: withCookies({ rememberMe: stolen }),
    });
    expect(replay.statusCode).toBe(401);
    vi.useRealTimers();
    for (const session of [
      withCookies({ rememberMe: legitCookies.rememberMe! }),
      withCookies({ JSESSIONID: legitCookies.JSESSIONID! }),
      otherDevice,
      withCookies({ rememberMe: otherDevice.cookies.rememberMe! }),
    ]) {
      expect((await t().call('GET', `${REST}/auth/check`, { session })).statusCode).toBe(401);
    }
  });
});

describeApp('sessions', (t) => {
  const only = (cookies: Record<string, string>) => ({
    cookie: cookieHeader(cookies),
    cookies,
    accessToken: '',
  });

  it('ending a session on the Tools page also revokes the remember-me token that opened it', async () => {
    const admin = await t().login('admin');
    const user = await t().login('admin', { rememberMe: true });
    const [row] = await queryRows<{ id: string }>(
      t().database.db,
      sql`select id from sessions where remember_me_selector = ${user.cookies.rememberMe!.split('.')[0]}`,
    );
    const ended = await t().call('POST', '/kontor/app/Tools/sessions/end', {
      session: admin,
      body: { sessionId: row!.id },
    });
    expect(ended.statusCode).toBe(204);
    expect((await t().call('GET', `${REST}/auth/check`, { session: user })).statusCode).toBe(401);
    const remembered = only({ rememberMe: user.cookies.rememberMe! });
    expect((await t().call('GET', `${REST}/auth/check`, { session: remembered })).statusCode).toBe(
      401,
    );
  });

  it('a login in a browser holding another session ends that session and its remember-me', async () => {
    const first = await t().login('sofor', { rememberMe: true });
    const second = await t().call('POST', `${REST}/auth/login`, {
      session: first,
      body: { username: 'raktaros', password: DEMO_PASSWORD },
    });
    expect(second.statusCode).toBe(200);
    expect(setCookie(second.headers, 'rememberMe')).toContain('Expires=Thu, 01 Jan 1970');
    for (const old of [
      only({ JSESSIONID: first.cookies.JSESSIONID! }),
      only({ rememberMe: first.cookies.rememberMe! }),
    ]) {
      expect((await t().call('GET', `${REST}/auth/check`, { session: old })).statusCode).toBe(401);
    }
    const now = only({ JSESSIONID: cookiesOf(second).JSESSIONID! });
    expect((await t().call('GET', `${REST}/user/info`, { session: now })).json().username).toBe(
      'raktaros',
    );
  });

  it("writes its own request id into audit rows; the client's X-Request-Id is only logged beside it", async () => {
    const response = await t().call('POST', `${REST}/auth/login`, {
      headers: { 'x-request-id': 'forged-request-id' },
      body: { username: 'admin', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const audit = await queryRows<{ request_id: string }>(
      t().database.db,
      sql`select request_id from audit_log where action = 'login' order by id desc limit 1`,
    );
    expect(audit[0]!.request_id).toBe(id);
    const logged = t().logs.find((line) => line.includes('forged-request-id'));
    expect(JSON.parse(logged!)).toMatchObject({ reqId: id, clientRequestId: 'forged-request-id' });
  });
});

describe('tokens', () => {
  it('parses only well-formed remember-me cookies', async () => {
    const { parseRememberMe } = await import('../../platform/auth/tokens.ts');
    expect(parseRememberMe('abc')).toBeNull();
    expect(parseRememberMe(`${'a'.repeat(16)}.${'b'.repeat(43)}`)).toEqual({
      selector: 'a'.repeat(16),
      validator: 'b'.repeat(43),
    });
  });
});

import { expect, it } from 'vitest';
import { describeApp, ORIGIN, REST } from '../test/harness.ts';

describeApp('CSRF', (t) => {
  const push = { label: 'Kezdőlap', url: '/app' };

  it('refuses a cookie-authenticated change without Origin or Sec-Fetch-Site', async () => {
    const session = await t().login('irodai');
    const r = await t().call('POST', `${REST}/navigation/history`, {
      session,
      body: push,
      headers: { origin: '' },
    });
    // An empty Origin header is still an Origin that is not ours.
    expect(r.statusCode).toBe(403);
    const bare = await t().app.inject({
      method: 'POST',
      url: `${REST}/navigation/history`,
      headers: { host: 'kontor.test', cookie: session.cookie },
      payload: push,
    });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe('CSRF_REJECTED');
  });

  it('refuses another origin and cross-site fetch metadata', async () => {
    const session = await t().login('irodai');
    const foreign = await t().call('POST', `${REST}/navigation/history`, {
      session,
      body: push,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await t().app.inject({
      method: 'POST',
      url: `${REST}/navigation/history`,
      headers: { host: 'kontor.test', cookie: session.cookie, 'sec-fetch-site': 'cross-site' },
      payload: push,
    });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await t().app.inject({
      method: 'POST',
      url: `${REST}/navigation/history`,
      headers: { host: 'kontor.test', cookie: session.cookie, 'sec-fetch-site': 'same-origin' },
      payload: push,
    });
    expect(sameOrigin.statusCode).toBe(204);
  });

  it('never lets a form-encoded cross-site post reach a handler, even with our origin', async () => {
    const session = await t().login('irodai');
    const before = await t().call('GET', `${REST}/navigation/history`, { session });
    for (const contentType of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    ]) {
      const r = await t().app.inject({
        method: 'POST',
        url: `${REST}/navigation/history`,
        headers: {
          host: 'kontor.test',
          cookie: session.cookie,
          origin: ORIGIN,
          'content-type': contentType,
        },
        payload: 'label=Hack&url=/app/x',
      });
      expect(r.statusCode).toBe(403);
    }
    const after = await t().call('GET', `${REST}/navigation/history`, { session });
    expect(after.json()).toEqual(before.json());
  });

  it('accepts same-origin JSON changes', async () => {
    const session = await t().login('irodai');
    const r = await t().call('POST', `${REST}/navigation/history`, { session, body: push });
    expect(r.statusCode).toBe(204);
  });
});

describeApp(
  'CSRF with trusted origins',
  (t) => {
    it('accepts a configured origin (the dev server)', async () => {
      const session = await t().login('irodai');
      const r = await t().call('POST', `${REST}/navigation/history`, {
        session,
        body: { label: 'X', url: '/app' },
        headers: { origin: 'http://localhost:3351' },
      });
      expect(r.statusCode).toBe(204);
    });
  },
  { trustedOrigins: ['http://localhost:3351'] },
);

describeApp('problem+json errors', (t) => {
  it('lists the failing fields of a bad body', async () => {
    const r = await t().call('POST', `${REST}/auth/login`, {
      body: { username: '   ', password: '', rememberMe: 'yes' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.headers['content-type']).toContain('application/problem+json');
    const body = r.json();
    expect(body).toMatchObject({
      title: 'Bad Request',
      status: 400,
      code: 'VALIDATION_FAILED',
      type: 'urn:kontor:problem:validation-failed',
    });
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'password',
      'rememberMe',
      'username',
    ]);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const r = await t().app.inject({
      method: 'POST',
      url: `${REST}/auth/login`,
      headers: { host: 'kontor.test', origin: ORIGIN, 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().title).toBe('Bad Request');
  });

  it('answers an unknown API path with a 404 problem and a wrong query with field errors', async () => {
    const missing = await t().call('GET', `${REST}/no-such-thing`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ title: 'Not Found', status: 404, code: 'NOT_FOUND' });
    const session = await t().login('irodai');
    const badParam = await t().call('POST', `${REST}/tasks/abc/complete`, { session });
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json().errors[0].path).toBe('id');
  });

  it('answers 401 and 403 with the spec titles', async () => {
    const anonymous = await t().call('GET', `${REST}/user/info`);
    expect(anonymous.json()).toMatchObject({ title: 'Unauthorized', status: 401 });
    const session = await t().login('raktaros');
    const other = await t().call('PUT', `${REST}/user/firm`, { session, body: { firmId: 2 } });
    expect(other.json()).toMatchObject({
      title: 'Forbidden',
      status: 403,
      errors: [{ path: 'firmId' }],
    });
  });

  it("answers its own request id, never the client's", async () => {
    for (const sent of ['abc-123', 'bad id\n']) {
      const answer = await t().call('GET', '/healthz', { headers: { 'x-request-id': sent } });
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

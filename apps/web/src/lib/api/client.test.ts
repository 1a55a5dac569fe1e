import {
  authEndpoints,
  inboxEndpoints,
  navigationEndpoints,
  systemEndpoints,
  userEndpoints,
} from '@kontor/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../test/shell-test-utils';
import { ApiError, RequestAbortedError } from './api-error';
import { addApiErrorListener, callApi } from './client';

afterEach(() => vi.unstubAllGlobals());

function failWith(status: number, body: unknown = { title: 'x' }, statusText = 'Status text') {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          statusText,
          headers: { 'content-type': 'application/problem+json' },
        }),
    ),
  );
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the error catalogue (000 §8)', () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
  ])('names status %i "%s"', async (status, message) => {
    failWith(status);
    const error = await errorOf(callApi(navigationEndpoints.menu, {}));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(error.url).toBe('/kontor/rest/menu');
  });

  it('describes any other status generically, with status text and body', async () => {
    failWith(409, { code: 'CONFLICT' }, 'Conflict');
    const error = await errorOf(callApi(navigationEndpoints.menu, {}));
    expect(error.message).toBe(
      'Generic Error: status: 409; status text: Conflict; body: {"code":"CONFLICT"}',
    );
    expect(error.body).toEqual({ code: 'CONFLICT' });
  });

  it('reads a problem+json body as problem details', async () => {
    failWith(422, {
      type: 'about:blank',
      title: 'Unprocessable Entity',
      status: 422,
      code: 'VALIDATION_FAILED',
    });
    const error = await errorOf(callApi(navigationEndpoints.menu, {}));
    expect(error.problem?.code).toBe('VALIDATION_FAILED');
  });

  it.each([
    ['login', authEndpoints.login, { body: { username: 'a', password: 'b' } }],
    ['authentication check', authEndpoints.check, {}],
    ['user info', userEndpoints.info, {}],
    ['firm change', userEndpoints.changeFirm, { body: { firmId: 2 } }],
  ] as const)('treats 401 of %s as "Default Response"', async (_name, endpoint, input) => {
    failWith(401);
    // biome-ignore lint/suspicious/noExplicitAny: the four endpoints take different inputs
    const error = await errorOf(callApi(endpoint as any, input as any));
    expect(error.message).toBe('Default Response');
  });

  it('tells every registered listener of every API error, until removed', async () => {
    const listener = vi.fn();
    const remove = addApiErrorListener(listener);
    failWith(500);
    await errorOf(callApi(inboxEndpoints.tasks, {}));
    expect(listener).toHaveBeenCalledWith(expect.any(ApiError), inboxEndpoints.tasks);
    remove();
    await errorOf(callApi(inboxEndpoints.tasks, {}));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('raises "Request aborted" for a cancelled call, without telling the listeners', async () => {
    const listener = vi.fn();
    const remove = addApiErrorListener(listener);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    const error = await callApi(inboxEndpoints.tasks, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect((error as Error).message).toBe('Request aborted');
    expect(listener).not.toHaveBeenCalled();
    remove();
  });

  it('reports a call that got no answer at all with the generic message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await errorOf(callApi(inboxEndpoints.tasks, {}));
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/^Generic Error: status: 0; status text: Network Error/);
  });

  it('reads a non-JSON failure body as text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('upstream down', { status: 504, statusText: 'Gateway Timeout' }),
      ),
    );
    const error = await errorOf(callApi(inboxEndpoints.tasks, {}));
    expect(error.message).toBe(
      'Generic Error: status: 504; status text: Gateway Timeout; body: upstream down',
    );
  });
});

describe('successful calls', () => {
  it('answers undefined for a 204 without a body', async () => {
    mockApi({ 'GET /auth/check': () => jsonResponse(null, 204) });
    await expect(callApi(authEndpoints.check, {})).resolves.toBeUndefined();
  });

  it('parses the answer with the endpoint schema', async () => {
    mockApi({ 'GET /system/info': () => jsonResponse({ buildNumber: '42', apiVersion: '0.1.0' }) });
    await expect(callApi(systemEndpoints.info, {})).resolves.toEqual({
      buildNumber: '42',
      apiVersion: '0.1.0',
    });
  });

  it('rejects an answer that breaks the contract', async () => {
    mockApi({ 'GET /system/info': () => jsonResponse({ buildNumber: 42 }) });
    await expect(callApi(systemEndpoints.info, {})).rejects.toThrow();
  });

  it('builds path parameters, sends JSON bodies same-origin and query strings', async () => {
    const fetchMock = mockApi({ 'POST /tasks/7/complete': () => jsonResponse(null, 500) });
    await callApi(inboxEndpoints.completeTask, { params: { id: 7 } }).catch(() => undefined);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/kontor/rest/tasks/7/complete');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');

    await callApi(authEndpoints.login, { body: { username: 'a', password: 'b' } }).catch(
      () => undefined,
    );
    const loginInit = fetchMock.mock.calls[1]?.[1];
    expect(new Headers(loginInit?.headers).get('content-type')).toBe('application/json');
    expect(loginInit?.body).toBe('{"username":"a","password":"b"}');
  });
});

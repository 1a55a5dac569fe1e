import {
  authEndpoints,
  buildPath,
  type Endpoint,
  type EndpointResponse,
  userEndpoints,
} from '@kontor/contract';
import type { z } from 'zod';
import { ApiError, describeFailure, RequestAbortedError } from './api-error';
import { restBaseFor } from './launch-mode';

type InputOf<T> = T extends z.ZodType ? z.input<T> : never;

/** What a call of endpoint E needs: params and body when E declares them, query optionally. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: InputOf<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: InputOf<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: InputOf<E['body']> } : { body?: never }) & {
    signal?: AbortSignal;
    /** Sent as `Idempotency-Key`: the server does the action once however often it is sent. */
    idempotencyKey?: string;
  };

export type ApiErrorListener = (error: ApiError, endpoint: Endpoint) => void;

const listeners = new Set<ApiErrorListener>();

/** Registers a listener told of every API error; returns the function that removes it. */
export function addApiErrorListener(listener: ApiErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The four calls that report a 401 as 'Default Response' (000 §8). */
const ENDPOINTS_WITH_DEFAULT_401: ReadonlySet<Endpoint> = new Set<Endpoint>([
  authEndpoints.login,
  authEndpoints.check,
  userEndpoints.info,
  userEndpoints.changeFirm,
]);

export function isLoginEndpoint(endpoint: Endpoint): boolean {
  return endpoint === authEndpoints.login;
}

export function buildUrl<E extends Endpoint>(endpoint: E, input: CallInput<E>): string {
  const path = buildPath(endpoint.path, (input.params ?? {}) as Record<string, string | number>);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const query = search.toString();
  return `${restBaseFor(endpoint)}${path}${query ? `?${query}` : ''}`;
}

/** A 204 has no body; JSON and problem+json are parsed; anything else is read as text. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (/^application\/(problem\+)?json/.test(type) && text !== '') return JSON.parse(text);
  return text;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Sends one request of an endpoint and answers the response once it is ok, unread. Failures
 * raise ApiError (and every listener hears of it); a cancelled call raises RequestAbortedError.
 * Cookies travel same-origin. Every way of calling the API (JSON, files, uploads) goes through it.
 */
export async function sendRequest(
  endpoint: Endpoint,
  url: string,
  init: RequestInit,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, method: endpoint.method, credentials: 'same-origin' });
  } catch (error) {
    if (isAbort(error)) throw new RequestAbortedError();
    // No answer at all (server down, connection cut): status 0 takes the generic message.
    const statusText = 'Network Error';
    const detail = String(error);
    const message = describeFailure(0, statusText, detail, false);
    throw notify(new ApiError(url, 0, statusText, detail, message), endpoint);
  }
  if (response.ok) return response;
  const body = await readBody(response).catch(() => undefined);
  const message = describeFailure(
    response.status,
    response.statusText,
    body,
    ENDPOINTS_WITH_DEFAULT_401.has(endpoint),
  );
  throw notify(new ApiError(url, response.status, response.statusText, body, message), endpoint);
}

/** Reads an ok answer and parses it with the endpoint's response schema. */
export async function parseAnswer<E extends Endpoint>(
  endpoint: E,
  response: Response,
): Promise<EndpointResponse<E>> {
  let body: unknown;
  try {
    body = await readBody(response);
  } catch (error) {
    if (isAbort(error)) throw new RequestAbortedError();
    throw error;
  }
  if (endpoint.response === null) return undefined as EndpointResponse<E>;
  return endpoint.response.parse(body) as EndpointResponse<E>;
}

/**
 * Calls one endpoint of the contract and parses the answer with its response schema. A body is
 * always JSON (the server's CSRF rule).
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
): Promise<EndpointResponse<E>> {
  const hasBody = input.body !== undefined;
  const response = await sendRequest(endpoint, buildUrl(endpoint, input), {
    headers: {
      accept: 'application/json',
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(input.idempotencyKey ? { 'idempotency-key': input.idempotencyKey } : {}),
    },
    body: hasBody ? JSON.stringify(input.body) : undefined,
    signal: input.signal,
  });
  return parseAnswer(endpoint, response);
}

function notify(error: ApiError, endpoint: Endpoint): ApiError {
  for (const listener of listeners) listener(error, endpoint);
  return error;
}

import type { Endpoint, EndpointResponse } from '@kontor/contract';
import { ApiError, describeFailure, RequestAbortedError } from './api-error';
import { buildUrl, type CallInput } from './client';

/**
 * Sends one file as `multipart/form-data` to an upload endpoint of the contract (callApi sends
 * JSON only) and parses the answer with the endpoint's response schema. The server's CSRF guard
 * accepts it because a same-origin fetch carries our Origin; the browser sets the content type
 * with its boundary. Failures raise ApiError with the problem+json body, as callApi does.
 */
export async function uploadFile<E extends Endpoint>(
  endpoint: E,
  input: Omit<CallInput<E>, 'body'>,
  file: File,
  fieldName = 'file',
): Promise<EndpointResponse<E>> {
  const url = buildUrl(endpoint, input as CallInput<E>);
  const form = new FormData();
  form.append(fieldName, file, file.name);
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body: form,
      signal: input.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError')
      throw new RequestAbortedError();
    throw new ApiError(url, 0, 'Network Error', String(error), describeFailure(0, '', '', false));
  }
  const text = await response.text();
  const isJson = /^application\/(problem\+)?json/.test(response.headers.get('content-type') ?? '');
  const body: unknown = isJson && text !== '' ? JSON.parse(text) : text;
  if (!response.ok) {
    const message = describeFailure(response.status, response.statusText, body, false);
    throw new ApiError(url, response.status, response.statusText, body, message);
  }
  if (endpoint.response === null) return undefined as EndpointResponse<E>;
  return endpoint.response.parse(body) as EndpointResponse<E>;
}

import type { Endpoint } from '@kontor/contract';
import { ApiError, describeFailure } from './api-error';
import { buildUrl, type CallInput } from './client';

/**
 * Calls an endpoint that answers a file (a PDF, a workbook) and returns it as a Blob. A body is
 * sent as JSON like every other call; a failure raises ApiError with the problem details.
 */
export async function fetchFile<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
): Promise<Blob> {
  const url = buildUrl(endpoint, input);
  const hasBody = input.body !== undefined;
  const response = await fetch(url, {
    method: endpoint.method,
    credentials: 'same-origin',
    headers: hasBody ? { 'content-type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(input.body) : undefined,
    signal: input.signal,
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the text is the body.
    }
    const message = describeFailure(response.status, response.statusText, body, false);
    throw new ApiError(url, response.status, response.statusText, body, message);
  }
  return response.blob();
}

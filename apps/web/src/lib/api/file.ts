import type { Endpoint, EndpointResponse } from '@kontor/contract';
import { buildUrl, type CallInput, parseAnswer, sendRequest } from './client';

/**
 * Calls an endpoint that answers a file (a PDF, a workbook) and returns it as a Blob. A body is
 * sent as JSON like every other call; a failure raises ApiError with the problem details.
 */
export async function fetchFile<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
): Promise<Blob> {
  const response = await requestFile(endpoint, input);
  return response.blob();
}

function requestFile<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<Response> {
  const hasBody = input.body !== undefined;
  return sendRequest(endpoint, buildUrl(endpoint, input), {
    headers: hasBody ? { 'content-type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(input.body) : undefined,
    signal: input.signal,
  });
}

/** `attachment; filename="partnerek.xlsx"` → `partnerek.xlsx`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** Fetches a file answer of the API and hands it to the browser as a download; answers its name. */
export async function downloadFile<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  fallbackName: string,
): Promise<string> {
  const response = await requestFile(endpoint, input);
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const href = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download; the object URL is freed once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}

/**
 * Sends one file as `multipart/form-data` to an upload endpoint (callApi sends JSON only) and
 * parses the answer with the endpoint's response schema. The server's CSRF guard accepts it
 * because a same-origin fetch carries our Origin; the browser sets the content type with its
 * boundary.
 */
export async function uploadFile<E extends Endpoint>(
  endpoint: E,
  input: Omit<CallInput<E>, 'body'>,
  file: File,
  fieldName = 'file',
): Promise<EndpointResponse<E>> {
  const form = new FormData();
  form.append(fieldName, file, file.name);
  const response = await sendRequest(endpoint, buildUrl(endpoint, input as CallInput<E>), {
    headers: { accept: 'application/json' },
    body: form,
    signal: input.signal,
  });
  return parseAnswer(endpoint, response);
}

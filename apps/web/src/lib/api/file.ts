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
  return saveResponse(await requestFile(endpoint, input), fallbackName);
}

/** Hands a file answer to the browser as a download, named as the server says; answers the name. */
export async function saveResponse(response: Response, fallbackName: string): Promise<string> {
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

/**
 * Opens the PDF in a tab opened at the click: a tab opened only after the answer arrives would
 * count as an unasked popup and be blocked.
 */
export async function openPdfInNewTab(load: () => Promise<Blob>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await load());
    if (tab) tab.location.href = url;
    else {
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.target = '_blank';
      anchor.click();
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}

import type { Endpoint } from '@kontor/contract';
import { ApiError, describeFailure } from '../../../lib/api/api-error';
import { buildUrl, type CallInput } from '../../../lib/api/client';

/** `attachment; filename="partnerek.xlsx"` → `partnerek.xlsx`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Fetches a file answer of the API and hands it to the browser as a download. A failure raises
 * ApiError with the problem details, like any other call.
 */
export async function downloadFile<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  fallbackName: string,
): Promise<string> {
  const url = buildUrl(endpoint, input);
  const response = await fetch(url, { credentials: 'same-origin', signal: input.signal });
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

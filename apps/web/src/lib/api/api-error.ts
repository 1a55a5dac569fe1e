import { type TProblem, ZProblem } from '@kontor/contract';

/** The built-in messages of the error catalogue (000 §8, 001 §8). */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** What login, the authentication check, user info and firm change say for a 401. */
export const DEFAULT_RESPONSE_MESSAGE = 'Default Response';
export const REQUEST_ABORTED_MESSAGE = 'Request aborted';

function bodyText(body: unknown): string {
  if (body === undefined) return '';
  return typeof body === 'string' ? body : JSON.stringify(body);
}

export function describeFailure(
  status: number,
  statusText: string,
  body: unknown,
  treats401AsDefault: boolean,
): string {
  if (status === 401 && treats401AsDefault) return DEFAULT_RESPONSE_MESSAGE;
  return (
    STATUS_MESSAGES[status] ??
    `Generic Error: status: ${status}; status text: ${statusText}; body: ${bodyText(body)}`
  );
}

/** A failed HTTP answer: carries url, status, status text and the parsed body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(url: string, status: number, statusText: string, body: unknown, message: string) {
    super(message);
    this.url = url;
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }

  /** The RFC 9457 problem details of the answer, when the body is one. */
  get problem(): TProblem | undefined {
    const parsed = ZProblem.safeParse(this.body);
    return parsed.success ? parsed.data : undefined;
  }
}

/** A request cancelled through its AbortSignal. Not a failure: listeners are not told. */
export class RequestAbortedError extends Error {
  override readonly name = 'RequestAbortedError';
  constructor() {
    super(REQUEST_ABORTED_MESSAGE);
  }
}

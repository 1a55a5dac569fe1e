import { z } from 'zod';

/** The spec's built-in status texts (000 §8, 001 §8), used as problem titles. */
export const STATUS_TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export const ZFieldError = z.object({
  path: z.string().meta({ description: 'Dotted path of the field, e.g. `items.0.quantity`' }),
  message: z.string(),
  code: z.string(),
  /** The values the message names (a variable, a line), so a client words it in its language. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TFieldError = z.infer<typeof ZFieldError>;

/** RFC 9457 problem details, the body of every error answer (`application/problem+json`). */
export const ZProblem = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.int(),
    detail: z.string().optional(),
    code: z.string(),
    errors: z.array(ZFieldError).optional(),
  })
  .meta({ id: 'Problem' });
export type TProblem = z.infer<typeof ZProblem>;

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'LOGIN_THROTTLED',
  'FORBIDDEN',
  'CSRF_REJECTED',
  'NOT_FOUND',
  'CONFLICT',
  'STALE_VERSION',
  'INVALID_STATE',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

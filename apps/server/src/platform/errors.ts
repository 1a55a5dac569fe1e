import { type ErrorCode, STATUS_TITLES, type TFieldError, type TProblem } from '@kontor/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  LOGIN_THROTTLED: 429,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  STALE_VERSION: 409,
  INVALID_STATE: 409,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** A failure a service reports to the caller; the error handler turns it into problem+json. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: TFieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    detail: string,
    options: { errors?: TFieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.code = code;
    this.status = STATUS_OF[code];
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

/** 409 STALE_VERSION: `what` changed since the caller read it (a `version` field error for forms). */
export function staleVersion(what: string): AppError {
  const message = `The ${what} was changed by someone else; reload it`;
  return new AppError('STALE_VERSION', message, {
    errors: [{ path: 'version', message, code: 'stale' }],
  });
}

/** A 400 for one field, e.g. `fieldError('firmId', 'Not a firm of the user')`. */
export function fieldError(path: string, message: string, code: ErrorCode = 'VALIDATION_FAILED') {
  return new AppError(code, message, { errors: [{ path, message, code: 'invalid' }] });
}

export function problem(status: number, code: string, detail?: string, errors?: TFieldError[]) {
  const body: TProblem = {
    type: `urn:kontor:problem:${code.toLowerCase().replaceAll('_', '-')}`,
    title: STATUS_TITLES[status] ?? 'Error',
    status,
    code,
  };
  if (detail !== undefined) body.detail = detail;
  if (errors?.length) body.errors = errors;
  return body;
}

export function sendProblem(reply: FastifyReply, body: TProblem) {
  return reply.code(body.status).type('application/problem+json').send(JSON.stringify(body));
}

/**
 * PostgreSQL error codes that are the caller's fault, not the server's. The input rules
 * (platform/input.ts) and the contract's limits stop bad values first and name the field; these
 * are the last line for a value that slipped through.
 */
const PG_ERRORS = new Map<string, [number, ErrorCode, string]>([
  ['23505', [409, 'CONFLICT', 'A record with the same key already exists']],
  ['23503', [409, 'CONFLICT', 'The record is referenced by other data or refers to missing data']],
  ['22P02', [400, 'VALIDATION_FAILED', 'A value has the wrong format']],
  ['22003', [400, 'VALIDATION_FAILED', 'A number is out of range']],
  ['22001', [400, 'VALIDATION_FAILED', 'A text is too long']],
  ['22021', [400, 'VALIDATION_FAILED', 'A text contains a character that cannot be stored']],
  ['40001', [409, 'CONFLICT', 'Concurrent change, please retry']],
]);

/** A body with thousands of wrong items lists the first few; the rest add nothing for a form. */
const MAX_FIELD_ERRORS = 20;

function zodFieldErrors(error: FastifyError): TFieldError[] {
  return (error.validation ?? []).slice(0, MAX_FIELD_ERRORS).map((v) => {
    const issue = (v.params as { issue?: { code?: string } } | undefined)?.issue;
    return {
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'Invalid value',
      code: issue?.code ?? 'invalid',
    };
  });
}

/** The problem details of any error (5xx logged, never detailed); the pages' handlers share it. */
export function problemOf(error: FastifyError, request: FastifyRequest): TProblem {
  if (error instanceof AppError) {
    return problem(error.status, error.code, error.message, error.errors);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    return problem(400, 'VALIDATION_FAILED', `Invalid ${where}`, zodFieldErrors(error));
  }
  // The query builder wraps the driver's error; its SQLSTATE is on the cause.
  const sqlState =
    (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  const pg = PG_ERRORS.get(sqlState ?? '');
  if (pg) {
    request.log.info({ err: error }, 'database refused the change');
    return problem(pg[0], pg[1], pg[2]);
  }
  const status = error.statusCode ?? 500;
  if (status === 415) return problem(415, 'UNSUPPORTED_MEDIA_TYPE', error.message);
  if (status === 413) return problem(413, 'PAYLOAD_TOO_LARGE', error.message);
  if (status >= 400 && status < 500) return problem(status, 'VALIDATION_FAILED', error.message);
  request.log.error({ err: error }, 'request failed');
  return status === 503 ? problem(503, 'UNAVAILABLE') : problem(500, 'INTERNAL');
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) reply.headers(error.headers);
  return sendProblem(reply, problemOf(error, request));
}

/**
 * Errors Fastify meets before a route is found (a path that is not valid percent-encoding, a path
 * parameter over the length limit) answer problem+json too.
 */
export function handleFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return sendProblem(reply, problem(status, 'VALIDATION_FAILED', error.message));
}

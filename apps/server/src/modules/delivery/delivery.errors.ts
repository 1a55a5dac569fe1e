import { AppError } from '../../platform/errors.ts';

/** 409 STALE_VERSION naming the `version` field: someone saved the record since it was read. */
export const staleVersion = (what: string) =>
  new AppError('STALE_VERSION', `The ${what} was changed by someone else`, {
    errors: [{ path: 'version', message: 'Stale version', code: 'stale' }],
  });

/** 409 CONFLICT with a machine-readable reason on a field (`in_use`, `over_capacity`, `duplicate`). */
export const conflict = (path: string, code: string, detail: string) =>
  new AppError('CONFLICT', detail, { errors: [{ path, message: detail, code }] });

export const notFound = (what: string) => new AppError('NOT_FOUND', `No such ${what}`);

export const invalidState = (detail: string) => new AppError('INVALID_STATE', detail);

import { ApiError } from '../../../lib/api/api-error';
import { isStaleVersion } from '../../../lib/forms/field-errors';

/** The message of a refused save: someone else's change, a name in use, or a general failure. */
export function conditionErrorKey(error: unknown): string {
  if (isStaleVersion(error)) return 'SEARCH_CONDITIONS.ERROR.STALE';
  if (error instanceof ApiError && error.status === 409)
    return 'SEARCH_CONDITIONS.ERROR.NAME_TAKEN';
  return 'SEARCH_CONDITIONS.ERROR.SAVE_FAILED';
}

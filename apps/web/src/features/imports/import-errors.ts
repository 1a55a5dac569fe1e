import type { TFieldError } from '@kontor/contract';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api/api-error';
import { formatInteger } from '../../lib/format';

const errorsOf = (e: unknown): TFieldError[] =>
  e instanceof ApiError ? (e.problem?.errors ?? []) : [];

/** `limit.rowXmlChars` → `IMPORTS.LIMIT.ROW_XML_CHARS`. */
const limitKey = (code: string) =>
  `IMPORTS.LIMIT.${code
    .slice('limit.'.length)
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toUpperCase()}`;

/** The text of a file limit the server refused the file by (413, `limit.<name>`), or null. */
export function limitText(e: unknown, t: TFunction): string | null {
  const limit = errorsOf(e).find((x) => x.code.startsWith('limit.'));
  return limit ? t(limitKey(limit.code), { limit: formatInteger(Number(limit.message)) }) : null;
}

/** "Kötelező oszlop nincs hozzárendelve: Adószám, Név" for the columns' label keys. */
export function unmappedText(labelKeys: readonly string[], t: TFunction): string {
  return t('IMPORTS.REQUIRED_COLUMN_UNMAPPED', { columns: labelKeys.map((k) => t(k)).join(', ') });
}

/** Why an upload failed: the limit passed, an unreadable file, or a general failure. */
export function uploadFailure(e: unknown, t: TFunction): string {
  const limit = limitText(e, t);
  if (limit) return limit;
  return t(
    e instanceof ApiError && e.status === 400 ? 'IMPORTS.FILE_UNREADABLE' : 'IMPORTS.UPLOAD_FAILED',
  );
}

/** Why a validation failed: too many rows, unmapped required columns named, a limit, or general. */
export function validationFailure(e: unknown, t: TFunction): string {
  const errors = errorsOf(e);
  const tooMany = errors.find((x) => x.code === 'too_many_rows');
  if (tooMany) return t('IMPORTS.TOO_MANY_ROWS', { max: tooMany.message });
  const unmapped = errors.filter((x) => x.path === 'mapping' && x.code === 'required');
  if (unmapped.length)
    return unmappedText(
      unmapped.map((x) => x.message),
      t,
    );
  return limitText(e, t) ?? t('IMPORTS.VALIDATE_FAILED');
}

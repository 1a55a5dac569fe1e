import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '@kontor/contract';
import { ApiError } from '../../../../lib/api/api-error';

/** The `accept` list of the file input: the types the server takes. */
export const IMAGE_ACCEPT = PRODUCT_IMAGE_TYPES.join(',');

/**
 * Why a chosen file is not sent, as the dictionary key of the message; null when it may go.
 * The declared type is only a first check: the server recognises images by their first bytes.
 */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'PRODUCTS.MEDIA.ERROR_TYPE';
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return 'PRODUCTS.MEDIA.ERROR_SIZE';
  return null;
}

/** The server's refusal of an upload as the dictionary key of the message. */
export function uploadFailureKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'PRODUCTS.MEDIA.ERROR_UPLOAD';
  if (error.status === 413) return 'PRODUCTS.MEDIA.ERROR_SIZE';
  if (error.status === 415) return 'PRODUCTS.MEDIA.ERROR_TYPE';
  if (error.status === 400 && error.problem?.errors?.some((e) => e.path === 'file'))
    return 'PRODUCTS.MEDIA.ERROR_NOT_IMAGE';
  return 'PRODUCTS.MEDIA.ERROR_UPLOAD';
}

/** 1 234 567 bytes → '1,2 MB'; small files in kB. */
export function formatFileSize(bytes: number): string {
  const format = (value: number) =>
    new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 1 }).format(value);
  return bytes >= 1024 * 1024 ? `${format(bytes / 1024 / 1024)} MB` : `${format(bytes / 1024)} kB`;
}

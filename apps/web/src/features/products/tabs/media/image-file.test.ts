import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { formatFileSize, imageFileProblem, uploadFailureKey } from './image-file';

const problem = (status: number, errors: { path: string; code: string; message: string }[] = []) =>
  new ApiError(
    '/x',
    status,
    '',
    { type: 'urn:kontor:problem:x', status, code: 'X', title: 'x', errors },
    'x',
  );

describe('image files of the media tab', () => {
  it('lets JPEG, PNG and WebP up to 5 MB through', () => {
    expect(imageFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 1 })).toBe('PRODUCTS.MEDIA.ERROR_TYPE');
    expect(imageFileProblem({ type: '', size: 1 })).toBe('PRODUCTS.MEDIA.ERROR_TYPE');
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'PRODUCTS.MEDIA.ERROR_SIZE',
    );
  });

  it("reads the server's refusals", () => {
    expect(uploadFailureKey(problem(413))).toBe('PRODUCTS.MEDIA.ERROR_SIZE');
    expect(uploadFailureKey(problem(415))).toBe('PRODUCTS.MEDIA.ERROR_TYPE');
    expect(uploadFailureKey(problem(400, [{ path: 'file', code: 'invalid', message: 'x' }]))).toBe(
      'PRODUCTS.MEDIA.ERROR_NOT_IMAGE',
    );
    expect(uploadFailureKey(problem(500))).toBe('PRODUCTS.MEDIA.ERROR_UPLOAD');
    expect(uploadFailureKey(new Error('offline'))).toBe('PRODUCTS.MEDIA.ERROR_UPLOAD');
  });

  it('formats sizes the Hungarian way', () => {
    expect(formatFileSize(1536)).toBe('1,5 kB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2,5 MB');
  });
});

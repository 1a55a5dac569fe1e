import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

/** What a library file can be attached to. */
export const LIBRARY_LOCATIONS = [
  'ORDER',
  'PARTNER',
  'PRODUCT',
  'SUPPLIER_INVOICE',
  'TENDER_ORDER',
] as const;
export const ZLibraryLocation = z.enum(LIBRARY_LOCATIONS);
export type TLibraryLocation = z.infer<typeof ZLibraryLocation>;

/** The largest file the library takes (checked while the upload streams). */
export const LIBRARY_FILE_MAX_BYTES = 25 * 1024 * 1024;

export const ZLibraryFile = z
  .object({
    id: z.int(),
    location: ZLibraryLocation,
    ownerId: z.int(),
    filename: z.string(),
    /** Decided from the file's bytes, never from its name or the browser's word. */
    contentType: z.string(),
    sizeBytes: z.int(),
    uploadedAt: z.string(),
    uploadedBy: z.string().nullable(),
  })
  .meta({ id: 'LibraryFile' });
export type TLibraryFile = z.infer<typeof ZLibraryFile>;

/** Whose files: `orderId` (the spec's name) for an order, `ownerId` for the other locations. */
export const ZLibraryOwnerQuery = z.object({
  location: ZLibraryLocation.default('ORDER'),
  orderId: ZId.optional(),
  ownerId: ZId.optional(),
});

const tag = 'library';
const ZFile = z
  .custom<Uint8Array<ArrayBufferLike>>((v) => v instanceof Uint8Array)
  .meta({ description: 'The file' });

export const libraryEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/library/',
    tag,
    summary: 'The files attached to an order (or a partner, a product, a supplier invoice)',
    query: ZLibraryOwnerQuery,
    response: z.array(ZLibraryFile),
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/library/files',
    tag,
    summary:
      'Attaches a file (multipart field `file`); its type is read from its bytes, executables are refused',
    query: ZLibraryOwnerQuery,
    response: ZLibraryFile,
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/library/files/:fileId',
    tag,
    summary: 'The file as it was uploaded',
    params: z.object({ fileId: ZId }),
    response: ZFile,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/library/',
    tag,
    summary: 'Removes a file from the library (kept for the audit until purged)',
    query: z.object({ fileId: ZId }),
    response: null,
  }),
} as const;

import { z } from 'zod';
import { INT_MAX, pageOf, ZId, ZLookupQuery, ZNonEmpty, ZPaging } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPdfFile } from '../products/labels.ts';

export const ZBranch = z
  .object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    address: z.object({
      countryCode: z.string(),
      postalCode: z.string(),
      city: z.string(),
      street: z.string(),
    }),
    fullAddress: z.string().meta({ description: 'e.g. `1138 Budapest, Váci út 141.`' }),
  })
  .meta({ id: 'Branch' });
export type TBranch = z.infer<typeof ZBranch>;

export const STORAGE_TYPES = ['WAREHOUSE', 'ZONE', 'SHELF', 'BIN', 'BUFFER'] as const;
export const ZStorageType = z.enum(STORAGE_TYPES);
export type TStorageType = z.infer<typeof ZStorageType>;

/** Which types a location of each type may sit in (a warehouse is a root). */
export const STORAGE_PARENT_TYPES: Readonly<Record<TStorageType, readonly TStorageType[]>> = {
  WAREHOUSE: [],
  ZONE: ['WAREHOUSE'],
  SHELF: ['WAREHOUSE', 'ZONE'],
  BIN: ['SHELF'],
  BUFFER: ['WAREHOUSE', 'ZONE'],
};

export const ZStorage = z
  .object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    type: ZStorageType,
    parentId: z.int().nullable(),
    branchId: z.int(),
    isActive: z.boolean(),
    childCount: z.int(),
    version: z.int(),
  })
  .meta({ id: 'Storage' });
export type TStorage = z.infer<typeof ZStorage>;

export interface TStorageNode extends TStorage {
  children: TStorageNode[];
}
export const ZStorageNode: z.ZodType<TStorageNode> = ZStorage.extend({
  get children() {
    return z.array(ZStorageNode);
  },
}).meta({ id: 'StorageNode' });

export const ZStorageOption = z
  .object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    type: ZStorageType,
    label: z.string().meta({ description: '`code - name`, as a selection shows it' }),
  })
  .meta({ id: 'StorageOption' });
export type TStorageOption = z.infer<typeof ZStorageOption>;

const ZStorageCode = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(
    /^[A-Za-z0-9ÁÉÍÓÖŐÚÜŰáéíóöőúüű][\wÁÉÍÓÖŐÚÜŰáéíóöőúüű./-]*$/,
    'Letters, digits, `.`, `/`, `-`, `_`',
  );

export const ZCreateStorageBody = z.object({
  code: ZStorageCode,
  name: ZNonEmpty.max(200),
  type: ZStorageType,
  parentId: ZId.nullable().default(null),
  branchId: ZId.nullable()
    .default(null)
    .meta({ description: "Required for a warehouse; other locations take their parent's" }),
  isActive: z.boolean().default(true),
});
export type TCreateStorageBody = z.input<typeof ZCreateStorageBody>;

/** Rename, move or retype; active or not is changed only by deactivate and reactivate. */
export const ZUpdateStorageBody = ZCreateStorageBody.omit({ isActive: true }).extend({
  version: z.int().min(1).max(INT_MAX),
});
export type TUpdateStorageBody = z.input<typeof ZUpdateStorageBody>;

export const ZStorageVersionBody = z.object({ version: z.int().min(1).max(INT_MAX) });

/** How many location labels one print job may ask for. */
export const STORAGE_LABEL_MAX = 500;

export const ZStorageLabelsBody = z.object({
  ids: z
    .array(ZId)
    .min(1)
    .max(STORAGE_LABEL_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'Each location once'),
});

/**
 * Why a location cannot be deactivated: `path` is `stock` or `reservations`, `message` the codes
 * of the locations (itself or active ones below it) that hold stock or open reservations.
 */
export const STORAGE_BUSY_REASONS = ['stock', 'reservations'] as const;

const ZIdParams = z.object({ id: ZId });

export const branchEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/branches/',
    tag: 'storages',
    summary: "The firm's active branches (sites) with their addresses",
    response: z.array(ZBranch),
  }),
};

export const storageEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/storages/',
    tag: 'storages',
    summary:
      'Storage locations by branch, parent, type or term (code prefix or name), in code order',
    query: ZPaging.extend({
      term: z.string().trim().max(200).default(''),
      branch_id: ZId.optional(),
      parent_id: ZId.optional(),
      type: ZStorageType.optional(),
    }),
    response: pageOf(ZStorage),
  }),
  tree: defineEndpoint({
    method: 'GET',
    path: '/storages/tree',
    tag: 'storages',
    summary: 'The warehouses of the firm (or of one branch) with all their locations as a tree',
    query: z.object({ branch_id: ZId.optional() }),
    response: z.array(ZStorageNode),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/storages/:id',
    tag: 'storages',
    summary: 'One storage location',
    params: ZIdParams,
    response: ZStorage,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/storages/',
    tag: 'storages',
    summary: 'Create a warehouse or a location inside one',
    body: ZCreateStorageBody,
    response: ZStorage,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/storages/:id',
    tag: 'storages',
    summary: 'Change (or move) a storage location; a stale version answers 409',
    params: ZIdParams,
    body: ZUpdateStorageBody,
    response: ZStorage,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/storages/:id',
    tag: 'storages',
    summary: 'Delete a storage location that has no children and nothing refers to',
    params: ZIdParams,
    query: z.object({ version: z.int().min(1).max(INT_MAX) }),
    response: null,
  }),
  deactivate: defineEndpoint({
    method: 'POST',
    path: '/storages/:id/deactivate',
    tag: 'storages',
    summary:
      'Deactivate a location and the active ones below it; refused (409) while any holds stock or open reservations',
    params: ZIdParams,
    body: ZStorageVersionBody,
    response: ZStorage,
  }),
  reactivate: defineEndpoint({
    method: 'POST',
    path: '/storages/:id/reactivate',
    tag: 'storages',
    summary: 'Reactivate a location (its parent must be active)',
    params: ZIdParams,
    body: ZStorageVersionBody,
    response: ZStorage,
  }),
  labels: defineEndpoint({
    method: 'POST',
    path: '/storages/labels',
    tag: 'storages',
    summary:
      'Location labels as a PDF, one per page: the code as a Code 128 barcode, the name in large type and the path',
    body: ZStorageLabelsBody,
    response: ZPdfFile,
  }),
  shelvingLookup: defineEndpoint({
    method: 'GET',
    path: '/shelving/storages/mac',
    tag: 'storages',
    summary:
      'Active storage locations for the shelving and product forms: code prefix matches first, then name matches',
    query: ZLookupQuery.extend({ branch_id: ZId.optional(), type: ZStorageType.optional() }),
    response: z.array(ZStorageOption),
  }),
};

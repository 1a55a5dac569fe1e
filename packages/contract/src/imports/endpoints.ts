import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  ZColumnType,
  ZImportFile,
  ZImportMode,
  ZImportPreview,
  ZImportRun,
  ZImportTemplate,
  ZImportTemplateBody,
  ZImportType,
  ZImportValidation,
  ZStartImportBody,
  ZValidateImportBody,
} from './imports.ts';

const tag = 'imports';
const ZFile = z
  .custom<Uint8Array<ArrayBufferLike>>((v) => v instanceof Uint8Array)
  .meta({ description: 'The file' });
const ZImportIdQuery = z.object({ importId: ZId });
const ZImportIdParams = z.object({ importId: ZId });

export const importFileEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/import-files/',
    summary:
      'Uploads an xlsx or csv file (UTF-8 or Windows-1250, `;` or `,`); answers its header row',
    tag,
    response: ZImportFile,
  }),
  errorFile: defineEndpoint({
    method: 'GET',
    path: '/imports/:importId/error-file',
    summary: 'The uploaded file with an error column (and wrong cells marked in xlsx)',
    tag,
    params: ZImportIdParams,
    response: ZFile,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/imports/:importId/cancel',
    summary: 'Stops a queued or running import after its current batch',
    tag,
    params: ZImportIdParams,
    response: ZImportRun,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/imports/',
    summary: 'The firm’s latest imports',
    tag,
    query: z.object({ type: ZImportType.optional() }),
    response: z.array(ZImportRun),
  }),
} as const;

export const importTemplateEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/import-templates/',
    summary: 'Saved column mappings of an import type and mode',
    tag,
    query: z.object({ type: ZImportType, import_mode: ZImportMode.optional() }),
    response: z.array(ZImportTemplate),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/import-templates/:importTemplateId',
    summary: 'One saved column mapping',
    tag,
    params: z.object({ importTemplateId: ZId }),
    response: ZImportTemplate,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/import-templates/',
    summary: 'Saves a column mapping (header text → column type) under a name',
    tag,
    body: ZImportTemplateBody,
    response: ZImportTemplate,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/import-templates/:importTemplateId',
    summary: 'Deletes a saved column mapping',
    tag,
    params: z.object({ importTemplateId: ZId }),
    response: null,
  }),
} as const;

export const partnerImporterEndpoints = {
  columnTypes: defineEndpoint({
    method: 'GET',
    path: '/partner-importer/column-types/:type',
    summary: 'The column types of a partner file in an import mode (`type`)',
    tag,
    params: z.object({ type: ZImportMode }),
    response: z.array(ZColumnType),
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: '/partner-importer/preview',
    summary: 'The first rows of a validated import as they will be stored',
    tag,
    query: ZImportIdQuery,
    response: ZImportPreview,
  }),
  validate: defineEndpoint({
    method: 'POST',
    path: '/partner-importer/validate',
    summary: 'Checks every row with the partner form’s rules; answers the wrong cells',
    tag,
    body: ZValidateImportBody,
    response: ZImportValidation,
  }),
  start: defineEndpoint({
    method: 'POST',
    path: '/partner-importer/start',
    summary: 'Starts a validated import as a background job',
    tag,
    body: ZStartImportBody,
    response: ZImportRun,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/partner-importer/status/:importId',
    summary: 'Progress of an import: rows done and failed, rate, time left',
    tag,
    params: ZImportIdParams,
    response: ZImportRun,
  }),
} as const;

export const productImporterEndpoints = {
  columnTypes: defineEndpoint({
    method: 'GET',
    path: '/product-importer/column-types',
    summary: 'The column types of a product or service file in an import mode',
    tag,
    query: z.object({ import_mode: ZImportMode.default('CREATE') }),
    response: z.array(ZColumnType),
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: '/product-importer/preview',
    summary: 'The first rows of a validated import as they will be stored',
    tag,
    query: ZImportIdQuery,
    response: ZImportPreview,
  }),
  validateProduct: defineEndpoint({
    method: 'POST',
    path: '/product-importer/validateProduct',
    summary: 'Checks every product row with the product form’s rules',
    tag,
    body: ZValidateImportBody,
    response: ZImportValidation,
  }),
  validateService: defineEndpoint({
    method: 'POST',
    path: '/product-importer/validateService',
    summary: 'Checks every service row with the product form’s rules',
    tag,
    body: ZValidateImportBody,
    response: ZImportValidation,
  }),
  importProduct: defineEndpoint({
    method: 'POST',
    path: '/product-importer/importProduct',
    summary: 'Starts a validated product import as a background job',
    tag,
    body: ZStartImportBody,
    response: ZImportRun,
  }),
  importService: defineEndpoint({
    method: 'POST',
    path: '/product-importer/importService',
    summary: 'Starts a validated service import as a background job',
    tag,
    body: ZStartImportBody,
    response: ZImportRun,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/product-importer/status/:importId',
    summary: 'Progress of an import: rows done and failed, rate, time left',
    tag,
    params: ZImportIdParams,
    response: ZImportRun,
  }),
} as const;

/** Windshields (vehicle catalogue) through the same importer: import type VEHICLE. */
export const vehicleImporterEndpoints = {
  columnTypes: defineEndpoint({
    method: 'GET',
    path: '/vehicle-importer/column-types',
    summary: 'The column types of a windshield file in an import mode',
    tag,
    query: z.object({ import_mode: ZImportMode.default('CREATE') }),
    response: z.array(ZColumnType),
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: '/vehicle-importer/preview',
    summary: 'The first rows of a validated windshield import as they will be stored',
    tag,
    query: ZImportIdQuery,
    response: ZImportPreview,
  }),
  validate: defineEndpoint({
    method: 'POST',
    path: '/vehicle-importer/validate',
    summary: 'Checks every windshield row (catalogue rules, the firm’s product codes)',
    tag,
    body: ZValidateImportBody,
    response: ZImportValidation,
  }),
  start: defineEndpoint({
    method: 'POST',
    path: '/vehicle-importer/start',
    summary: 'Starts a validated windshield import as a background job',
    tag,
    body: ZStartImportBody,
    response: ZImportRun,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/vehicle-importer/status/:importId',
    summary: 'Progress of a windshield import',
    tag,
    params: ZImportIdParams,
    response: ZImportRun,
  }),
} as const;

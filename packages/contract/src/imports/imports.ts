import { z } from 'zod';
import { ZId } from '../common.ts';

/** What a file brings: partners, products, services (products with `isService`) or windshields. */
export const IMPORT_TYPES = ['PARTNER', 'PRODUCT', 'SERVICE', 'VEHICLE'] as const;
export const ZImportType = z.enum(IMPORT_TYPES);
export type TImportType = z.infer<typeof ZImportType>;
/** CREATE: only new codes; UPDATE: only existing codes, only mapped columns; UPSERT: both. */
export const IMPORT_MODES = ['CREATE', 'UPDATE', 'UPSERT'] as const;
export const ZImportMode = z.enum(IMPORT_MODES);
export type TImportMode = z.infer<typeof ZImportMode>;

export const IMPORT_STATUSES = [
  'VALIDATED',
  'QUEUED',
  'RUNNING',
  'DONE',
  'CANCELLED',
  'FAILED',
] as const;
export type TImportStatus = (typeof IMPORT_STATUSES)[number];

/** Column types of a partner file (the partner form's fields; billing address flattened). */
export const PARTNER_COLUMN_TYPES = [
  'code',
  'name',
  'kind',
  'shortName',
  'roles',
  'taxNumber',
  'euVatNumber',
  'groupTaxNumber',
  'registrationNumber',
  'countryCode',
  'postalCode',
  'city',
  'street',
  'priceType',
  'paymentMethod',
  'paymentTermsDays',
  'creditLimit',
  'notes',
  'isActive',
  'contactName',
  'contactEmail',
  'contactPhone',
] as const;
/** Column types of a product or service file: the product form's fields and one price. */
export const PRODUCT_COLUMN_TYPES = [
  'code',
  'name',
  'description',
  'groupCode',
  'catalogueCode',
  'measureUnitCode',
  'vatCode',
  'isActive',
  'priceType',
  'currency',
  'unitPrice',
  'validFrom',
  'validTo',
] as const;
/** Column types of a windshield file (vehicle catalogue) and the firm's product of the glass. */
export const VEHICLE_COLUMN_TYPES = [
  'maker',
  'model',
  'yearFrom',
  'yearTo',
  'glassCode',
  'internationalSku',
  'hasRainSensor',
  'hasHeating',
  'hasCameraBracket',
  'widthMm',
  'heightMm',
  'productCode',
] as const;
export type TPartnerColumnType = (typeof PARTNER_COLUMN_TYPES)[number];
export type TProductColumnType = (typeof PRODUCT_COLUMN_TYPES)[number];
export const ZColumnTypeId = z.enum([
  ...new Set([...PARTNER_COLUMN_TYPES, ...PRODUCT_COLUMN_TYPES, ...VEHICLE_COLUMN_TYPES]),
]);

export const COLUMN_KINDS = [
  'TEXT',
  'INTEGER',
  'DECIMAL',
  'DATE',
  'BOOLEAN',
  'CODE',
  'LIST',
] as const;
export const ZColumnType = z
  .object({
    id: ZColumnTypeId,
    labelKey: z.string(),
    kind: z.enum(COLUMN_KINDS),
    isRequired: z.boolean().meta({ description: 'Must be mapped in this mode' }),
    /** Header texts (lower case, accent-free) recognised when a file is uploaded. */
    aliases: z.array(z.string()),
  })
  .meta({ id: 'ImportColumnType' });
export type TColumnType = z.infer<typeof ZColumnType>;

/** Which column of the file (0-based) holds which column type; unmapped columns are skipped. */
export const ZColumnMapping = z
  .array(z.object({ column: z.int().min(0).max(199), columnType: ZColumnTypeId }))
  .min(1)
  .max(200)
  .refine((m) => new Set(m.map((c) => c.columnType)).size === m.length, {
    message: 'Each column type at most once',
  })
  .refine((m) => new Set(m.map((c) => c.column)).size === m.length, {
    message: 'Each column at most once',
  });
export type TColumnMapping = z.infer<typeof ZColumnMapping>;

export const ZImportFile = z
  .object({
    id: z.int(),
    filename: z.string(),
    format: z.enum(['CSV', 'XLSX']),
    encoding: z.enum(['UTF-8', 'WINDOWS-1250']),
    delimiter: z.enum([';', ',', '']),
    headers: z.array(z.string()),
  })
  .meta({ id: 'ImportFile' });
export type TImportFile = z.infer<typeof ZImportFile>;

export const ZValidateImportBody = z.object({
  fileId: ZId,
  importMode: ZImportMode,
  mapping: ZColumnMapping,
});
export type TValidateImportBody = z.infer<typeof ZValidateImportBody>;
export const ZStartImportBody = z.object({ importId: ZId });

/** One wrong cell: data row number (from 1, the header is row 0), column and Hungarian message key. */
export const ZCellError = z
  .object({
    row: z.int(),
    column: z.int(),
    columnType: z.string(),
    messageKey: z.string(),
    value: z.string(),
  })
  .meta({ id: 'ImportCellError' });
export type TCellError = z.infer<typeof ZCellError>;

export const ZImportValidation = z
  .object({
    importId: z.int(),
    rowsTotal: z.int(),
    rowsValid: z.int(),
    rowsInvalid: z.int(),
    errors: z.array(ZCellError).meta({ description: 'The first 1 000 wrong cells' }),
    errorCount: z.int(),
  })
  .meta({ id: 'ImportValidation' });
export type TImportValidation = z.infer<typeof ZImportValidation>;

export const ZImportPreview = z
  .object({
    importId: z.int(),
    columns: z.array(z.object({ column: z.int(), columnType: z.string(), header: z.string() })),
    rows: z.array(
      z.object({
        row: z.int(),
        cells: z.array(z.object({ value: z.string(), messageKey: z.string().nullable() })),
      }),
    ),
  })
  .meta({ id: 'ImportPreview' });
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const ZImportRun = z
  .object({
    id: z.int(),
    type: ZImportType,
    importMode: ZImportMode,
    status: z.enum(IMPORT_STATUSES),
    filename: z.string(),
    rowsTotal: z.int(),
    rowsInvalid: z.int(),
    rowsDone: z.int(),
    rowsFailed: z.int().meta({ description: 'Invalid rows skipped and rows refused at writing' }),
    rowsPerSecond: z.number().nullable(),
    secondsLeft: z.int().nullable(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'ImportRun' });
export type TImportRun = z.infer<typeof ZImportRun>;

export const ZImportTemplateColumn = z.object({
  header: z.string().trim().min(1).max(200),
  columnType: ZColumnTypeId,
});
export const ZImportTemplate = z
  .object({
    id: z.int(),
    type: ZImportType,
    importMode: ZImportMode,
    name: z.string(),
    mapping: z.array(ZImportTemplateColumn),
    createdAt: z.string(),
  })
  .meta({ id: 'ImportTemplate' });
export type TImportTemplate = z.infer<typeof ZImportTemplate>;
export const ZImportTemplateBody = z.object({
  type: ZImportType,
  importMode: ZImportMode,
  name: z.string().trim().min(1).max(100),
  mapping: z
    .array(ZImportTemplateColumn)
    .min(1)
    .max(200)
    .refine((m) => new Set(m.map((c) => c.columnType)).size === m.length, {
      message: 'Each column type at most once',
    }),
});
export type TImportTemplateBody = z.infer<typeof ZImportTemplateBody>;

/** Largest accepted upload. */
export const IMPORT_FILE_MAX_BYTES = 50 * 1024 * 1024;

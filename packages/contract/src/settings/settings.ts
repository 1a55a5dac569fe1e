import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZEmail } from '../partners/partner.ts';
import { normalizeBankAccount } from '../partners/validation.ts';

/**
 * The firm's parameters (spec 001 §2 "Param settings", §7 `/settings`). Each setting has one
 * typed value schema; a firm that never saved a setting reads its default. The menu groups them;
 * `menuId` is the page's child route `{currentSettingMenuId}`.
 */
export const SETTING_MENUS = [
  'invoicing',
  'sales',
  'warehouse',
  'labels',
  'email',
  'imports',
  'delivery',
] as const;
export const ZSettingMenuId = z.enum(SETTING_MENUS);
export type TSettingMenuId = z.infer<typeof ZSettingMenuId>;

export const SETTING_TYPES = [
  'TEXT',
  'INTEGER',
  'DECIMAL',
  'EMAIL',
  'CHOICE',
  'STORAGE_PER_BRANCH',
] as const;
export type TSettingType = (typeof SETTING_TYPES)[number];

const ZPercent = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'A percentage with at most 2 decimals')
  .refine((v) => Number(v) <= 100, 'At most 100');
/** Branch id (as JSON object key) → storage id: where goods of that branch go by default. */
const ZStoragePerBranch = z
  .record(z.string().regex(/^[1-9]\d{0,9}$/, 'Branch id expected'), ZId)
  .refine((m) => Object.keys(m).length <= 200, 'At most 200 branches');

/** The firm's VAT status: VAT-registered, or alanyi adómentes (Áfa tv. XIII. fejezet). */
export const SELLER_VAT_STATUSES = ['VAT_REGISTERED', 'AAM'] as const;
/** An EU company without an EU VAT number buying an exempt product: refuse, or charge VAT. */
export const EU_BUYER_WITHOUT_VAT_NUMBER = ['REFUSE', 'CHARGE_VAT'] as const;

export const LABEL_FORMATS = ['A4_3X8', 'A4_2X7', 'ROLL_100X50', 'ROLL_58X40'] as const;

function setting<const Id extends string, S extends z.ZodType>(d: {
  id: Id;
  menuId: TSettingMenuId;
  type: TSettingType;
  schema: S;
  defaultValue: z.output<S>;
  options?: readonly string[];
}) {
  return d;
}

/** Every setting; the label is the dictionary key `SETTINGS.<id in upper snake case>`. */
export const SETTING_DEFINITIONS = [
  setting({
    id: 'invoice.series',
    menuId: 'invoicing',
    type: 'TEXT',
    schema: z
      .string()
      .trim()
      .regex(/^[A-Z]{1,6}$/, '1–6 capital letters'),
    defaultValue: 'SZ',
  }),
  setting({
    id: 'invoice.paymentTermsDays',
    menuId: 'invoicing',
    type: 'INTEGER',
    schema: z.int().min(0).max(365),
    defaultValue: 8,
  }),
  setting({
    id: 'invoicing.sellerVatStatus',
    menuId: 'invoicing',
    type: 'CHOICE',
    schema: z.enum(SELLER_VAT_STATUSES),
    defaultValue: 'VAT_REGISTERED',
    options: SELLER_VAT_STATUSES,
  }),
  setting({
    id: 'invoicing.bankAccount',
    menuId: 'invoicing',
    type: 'TEXT',
    schema: z
      .string()
      .trim()
      .max(50)
      .refine(
        (v) => v === '' || normalizeBankAccount(v) !== null,
        'A Hungarian account or an IBAN',
      ),
    defaultValue: '',
  }),
  setting({
    id: 'invoicing.euBuyerWithoutVatNumber',
    menuId: 'invoicing',
    type: 'CHOICE',
    schema: z.enum(EU_BUYER_WITHOUT_VAT_NUMBER),
    defaultValue: 'REFUSE',
    options: EU_BUYER_WITHOUT_VAT_NUMBER,
  }),
  setting({
    // The 3-way check of supplier invoices (supplier-invoices README): a price difference over
    // both the percent and the forint amount is flagged; a quantity difference over the quantity.
    id: 'purchasing.priceTolerancePercent',
    menuId: 'invoicing',
    type: 'DECIMAL',
    schema: ZPercent,
    defaultValue: '0.5',
  }),
  setting({
    id: 'purchasing.priceToleranceHuf',
    menuId: 'invoicing',
    type: 'DECIMAL',
    schema: z
      .string()
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, 'An amount with at most 2 decimals'),
    defaultValue: '1',
  }),
  setting({
    id: 'purchasing.quantityTolerance',
    menuId: 'invoicing',
    type: 'DECIMAL',
    schema: z
      .string()
      .trim()
      .regex(/^\d{1,9}(\.\d{1,4})?$/, 'A quantity with at most 4 decimals'),
    defaultValue: '0',
  }),
  setting({
    id: 'quote.validityDays',
    menuId: 'sales',
    type: 'INTEGER',
    schema: z.int().min(1).max(365),
    defaultValue: 30,
  }),
  setting({
    id: 'sales.minimumMarginPercent',
    menuId: 'sales',
    type: 'DECIMAL',
    schema: ZPercent,
    defaultValue: '10',
  }),
  setting({
    id: 'warehouse.defaultStoragePerBranch',
    menuId: 'warehouse',
    type: 'STORAGE_PER_BRANCH',
    schema: ZStoragePerBranch,
    defaultValue: {},
  }),
  setting({
    // Where closed picking cycles put the goods for packing (modules/picking/README.md).
    id: 'warehouse.packingStoragePerBranch',
    menuId: 'warehouse',
    type: 'STORAGE_PER_BRANCH',
    schema: ZStoragePerBranch,
    defaultValue: {},
  }),
  setting({
    id: 'labels.format',
    menuId: 'labels',
    type: 'CHOICE',
    schema: z.enum(LABEL_FORMATS),
    defaultValue: 'A4_3X8',
    options: LABEL_FORMATS,
  }),
  setting({
    id: 'labels.printerName',
    menuId: 'labels',
    type: 'TEXT',
    schema: z.string().trim().max(100),
    defaultValue: '',
  }),
  setting({
    id: 'documents.printerUrl',
    menuId: 'labels',
    type: 'TEXT',
    schema: z
      .string()
      .trim()
      .max(300)
      .regex(/^$|^(ipps?|https?):\/\/[^\s/]+(\/\S*)?$/, 'An ipp:// or ipps:// address'),
    defaultValue: '',
  }),
  setting({
    id: 'labels.defaultQuantity',
    menuId: 'labels',
    type: 'INTEGER',
    schema: z.int().min(1).max(999),
    defaultValue: 1,
  }),
  setting({
    id: 'email.senderAddress',
    menuId: 'email',
    type: 'EMAIL',
    schema: ZEmail,
    defaultValue: 'iroda@kontor.example.hu',
  }),
  setting({
    id: 'email.senderName',
    menuId: 'email',
    type: 'TEXT',
    schema: z.string().trim().min(1).max(100),
    defaultValue: 'Kontor',
  }),
  setting({
    id: 'imports.maxRows',
    menuId: 'imports',
    type: 'INTEGER',
    schema: z.int().min(1).max(1_000_000),
    defaultValue: 200_000,
  }),
  setting({
    id: 'imports.batchSize',
    menuId: 'imports',
    type: 'INTEGER',
    schema: z.int().min(10).max(10_000),
    defaultValue: 1000,
  }),
  setting({
    // MyGLS (modules/delivery/README.md 'GLS'): the firm's client number, login and API address.
    id: 'delivery.glsClientNumber',
    menuId: 'delivery',
    type: 'TEXT',
    schema: z
      .string()
      .trim()
      .regex(/^$|^\d{1,12}$/, 'Digits only'),
    defaultValue: '',
  }),
  setting({
    id: 'delivery.glsUsername',
    menuId: 'delivery',
    type: 'TEXT',
    schema: z.string().trim().max(200),
    defaultValue: '',
  }),
  setting({
    id: 'delivery.glsPassword',
    menuId: 'delivery',
    type: 'TEXT',
    schema: z.string().max(200),
    defaultValue: '',
  }),
  setting({
    id: 'delivery.glsApiUrl',
    menuId: 'delivery',
    type: 'TEXT',
    schema: z
      .string()
      .trim()
      .max(300)
      .regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'An http(s):// address'),
    defaultValue: 'https://api.test.mygls.hu',
  }),
] as const;

type Definitions = typeof SETTING_DEFINITIONS;
export type TSettingId = Definitions[number]['id'];
export type TSettingValue<Id extends TSettingId> = z.output<
  Extract<Definitions[number], { id: Id }>['schema']
>;
export const SETTING_IDS = SETTING_DEFINITIONS.map((d) => d.id) as [TSettingId, ...TSettingId[]];
export const ZSettingId = z.enum(SETTING_IDS);

export function settingDefinition(id: TSettingId): Definitions[number] {
  const found = SETTING_DEFINITIONS.find((d) => d.id === id);
  if (!found) throw new Error(`Unknown setting ${id}`);
  return found;
}

/** `quote.validityDays` → `SETTINGS.QUOTE_VALIDITY_DAYS`. */
export function settingLabelKey(id: string): string {
  return `SETTINGS.${id
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace('.', '_')
    .toUpperCase()}`;
}

const ZJsonValue = z.union([z.string(), z.number(), z.boolean(), z.record(z.string(), z.number())]);

export const ZSetting = z
  .object({
    id: ZSettingId,
    menuId: ZSettingMenuId,
    type: z.enum(SETTING_TYPES),
    labelKey: z.string(),
    value: ZJsonValue,
    defaultValue: ZJsonValue,
    options: z.array(z.string()),
    version: z.int().meta({ description: '0 while the firm uses the default' }),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'Setting' });
export type TSetting = z.infer<typeof ZSetting>;

export const ZSettingMenu = z
  .object({ menuId: ZSettingMenuId, labelKey: z.string(), settings: z.array(ZSetting) })
  .meta({ id: 'SettingMenu' });
export type TSettingMenu = z.infer<typeof ZSettingMenu>;

export const ZUpdateSettingBody = z.object({
  value: ZJsonValue.meta({ description: 'Checked against the setting’s own type and range' }),
  version: z.int().min(0).meta({ description: 'The version read; 0 while the default is in use' }),
});

const tag = 'settings';
export const settingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/settings/list',
    summary: 'The firm’s settings grouped by menu',
    tag,
    response: z.array(ZSettingMenu),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/settings/:settingId',
    summary: 'One setting with its current value',
    tag,
    params: z.object({ settingId: ZSettingId }),
    response: ZSetting,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/settings/:settingId',
    summary: 'Changes a setting; effective at once in every server process',
    tag,
    params: z.object({ settingId: ZSettingId }),
    body: ZUpdateSettingBody,
    response: ZSetting,
  }),
} as const;

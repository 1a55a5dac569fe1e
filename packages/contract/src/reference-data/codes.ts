import { z } from 'zod';
import { ZCodeEntry, ZLookupQuery } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The firm's coded lists (`/codes/mac?code_group=…`). */
export const CODE_GROUPS = [
  'PAYMENT_METHOD',
  'PRICE_TYPE',
  'PARTNER_CATEGORY',
  'ORDER_SOURCE',
  'DELIVERY_TERM',
  'CANCEL_REASON',
  'COMPLAINT_TYPE',
] as const;
export const ZCodeGroup = z.enum(CODE_GROUPS);
export type TCodeGroup = z.infer<typeof ZCodeGroup>;

export const COURIER_KINDS = ['PARCEL', 'POSTAL', 'PARCEL_LOCKER', 'OWN_DELIVERY'] as const;
export const ZCourier = z
  .object({ id: z.int(), code: z.string(), name: z.string(), kind: z.enum(COURIER_KINDS) })
  .meta({ id: 'Courier' });
export type TCourier = z.infer<typeof ZCourier>;

/** Where a document or e-mail template is offered. */
export const TEMPLATE_SCOPES = [
  'CUSTOMER_ORDER',
  'QUOTE',
  'QUOTE_REQUEST',
  'CUSTOMER_INVOICE',
  'DELIVERY_NOTE',
  'SUPPLIER_ORDER',
  'WORKSHOP_ORDER',
  'PRODUCT_LABEL',
] as const;
export const ZTemplateScope = z.enum(TEMPLATE_SCOPES);
export type TTemplateScope = z.infer<typeof ZTemplateScope>;
export const TEMPLATE_KINDS = ['DOCUMENT', 'EMAIL'] as const;
export const ZTemplate = z
  .object({
    id: z.int(),
    scope: ZTemplateScope,
    kind: z.enum(TEMPLATE_KINDS),
    code: z.string(),
    name: z.string(),
    language: z.string().meta({ description: 'Language code, e.g. `HU`' }),
    isDefault: z.boolean(),
  })
  .meta({ id: 'Template' });
export type TTemplate = z.infer<typeof ZTemplate>;

export const codeEndpoints = {
  codes: defineEndpoint({
    method: 'GET',
    path: '/codes/mac',
    tag: 'reference-data',
    summary:
      "Entries of one of the firm's code lists whose code starts with, or name contains, the term (names in the user's language)",
    query: ZLookupQuery.extend({ code_group: ZCodeGroup }),
    response: z.array(ZCodeEntry),
  }),
  languages: defineEndpoint({
    method: 'GET',
    path: '/codes/languages',
    tag: 'reference-data',
    summary: 'Languages of multilingual data (product names, templates), in display order',
    response: z.array(ZCodeEntry),
  }),
  measureUnits: defineEndpoint({
    method: 'GET',
    path: '/measure-units/mac',
    tag: 'reference-data',
    summary: 'Measure units whose code starts with, or name contains, the term',
    query: ZLookupQuery,
    response: z.array(ZCodeEntry),
  }),
  couriers: defineEndpoint({
    method: 'GET',
    path: '/couriers/mac',
    tag: 'reference-data',
    summary: "The firm's active couriers matching the term (code prefix or name)",
    query: ZLookupQuery,
    response: z.array(ZCourier),
  }),
  templates: defineEndpoint({
    method: 'GET',
    path: '/templates/list',
    tag: 'reference-data',
    summary: "The firm's active document and e-mail templates of a scope, defaults first",
    query: z.object({
      scope: ZTemplateScope,
      kind: z.enum(TEMPLATE_KINDS).optional(),
      language: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'Two-letter language code expected')
        .optional(),
    }),
    response: z.array(ZTemplate),
  }),
};

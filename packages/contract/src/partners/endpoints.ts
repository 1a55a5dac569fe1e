import { z } from 'zod';
import { INT_MAX, pageOf, ZCodeEntry, ZDecimal, ZId, ZLookupQuery, ZPaging } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  ZBankAccount,
  ZBankAccountBody,
  ZContact,
  ZContactBody,
  ZContactLanguage,
  ZPartner,
  ZPartnerBody,
  ZPartnerKind,
  ZPartnerLink,
  ZPartnerLinkBody,
  ZPartnerLinkType,
  ZPartnerRole,
  ZUpdateBankAccountBody,
  ZUpdateContactBody,
  ZUpdatePartnerBody,
} from './partner.ts';

const ZQueryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const PARTNER_SORTS = ['name', 'code', 'city', 'created'] as const;

/** The partner list's filters; the export takes the same ones as query parameters. */
const ZPartnerFilters = z.object({
  term: z
    .string()
    .trim()
    .max(200)
    .default('')
    .meta({ description: 'Name or short name fragment, code or tax number prefix' }),
  role: ZPartnerRole.optional(),
  city: z.string().trim().max(100).default('').meta({ description: 'Billing city prefix' }),
  sort: z.enum(PARTNER_SORTS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});

export const ZPartnerSearchBody = ZPaging.extend(ZPartnerFilters.shape).extend({
  is_active: z.boolean().nullable().default(null).meta({ description: 'null: both' }),
});
export type TPartnerSearchBody = z.input<typeof ZPartnerSearchBody>;
export type TPartnerFilters = z.output<typeof ZPartnerSearchBody>;

export const ZPartnerExportQuery = ZPartnerFilters.extend({ is_active: ZQueryFlag.optional() });

export const ZPartnerListItem = z
  .object({
    id: z.int(),
    code: z.string(),
    kind: ZPartnerKind,
    name: z.string(),
    shortName: z.string().nullable(),
    roles: z.array(ZPartnerRole),
    taxNumber: z.string().nullable(),
    postalCode: z.string(),
    city: z.string(),
    street: z.string(),
    primaryContact: z.string().nullable().meta({ description: '`name - (email, phone)`' }),
    paymentTermsDays: z.int(),
    creditLimit: ZDecimal.nullable(),
    isActive: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'PartnerListItem' });
export type TPartnerListItem = z.infer<typeof ZPartnerListItem>;

const ZPartnerParams = z.object({ partnerId: ZId });
const ZVersionQuery = z.object({ version: z.int().min(1).max(INT_MAX) });

export const partnerEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: '/partners/search',
    tag: 'partners',
    summary: 'The partner list: filters, sort and one page, with the total count',
    body: ZPartnerSearchBody,
    response: pageOf(ZPartnerListItem),
  }),
  exportXlsx: defineEndpoint({
    method: 'GET',
    path: '/partners/export.xlsx',
    tag: 'partners',
    summary: 'The partner list with the same filters as an Excel workbook (Hungarian headings)',
    query: ZPartnerExportQuery,
    response: z
      .custom<Uint8Array<ArrayBufferLike>>((v) => v instanceof Uint8Array)
      .meta({ description: 'The xlsx file' }),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/partners/:partnerId',
    tag: 'partners',
    summary: 'One partner with its addresses, contacts, bank accounts and links',
    params: ZPartnerParams,
    response: ZPartner,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/partners/',
    tag: 'partners',
    summary: 'Create a partner; a tax number already used in the firm answers 409 on `taxNumber`',
    body: ZPartnerBody,
    response: ZPartner,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/partners/:partnerId',
    tag: 'partners',
    summary:
      'Change a partner and its addresses (addresses with an id are kept, others added, missing ones removed); a stale version answers 409',
    params: ZPartnerParams,
    body: ZUpdatePartnerBody,
    response: ZPartner,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/partners/:partnerId',
    tag: 'partners',
    summary:
      'Delete a partner nothing refers to (a linked or otherwise used partner answers 409 with the reason: deactivate it instead)',
    params: ZPartnerParams,
    query: ZVersionQuery,
    response: null,
  }),
  contacts: defineEndpoint({
    method: 'GET',
    path: '/partners/:partnerId/contacts',
    tag: 'partners',
    summary: "The partner's contact persons, the primary one first",
    params: ZPartnerParams,
    response: z.array(ZContact),
  }),
  createContact: defineEndpoint({
    method: 'POST',
    path: '/partners/:partnerId/contacts',
    tag: 'partners',
    summary: 'Add a contact person (a new primary contact takes over from the old one)',
    params: ZPartnerParams,
    body: ZContactBody,
    response: ZContact,
  }),
  updateContact: defineEndpoint({
    method: 'PUT',
    path: '/partners/:partnerId/contacts/:contactId',
    tag: 'partners',
    summary: 'Change a contact person; a stale version answers 409',
    params: ZPartnerParams.extend({ contactId: ZId }),
    body: ZUpdateContactBody,
    response: ZContact,
  }),
  removeContact: defineEndpoint({
    method: 'DELETE',
    path: '/partners/:partnerId/contacts/:contactId',
    tag: 'partners',
    summary: 'Delete a contact person',
    params: ZPartnerParams.extend({ contactId: ZId }),
    response: null,
  }),
  bankAccounts: defineEndpoint({
    method: 'GET',
    path: '/partners/:partnerId/bank-accounts',
    tag: 'partners',
    summary: "The partner's bank accounts, the default one first",
    params: ZPartnerParams,
    response: z.array(ZBankAccount),
  }),
  createBankAccount: defineEndpoint({
    method: 'POST',
    path: '/partners/:partnerId/bank-accounts',
    tag: 'partners',
    summary: 'Add a bank account (Hungarian 2×8/3×8 digits or IBAN, check digits verified)',
    params: ZPartnerParams,
    body: ZBankAccountBody,
    response: ZBankAccount,
  }),
  updateBankAccount: defineEndpoint({
    method: 'PUT',
    path: '/partners/:partnerId/bank-accounts/:bankAccountId',
    tag: 'partners',
    summary: 'Change a bank account; a stale version answers 409',
    params: ZPartnerParams.extend({ bankAccountId: ZId }),
    body: ZUpdateBankAccountBody,
    response: ZBankAccount,
  }),
  removeBankAccount: defineEndpoint({
    method: 'DELETE',
    path: '/partners/:partnerId/bank-accounts/:bankAccountId',
    tag: 'partners',
    summary: 'Delete a bank account',
    params: ZPartnerParams.extend({ bankAccountId: ZId }),
    response: null,
  }),
  links: defineEndpoint({
    method: 'GET',
    path: '/partners/:partnerId/links',
    tag: 'partners',
    summary: 'Partners linked to this one, each with the link type seen from this partner',
    params: ZPartnerParams,
    response: z.array(ZPartnerLink),
  }),
  createLink: defineEndpoint({
    method: 'POST',
    path: '/partners/:partnerId/links',
    tag: 'partners',
    summary: 'Link another partner of the firm (e.g. its parent company or a branch)',
    params: ZPartnerParams,
    body: ZPartnerLinkBody,
    response: ZPartnerLink,
  }),
  removeLink: defineEndpoint({
    method: 'DELETE',
    path: '/partners/:partnerId/links/:linkId',
    tag: 'partners',
    summary: 'Remove a link between two partners',
    params: ZPartnerParams.extend({ linkId: ZId }),
    response: null,
  }),
};

/** A partner in a selection (spec 001 §3 "partner selection"), with its contacts as sub-items. */
export const ZPartnerSelection = z
  .object({
    id: z.int(),
    code: z.string().nullable(),
    name: z.string(),
    isEmployee: z
      .boolean()
      .meta({ description: 'An employee of the firm (id is an employee id), not a partner' }),
    taxNumber: z.string().nullable(),
    city: z.string().nullable(),
    contacts: z.array(
      z.object({
        id: z.int(),
        label: z.string().meta({ description: '`name - (email, phone)`' }),
      }),
    ),
  })
  .meta({ id: 'PartnerSelection' });
export type TPartnerSelection = z.infer<typeof ZPartnerSelection>;

export const ZContactOption = z
  .object({
    id: z.int(),
    partnerId: z.int(),
    partnerName: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    language: ZContactLanguage.meta({
      description: "The language the contact reads: its own, else its partner's country's",
    }),
    label: z.string().meta({ description: '`name - (email, phone)`' }),
  })
  .meta({ id: 'ContactOption' });
export type TContactOption = z.infer<typeof ZContactOption>;

export const ZLinkedPartnerOption = z
  .object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    linkType: ZPartnerLinkType.nullable().meta({ description: 'Seen from `partner_id`' }),
  })
  .meta({ id: 'LinkedPartnerOption' });

export const ZLastOrder = z
  .object({
    id: z.int(),
    orderNumber: z.string(),
    orderDate: z.string(),
    status: z.string(),
    grossTotal: ZDecimal,
    currencyCode: z.string(),
  })
  .meta({ id: 'LastOrder' });

const roleLookup = (path: string, what: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    tag: 'partners',
    summary: `Active ${what} matching the term (code prefix, name prefix, then name fragment; accents and case ignored)`,
    query: ZLookupQuery,
    response: z.array(ZCodeEntry),
  });

export const partnerLookupEndpoints = {
  customers: defineEndpoint({
    method: 'GET',
    path: '/customers/mac',
    tag: 'partners',
    summary:
      "Active customers matching the term, with their contacts; with should_include_employees the firm's employees too (flagged)",
    query: ZLookupQuery.extend({ should_include_employees: ZQueryFlag.default(false) }),
    response: z.array(ZPartnerSelection),
  }),
  priceTypes: defineEndpoint({
    method: 'GET',
    path: '/customers/price-types/mac',
    tag: 'partners',
    summary: "Price types matching the term, names in the user's language",
    query: ZLookupQuery,
    response: z.array(ZCodeEntry),
  }),
  lastOrders: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/last-orders',
    tag: 'partners',
    summary: "The customer's latest orders, newest first (an empty page until orders exist)",
    params: z.object({ customerId: ZId }),
    body: ZPaging,
    response: pageOf(ZLastOrder),
  }),
  linkedPartners: defineEndpoint({
    method: 'GET',
    path: '/linked-partners/mac',
    tag: 'partners',
    summary:
      'With partner_id: the partners linked to it matching the term; without: any active partner of the firm (to link one)',
    query: ZLookupQuery.extend({ partner_id: ZId.optional() }),
    response: z.array(ZLinkedPartnerOption),
  }),
  suppliers: roleLookup('/suppliers/mac', 'suppliers'),
  insurers: roleLookup('/partners/insurers/mac', 'insurers'),
  orderSuppliers: roleLookup('/customer-order/suppliers/mac', 'suppliers'),
  orderManufacturers: roleLookup('/customer-order/manufacturers/mac', 'manufacturers'),
  orderSubcontractors: roleLookup('/customer-order/subcontractors/mac', 'subcontractors'),
  contactEmails: defineEndpoint({
    method: 'GET',
    path: '/partners/contacts/email/mac',
    tag: 'partners',
    summary:
      "Contact persons with an e-mail address whose name, e-mail or partner's name matches the term",
    query: ZLookupQuery,
    response: z.array(ZContactOption),
  }),
  partnerEmployeeEmails: defineEndpoint({
    method: 'GET',
    path: '/partners/:partnerId/employees/email/mac',
    tag: 'partners',
    summary:
      "The partner's own people (its contact persons) with an e-mail address, matching the term",
    params: ZPartnerParams,
    query: ZLookupQuery,
    response: z.array(ZContactOption),
  }),
};

import { z } from 'zod';
import { ZDecimal, ZId, ZNonEmpty } from '../common.ts';
import { isCountryCode } from '../reference-data/countries.ts';
import { formatHungarianTaxNumber, isValidHungarianTaxNumber } from '../tax-number.ts';
import {
  isValidEmail,
  isValidEuVatNumber,
  isValidPhone,
  isValidPostalCode,
  isValidRegistrationNumber,
  normalizeEuVatNumber,
} from './validation.ts';

export const PARTNER_ROLES = [
  'CUSTOMER',
  'SUPPLIER',
  'INSURER',
  'SUBCONTRACTOR',
  'MANUFACTURER',
] as const;
export const ZPartnerRole = z.enum(PARTNER_ROLES);
export type TPartnerRole = z.infer<typeof ZPartnerRole>;

export const PARTNER_KINDS = ['COMPANY', 'PERSON'] as const;
export const ZPartnerKind = z.enum(PARTNER_KINDS);

/** Codes of the PRICE_TYPE code list; names come from the dictionary (`PARTNERS.PRICE_TYPE.<code>`). */
export const PRICE_TYPES = ['RETAIL', 'WHOLESALE', 'RESELLER', 'PROJECT', 'EXPORT'] as const;
export const ZPriceType = z.enum(PRICE_TYPES);
/** Codes of the PAYMENT_METHOD code list (`PARTNERS.PAYMENT_METHOD.<code>`). */
export const PAYMENT_METHODS = ['TRANSFER', 'CASH', 'CARD', 'CASH_ON_DELIVERY', 'OFFSET'] as const;
export const ZPaymentMethod = z.enum(PAYMENT_METHODS);

/** A text field that may be left empty: blank becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));

export const ZEmail = z
  .string()
  .trim()
  .refine(isValidEmail, { message: 'E-mail address expected: local@domain, without spaces' });
export const ZPhone = z
  .string()
  .trim()
  .refine(isValidPhone, { message: 'Phone number expected (digits, +, spaces, -, /)' });

export const ZTaxNumber = z
  .string()
  .trim()
  .refine(isValidHungarianTaxNumber, {
    message: 'Invalid Hungarian tax number (xxxxxxxx-y-zz, check digit, VAT and county code)',
  })
  .transform(formatHungarianTaxNumber);

/** A country of the ISO 3166-1 list (`COUNTRY_CODES`), by its alpha-2 code: `HU`, `DE`, … */
const ZCountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, 'ISO 3166-1 alpha-2 country code expected (e.g. HU)');

export const ZAddressBody = z
  .object({
    id: ZId.optional().meta({ description: 'An existing address to keep and change' }),
    name: optionalText(200).meta({ description: 'e.g. `Központi raktár`' }),
    countryCode: ZCountryCode.default('HU'),
    postalCode: ZNonEmpty.toUpperCase().max(10),
    city: ZNonEmpty.max(100),
    street: ZNonEmpty.max(200),
    isDefault: z.boolean().default(false),
  })
  .superRefine((a, ctx) => {
    if (!isValidPostalCode(a.countryCode, a.postalCode))
      ctx.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: a.countryCode === 'HU' ? 'Hungarian postal code: 4 digits' : 'Invalid postal code',
      });
  });
export type TAddressBody = z.input<typeof ZAddressBody>;

export const ZAddress = z
  .object({
    id: z.int(),
    name: z.string().nullable(),
    countryCode: z.string(),
    postalCode: z.string(),
    city: z.string(),
    street: z.string(),
    isDefault: z.boolean(),
    fullAddress: z.string().meta({ description: 'e.g. `1138 Budapest, Váci út 141.`' }),
  })
  .meta({ id: 'PartnerAddress' });
export type TAddress = z.infer<typeof ZAddress>;

const ZPartnerCode = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .regex(/^[A-Za-z0-9][A-Za-z0-9./_-]*$/, 'Letters, digits, `.`, `/`, `-`, `_`');

export const ZPartnerBody = z
  .object({
    code: ZPartnerCode.optional().meta({
      description: 'Assigned by the server (`P000123`) when left out',
    }),
    kind: ZPartnerKind,
    name: ZNonEmpty.max(200),
    shortName: optionalText(100),
    roles: z
      .array(ZPartnerRole)
      .min(1)
      .refine((roles) => new Set(roles).size === roles.length, { message: 'Duplicate role' }),
    taxNumber: ZTaxNumber.nullable().default(null),
    euVatNumber: z
      .string()
      .trim()
      .refine(isValidEuVatNumber, {
        message: 'Invalid EU VAT number (country prefix and its format, e.g. HU12345678)',
      })
      .transform(normalizeEuVatNumber)
      .nullable()
      .default(null),
    groupTaxNumber: ZTaxNumber.nullable()
      .default(null)
      .meta({ description: 'Tax number of the VAT group the partner belongs to' }),
    registrationNumber: optionalText(20).refine((v) => v === null || isValidRegistrationNumber(v), {
      message: 'Company registration number (01-09-123456) or sole trader number (8 digits)',
    }),
    billingAddress: ZAddressBody,
    shippingAddresses: z
      .array(ZAddressBody)
      .max(50)
      .default([])
      .refine((list) => list.filter((a) => a.isDefault).length <= 1, {
        message: 'At most one default shipping address',
      }),
    priceType: ZPriceType.nullable().default(null),
    paymentMethod: ZPaymentMethod.default('TRANSFER'),
    paymentTermsDays: z.int().min(0).max(365).default(8),
    creditLimit: ZDecimal.refine((v) => !v.startsWith('-') && /^\d{1,14}(\.\d{1,2})?$/.test(v), {
      message: 'A non-negative amount with at most 2 decimals',
    })
      .nullable()
      .default(null),
    salesRepEmployeeId: ZId.nullable().default(null),
    notes: z.string().max(4000).default(''),
    isActive: z.boolean().default(true),
  })
  .superRefine((p, ctx) => {
    // A Hungarian EU VAT number is HU + the taxpayer id, the first 8 digits of the tax number.
    if (
      p.taxNumber &&
      p.euVatNumber?.startsWith('HU') &&
      p.euVatNumber.slice(2) !== p.taxNumber.slice(0, 8)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['euVatNumber'],
        message: 'The HU EU VAT number must be HU + the first 8 digits of the tax number',
      });
  });
export type TPartnerBody = z.input<typeof ZPartnerBody>;

export const ZUpdatePartnerBody = ZPartnerBody.safeExtend({ version: z.int().min(1) });
export type TUpdatePartnerBody = z.input<typeof ZUpdatePartnerBody>;

/** The languages a contact reads Kontor's documents and e-mails in (templates exist in each). */
export const ZContactLanguage = z.enum(['hu', 'en', 'de']);
export type TContactLanguage = z.infer<typeof ZContactLanguage>;

const GERMAN_SPEAKING = new Set(['DE', 'AT', 'CH', 'LI']);

/** A contact without a language of its own reads its partner's country's: hu, de, else en. */
export function languageOfCountry(countryCode: string): TContactLanguage {
  if (countryCode === 'HU') return 'hu';
  return GERMAN_SPEAKING.has(countryCode) ? 'de' : 'en';
}

export const ZContactBody = z.object({
  name: ZNonEmpty.max(200),
  phone: ZPhone.nullable().default(null),
  email: ZEmail.nullable().default(null),
  position: optionalText(100),
  isPrimary: z.boolean().default(false),
  /** null: the partner's country decides (HU → hu, DE/AT/CH/LI → de, else en). */
  language: ZContactLanguage.nullable().default(null),
});
export type TContactBody = z.input<typeof ZContactBody>;
export const ZUpdateContactBody = ZContactBody.extend({ version: z.int().min(1) });

/** How a contact person is shown in a selection (spec 001 §3): `name - (email, phone)`. */
export function contactLabel(contact: {
  name: string;
  email: string | null;
  phone: string | null;
}): string {
  const details = [contact.email, contact.phone].filter(Boolean);
  return details.length ? `${contact.name} - (${details.join(', ')})` : contact.name;
}

export const ZContact = z
  .object({
    id: z.int(),
    partnerId: z.int(),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    position: z.string().nullable(),
    isPrimary: z.boolean(),
    language: ZContactLanguage.nullable(),
    label: z.string().meta({ description: '`name - (email, phone)`' }),
    version: z.int(),
  })
  .meta({ id: 'PartnerContact' });
export type TContact = z.infer<typeof ZContact>;

export const ZBankAccountBody = z.object({
  accountNumber: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .meta({ description: 'Hungarian 2×8 or 3×8 digits, or an IBAN; check digits are verified' }),
  bankName: optionalText(100),
  currencyCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'ISO currency code expected')
    .default('HUF'),
  isDefault: z.boolean().default(false),
});
export type TBankAccountBody = z.input<typeof ZBankAccountBody>;
export const ZUpdateBankAccountBody = ZBankAccountBody.extend({ version: z.int().min(1) });

export const ZBankAccount = z
  .object({
    id: z.int(),
    partnerId: z.int(),
    accountNumber: z.string(),
    format: z.enum(['HU', 'IBAN']),
    bankName: z.string().nullable(),
    currencyCode: z.string(),
    isDefault: z.boolean(),
    version: z.int(),
  })
  .meta({ id: 'PartnerBankAccount' });
export type TBankAccount = z.infer<typeof ZBankAccount>;

/**
 * How a linked partner relates to this one: it is this one's parent company, branch or payer, or
 * the inverse (this one is its parent company → it is a SUBSIDIARY, …), or just RELATED.
 */
export const PARTNER_LINK_TYPES = [
  'PARENT_COMPANY',
  'SUBSIDIARY',
  'BRANCH',
  'HEAD_OFFICE',
  'PAYER',
  'PAYS_FOR',
  'RELATED',
] as const;
export const ZPartnerLinkType = z.enum(PARTNER_LINK_TYPES);
export type TPartnerLinkType = z.infer<typeof ZPartnerLinkType>;

export const ZPartnerRef = z
  .object({ id: z.int(), code: z.string(), name: z.string() })
  .meta({ id: 'PartnerRef' });

export const ZPartnerLink = z
  .object({ id: z.int(), linkType: ZPartnerLinkType, partner: ZPartnerRef })
  .meta({ id: 'PartnerLink' });
export type TPartnerLink = z.infer<typeof ZPartnerLink>;

export const ZPartnerLinkBody = z.object({
  linkedPartnerId: ZId,
  linkType: ZPartnerLinkType,
});

export const ZPartner = z
  .object({
    id: z.int(),
    code: z.string(),
    kind: ZPartnerKind,
    name: z.string(),
    shortName: z.string().nullable(),
    roles: z.array(ZPartnerRole),
    taxNumber: z.string().nullable(),
    euVatNumber: z.string().nullable(),
    groupTaxNumber: z.string().nullable(),
    registrationNumber: z.string().nullable(),
    billingAddress: ZAddress,
    shippingAddresses: z.array(ZAddress),
    priceType: ZPriceType.nullable(),
    paymentMethod: ZPaymentMethod,
    paymentTermsDays: z.int(),
    creditLimit: ZDecimal.nullable(),
    salesRepEmployeeId: z.int().nullable(),
    notes: z.string(),
    isActive: z.boolean(),
    contacts: z.array(ZContact),
    bankAccounts: z.array(ZBankAccount),
    links: z.array(ZPartnerLink),
    version: z.int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Partner' });
export type TPartner = z.infer<typeof ZPartner>;

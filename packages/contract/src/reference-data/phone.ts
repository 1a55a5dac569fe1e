import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const PHONE_TYPES = [
  'MOBILE',
  'FIXED_LINE',
  'FIXED_LINE_OR_MOBILE',
  'TOLL_FREE',
  'PREMIUM_RATE',
  'SHARED_COST',
  'VOIP',
  'PERSONAL_NUMBER',
  'PAGER',
  'UAN',
  'VOICEMAIL',
  'UNKNOWN',
] as const;

export const ZFormatPhoneBody = z.object({
  phoneNumber: z.string().trim().max(50),
  region: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Two-letter country code expected')
    .default('HU')
    .meta({ description: 'Country of numbers written without +, default HU' }),
});

/** The parsed number; an unparsable or invalid number answers `valid: false`, never an error. */
export const ZFormattedPhone = z
  .object({
    valid: z.boolean(),
    e164: z.string().nullable().meta({ description: 'e.g. `+36301234567`' }),
    national: z.string().nullable().meta({ description: 'e.g. `06 30 123 4567`' }),
    international: z.string().nullable().meta({ description: 'e.g. `+36 30 123 4567`' }),
    type: z.enum(PHONE_TYPES).nullable(),
    country: z.string().nullable(),
  })
  .meta({ id: 'FormattedPhone' });
export type TFormattedPhone = z.infer<typeof ZFormattedPhone>;

export const phoneEndpoints = {
  format: defineEndpoint({
    method: 'POST',
    path: '/phoneParser/formatPhoneNumberJSON',
    tag: 'reference-data',
    summary:
      'Validate and format a phone number (E.164, national, international) and tell its type',
    body: ZFormatPhoneBody,
    response: ZFormattedPhone,
  }),
};

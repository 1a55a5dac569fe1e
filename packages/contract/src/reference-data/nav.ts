import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { isValidHungarianTaxNumber, taxNumberCheckDigit } from '../tax-number.ts';

/** The 8-digit taxpayer id (the first part of a tax number), checked by its check digit. */
export function isValidTaxpayerId(value: string): boolean {
  const v = value.trim();
  return /^\d{8}$/.test(v) && taxNumberCheckDigit(v.slice(0, 7)) === Number(v[7]);
}

export const ZTaxpayerAddress = z
  .object({
    countryCode: z.string(),
    postalCode: z.string(),
    city: z.string(),
    street: z.string().meta({ description: 'The address line: street, number, building, door' }),
    streetName: z.string().nullable(),
    publicPlaceCategory: z.string().nullable().meta({ description: 'e.g. `utca`, `út`' }),
    number: z.string().nullable(),
    building: z.string().nullable(),
    staircase: z.string().nullable(),
    floor: z.string().nullable(),
    door: z.string().nullable(),
  })
  .meta({ id: 'TaxpayerAddress' });

export const ZTaxpayer = z
  .object({
    taxNumber: z.string().meta({ description: '`xxxxxxxx-y-zz` (or the 8-digit id when invalid)' }),
    valid: z.boolean().meta({ description: 'NAV knows the taxpayer as valid' }),
    name: z.string().nullable(),
    shortName: z.string().nullable(),
    address: ZTaxpayerAddress.nullable().meta({ description: 'The seat (HQ) address' }),
    vatGroupMembership: z.string().nullable().meta({
      description: 'Tax number of the VAT group the taxpayer belongs to',
    }),
    incorporation: z.enum(['ORGANIZATION', 'SELF_EMPLOYED', 'TAXABLE_PERSON']).nullable(),
    infoDate: z.string().nullable(),
  })
  .meta({ id: 'Taxpayer' });
export type TTaxpayer = z.infer<typeof ZTaxpayer>;

export const navEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/nav/status',
    tag: 'reference-data',
    summary: 'Whether the NAV Online Számla technical user is set up, so taxpayer lookups can work',
    response: z.object({ isConfigured: z.boolean() }),
  }),
  taxpayer: defineEndpoint({
    method: 'GET',
    path: '/nav/getByHungarianTaxNumber/:taxNumber',
    tag: 'reference-data',
    summary:
      'Taxpayer data from NAV Online Számla (queryTaxpayer) for a tax number (`12345678-1-42` or its 8-digit id)',
    params: z.object({
      taxNumber: z
        .string()
        .trim()
        .refine((v) => isValidHungarianTaxNumber(v) || isValidTaxpayerId(v), {
          message: 'Invalid Hungarian tax number (check digit, VAT code or county code)',
        }),
    }),
    response: ZTaxpayer,
  }),
};

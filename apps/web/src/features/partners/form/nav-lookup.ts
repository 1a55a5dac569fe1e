import {
  isValidHungarianTaxNumber,
  isValidTaxpayerId,
  navEndpoints,
  type TTaxpayer,
} from '@kontor/contract';
import { ApiError } from '../../../lib/api/api-error';
import { callApi } from '../../../lib/api/client';
import type { PartnerFormValues } from './partner-form-model';

/** What the NAV lookup tells the user; `filled` means the form took NAV's data. */
export type NavOutcome =
  | 'FILLED'
  | 'NOT_FOUND'
  | 'NOT_CONFIGURED'
  | 'UNAVAILABLE'
  | 'INVALID_TAX_NUMBER'
  | 'FAILED';

/** The server's 503 detail when no NAV technical user is set up (reference-data README). */
const NOT_CONFIGURED_PREFIX = 'NAV_NOT_CONFIGURED:';

export function outcomeOfFailure(error: unknown): NavOutcome {
  if (!(error instanceof ApiError)) return 'FAILED';
  if (error.status === 400) return 'INVALID_TAX_NUMBER';
  if (error.status === 503)
    return error.problem?.detail?.startsWith(NOT_CONFIGURED_PREFIX)
      ? 'NOT_CONFIGURED'
      : 'UNAVAILABLE';
  return 'FAILED';
}

/** NAV's data over the form's: names, tax number, VAT group and the seat as billing address. */
export function applyTaxpayer(
  values: PartnerFormValues,
  taxpayer: TTaxpayer,
): Partial<PartnerFormValues> {
  const { address } = taxpayer;
  return {
    name: taxpayer.name ?? values.name,
    shortName: taxpayer.shortName ?? values.shortName,
    taxNumber: isValidHungarianTaxNumber(taxpayer.taxNumber)
      ? taxpayer.taxNumber
      : values.taxNumber,
    groupTaxNumber: taxpayer.vatGroupMembership ?? values.groupTaxNumber,
    billingAddress: address
      ? {
          ...values.billingAddress,
          countryCode: address.countryCode,
          postalCode: address.postalCode,
          city: address.city,
          street: address.street,
        }
      : values.billingAddress,
  };
}

/** Asks NAV about the form's tax number; answers the outcome and, when found, the changes. */
export async function lookUpTaxpayer(
  values: PartnerFormValues,
): Promise<{ outcome: NavOutcome; patch?: Partial<PartnerFormValues> }> {
  const taxNumber = values.taxNumber.trim();
  if (!isValidHungarianTaxNumber(taxNumber) && !isValidTaxpayerId(taxNumber))
    return { outcome: 'INVALID_TAX_NUMBER' };
  try {
    const taxpayer = await callApi(navEndpoints.taxpayer, { params: { taxNumber } });
    if (!taxpayer.valid) return { outcome: 'NOT_FOUND' };
    return { outcome: 'FILLED', patch: applyTaxpayer(values, taxpayer) };
  } catch (error) {
    return { outcome: outcomeOfFailure(error) };
  }
}

import type { TFormattedPhone } from '@kontor/contract';
import {
  type CountryCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import { fieldError } from '../../platform/errors.ts';

const INVALID: TFormattedPhone = {
  valid: false,
  e164: null,
  national: null,
  international: null,
  type: null,
  country: null,
};

/**
 * Parses a phone number as typed (`06 30 123 4567`, `+36-1-555-0100`, `30/1234567`); numbers
 * without a country prefix are read in `region`. Uses the full metadata, which knows the number
 * types (mobile, fixed line, …). Anything unreadable answers `valid: false`.
 */
export function formatPhoneNumber(phoneNumber: string, region: string): TFormattedPhone {
  if (!isSupportedCountry(region)) throw fieldError('region', `Unknown country code ${region}`);
  const parsed = parsePhoneNumberFromString(phoneNumber, region as CountryCode);
  if (!parsed?.isValid()) return INVALID;
  return {
    valid: true,
    e164: parsed.format('E.164'),
    national: parsed.formatNational(),
    international: parsed.formatInternational(),
    type: parsed.getType() ?? 'UNKNOWN',
    country: parsed.country ?? null,
  };
}

import { isValidHungarianTaxNumber, isValidTaxpayerId, type TTaxpayer } from '@kontor/contract';
import type { Ctx } from '../../platform/context.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { type NavAddress, type NavConfig, NavError, queryTaxpayer } from './nav.adapter.ts';

/** `Váci út 141. B ép. 2. lph. 3. em. 12. ajtó`: the way a Hungarian address line reads. */
export function addressLine(a: NavAddress): string {
  const withDot = (s: string) => (/[.]$/.test(s) || !/^\d/.test(s) ? s : `${s}.`);
  const main = [a.streetName, a.publicPlaceCategory, a.number && withDot(a.number)]
    .filter(Boolean)
    .join(' ');
  const extras = [
    a.building && `${withDot(a.building)} ép.`,
    a.staircase && `${withDot(a.staircase)} lph.`,
    a.floor && `${withDot(a.floor)} em.`,
    a.door && `${withDot(a.door)} ajtó`,
  ].filter(Boolean);
  return [main, ...extras].join(' ');
}

/**
 * Taxpayer data from NAV. The check digit is verified first, so a mistyped number never costs a
 * NAV call; without a configured technical user the answer is a clear 503.
 */
export async function getTaxpayer(
  ctx: Ctx,
  nav: NavConfig | null,
  taxNumber: string,
): Promise<TTaxpayer> {
  const input = taxNumber.trim();
  if (!isValidHungarianTaxNumber(input) && !isValidTaxpayerId(input))
    throw fieldError('taxNumber', 'Invalid Hungarian tax number');
  if (!nav) {
    throw new AppError(
      'UNAVAILABLE',
      'NAV_NOT_CONFIGURED: the NAV Online Számla technical user is not set up (NAV_LOGIN, NAV_PASSWORD, NAV_SIGNING_KEY, NAV_TAX_NUMBER)',
    );
  }
  const taxpayerId = input.replace(/\D/g, '').slice(0, 8);
  let found: Awaited<ReturnType<typeof queryTaxpayer>>;
  try {
    found = await queryTaxpayer(nav, taxpayerId);
  } catch (error) {
    if (!(error instanceof NavError)) throw error;
    ctx.log.warn({ err: error, taxpayerId }, 'NAV queryTaxpayer failed');
    throw new AppError('UNAVAILABLE', `NAV Online Számla failed: ${error.message}`);
  }
  const seat = found.addresses.find((a) => a.type === 'HQ') ?? found.addresses[0];
  return {
    taxNumber:
      found.vatCode && found.countyCode
        ? `${found.taxpayerId ?? taxpayerId}-${found.vatCode}-${found.countyCode}`
        : taxpayerId,
    valid: found.valid,
    name: found.name,
    shortName: found.shortName,
    address: seat ? { ...seat.address, street: addressLine(seat.address) } : null,
    vatGroupMembership: found.vatGroupMembership,
    incorporation: found.incorporation,
    infoDate: found.infoDate,
  };
}

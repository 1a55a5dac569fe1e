/**
 * The buyer's VAT status and the VAT a line carries for that buyer (README "Zero VAT and the
 * buyer's VAT status"): the product's VAT code says what the goods or service are, the buyer
 * decides whether an exemption applies. One pure function for order pricing and for the check at
 * issue, so an order shows exactly the VAT its invoice will carry.
 */
import { isValidEuVatNumber, normalizeEuVatNumber } from '../partners/validation.ts';

/** The member states of the European Union besides Hungary (ISO 3166 codes; Greece is GR). */
// biome-ignore format: one row of country codes reads better than 27 lines
export const EU_MEMBER_STATES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT',
  'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;

export const isEuMemberState = (countryCode: string) =>
  (EU_MEMBER_STATES as readonly string[]).includes(countryCode);

/**
 * - `DOMESTIC`: a Hungarian taxable person with a tax number (a company or a sole trader).
 * - `PRIVATE_PERSON`: a natural person without a tax number or EU VAT number, in the EU.
 * - `EU_TAXABLE`: in another member state, with a valid EU VAT number of that state.
 * - `EU_NO_VAT_NUMBER`: a company in another member state without a valid EU VAT number.
 * - `THIRD_COUNTRY`: outside the EU (a company or a person).
 */
export const BUYER_VAT_STATUSES = [
  'DOMESTIC',
  'PRIVATE_PERSON',
  'EU_TAXABLE',
  'EU_NO_VAT_NUMBER',
  'THIRD_COUNTRY',
] as const;
export type TBuyerVatStatus = (typeof BUYER_VAT_STATUSES)[number];

export interface BuyerVatFacts {
  kind: 'COMPANY' | 'PERSON';
  countryCode: string;
  taxNumber: string | null;
  euVatNumber: string | null;
}

/** The EU VAT number's prefix of a member state (Greece: EL). */
const vatPrefixOf = (countryCode: string) => (countryCode === 'GR' ? 'EL' : countryCode);

/** Whether the buyer has a valid EU VAT number issued by its own member state. */
export function hasOwnEuVatNumber(buyer: BuyerVatFacts): boolean {
  if (!buyer.euVatNumber) return false;
  const vat = normalizeEuVatNumber(buyer.euVatNumber);
  return vat.startsWith(vatPrefixOf(buyer.countryCode)) && isValidEuVatNumber(vat);
}

export function classifyBuyer(buyer: BuyerVatFacts): TBuyerVatStatus {
  if (!isEuMemberState(buyer.countryCode)) return 'THIRD_COUNTRY';
  if (buyer.countryCode === 'HU')
    return buyer.kind === 'COMPANY' || buyer.taxNumber ? 'DOMESTIC' : 'PRIVATE_PERSON';
  if (hasOwnEuVatNumber(buyer)) return 'EU_TAXABLE';
  return buyer.kind === 'PERSON' ? 'PRIVATE_PERSON' : 'EU_NO_VAT_NUMBER';
}

/** NAV's `customerVatStatus` of a buyer (InvoiceData v3 CustomerVatStatusType). */
export function navCustomerVatStatus(
  status: TBuyerVatStatus,
  kind: BuyerVatFacts['kind'],
): 'DOMESTIC' | 'OTHER' | 'PRIVATE_PERSON' {
  if (status === 'DOMESTIC') return 'DOMESTIC';
  if (status === 'PRIVATE_PERSON' || (status === 'THIRD_COUNTRY' && kind === 'PERSON'))
    return 'PRIVATE_PERSON';
  return 'OTHER';
}

/** What the firm's settings say (settings catalogue `invoicing.*`). */
export interface SellerVatPolicy {
  /** `invoicing.sellerVatStatus` = AAM: the firm is alanyi adómentes, every line is AAM. */
  sellerExempt: boolean;
  /** `invoicing.euBuyerWithoutVatNumber`: refuse the line or charge Hungarian VAT. */
  euBuyerWithoutVatNumber: 'REFUSE' | 'CHARGE_VAT';
}

/** Hungarian VAT when an exemption's conditions are not met: the general rate (Áfa tv. 82. §). */
export const DOMESTIC_FALLBACK_RATE = '27';

export type LineVat =
  | { ok: true; vatCode: string; vatRate: string }
  | { ok: false; message: string };

const rate = (code: string): LineVat => ({ ok: true, vatCode: code, vatRate: code });
const exempt = (code: string): LineVat => ({ ok: true, vatCode: code, vatRate: '0' });

/** The exemption / out-of-scope product codes and the buyer they need. */
const NEEDS: Readonly<Record<string, { status: TBuyerVatStatus; code: string }>> = {
  EU: { status: 'EU_TAXABLE', code: 'KBAET' },
  KBAET: { status: 'EU_TAXABLE', code: 'KBAET' },
  EUK: { status: 'EU_TAXABLE', code: 'EUK' },
  MAA: { status: 'THIRD_COUNTRY', code: 'MAA' },
};

/**
 * The VAT code and rate of a line of a product with `productVatCode` sold to a buyer of `status`:
 * - an AAM firm: every line AAM (Áfa tv. 187–196. §);
 * - 27/18/5: the rate; TAM: exempt whoever buys (85–86. §);
 * - EU/KBAET (89. §) and EUK (37. §, reverse charge) only to `EU_TAXABLE`, MAA (98. §) only to
 *   `THIRD_COUNTRY`; to anyone else Hungarian VAT (27 %), except that an EU company without an EU
 *   VAT number is refused when the firm's setting says so;
 * - a plain 0 and AAM on a VAT-registered firm's product are refused (NAV knows no plain 0 %).
 */
export function lineVatFor(
  productVatCode: string,
  status: TBuyerVatStatus,
  policy: SellerVatPolicy,
): LineVat {
  if (policy.sellerExempt) return exempt('AAM');
  if (/^(27|18|5)$/.test(productVatCode)) return rate(productVatCode);
  if (productVatCode === 'TAM') return exempt('TAM');
  const needs = NEEDS[productVatCode];
  if (!needs)
    return {
      ok: false,
      message:
        productVatCode === 'AAM'
          ? 'AAM (alanyi adómentesség) is a status of the seller firm, not of a product'
          : `VAT code ${productVatCode} is no NAV case: give the product a rate or an exemption`,
    };
  if (status === needs.status) return exempt(needs.code);
  if (status === 'EU_NO_VAT_NUMBER' && policy.euBuyerWithoutVatNumber === 'REFUSE')
    return {
      ok: false,
      message: `${productVatCode} is exempt only for a buyer with a valid EU VAT number of its member state: record it on the partner, or charge VAT (setting invoicing.euBuyerWithoutVatNumber)`,
    };
  return rate(DOMESTIC_FALLBACK_RATE);
}

/**
 * Whether a stored line VAT (an order line's, an advance's) still fits the buyer and the firm: at
 * issue the order is refused when it does not, naming the line.
 */
export function storedVatFits(
  vatCode: string,
  status: TBuyerVatStatus,
  policy: SellerVatPolicy,
): string | null {
  if (policy.sellerExempt)
    return vatCode === 'AAM' ? null : 'The firm is alanyi adómentes: every line must be AAM';
  if (vatCode === 'AAM') return 'AAM on an invoice of a VAT-registered firm';
  if (/^(27|18|5)$/.test(vatCode) || vatCode === 'TAM') return null;
  const needs = NEEDS[vatCode];
  if (!needs) return `VAT code ${vatCode} is no NAV case`;
  return status === needs.status
    ? null
    : `${vatCode} does not fit a buyer of VAT status ${status}: price the order again`;
}
